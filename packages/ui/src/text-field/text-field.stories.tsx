import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Surname',
    placeholder: 'As on the reservation',
    hint: 'The surname on your booking',
    name: 'surname',
  },
  parameters: {
    vi: { label: 'Họ', placeholder: 'Như trên đặt phòng', hint: 'Họ trên đặt phòng của bạn' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { label, hint } = argsAsShown(context);
    const input = context.canvas.getByLabelText(plainText(label));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(plainText(hint)));
  },
};
export const Filled: Story = { args: { defaultValue: 'Nguyen' } };
export const Focused: Story = {
  play: async (context) => {
    const { label } = argsAsShown(context);
    await context.userEvent.click(context.canvas.getByLabelText(plainText(label)));
  },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { error: 'Missing surname', defaultValue: '' },
  parameters: { vi: { error: 'Thiếu họ' } },
  play: async (context) => {
    const { label, error } = argsAsShown(context);
    const input = context.canvas.getByLabelText(plainText(label));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(plainText(error)));
  },
};
export const Email: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    hint: undefined,
    placeholder: 'name@example.com',
    error: 'Please input a valid email',
    defaultValue: 'guest@',
  },
  parameters: { vi: { label: 'E-mail', error: 'Vui lòng nhập e-mail hợp lệ' } },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Nguyen' } };
