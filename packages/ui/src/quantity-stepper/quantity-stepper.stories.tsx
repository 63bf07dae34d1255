import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.tsx';

function CartQuantity(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
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
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <CartQuantity {...args} />,
  args: {
    label: 'Quantity of beef pho',
    value: 1,
    min: 1,
    max: 5,
    decreaseLabel: 'One less beef pho',
    increaseLabel: 'One more beef pho',
    onChange: fn(),
  },
  parameters: {
    vi: {
      label: 'Số lượng phở bò',
      decreaseLabel: 'Bớt một phở bò',
      increaseLabel: 'Thêm một phở bò',
    },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ButtonsStepWithinLimits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const value = canvas.getByRole('spinbutton', { name: 'Quantity of beef pho' });
    const more = canvas.getByRole('button', { name: 'One more beef pho' });
    const less = canvas.getByRole('button', { name: 'One less beef pho' });
    await expect(less).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(less);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(value).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(value).toHaveAttribute('aria-valuenow', '5');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const value = canvas.getByRole('spinbutton', { name: 'Quantity of beef pho' });
    value.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(value).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(value).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{End}');
    await expect(value).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('{Home}');
    await expect(value).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const WithVisibleLabel: Story = {
  args: {
    label: 'Adults',
    showLabel: true,
    value: 2,
    min: 1,
    max: 4,
    decreaseLabel: 'Fewer adults',
    increaseLabel: 'More adults',
    hint: 'At least one guest',
  },
  parameters: {
    vi: {
      label: 'Người lớn',
      decreaseLabel: 'Bớt người lớn',
      increaseLabel: 'Thêm người lớn',
      hint: 'Ít nhất một khách',
    },
  },
};

export const AtMaximum: Story = { args: { value: 5 } };

export const Disabled: Story = {
  args: { disabled: true, value: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'One more beef pho' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
