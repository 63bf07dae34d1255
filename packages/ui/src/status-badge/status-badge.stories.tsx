import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Content/StatusBadge',
  component: StatusBadge,
  args: { status: 'Arrived', label: 'Arrived' },
  parameters: { vi: { label: 'Đã nhận phòng' } },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['Arrived', 'Confirmed', 'Unconfirmed', 'Checked out'],
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arrived: Story = {};
export const Confirmed: Story = {
  args: { status: 'Confirmed', label: 'Confirmed' },
  parameters: { vi: { label: 'Đã xác nhận' } },
};
export const Unconfirmed: Story = {
  args: { status: 'Unconfirmed', label: 'Unconfirmed' },
  parameters: { vi: { label: 'Chưa xác nhận' } },
};
