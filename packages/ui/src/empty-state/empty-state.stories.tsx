import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  args: {
    icon: 'heart',
    title: 'No liked tips yet',
    message: 'Tap the heart on a local tip to keep it here.',
    action: <Button variant="secondary">See all tips</Button>,
  },
  parameters: {
    vi: {
      title: 'Chưa có gợi ý yêu thích',
      message: 'Chạm vào trái tim trên một gợi ý để lưu lại tại đây.',
      action: <Button variant="secondary">Xem tất cả gợi ý</Button>,
    },
  },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLikedTips: Story = {};
export const NoPrograms: Story = {
  args: {
    icon: 'calendar',
    title: 'No programs at the moment',
    message: 'New programs are added every week.',
    action: undefined,
  },
  parameters: {
    vi: {
      title: 'Hiện chưa có chương trình',
      message: 'Chương trình mới được thêm mỗi tuần.',
      action: undefined,
    },
  },
};
export const NoOffers: Story = {
  args: { icon: 'tag', title: 'No offers right now', message: undefined, action: undefined },
  parameters: { vi: { title: 'Hiện chưa có ưu đãi', message: undefined, action: undefined } },
};
