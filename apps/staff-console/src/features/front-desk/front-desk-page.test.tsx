import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type {
  Cancellation,
  FrontDeskReservation,
  FrontDeskReservationDetail,
  IdentityDetails,
} from '@portal/api-client/staff-contract/front-desk';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { liveDesk } from './testing/fake-desk-feed.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('./api/desk-feed.ts', () => import('./testing/fake-desk-feed.ts'));
// The shell's own stream (the session watch, the inbox's watch) would go through the fetch these
// tests count.
vi.mock('../../lib/staff-event-feed.ts', () => ({ openStaffEventFeed: () => () => undefined }));

const SCHMIDT: FrontDeskReservation = {
  id: 3,
  reservationNumber: 'ESG1003',
  arrivalDate: '2026-11-23',
  departureDate: '2026-11-26',
  guests: [
    { id: 31, firstName: 'Lukas', lastName: 'Schmidt', isPrimary: true, isChild: false },
    { id: 32, firstName: 'Mia', lastName: 'Schmidt', isPrimary: false, isChild: true },
  ],
  roomType: 'Deluxe Double',
  roomNumber: null,
  state: 'Confirmed',
  preCheckIn: { state: 'sent', sentAt: '2026-11-22T09:00:00.000Z' },
  checkOut: { state: 'none', requestedAt: null, options: [] },
};

const WALKER: FrontDeskReservation = {
  ...SCHMIDT,
  id: 2,
  reservationNumber: 'ESG1002',
  arrivalDate: '2026-11-20',
  departureDate: '2026-11-23',
  guests: [{ id: 21, firstName: 'Emma', lastName: 'Walker', isPrimary: true, isChild: false }],
  roomNumber: '0905',
  state: 'Arrived',
  preCheckIn: { state: 'accepted', sentAt: '2026-11-19T09:00:00.000Z' },
  checkOut: {
    state: 'requested',
    requestedAt: '2026-11-23T03:00:00.000Z',
    options: ['CHECKOUT_LATE', 'CHECKOUT_TAXI_SERVICE'],
  },
};

const PHAM: Cancellation = {
  ...SCHMIDT,
  id: 4,
  reservationNumber: 'ESG1004',
  guests: [{ id: 41, firstName: 'Thu', lastName: 'Pham', isPrimary: true, isChild: false }],
  state: 'Cancelled',
  preCheckIn: { state: 'not-sent', sentAt: null },
  cancelledAt: '2026-11-22T10:00:00.000Z',
  cancelledBy: { kind: 'guest', name: 'Thu Pham' },
};

const SCHMIDT_IN_FULL: FrontDeskReservationDetail = {
  ...SCHMIDT,
  history: [],
  arrivalTime: '15:30',
  returnNote: null,
  notes: 'Anniversary',
  preferenceCodes: ['CHECKIN_HIGH_FLOOR'],
  guests: [
    {
      id: 31,
      firstName: 'Lukas',
      lastName: 'Schmidt',
      isPrimary: true,
      isChild: false,
      hasIdentityDetails: true,
      documents: [
        {
          id: 9,
          fileName: 'passport.png',
          contentType: 'image/png',
          sizeBytes: 120,
          uploadedAt: '2026-11-22T09:00:00.000Z',
        },
        {
          id: 10,
          fileName: 'visa.pdf',
          contentType: 'application/pdf',
          sizeBytes: 300,
          uploadedAt: '2026-11-22T09:00:00.000Z',
        },
      ],
    },
  ],
};

const SCHMIDT_IDENTITY: IdentityDetails = {
  guests: [
    {
      id: 31,
      firstName: 'Lukas',
      lastName: 'Schmidt',
      nationality: 'DE',
      declaration: {
        fullName: 'Lukas Schmidt',
        gender: 'male',
        dateOfBirth: '1980-04-02',
        nationality: 'DE',
        passportNumber: 'C01X00T47',
        stayFrom: '2026-11-23',
        stayTo: '2026-11-26',
      },
    },
  ],
};

const fetchSpy = vi.spyOn(globalThis, 'fetch');

