import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to the cancellation policy',
    hint: 'A cancellation fee may apply',
    onChange: fn(),
  },
  parameters: { vi: { label: 'Tôi đồng ý với chính sách hủy', hint: 'Có thể áp dụng phí hủy' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label } = argsAsShown(context);
    const box = canvas.getByRole('checkbox', { name: plainText(label) });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = {
  args: { error: 'Please agree to the cancellation policy' },
  parameters: { vi: { error: 'Vui lòng đồng ý với chính sách hủy' } },
};
export const Disabled: Story = { args: { disabled: true } };
