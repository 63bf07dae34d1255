import type { GuestMessageKind } from '@portal/api-client/rules/guest-messages';
import type { GuestMessageInput, RenderedMessage } from './guest-message-input.ts';

/**
 * A plain rendering of each guest e-mail in both languages: what the sender uses until the
 * hotel's branded templates (`@portal/emails`) are given to it, and what its tests read.
 */
const TEXTS: Record<
  'en' | 'vi',
  Record<GuestMessageKind, { subject: string; body: string; action: string }>
> = {
  en: {
    invitation: {
      subject: 'Your stay at {hotel}: check in online',
      body: 'We look forward to welcoming you on {arrival}. Save time at the front desk: check in online now.',
      action: 'Check in online',
    },
    reminder: {
      subject: 'Tomorrow at {hotel}: check in online',
      body: 'You arrive tomorrow, {arrival}. Your online check-in is not done yet.',
      action: 'Check in online',
    },
    'pre-check-in-returned': {
      subject: '{hotel}: your online check-in needs a change',
      body: 'Our front desk returned your online check-in with this note:',
      action: 'Complete your check-in',
    },
    'room-ready': {
      subject: '{hotel}: your room is ready',
      body: 'Welcome! Your room {room} is ready.',
      action: 'Open the guest portal',
    },
    'after-check-out': {
      subject: '{hotel}: your bill',
      body: 'Thank you for staying with us. Here is the summary of your bill.',
      action: '',
    },
    'rate-your-stay': {
      subject: '{hotel}: how was your stay?',
      body: 'Tell us how your stay was: it takes a minute.',
      action: 'Rate your stay',
    },
  },
  vi: {
    invitation: {
      subject: 'Kỳ nghỉ của bạn tại {hotel}: làm thủ tục nhận phòng trực tuyến',
      body: 'Chúng tôi mong được đón bạn vào ngày {arrival}. Tiết kiệm thời gian tại quầy lễ tân: hãy làm thủ tục nhận phòng trực tuyến ngay.',
      action: 'Nhận phòng trực tuyến',
    },
    reminder: {
      subject: 'Ngày mai tại {hotel}: làm thủ tục nhận phòng trực tuyến',
      body: 'Bạn sẽ đến vào ngày mai, {arrival}. Bạn chưa hoàn tất thủ tục nhận phòng trực tuyến.',
      action: 'Nhận phòng trực tuyến',
    },
    'pre-check-in-returned': {
      subject: '{hotel}: thủ tục nhận phòng trực tuyến của bạn cần bổ sung',
      body: 'Lễ tân đã gửi lại thủ tục nhận phòng trực tuyến của bạn kèm ghi chú sau:',
      action: 'Hoàn tất thủ tục nhận phòng',
    },
    'room-ready': {
      subject: '{hotel}: phòng của bạn đã sẵn sàng',
      body: 'Chào mừng bạn! Phòng {room} của bạn đã sẵn sàng.',
      action: 'Mở cổng thông tin khách',
    },
    'after-check-out': {
      subject: '{hotel}: hóa đơn của bạn',
      body: 'Cảm ơn bạn đã lưu trú cùng chúng tôi. Đây là tóm tắt hóa đơn của bạn.',
      action: '',
    },
    'rate-your-stay': {
      subject: '{hotel}: kỳ nghỉ của bạn thế nào?',
      body: 'Hãy cho chúng tôi biết về kỳ nghỉ của bạn: chỉ mất một phút.',
      action: 'Đánh giá kỳ nghỉ',
    },
  },
};

const GREETING = { en: 'Dear', vi: 'Kính gửi' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export async function plainGuestMessage(input: GuestMessageInput): Promise<RenderedMessage> {
  const texts = TEXTS[input.language][input.kind];
  const fill = (text: string) =>
    text
      .replace('{hotel}', input.hotel.name)
      .replace('{arrival}', input.reservation.arrivalDate)
      .replace('{room}', input.reservation.roomNumber ?? '');
  const amount = (value: number) =>
    `${new Intl.NumberFormat(input.language === 'vi' ? 'vi-VN' : 'en-US').format(value)} ${input.bill?.currency ?? ''}`;
  const lines = [
    `${GREETING[input.language]} ${input.guest.givenName} ${input.guest.surname},`,
    '',
    fill(texts.body),
    ...(input.note ? ['', input.note] : []),
    ...(input.bill
      ? [
          '',
          ...[...input.bill.lines, ...input.bill.totals].map(
            (line) => `${line.label}: ${amount(line.amount)}`,
          ),
        ]
      : []),
    ...(input.link && texts.action ? ['', `${texts.action}: ${input.link}`] : []),
    '',
    `${input.hotel.name} · ${input.reservation.number} · ${input.reservation.arrivalDate} – ${input.reservation.departureDate}`,
  ];
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">${lines
    .map((line) =>
      input.link && texts.action && line.startsWith(`${texts.action}: `)
        ? `<p><a href="${escapeHtml(input.link)}" style="background:${input.hotel.themeColor};color:#000;padding:8px 16px">${escapeHtml(texts.action)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('')}</body></html>`;
  return { subject: fill(texts.subject), html, text: lines.join('\n') };
}
