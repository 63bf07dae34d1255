import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { placeholderImage } from '../storybook/placeholder-image.ts';
import { argsAsShown, inStoryLanguage, plainText } from '../storybook/story-language.tsx';
import { MessageBubble } from './message-bubble.tsx';

const meta = {
  title: 'Content/MessageBubble',
  component: MessageBubble,
  args: {
    from: 'theirs',
    author: 'Eastern Sun Garden',
    text: 'Good morning! Your airport taxi is booked for 10:30.\nThe driver will wait in the lobby.',
    time: '09:12',
    dateTime: '2026-11-23T02:12:00Z',
  },
  parameters: {
    vi: {
      text: 'Chào buổi sáng! Xe đưa bạn ra sân bay đã được đặt lúc 10:30.\nTài xế sẽ đợi ở sảnh.',
    },
  },
  argTypes: { actions: { control: false } },
  decorators: [
    (Story) => <div style={{ display: 'flex', flexDirection: 'column' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheHotel: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { text } = argsAsShown(context);
    // The text keeps its line break and shows as written.
    await expect(canvas.getByText(/airport|sân bay/)).toHaveTextContent(
      plainText(text).replace('\n', ' '),
      { normalizeWhitespace: true },
    );
  },
};

export const SentByMe: Story = {
  args: {
    from: 'mine',
    author: 'You',
    text: 'Could I have two more towels, please?',
    time: '09:05',
    delivery: 'sent',
    deliveryLabel: 'Sent',
  },
  parameters: {
    vi: {
      author: 'Bạn',
      text: 'Cho tôi xin thêm hai chiếc khăn tắm được không?',
      deliveryLabel: 'Đã gửi',
    },
  },
};

export const SeenByTheHotel: Story = {
  args: { ...SentByMe.args, delivery: 'seen', deliveryLabel: 'Seen' },
  parameters: { vi: { ...SentByMe.parameters?.vi, deliveryLabel: 'Đã xem' } },
  play: async (context) => {
    const { deliveryLabel } = argsAsShown(context);
    await expect(context.canvas.getByText(plainText(deliveryLabel))).toBeVisible();
  },
};

export const WaitingForNetwork: Story = {
  args: { ...SentByMe.args, delivery: 'waiting', deliveryLabel: 'Waiting for network' },
  parameters: { vi: { ...SentByMe.parameters?.vi, deliveryLabel: 'Đang chờ kết nối mạng' } },
};

export const Refused: Story = {
  args: {
    ...SentByMe.args,
    delivery: 'failed',
    deliveryLabel: 'Not sent: too many messages in a minute',
  },
  parameters: {
    vi: {
      ...SentByMe.parameters?.vi,
      deliveryLabel: 'Chưa gửi: quá nhiều tin nhắn trong một phút',
    },
  },
  render: (args, context) => (
    <MessageBubble
      {...args}
      actions={
        <Button variant="ghost">
          {inStoryLanguage(context, { en: 'Try again', vi: 'Thử lại' })}
        </Button>
      }
    />
  ),
};

export const WithPhoto: Story = {
  args: {
    ...SentByMe.args,
    text: 'The shower drips, see the photo.',
    photo: {
      url: placeholderImage('Bathroom', 200, 640, 480),
      width: 640,
      height: 480,
      alt: 'Your photo',
    },
  },
  parameters: {
    vi: {
      ...SentByMe.parameters?.vi,
      text: 'Vòi sen bị rỉ nước, xem ảnh nhé.',
      photo: {
        url: placeholderImage('Bathroom', 200, 640, 480),
        width: 640,
        height: 480,
        alt: 'Ảnh của bạn',
      },
    },
  },
  play: async (context) => {
    const { photo } = argsAsShown(context);
    await expect(context.canvas.getByRole('img', { name: photo?.alt })).toBeVisible();
  },
};

export const TextStaysText: Story = {
  args: { text: '<b>not bold</b> <img src=x onerror=alert(1)>' },
  parameters: { vi: { text: '<b>không in đậm</b> <img src=x onerror=alert(1)>' } },
  play: async ({ canvas }) => {
    // Markup a message holds is shown as its characters, never run.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(/<b>/)).toBeVisible();
  },
};
