import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { ErrorScreen } from './error-screen.tsx';

const meta = {
  title: 'Content/ErrorScreen',
  component: ErrorScreen,
  args: {
    code: 404,
    title: 'Page not found',
    message: 'The page you are looking for does not exist.',
    action: <Button>Back to home</Button>,
  },
  parameters: {
    vi: {
      title: 'Không tìm thấy trang',
      message: 'Trang bạn tìm không tồn tại.',
      action: <Button>Về trang chủ</Button>,
    },
  },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = {
  args: {
    code: 500,
    title: 'Error 500: Something went wrong',
    message: 'Please try again in a moment.',
    action: <Button>Try again</Button>,
  },
  parameters: {
    vi: {
      title: 'Lỗi 500: Đã xảy ra lỗi',
      message: 'Vui lòng thử lại sau giây lát.',
      action: <Button>Thử lại</Button>,
    },
  },
};
