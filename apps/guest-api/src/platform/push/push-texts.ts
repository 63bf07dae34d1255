import type { OrderStatus } from '@portal/api-client/rules/order-flow';
import type { GuestPushKind } from '@portal/api-client/rules/web-push';

/** What the outbox keeps of a push (`guest_messages.push_json`): only what its text needs. */
export interface PushContent {
  path: string;
  order?: { number: string; state: OrderStatus; reason?: string };
}

type Language = 'en' | 'vi';

const ORDER_STATES: Record<Language, Partial<Record<OrderStatus, string>>> = {
  en: {
    Received: 'The hotel has received order {{number}}.',
    Preparing: 'The kitchen is preparing order {{number}}.',
    'On its way': 'Order {{number}} is on its way to your room.',
    Delivered: 'Order {{number}} was delivered. Enjoy your meal!',
    Refused: 'The kitchen could not make order {{number}}: {{reason}}',
    Cancelled: 'Order {{number}} was cancelled.',
  },
  vi: {
    Received: 'Khách sạn đã nhận đơn hàng {{number}}.',
    Preparing: 'Nhà bếp đang chuẩn bị đơn hàng {{number}}.',
    'On its way': 'Đơn hàng {{number}} đang được mang lên phòng của bạn.',
    Delivered: 'Đơn hàng {{number}} đã được giao. Chúc bạn ngon miệng!',
    Refused: 'Nhà bếp không thể thực hiện đơn hàng {{number}}: {{reason}}',
    Cancelled: 'Đơn hàng {{number}} đã được hủy.',
  },
};

const TEXTS: Record<Language, Record<Exclude<GuestPushKind, 'order-updated'>, string>> = {
  en: {
    'hotel-reply': 'The hotel replied to your message.',
    'room-ready': 'Your room is ready. Welcome!',
    'pre-check-in-returned': 'The front desk returned your pre check-in: please have a look.',
  },
  vi: {
    'hotel-reply': 'Khách sạn đã trả lời tin nhắn của bạn.',
    'room-ready': 'Phòng của bạn đã sẵn sàng. Chào mừng bạn!',
    'pre-check-in-returned':
      'Lễ tân đã gửi lại thông tin làm thủ tục trước của bạn: vui lòng xem lại.',
  },
};

const ORDER_UPDATED: Record<Language, string> = {
  en: 'Your order was updated.',
  vi: 'Đơn hàng của bạn đã được cập nhật.',
};

const NO_REASON: Record<Language, string> = {
  en: 'the kitchen gave no reason.',
  vi: 'nhà bếp không nêu lý do.',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The notification's body, in the guest's language. */
export function pushBody(kind: GuestPushKind, content: PushContent, language: Language): string {
  if (kind !== 'order-updated') return TEXTS[language][kind];
  const order = content.order;
  const text = order && ORDER_STATES[language][order.state];
  if (!order || !text) return ORDER_UPDATED[language];
  return fill(text, { number: order.number, reason: order.reason || NO_REASON[language] });
}
