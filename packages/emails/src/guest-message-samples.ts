import type { GuestMessageInput, GuestMessageKind, MessageHotel } from './render-guest-message.ts';

/**
 * One filled-in message of each kind, for the designers' stories and the tests: the hotel and the
 * language are the caller's, the rest is a plausible stay.
 */
export function sampleGuestMessage(
  kind: GuestMessageKind,
  language: 'en' | 'vi',
  hotel: MessageHotel,
): GuestMessageInput {
  const base: GuestMessageInput = {
    kind,
    language,
    hotel,
    guest: { givenName: 'Linh', surname: 'Tran' },
    reservation: { number: 'R-240817', arrivalDate: '2026-12-18', departureDate: '2026-12-21' },
    link: 'https://portal.example-hotel.com/auth?token=sample-one-time-token',
  };
  const vi = language === 'vi';
  switch (kind) {
    case 'pre-check-in-returned':
      return {
        ...base,
        note: vi
          ? 'Vui lòng thêm giờ đến dự kiến và số điện thoại liên hệ.'
          : 'Please add your expected arrival time and a contact phone number.',
      };
    case 'room-ready':
      return { ...base, reservation: { ...base.reservation, roomNumber: '512' } };
    case 'after-check-out':
      return {
        ...base,
        link: undefined,
        reservation: { ...base.reservation, roomNumber: '512' },
        bill: {
          currency: 'VND',
          lines: [
            { label: vi ? 'Tiền phòng, 3 đêm' : 'Room, 3 nights', amount: 5_400_000 },
            { label: vi ? 'Dịch vụ phòng' : 'Room service', amount: 385_000 },
            { label: vi ? 'Giặt ủi' : 'Laundry', amount: 120_000 },
          ],
          totals: [
            { label: vi ? 'Tổng cộng' : 'Total', amount: 5_905_000 },
            { label: vi ? 'Đã thanh toán' : 'Paid', amount: 5_905_000 },
          ],
        },
      };
    default:
      return base;
  }
}
