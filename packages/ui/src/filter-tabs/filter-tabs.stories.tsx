import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FilterTabs, type FilterTabsProps } from './filter-tabs.tsx';

function TipsFilter(props: FilterTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <FilterTabs
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <p id="tips-panel" role="tabpanel" aria-label={value}>
        {value}
      </p>
    </>
  );
}

const meta = {
  title: 'Navigation/FilterTabs',
  component: FilterTabs,
  render: (args) => <TipsFilter {...args} />,
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
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Filter local tips' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Liked' }));
    await expect(canvas.getByRole('tab', { name: 'Liked' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('liked');
  },
};

export const ArrowKeysFilter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const liked = canvas.getByRole('tab', { name: 'Liked' });
    await expect(liked).toHaveFocus();
    await expect(liked).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('liked');
    await userEvent.keyboard('{End}');
    await expect(all).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
    await expect(liked).toHaveAttribute('tabindex', '-1');
  },
};