beforeEach(() => {
  vi.resetAllMocks();
  liveDesk.reset();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk', 'Hoa Le'));
  staffApi.listArrivals.mockResolvedValue({ date: '2026-11-23', reservations: [SCHMIDT] });
  staffApi.listDepartures.mockResolvedValue({ date: '2026-11-23', reservations: [WALKER] });
  staffApi.listCancellations.mockResolvedValue({ cancellations: [PHAM] });
  staffApi.getFrontDeskReservation.mockResolvedValue(SCHMIDT_IN_FULL);
  staffApi.getIdentityDetails.mockResolvedValue(SCHMIDT_IDENTITY);
  fetchSpy.mockImplementation(() =>
    Promise.resolve(new Response(new Blob(['file']), { status: 200 })),
  );
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  fetchSpy.mockReset();
});

const line = (name: string) => screen.findByRole('article', { name });

describe("the front desk's day", () => {
  it("shows today's arrivals and departures with room, states and check-out options, and cancellations", async () => {
    await renderConsole('/front-desk');
    const arrivals = await screen.findByRole('region', { name: 'Arrivals' });
    const schmidt = await within(arrivals).findByRole('article', {
      name: 'Reservation ESG1003, Lukas Schmidt',
    });
    expect(within(schmidt).getByText('Deluxe Double')).toBeTruthy();
    expect(within(schmidt).getByText('Not assigned')).toBeTruthy();
    expect(within(schmidt).getByText('Confirmed')).toBeTruthy();
    expect(within(schmidt).getByText('Sent, to check')).toBeTruthy();
    const departures = screen.getByRole('region', { name: 'Departures' });
    const walker = await within(departures).findByRole('article', {
      name: 'Reservation ESG1002, Emma Walker',
    });
    expect(within(walker).getByText('0905')).toBeTruthy();
    expect(within(walker).getByText(/Requested: Late check-out, Taxi/)).toBeTruthy();
    const cancelled = await line('Reservation ESG1004, Thu Pham');
    expect(within(cancelled).getByText(/Cancelled by the guest Thu Pham/)).toBeTruthy();
    expect(staffApi.listArrivals).toHaveBeenCalledWith({ query: {} });
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-11-23');
  });

  it('moves to another day with the date field', async () => {
    await renderConsole('/front-desk');
    await line('Reservation ESG1003, Lukas Schmidt');
    staffApi.listArrivals.mockResolvedValue({ date: '2026-11-25', reservations: [] });
    staffApi.listDepartures.mockResolvedValue({ date: '2026-11-25', reservations: [] });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-25' } });
    await waitFor(() =>
      expect(staffApi.listArrivals).toHaveBeenCalledWith({ query: { date: '2026-11-25' } }),
    );
    expect(staffApi.listDepartures).toHaveBeenCalledWith({ query: { date: '2026-11-25' } });
    expect(await screen.findAllByText('None')).toHaveLength(2);
  });

  it('reads the day again when a guest changes a reservation, without a reload', async () => {
    await renderConsole('/front-desk');
    await line('Reservation ESG1003, Lukas Schmidt');
    act(() => liveDesk.setState('live'));
    expect(screen.getByText('Live')).toBeTruthy();
    staffApi.listDepartures.mockResolvedValue({
      date: '2026-11-23',
      reservations: [{ ...WALKER, checkOut: { ...WALKER.checkOut, state: 'done' } }],
    });
    act(() => liveDesk.emit({ type: 'check-out.updated', reservationId: 2 }));
    const walker = await line('Reservation ESG1002, Emma Walker');
    await waitFor(() => expect(within(walker).getByText(/^Done/)).toBeTruthy());
  });

  it('is in Vietnamese for a Vietnamese-speaking desk', async () => {
    await renderConsole('/front-desk', { language: 'vi' });
    expect(await screen.findByRole('region', { name: 'Khách đến' })).toBeTruthy();
    const schmidt = await line('Đặt phòng ESG1003, Lukas Schmidt');
    expect(within(schmidt).getByText('Đã xác nhận')).toBeTruthy();
  });
});

