import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledByArgs } from '../storybook/story-args.tsx';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { StarRating } from './star-rating.tsx';

const meta = {
  title: 'Forms/StarRating',
  component: StarRating,
  render: controlledByArgs(StarRating),
  args: {
    legend: 'How was your stay?',
    value: 0,
    starLabel: (stars) => `${stars} of 5 stars`,
    onChange: fn(),
  },
  parameters: {
    vi: { legend: 'Kỳ nghỉ của bạn thế nào?', starLabel: (stars: number) => `${stars} trên 5 sao` },
  },
  argTypes: {
    starLabel: { control: false },
    value: { control: { type: 'range', min: 0, max: 5, step: 1 } },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ChooseWithPointer: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { legend, starLabel } = argsAsShown(context);
    await expect(canvas.getByRole('radiogroup', { name: plainText(legend) })).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: starLabel(4) }));
    await expect(canvas.getByRole('radio', { name: starLabel(4) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const ChooseWithKeyboard: Story = {
  args: { value: 3 },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { starLabel } = argsAsShown(context);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: starLabel(3) })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: starLabel(4) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: starLabel(2) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Rated: Story = { args: { value: 4 } };
export const WithError: Story = {
  args: { error: 'Please choose a rating', required: true },
  parameters: { vi: { error: 'Vui lòng chọn số sao' } },
  play: async (context) => {
    const { error } = argsAsShown(context);
    await expect(context.canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      expect.stringContaining(plainText(error)),
    );
  },
};
export const Disabled: Story = { args: { value: 2, disabled: true } };
