import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { FrontDeskReservationDetail } from '@portal/api-client/staff-contract/front-desk';
import type {
  GuestMessage,
  HotelMessage,
  MessageSettings,
} from '@portal/api-client/staff-contract/guest-messages';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
// The screens' live streams stay closed: these tests drive the calls.
vi.mock('../../lib/staff-event-feed.ts', () => ({ openStaffEventFeed: () => () => undefined }));

const NGUYEN: FrontDeskReservationDetail = {
  id: 7,
  reservationNumber: 'ESG1007',
  arrivalDate: '2026-12-18',
  departureDate: '2026-12-21',
  guests: [
    {
      id: 71,
      firstName: 'Linh',
      lastName: 'Nguyen',
      isPrimary: true,
      isChild: false,
      hasIdentityDetails: false,
      documents: [],
    },
    {
      id: 72,
      firstName: 'Minh',
      lastName: 'Nguyen',
      isPrimary: false,
      isChild: false,
      hasIdentityDetails: false,
      documents: [],
    },
  ],
  roomType: 'Deluxe King',
  roomNumber: null,
  state: 'Confirmed',
  preCheckIn: { state: 'not-sent', sentAt: null },
  checkOut: { state: 'none', requestedAt: null, options: [] },
  history: [],
  arrivalTime: null,
  returnNote: null,
  notes: '',
  preferenceCodes: [],
};

const SENT: GuestMessage = {
  id: 1,
  kind: 'invitation',
  guestName: 'Linh Nguyen',
  to: 'linh@example.com',
  state: 'sent',
  dueAt: '2026-12-11T02:00:00.000Z',
  sentAt: '2026-12-11T02:00:05.000Z',
};
const FAILED: GuestMessage = {
  id: 2,
  kind: 'invitation',
  guestName: 'Minh Nguyen',
  to: 'minh@example.invalid',
  state: 'failed',
  reason: '550 5.1.1 mailbox unavailable',
  dueAt: '2026-12-11T02:00:00.000Z',
};
const SCHEDULED: GuestMessage = {
  id: 3,
  kind: 'reminder',
  guestName: 'Linh Nguyen',
  to: 'linh@example.com',
  state: 'scheduled',
  dueAt: '2026-12-17T02:00:00.000Z',
};
const NOT_SENT: GuestMessage = {
  ...SCHEDULED,
  id: 4,
  kind: 'room-ready',
  state: 'not-sent',
  reason: 'no mail server',
};

const SETTINGS: MessageSettings = {
  kinds: {
    invitation: true,
    reminder: true,
    'pre-check-in-returned': true,
    'room-ready': true,
    'after-check-out': true,
    'rate-your-stay': true,
  },
  invitationDaysBefore: 7,
  sendHour: 9,
};

const atHotel = (message: GuestMessage, reservationNumber: string): HotelMessage => ({
  ...message,
  reservationNumber,
});

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.getFrontDeskReservation.mockResolvedValue(NGUYEN);
  staffApi.listReservationMessages.mockResolvedValue({ messages: [SENT, FAILED, SCHEDULED] });
  staffApi.getMessageSettings.mockResolvedValue(SETTINGS);
  staffApi.listHotelMessages.mockResolvedValue({
    messages: [atHotel(SENT, 'ESG1007'), atHotel(FAILED, 'ESG1007'), atHotel(NOT_SENT, 'ESG1002')],
  });
});

const messagesPanel = () => screen.findByRole('region', { name: 'Messages' });

