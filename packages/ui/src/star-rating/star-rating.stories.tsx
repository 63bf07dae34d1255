import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StarRating, type StarRatingProps } from './star-rating.tsx';

function StayRating(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/StarRating',
  component: StarRating,
  render: (args) => <StayRating {...args} />,
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
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'How was your stay?' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: '4 of 5 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const ChooseWithKeyboard: Story = {
  args: { value: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 of 5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Rated: Story = { args: { value: 4 } };
export const WithError: Story = {
  args: { error: 'Please choose a rating', required: true },
  parameters: { vi: { error: 'Vui lòng chọn số sao' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      /please choose a rating/i,
    );
  },
};
export const Disabled: Story = { args: { value: 2, disabled: true } };
