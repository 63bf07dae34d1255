import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledByArgs } from '../storybook/story-args.tsx';
import { argsAsShown } from '../storybook/story-language.tsx';
import { FilterTabs, type FilterTabOption } from './filter-tabs.tsx';

const TipsFilter = controlledByArgs(FilterTabs);

const tabName = (options: FilterTabOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const meta = {
  title: 'Navigation/FilterTabs',
  component: FilterTabs,
  render: (args) => (
    <>
      {TipsFilter(args)}
      <p id="tips-panel" role="tabpanel" aria-label={args.value}>
        {args.value}
      </p>
    </>
  ),
  args: {
    label: 'Filter local tips',
    value: 'all',
    controls: 'tips-panel',
    onChange: fn(),
    options: [
      { value: 'liked', label: 'Liked' },
      { value: 'all', label: 'All' },
    ],
  },
  parameters: {
    vi: {
      label: 'Lọc gợi ý địa phương',
      options: [
        { value: 'liked', label: 'Đã thích' },
        { value: 'all', label: 'Tất cả' },
      ],
    },
  },
} satisfies Meta<typeof FilterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Liked: Story = { args: { value: 'liked' } };
export const WithCounts: Story = {
  args: {
    options: [
      { value: 'liked', label: 'Liked', count: 3 },
      { value: 'all', label: 'All', count: 24 },
    ],
  },
  parameters: {
    vi: {
      options: [
        { value: 'liked', label: 'Đã thích', count: 3 },
        { value: 'all', label: 'Tất cả', count: 24 },
      ],
    },
  },
};

export const ClickToFilter: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label, options } = argsAsShown(context);
    const tab = (value: string) => canvas.getByRole('tab', { name: tabName(options, value) });
    await expect(canvas.getByRole('tablist', { name: label })).toBeInTheDocument();
    await expect(tab('all')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('liked'));
    await expect(tab('liked')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('all')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith('liked');
  },
};

export const ArrowKeysFilter: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { options } = argsAsShown(context);
    await userEvent.tab();
    const all = canvas.getByRole('tab', { name: tabName(options, 'all') });
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const liked = canvas.getByRole('tab', { name: tabName(options, 'liked') });
    await expect(liked).toHaveFocus();
    await expect(liked).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('liked');
    await userEvent.keyboard('{End}');
    await expect(all).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
    await expect(liked).toHaveAttribute('tabindex', '-1');
  },
};
