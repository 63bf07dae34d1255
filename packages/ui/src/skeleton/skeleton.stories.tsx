import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3, label: 'Loading programs' },
  parameters: { vi: { label: 'Đang tải chương trình' } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Block: Story = { args: { variant: 'block', height: '180px' } };
export const Circle: Story = { args: { variant: 'circle' } };
export const CardList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[1, 2].map((card) => (
        <div key={card} style={{ display: 'grid', gap: 12 }}>
          <Skeleton {...args} variant="block" height="140px" />
          <Skeleton {...args} variant="text" lines={2} />
        </div>
      ))}
    </div>
  ),
};