describe("the reservation's messages", () => {
  beforeEach(() => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk', 'Hoa Le'));
  });

  it('lists every message: kind, to whom, state, why it failed and when', async () => {
    await renderConsole('/front-desk/reservations/7');
    const panel = await messagesPanel();
    const items = await within(panel).findAllByRole('listitem');

    expect(items.map((item) => item.textContent)).toEqual([
      'InvitationSentTo Linh Nguyen <linh@example.com>Sent 11 Dec 2026, 09:00',
      'InvitationFailedTo Minh Nguyen <minh@example.invalid>Due 11 Dec 2026, 09:00Why: 550 5.1.1 mailbox unavailable',
      'Check-in reminderScheduledTo Linh Nguyen <linh@example.com>Due 17 Dec 2026, 09:00',
    ]);
    expect(staffApi.listReservationMessages).toHaveBeenCalledWith({ params: { id: 7 } });
  });

  it('says when a message was not sent for want of a mail server', async () => {
    staffApi.listReservationMessages.mockResolvedValue({ messages: [NOT_SENT] });
    await renderConsole('/front-desk/reservations/7');
    const panel = await messagesPanel();

    expect(await within(panel).findByText('Not sent')).toBeTruthy();
    expect(within(panel).getByText('Why: no mail server')).toBeTruthy();
  });

  it('sends the invitation again to the chosen guest and shows the new list', async () => {
    const resent: GuestMessage = { ...FAILED, id: 5, state: 'scheduled', reason: undefined };
    staffApi.resendInvitation.mockResolvedValue({ messages: [SENT, FAILED, SCHEDULED, resent] });
    await renderConsole('/front-desk/reservations/7');
    const panel = await messagesPanel();
    await within(panel).findAllByRole('listitem');

    await userEvent.selectOptions(within(panel).getByLabelText('To'), 'Minh Nguyen');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send the invitation again' }));

    expect(await within(panel).findByText('The invitation is on its way again.')).toBeTruthy();
    expect(staffApi.resendInvitation).toHaveBeenCalledWith({
      params: { id: 7 },
      body: { guestId: 72 },
    });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
  });

  it('sends it to every guest with an e-mail unless one is chosen, and says when it is too soon', async () => {
    staffApi.resendInvitation.mockRejectedValue(
      new ApiRequestError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts'),
    );
    await renderConsole('/front-desk/reservations/7');
    const panel = await messagesPanel();
    await within(panel).findAllByRole('listitem');

    await userEvent.click(within(panel).getByRole('button', { name: 'Send the invitation again' }));

    expect(await within(panel).findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(staffApi.resendInvitation).toHaveBeenCalledWith({ params: { id: 7 }, body: {} });
  });

  it('reads the messages again after a desk move: Mark Arrived shows "Your room is ready"', async () => {
    const withRoom = { ...NGUYEN, roomNumber: '512' };
    const roomReady: GuestMessage = { ...SCHEDULED, id: 6, kind: 'room-ready' };
    staffApi.getFrontDeskReservation.mockResolvedValue(withRoom);
    staffApi.markArrived.mockImplementation(() => {
      staffApi.listReservationMessages.mockResolvedValue({ messages: [SENT, roomReady] });
      return Promise.resolve({ ...withRoom, state: 'Arrived' });
    });
    await renderConsole('/front-desk/reservations/7');
    const panel = await messagesPanel();
    await within(panel).findAllByRole('listitem');

    await userEvent.click(screen.getByRole('button', { name: 'Mark Arrived' }));

    expect(await within(panel).findByText('Your room is ready')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers no invitation for a cancelled reservation', async () => {
    staffApi.getFrontDeskReservation.mockResolvedValue({ ...NGUYEN, state: 'Cancelled' });
    await renderConsole('/front-desk/reservations/7');
    const panel = await messagesPanel();
    await within(panel).findAllByRole('listitem');

    expect(within(panel).queryByRole('button', { name: 'Send the invitation again' })).toBeNull();
  });

  it('speaks Vietnamese', async () => {
    await renderConsole('/front-desk/reservations/7', { language: 'vi' });
    const panel = await screen.findByRole('region', { name: 'E-mail' });

    expect(await within(panel).findByText('Gửi lỗi')).toBeTruthy();
    expect(within(panel).getByText('Nhắc làm thủ tục nhận phòng')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Gửi lại thư mời' })).toBeTruthy();
  });
});

describe("the manager's guest messages", () => {
  beforeEach(() => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('manager'));
  });

  it("shows the day's messages with their states, and another day on request", async () => {
    await renderConsole('/messages');
    const day = await screen.findByRole('region', { name: 'Messages of the day' });

    expect(
      await within(day).findByText('Scheduled: 0 · Sent: 1 · Failed: 1 · Not sent: 1'),
    ).toBeTruthy();
    const rows = within(day).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sent 11 Dec 2026, 09:00ESG1007InvitationTo Linh Nguyen <linh@example.com>Sent',
      'Due 11 Dec 2026, 09:00ESG1007InvitationTo Minh Nguyen <minh@example.invalid>FailedWhy: 550 5.1.1 mailbox unavailable',
      'Due 17 Dec 2026, 09:00ESG1002Your room is readyTo Linh Nguyen <linh@example.com>Not sentWhy: no mail server',
    ]);
    expect(staffApi.listHotelMessages).toHaveBeenCalledWith({ query: {} });

    fireEvent.change(within(day).getByLabelText('Day'), { target: { value: '2026-12-17' } });
    await waitFor(() =>
      expect(staffApi.listHotelMessages).toHaveBeenCalledWith({ query: { date: '2026-12-17' } }),
    );
  });

  it('switches kinds off and sets the days and the hour', async () => {
    staffApi.updateMessageSettings.mockImplementation(({ body }: { body: MessageSettings }) =>
      Promise.resolve(body),
    );
    await renderConsole('/messages');
    const settings = await screen.findByRole('region', { name: 'Settings' });

    await userEvent.click(
      await within(settings).findByRole('checkbox', { name: 'Rate your stay' }),
    );
    const days = within(settings).getByLabelText('Invitation: days before arrival');
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.selectOptions(
      within(settings).getByLabelText('Send scheduled messages at'),
      '10:00',
    );
    await userEvent.click(within(settings).getByRole('button', { name: 'Save the settings' }));

    expect(await within(settings).findByText('The settings are saved.')).toBeTruthy();
    expect(staffApi.updateMessageSettings).toHaveBeenCalledWith({
      body: {
        kinds: { ...SETTINGS.kinds, 'rate-your-stay': false },
        invitationDaysBefore: 3,
        sendHour: 10,
      },
    });
    expect(within(settings).getByRole('checkbox', { name: 'Rate your stay' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('refuses days before arrival beyond the limit without calling the API', async () => {
    await renderConsole('/messages');
    const settings = await screen.findByRole('region', { name: 'Settings' });
    const days = await within(settings).findByLabelText('Invitation: days before arrival');

    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save the settings' }));

    expect(await within(settings).findByText('Between 0 and 60 days')).toBeTruthy();
    expect(staffApi.updateMessageSettings).not.toHaveBeenCalled();
  });

  it('is not for the front desk', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
    await renderConsole('/messages');

    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(staffApi.listHotelMessages).not.toHaveBeenCalled();
    expect(staffApi.getMessageSettings).not.toHaveBeenCalled();
  });
});
