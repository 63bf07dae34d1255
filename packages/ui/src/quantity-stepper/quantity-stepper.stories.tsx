import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledByArgs } from '../storybook/story-args.tsx';
import { argsAsShown } from '../storybook/story-language.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  render: controlledByArgs(QuantityStepper),
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
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label, increaseLabel, decreaseLabel } = argsAsShown(context);
    const value = canvas.getByRole('spinbutton', { name: label });
    const more = canvas.getByRole('button', { name: increaseLabel });
    const less = canvas.getByRole('button', { name: decreaseLabel });
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
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(args.onChange).not.toHaveBeenCalledWith(6);
  },
};

export const Keyboard: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label } = argsAsShown(context);
    const value = canvas.getByRole('spinbutton', { name: label });
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
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { increaseLabel } = argsAsShown(context);
    await userEvent.click(canvas.getByRole('button', { name: increaseLabel }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
