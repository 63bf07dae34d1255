import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
  staffApi.listRoomTypes.mockResolvedValue({ roomTypes: ['Deluxe King', 'Superior Twin'] });
});

async function fillIn(form: HTMLElement, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    const field = within(form).getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else if (field.type === 'date') fireEvent.change(field, { target: { value } });
    else await userEvent.type(field, value);
  }
}

describe('a new reservation (front desk)', () => {
  it("refuses a departure before the arrival and a missing surname in the staff member's language, and sends nothing", async () => {
    await renderConsole('/reservations/new', { language: 'vi' });
    const form = await screen.findByRole('form', { name: 'Đặt phòng mới' });
    await fillIn(form, {
      'Số đặt phòng': 'ESG7001',
      'Ngày đến': '2026-12-10',
      'Ngày đi': '2026-12-08',
      'Loại phòng': 'Deluxe King',
      Tên: 'Linh',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Tạo đặt phòng' }));
    expect(await within(form).findByText('Ngày đi phải sau ngày đến')).toBeTruthy();
    expect(within(form).getByText('Thiếu họ')).toBeTruthy();
    expect(staffApi.createReservation).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a number the hotel has and keeps what was typed", async () => {
    staffApi.createReservation.mockRejectedValue(
      new ApiRequestError(409, 'RESERVATION_NUMBER_TAKEN', 'The hotel already has…'),
    );
    await renderConsole('/reservations/new');
    const form = await screen.findByRole('form', { name: 'New reservation' });
    await fillIn(form, {
      'Reservation number': 'esg1001',
      Arrival: '2026-12-10',
      Departure: '2026-12-13',
      'Room type': 'Superior Twin',
      'Given name': 'Linh',
      Surname: 'Vo',
      'E-mail (optional)': 'linh@example.com',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Create reservation' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The hotel already has a reservation with this number.',
    );
    expect(staffApi.createReservation).toHaveBeenCalledWith({
      body: {
        reservationNumber: 'ESG1001',
        arrivalDate: '2026-12-10',
        departureDate: '2026-12-13',
        roomType: 'Superior Twin',
        state: 'Confirmed',
        guests: [{ firstName: 'Linh', lastName: 'Vo', email: 'linh@example.com' }],
      },
    });
    expect(within(form).getByLabelText<HTMLInputElement>('Reservation number').value).toBe(
      'esg1001',
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Surname').value).toBe('Vo');
  });

  it("opens the new reservation's screen once it is created", async () => {
    const created = {
      id: 42,
      reservationNumber: 'ESG7001',
      arrivalDate: '2026-12-10',
      departureDate: '2026-12-13',
      guests: [{ id: 420, firstName: 'Linh', lastName: 'Vo', isPrimary: true, isChild: false }],
      roomType: 'Superior Twin',
      roomNumber: null,
      state: 'Confirmed',
      preCheckIn: { state: 'not-sent', sentAt: null },
      checkOut: { state: 'none', requestedAt: null, options: [] },
    } as const;
    staffApi.createReservation.mockResolvedValue(created);
    staffApi.getFrontDeskReservation.mockResolvedValue({
      ...created,
      history: [],
      arrivalTime: null,
      returnNote: null,
      notes: '',
      preferenceCodes: [],
      guests: [{ ...created.guests[0], hasIdentityDetails: false, documents: [] }],
    });
    const { router } = await renderConsole('/reservations/new');
    const form = await screen.findByRole('form', { name: 'New reservation' });
    await fillIn(form, {
      'Reservation number': 'ESG7001',
      Arrival: '2026-12-10',
      Departure: '2026-12-13',
      'Room type': 'Superior Twin',
      'Given name': 'Linh',
      Surname: 'Vo',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Create reservation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservation ESG7001 · Linh Vo' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/front-desk/reservations/42');
    expect(staffApi.getFrontDeskReservation).toHaveBeenCalledWith({ params: { id: 42 } });
  });
});
