import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { StaffProgram } from '@portal/api-client/staff-contract/concierge';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { COOKING, descriptionOf, YOGA } from './testing/concierge-fixtures.ts';
import { livePrograms } from './testing/fake-programs-feed.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('./api/programs-feed.ts', () => import('./testing/fake-programs-feed.ts'));
vi.mock('@portal/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { toast } = await import('@portal/ui/toast');

/** A session to come (YOGA and COOKING have started): reserved for guests, not yet marked. */
const LANTERNS: StaffProgram = {
  ...YOGA,
  id: 7,
  title: { en: 'Lantern making', vi: 'Làm đèn lồng' },
  startsAt: '2099-01-10T02:00:00.000Z',
  endsAt: '2099-01-10T04:00:00.000Z',
  seatsLeft: 7,
};

const MINH_ANH = {
  guestId: 41,
  guestName: 'Minh Anh Nguyen',
  reservationNumber: 'ESG1001',
  roomNumber: '1208',
  arrivalDate: '2026-11-25',
  departureDate: '2026-11-30',
};

beforeEach(() => {
  vi.resetAllMocks();
  livePrograms.reset();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Hoa Do'));
  staffApi.listStaffPrograms.mockResolvedValue({ programs: [YOGA, COOKING, LANTERNS] });
});

const session = (name: RegExp) => screen.findByRole('region', { name });

describe("the concierge's program loop", () => {
  it('shows each reservation with its state and who reserved or marked it', async () => {
    await renderConsole('/programs');
    const yoga = await session(/Sunrise yoga/);
    const alex = within(yoga).getByRole('listitem', { name: 'Alex Nguyen' });
    expect(alex.textContent).toContain('Reserved');
    expect(alex.textContent).toContain('Reserved by the guest in the portal');
    const mai = within(yoga).getByRole('listitem', { name: 'Mai Le' });
    expect(mai.textContent).toContain('Reserved by Hoa Do');
    const sam = within(await session(/Cooking class/)).getByRole('listitem', { name: 'Sam Tran' });
    expect(sam.textContent).toMatch(/Attended · marked by Hoa Do, 26 Nov 2026, 14:10/);
  });

  it('marks a guest attended and another no-show once the session has started', async () => {
    staffApi.markProgramAttendance.mockResolvedValue(YOGA);
    await renderConsole('/programs');
    const yoga = await session(/Sunrise yoga/);
    await userEvent.click(within(yoga).getByRole('button', { name: 'Attended: Alex Nguyen' }));
    await userEvent.click(within(yoga).getByRole('button', { name: 'No-show: Mai Le' }));
    expect(staffApi.markProgramAttendance).toHaveBeenCalledWith({
      params: { id: 11 },
      body: { state: 'attended' },
    });
    expect(staffApi.markProgramAttendance).toHaveBeenCalledWith({
      params: { id: 12 },
      body: { state: 'no-show' },
    });
    await waitFor(() => expect(staffApi.listStaffPrograms).toHaveBeenCalledTimes(3));
  });

  it('offers no attendance before the session starts, and says so', async () => {
    await renderConsole('/programs');
    const lanterns = await session(/Lantern making/);
    expect(within(lanterns).queryByRole('button', { name: /^Attended: / })).toBeNull();
    expect(
      within(lanterns).getByText('Attended and no-show can be marked once the session starts.'),
    ).toBeTruthy();
  });

  it('reserves a session for a guest found by reservation number', async () => {
    staffApi.findProgramGuests.mockResolvedValue({ guests: [MINH_ANH] });
    staffApi.reserveProgramForGuest.mockResolvedValue(LANTERNS);
    await renderConsole('/programs');
    const lanterns = await session(/Lantern making/);
    await userEvent.click(
      within(lanterns).getByRole('button', { name: 'Reserve for a guest: Lantern making' }),
    );
    const form = within(lanterns).getByRole('form', {
      name: 'Reserve for a guest: Lantern making',
    });
    await userEvent.type(
      within(form).getByLabelText('Reservation number or guest name'),
      'ESG1001',
    );
    await userEvent.click(await within(form).findByRole('radio', { name: /^Minh Anh Nguyen/ }));
    const seats = within(form).getByLabelText('Seats');
    await userEvent.clear(seats);
    await userEvent.type(seats, '2');
    await userEvent.type(within(form).getByLabelText('Notes (optional)'), 'Vegetarian');
    await userEvent.click(within(form).getByRole('button', { name: 'Reserve' }));

    expect(staffApi.findProgramGuests).toHaveBeenLastCalledWith({ query: { q: 'ESG1001' } });
    expect(staffApi.reserveProgramForGuest).toHaveBeenCalledWith({
      params: { id: 7 },
      body: { guestId: 41, seats: 2, notes: 'Vegetarian' },
    });
    expect(toast.success).toHaveBeenCalledWith('Lantern making is reserved for Minh Anh Nguyen.');
    await waitFor(() => expect(within(lanterns).queryByRole('form')).toBeNull());
  });

  it("says the API's refusal in Vietnamese and sends nothing without a guest", async () => {
    staffApi.findProgramGuests.mockResolvedValue({ guests: [MINH_ANH] });
    staffApi.reserveProgramForGuest.mockRejectedValue(
      new ApiRequestError(
        409,
        'PROGRAM_OUTSIDE_STAY',
        "This session is not during the guest's stay",
      ),
    );
    await renderConsole('/programs', { language: 'vi' });
    const lanterns = await session(/Làm đèn lồng/);
    await userEvent.click(
      within(lanterns).getByRole('button', { name: 'Đặt chỗ cho khách: Làm đèn lồng' }),
    );
    const form = within(lanterns).getByRole('form', { name: 'Đặt chỗ cho khách: Làm đèn lồng' });
    await userEvent.type(within(form).getByLabelText('Số đặt phòng hoặc tên khách'), 'Minh');
    await within(form).findByRole('radio', { name: /^Minh Anh Nguyen/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Đặt chỗ' }));
    expect(within(form).getByText('Hãy chọn khách.')).toBeTruthy();
    expect(staffApi.reserveProgramForGuest).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('radio', { name: /^Minh Anh Nguyen/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Đặt chỗ' }));
    expect(
      await within(form).findByText('Buổi này không nằm trong thời gian lưu trú của khách.'),
    ).toBeTruthy();
  });

  it("cancels a guest's reservation once asked", async () => {
    staffApi.cancelProgramReservationForGuest.mockResolvedValue(LANTERNS);
    await renderConsole('/programs');
    const lanterns = await session(/Lantern making/);
    await userEvent.click(
      within(lanterns).getByRole('button', { name: 'Cancel reservation: Alex Nguyen' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the reservation of Alex Nguyen?',
    });
    expect(staffApi.cancelProgramReservationForGuest).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(staffApi.cancelProgramReservationForGuest).toHaveBeenCalledWith({ params: { id: 11 } });
    expect(toast.success).toHaveBeenCalledWith('The reservation of Alex Nguyen is cancelled.');
  });

  it('reads the sessions again when a guest reserves or cancels in the portal, and says it is live', async () => {
    await renderConsole('/programs');
    await session(/Lantern making/);
    livePrograms.setState('live');
    expect(await screen.findByText('Live')).toBeTruthy();
    livePrograms.emit();
    await waitFor(() => expect(staffApi.listStaffPrograms).toHaveBeenCalledTimes(2));
  });

  it('says a new session needs a picture before Save, and a session with one does not', async () => {
    await renderConsole('/programs');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a session' }));
    const added = screen.getByRole('form', { name: 'Add a session' });
    const picture = within(added).getByLabelText<HTMLInputElement>('Picture');
    expect(picture.required).toBe(true);
    expect(descriptionOf(picture)).toContain('Required: choose a picture before saving.');
    await userEvent.click(within(added).getByRole('button', { name: 'Cancel' }));
    const yoga = await session(/Sunrise yoga/);
    await userEvent.click(within(yoga).getByRole('button', { name: /^Edit Sunrise yoga/ }));
    const edited = screen.getByRole('form', { name: 'Edit the session' });
    expect(within(edited).getByLabelText<HTMLInputElement>('Picture').required).toBe(false);
  });
});