describe('a reservation at the front desk', () => {
  it('shows the pre check-in in full and the picture of a document through the audited call', async () => {
    await renderConsole('/front-desk/reservations/3');
    const preCheckIn = await screen.findByRole('region', { name: 'Pre check-in' });
    expect(within(preCheckIn).getByText('15:30')).toBeTruthy();
    expect(within(preCheckIn).getByText('High floor')).toBeTruthy();
    expect(within(preCheckIn).getByText('Anniversary')).toBeTruthy();
    const picture = await within(preCheckIn).findByRole('img', {
      name: 'Identity document of Lukas Schmidt: passport.png',
    });
    expect(picture.getAttribute('src')).toBe('blob:document');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/staff\/identity-documents\/9$/);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'same-origin',
      headers: { [HOTEL_KEY_HEADER]: expect.any(String) },
    });
    // A PDF is read (and so audited) only when the desk asks for it.
    await userEvent.click(within(preCheckIn).getByRole('button', { name: 'Show visa.pdf (PDF)' }));
    const link = await within(preCheckIn).findByRole('link', { name: 'Open visa.pdf' });
    expect(link.getAttribute('href')).toBe('blob:document');
    expect(String(fetchSpy.mock.calls[1]?.[0])).toMatch(/\/staff\/identity-documents\/10$/);
  });

  it('shows the identity details only when the desk asks, each time through the audited call', async () => {
    await renderConsole('/front-desk/reservations/3');
    const preCheckIn = await screen.findByRole('region', { name: 'Pre check-in' });
    expect(within(preCheckIn).queryByText('C01X00T47')).toBeNull();
    expect(staffApi.getIdentityDetails).not.toHaveBeenCalled();
    await userEvent.click(
      within(preCheckIn).getByRole('button', { name: 'Show identity details' }),
    );
    expect(await within(preCheckIn).findByText('C01X00T47')).toBeTruthy();
    expect(within(preCheckIn).getByText('1980-04-02')).toBeTruthy();
    expect(staffApi.getIdentityDetails).toHaveBeenCalledWith({ params: { id: 3 } });
    // A live update reads the reservation again, never the identity details.
    act(() => liveDesk.emit({ type: 'check-in.updated', reservationId: 3 }));
    await waitFor(() => expect(staffApi.getFrontDeskReservation).toHaveBeenCalledTimes(2));
    expect(staffApi.getIdentityDetails).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(preCheckIn).getByRole('button', { name: 'Hide identity details' }),
    );
    expect(within(preCheckIn).queryByText('C01X00T47')).toBeNull();
  });

  it('hides the identity details shown once the guest sends the pre check-in again', async () => {
    await renderConsole('/front-desk/reservations/3');
    const preCheckIn = await screen.findByRole('region', { name: 'Pre check-in' });
    await userEvent.click(
      within(preCheckIn).getByRole('button', { name: 'Show identity details' }),
    );
    expect(await within(preCheckIn).findByText('C01X00T47')).toBeTruthy();
    staffApi.getFrontDeskReservation.mockResolvedValue({
      ...SCHMIDT_IN_FULL,
      preCheckIn: { state: 'sent', sentAt: '2026-11-23T08:00:00.000Z' },
    });
    act(() => liveDesk.emit({ type: 'check-in.updated', reservationId: 3 }));
    expect(await screen.findByRole('button', { name: 'Show identity details' })).toBeTruthy();
    expect(screen.queryByText('C01X00T47')).toBeNull();
    expect(staffApi.getIdentityDetails).toHaveBeenCalledTimes(1);
  });

  it('offers only the moves the rules allow: a confirmed guest with no room gets a room, then Arrived', async () => {
    await renderConsole('/front-desk/reservations/3');
    const moves = await screen.findByRole('region', { name: 'Moves' });
    expect(within(moves).queryByRole('button', { name: 'Mark Arrived' })).toBeNull();
    expect(within(moves).queryByRole('button', { name: 'Confirm the reservation' })).toBeNull();
    expect(within(moves).queryByRole('button', { name: 'Check-out done' })).toBeNull();
    const roomed: FrontDeskReservationDetail = {
      ...SCHMIDT_IN_FULL,
      roomNumber: '0712',
      history: [
        { at: '2026-11-23T07:00:00.000Z', move: 'assign-room', by: 'Hoa Le', note: '0712' },
      ],
    };
    staffApi.assignRoom.mockResolvedValue(roomed);
    staffApi.getFrontDeskReservation.mockResolvedValue(roomed);
    await userEvent.type(within(moves).getByLabelText(/Room number/), '0712');
    await userEvent.click(within(moves).getByRole('button', { name: 'Assign the room' }));
    expect(staffApi.assignRoom).toHaveBeenCalledWith({
      params: { id: 3 },
      body: { roomNumber: '0712' },
    });
    const history = await screen.findByRole('region', { name: 'Who did what' });
    expect(await within(history).findByText(/Room assigned by Hoa Le/)).toBeTruthy();
    const arrived: FrontDeskReservationDetail = {
      ...roomed,
      state: 'Arrived',
      history: [
        ...roomed.history,
        { at: '2026-11-23T07:05:00.000Z', move: 'mark-arrived', by: 'Hoa Le', note: '' },
      ],
    };
    staffApi.markArrived.mockResolvedValue(arrived);
    staffApi.getFrontDeskReservation.mockResolvedValue(arrived);
    await userEvent.click(await within(moves).findByRole('button', { name: 'Mark Arrived' }));
    expect(staffApi.markArrived).toHaveBeenCalledWith({ params: { id: 3 }, body: {} });
    expect(await within(history).findByText(/Marked Arrived by Hoa Le/)).toBeTruthy();
    expect(within(moves).queryByRole('button', { name: 'Cancel the reservation' })).toBeNull();
  });

  it("refuses a room number the contract refuses, in the desk's language, keeping what was typed", async () => {
    await renderConsole('/front-desk/reservations/3', { language: 'vi' });
    const moves = await screen.findByRole('region', { name: 'Thao tác' });
    const field = within(moves).getByLabelText(/Số phòng/);
    await userEvent.type(field, '7 12!');
    await userEvent.click(within(moves).getByRole('button', { name: 'Xếp phòng' }));
    expect(
      await within(moves).findByText(
        'Chỉ dùng chữ, số và dấu gạch ngang, tối đa 10 ký tự (ví dụ 0712)',
      ),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('7 12!');
    expect(staffApi.assignRoom).not.toHaveBeenCalled();
  });

  it("shows a move the API refuses in the desk's language and reads the reservation again", async () => {
    await renderConsole('/front-desk/reservations/3');
    const moves = await screen.findByRole('region', { name: 'Moves' });
    staffApi.acceptPreCheckIn.mockRejectedValue(
      new ApiRequestError(
        409,
        'RESERVATION_STATE_CONFLICT',
        'The reservation is not in a state for this',
      ),
    );
    const reads = staffApi.getFrontDeskReservation.mock.calls.length;
    await userEvent.click(within(moves).getByRole('button', { name: 'Accept the pre check-in' }));
    expect(
      await within(moves).findByText('The reservation is not in a state for this.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(staffApi.getFrontDeskReservation.mock.calls.length).toBeGreaterThan(reads),
    );
  });

  it('returns the pre check-in with a note, and cancels only once agreed', async () => {
    await renderConsole('/front-desk/reservations/3');
    const moves = await screen.findByRole('region', { name: 'Moves' });
    staffApi.returnPreCheckIn.mockResolvedValue({
      ...SCHMIDT_IN_FULL,
      preCheckIn: { state: 'returned', sentAt: SCHMIDT_IN_FULL.preCheckIn.sentAt },
      returnNote: 'The passport photo is blurred',
    });
    await userEvent.click(within(moves).getByRole('button', { name: 'Return the pre check-in' }));
    expect(await within(moves).findByText('Missing note')).toBeTruthy();
    await userEvent.type(
      within(moves).getByLabelText(/What the guest must fix/),
      'The passport photo is blurred',
    );
    await userEvent.click(within(moves).getByRole('button', { name: 'Return the pre check-in' }));
    expect(staffApi.returnPreCheckIn).toHaveBeenCalledWith({
      params: { id: 3 },
      body: { note: 'The passport photo is blurred' },
    });

    staffApi.cancelReservationAtDesk.mockResolvedValue({ ...SCHMIDT_IN_FULL, state: 'Cancelled' });
    await userEvent.click(within(moves).getByRole('button', { name: 'Cancel the reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel reservation ESG1003?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(staffApi.cancelReservationAtDesk).not.toHaveBeenCalled();
    await userEvent.click(within(moves).getByRole('button', { name: 'Cancel the reservation' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel it' }),
    );
    expect(staffApi.cancelReservationAtDesk).toHaveBeenCalledWith({ params: { id: 3 }, body: {} });
  });

  it('reads the reservation again when the guest sends the pre check-in again', async () => {
    await renderConsole('/front-desk/reservations/3');
    await screen.findByRole('region', { name: 'Moves' });
    staffApi.getFrontDeskReservation.mockResolvedValue({
      ...SCHMIDT_IN_FULL,
      arrivalTime: '18:00',
    });
    act(() => liveDesk.emit({ type: 'check-in.updated', reservationId: 3 }));
    expect(await screen.findByText('18:00')).toBeTruthy();
  });

  it('is for the front desk and the manager only', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('kitchen'));
    await renderConsole('/front-desk/reservations/3');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(staffApi.getFrontDeskReservation).not.toHaveBeenCalled();
  });
});

describe('finding a reservation', () => {
  it('searches from the day screen and keeps the query in the address, with every guest and the dates', async () => {
    staffApi.searchReservations.mockResolvedValue({ reservations: [SCHMIDT], more: false });
    const { router } = await renderConsole('/front-desk');
    await line('Reservation ESG1003, Lukas Schmidt');
    const search = screen.getByRole('search', { name: 'Find a reservation' });
    await userEvent.type(
      within(search).getByRole('searchbox', { name: /Reservation number, guest name or e-mail/ }),
      'schmidt{Enter}',
    );
    const results = await screen.findByRole('region', { name: 'Results' });
    const found = await within(results).findByRole('article', {
      name: 'Reservation ESG1003, Lukas Schmidt',
    });
    expect(within(found).getByText('2026-11-23 – 2026-11-26')).toBeTruthy();
    expect(within(found).getByText('Lukas Schmidt, Mia Schmidt')).toBeTruthy();
    expect(within(found).getByRole('link').getAttribute('href')).toBe('/front-desk/reservations/3');
    expect(staffApi.searchReservations).toHaveBeenCalledWith({ query: { q: 'schmidt' } });
    expect(router.state.location.pathname).toBe('/reservations/search');
    expect(router.state.location.search).toBe('?q=schmidt');
    expect(screen.queryByText(/refine your search/)).toBeNull();
  });

  it('puts the cursor in the search field on "/", and refuses one letter without calling', async () => {
    await renderConsole('/front-desk');
    await line('Reservation ESG1003, Lukas Schmidt');
    await userEvent.keyboard('/');
    const field = screen.getByRole('searchbox', { name: /Reservation number/ });
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'a{Enter}');
    expect(await screen.findByText('Type at least 2 characters')).toBeTruthy();
    expect(staffApi.searchReservations).not.toHaveBeenCalled();
  });

  it('asks to refine when more matched, in Vietnamese too', async () => {
    staffApi.searchReservations.mockResolvedValue({ reservations: [WALKER], more: true });
    const { router } = await renderConsole('/reservations/search', { language: 'vi' });
    await act(() => router.navigate('/reservations/search?q=nguyen'));
    expect(await screen.findByText(/hãy thu hẹp tìm kiếm/)).toBeTruthy();
    expect(await line('Đặt phòng ESG1002, Emma Walker')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: /Số đặt phòng/ }).value).toBe(
      'nguyen',
    );
  });

  it('says when nothing matches', async () => {
    staffApi.searchReservations.mockResolvedValue({ reservations: [], more: false });
    const { router } = await renderConsole('/reservations/search');
    await act(() => router.navigate('/reservations/search?q=zz'));
    expect(await screen.findByText(/No reservation matches/)).toBeTruthy();
  });
});

describe('the guests in the house', () => {
  it('lists each room with its guests and departure, opening the reservation', async () => {
    staffApi.listInHouse.mockResolvedValue({
      reservations: [WALKER, { ...SCHMIDT, id: 5, roomNumber: '1208', state: 'Arrived' }],
    });
    await renderConsole('/in-house');
    const rooms = await screen.findAllByRole('article');
    expect(rooms.map((room) => within(room).getByRole('link').textContent)).toEqual([
      'Room 0905 · ESG1002',
      'Room 1208 · ESG1003',
    ]);
    expect(within(rooms[1] ?? document.body).getByText('Lukas Schmidt, Mia Schmidt')).toBeTruthy();
    expect(within(rooms[0] ?? document.body).getByText('2026-11-23')).toBeTruthy();
  });

  it('says when nobody is in the house, in Vietnamese', async () => {
    staffApi.listInHouse.mockResolvedValue({ reservations: [] });
    await renderConsole('/in-house', { language: 'vi' });
    expect(await screen.findByText('Hiện không có khách nào đang ở.')).toBeTruthy();
  });
});
