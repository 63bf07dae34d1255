import type {
  InboxThread,
  QuickReply,
  StaffConversationMessage,
} from '@portal/api-client/staff-contract/inbox';

export function threadOf(change: Partial<InboxThread> & Pick<InboxThread, 'id'>): InboxThread {
  return {
    guest: { id: 10 + change.id, name: 'Alex Nguyen' },
    reservation: {
      id: 100 + change.id,
      number: 'ESG1001',
      roomNumber: '0412',
      arrivalDate: '2026-11-22',
      departureDate: '2026-11-25',
      state: 'Arrived',
      preCheckInState: 'accepted',
    },
    lastMessage: {
      author: 'guest',
      text: 'Could we have two more towels?',
      hasPhoto: false,
      sentAt: '2026-11-23T12:00:00.000Z',
    },
    unread: 0,
    state: 'open',
    ...change,
  };
}

/** Alex (room 0412) wrote twice, unseen; Mai Le (no room yet) was answered and marked done. */
export const ALEX = threadOf({ id: 1, unread: 2 });
export const MAI = threadOf({
  id: 2,
  guest: { id: 20, name: 'Mai Le', language: 'vi' },
  reservation: {
    id: 102,
    number: 'ESG1003',
    arrivalDate: '2026-11-26',
    departureDate: '2026-11-28',
    state: 'Confirmed',
    preCheckInState: 'sent',
  },
  lastMessage: {
    author: 'hotel',
    text: 'Chúng tôi đã nhận được.',
    hasPhoto: false,
    sentAt: '2026-11-23T10:00:00.000Z',
  },
  state: 'done',
});

export const ALEX_MESSAGES: StaffConversationMessage[] = [
  {
    id: 5,
    author: 'hotel',
    text: 'Welcome to the hotel!',
    sentAt: '2026-11-23T09:00:00.000Z',
    seenAt: '2026-11-23T09:05:00.000Z',
    staffName: 'Lan Tran',
  },
  {
    id: 6,
    author: 'guest',
    text: '<b>Two</b> more towels,\nplease',
    sentAt: '2026-11-23T11:58:00.000Z',
  },
  {
    id: 7,
    author: 'guest',
    text: '',
    photo: { url: '/api/conversation/photos/abc.webp', width: 800, height: 600 },
    sentAt: '2026-11-23T12:00:00.000Z',
  },
];

export const TOWELS: QuickReply = {
  id: 3,
  title: { en: 'Towels on the way', vi: 'Khăn đang được mang lên' },
  text: {
    en: 'Housekeeping is bringing them now.',
    vi: 'Bộ phận buồng phòng đang mang lên ngay.',
  },
};
