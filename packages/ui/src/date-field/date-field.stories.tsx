import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { DateField } from './date-field.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Arrival date', defaultValue: '2025-05-12', name: 'arrivalDate' },
  parameters: { vi: { label: 'Ngày đến' } },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { label } = argsAsShown(context);
    await expect(context.canvas.getByLabelText(plainText(label))).toHaveAttribute('type', 'date');
  },
};
export const Empty: Story = {
  args: { defaultValue: '', hint: 'The date on your confirmation' },
  parameters: { vi: { hint: 'Ngày trên xác nhận đặt phòng' } },
};
export const WithError: Story = {
  args: { defaultValue: '', error: 'Missing arrival date' },
  parameters: { vi: { error: 'Thiếu ngày đến' } },
};
export const Disabled: Story = { args: { disabled: true } };
