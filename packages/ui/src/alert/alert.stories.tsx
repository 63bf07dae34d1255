import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'error', children: 'Contact us for cancellation' },
  parameters: { vi: { children: 'Vui lòng liên hệ chúng tôi để hủy' } },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'success', 'info'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {};
export const Success: Story = {
  args: { tone: 'success', children: 'Your reservation has been cancelled' },
  parameters: { vi: { children: 'Đặt phòng của bạn đã được hủy' } },
};
export const Info: Story = {
  args: { tone: 'info', children: 'Check-out can be requested on your departure date.' },
  parameters: { vi: { children: 'Bạn có thể yêu cầu trả phòng vào ngày khởi hành.' } },
};
