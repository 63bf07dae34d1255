import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { NotificationsOfferCard } from './notifications-offer-card.tsx';

const meta = {
  title: 'Feedback/NotificationsOfferCard',
  component: NotificationsOfferCard,
  args: {
    title: 'Turn on notifications?',
    message: "We'll tell you when your order is on its way, even with the portal closed.",
    turnOnLabel: 'Turn on notifications',
    notNowLabel: 'Not now',
    onTurnOn: fn(),
    onNotNow: fn(),
    headingLevel: 2,
  },
  parameters: {
    vi: {
      title: 'Bật thông báo?',
      message:
        'Chúng tôi sẽ báo cho bạn khi đơn hàng đang được mang lên, kể cả khi cổng thông tin đã đóng.',
      turnOnLabel: 'Bật thông báo',
      notNowLabel: 'Để sau',
    },
  },
} satisfies Meta<typeof NotificationsOfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterAnOrder: Story = {
  play: async (context) => {
    const { title, turnOnLabel, notNowLabel, onTurnOn, onNotNow } = argsAsShown(context);
    await expect(
      context.canvas.getByRole('heading', { level: 2, name: plainText(title) }),
    ).toBeInTheDocument();
    await userEvent.click(context.canvas.getByRole('button', { name: turnOnLabel }));
    await expect(onTurnOn).toHaveBeenCalledOnce();
    await userEvent.click(context.canvas.getByRole('button', { name: notNowLabel }));
    await expect(onNotNow).toHaveBeenCalledOnce();
  },
};
export const AfterAMessage: Story = {
  args: { message: "We'll tell you when the hotel replies, even with the portal closed." },
  parameters: {
    vi: {
      message: 'Chúng tôi sẽ báo cho bạn khi khách sạn trả lời, kể cả khi cổng thông tin đã đóng.',
    },
  },
};
export const TurningOn: Story = {
  args: { busy: true },
  play: async (context) => {
    const { turnOnLabel } = argsAsShown(context);
    await expect(context.canvas.getByRole('button', { name: turnOnLabel })).toBeDisabled();
  },
};
export const Refused: Story = {
  args: { error: 'Notifications are blocked for this site in your browser settings.' },
  parameters: {
    vi: { error: 'Thông báo đang bị chặn cho trang này trong cài đặt trình duyệt của bạn.' },
  },
  play: async (context) => {
    const { error } = argsAsShown(context);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(plainText(error));
  },
};
