import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown } from '../storybook/story-language.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true, label: 'Loading' },
  parameters: { vi: { label: 'Đang tải' }, docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async (context) => {
    const { label } = argsAsShown(context);
    await expect(context.canvas.getByRole('status', { name: label })).toBeInTheDocument();
  },
};
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
