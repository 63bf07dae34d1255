import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: 'A plain surface for grouping content, e.g. the sign-in form.' },
  parameters: {
    vi: { children: 'Một bề mặt đơn giản để nhóm nội dung, ví dụ biểu mẫu đăng nhập.' },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
