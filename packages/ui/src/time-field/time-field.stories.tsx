import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { TimeField } from './time-field.tsx';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: {
    label: 'Arrival time',
    defaultValue: '14:30',
    name: 'arrivalTime',
    hint: 'Hotel time (Asia/Ho_Chi_Minh)',
  },
  parameters: { vi: { label: 'Giờ đến', hint: 'Giờ của khách sạn (Asia/Ho_Chi_Minh)' } },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { label } = argsAsShown(context);
    await expect(context.canvas.getByLabelText(plainText(label))).toHaveAttribute('type', 'time');
  },
};
export const WithError: Story = {
  args: { defaultValue: '', error: 'Missing arrival time' },
  parameters: { vi: { error: 'Thiếu giờ đến' } },
};
export const Disabled: Story = { args: { disabled: true } };
