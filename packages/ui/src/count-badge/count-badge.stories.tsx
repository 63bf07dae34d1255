import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown, inStoryLanguage } from '../storybook/story-language.tsx';
import { CountBadge } from './count-badge.tsx';

const LINK = { en: 'Messages', vi: 'Tin nhắn' };

const meta = {
  title: 'Content/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread messages' },
  parameters: { vi: { label: '3 tin nhắn chưa đọc' } },
  decorators: [
    (Story, context) => (
      <a href="#messages" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        {inStoryLanguage(context, LINK)} {Story()}
      </a>
    ),
  ],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { label } = argsAsShown(context);
    // The number is drawn, and the screen reader hears what it means.
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      `${inStoryLanguage(context, LINK)} ${label ?? ''}`,
    );
  },
};
export const Many: Story = {
  args: { count: 120, label: '120 unread messages' },
  parameters: { vi: { label: '120 tin nhắn chưa đọc' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
export const None: Story = {
  args: { count: 0 },
  play: async (context) => {
    const link = context.canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(inStoryLanguage(context, LINK));
  },
};
