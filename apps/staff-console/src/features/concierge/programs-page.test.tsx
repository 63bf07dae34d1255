import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { typeInto } from '../../testing/type-into.ts';
import {
  COOKING,
  descriptionOf,
  pictureFile,
  UPLOADED,
  YOGA,
} from './testing/concierge-fixtures.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('./api/programs-feed.ts', () => import('./testing/fake-programs-feed.ts'));
vi.mock('@portal/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { toast } = await import('@portal/ui/toast');

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Hoa Do'));
  staffApi.listStaffPrograms.mockResolvedValue({ programs: [YOGA, COOKING] });
});

const session = (name: RegExp) => screen.findByRole('region', { name });

describe('program sessions (concierge)', () => {
  it('shows each session on the hotel clock with its seats left and its reservations', async () => {
    await renderConsole('/programs');
    const yoga = await session(/Sunrise yoga/);
    // 23:00 UTC is 06:00 the next day at the hotel (Asia/Ho_Chi_Minh).
    expect(within(yoga).getByText(/26 Nov 2026, 06:00\s*–\s*07:00/)).toBeTruthy();
    expect(within(yoga).getByText('Rooftop terrace')).toBeTruthy();
    expect(within(yoga).getByText('7 seats left')).toBeTruthy();
    const seats = within(yoga).getByLabelText('Seats');
    expect(within(seats).getByText('Capacity').nextSibling?.textContent).toBe('12');
    expect(within(seats).getByText('Held').nextSibling?.textContent).toBe('2');
    expect(within(seats).getByText('Reserved').nextSibling?.textContent).toBe('3');
    const reservations = within(yoga)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(reservations).toEqual([
      expect.stringContaining('Alex Nguyen · ESG-10042 · Room 0412 · 2 seatsNeeds a mat'),
      expect.stringContaining('Mai Le · ESG-10077 · No room yet · 1 seat'),
    ]);
    expect(staffApi.listStaffPrograms).toHaveBeenCalledWith({ query: {} });
  });

  it('marks a fully booked session', async () => {
    await renderConsole('/programs');
    const cooking = await session(/Cooking class/);
    expect(within(cooking).getByText('Fully booked')).toBeTruthy();
    expect(within(cooking).queryByText(/seats? left/)).toBeNull();
    expect(within(await session(/Sunrise yoga/)).queryByText('Fully booked')).toBeNull();
  });

  it('reads the sessions from another start day', async () => {
    await renderConsole('/programs');
    await session(/Sunrise yoga/);
    fireEvent.change(screen.getByLabelText('Sessions from'), { target: { value: '2026-12-01' } });
    await waitFor(() =>
      expect(staffApi.listStaffPrograms).toHaveBeenLastCalledWith({
        query: { from: '2026-12-01' },
      }),
    );
  });

  it('adds a session: both languages, the hotel-clock times as ISO with the offset, the picture', async () => {
    staffApi.uploadPicture.mockResolvedValue(UPLOADED);
    staffApi.addProgram.mockResolvedValue({
      ...YOGA,
      id: 3,
      title: { en: 'Sunset cruise', vi: 'Du thuyền hoàng hôn' },
    });
    await renderConsole('/programs');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a session' }));
    const form = screen.getByRole('form', { name: 'Add a session' });
    const type = typeInto(form);
    await type('Title (English)', 'Sunset cruise');
    await type('Title (Vietnamese)', 'Du thuyền hoàng hôn');
    await type('Summary (English)', 'Two hours on the river');
    await type('Summary (Vietnamese)', 'Hai giờ trên sông');
    await type('Description (English)', 'Drinks included.');
    await type('Description (Vietnamese)', 'Đã gồm đồ uống.');
    await type('Location (English)', 'Pier 3');
    await type('Location (Vietnamese)', 'Bến 3');
    fireEvent.change(within(form).getByLabelText('Starts'), {
      target: { value: '2026-11-27T17:30' },
    });
    fireEvent.change(within(form).getByLabelText('Ends'), {
      target: { value: '2026-11-27T19:30' },
    });
    await userEvent.clear(within(form).getByLabelText('Price (VND)'));
    await type('Price (VND)', '350000');
    await type('Capacity', '20');
    await userEvent.upload(within(form).getByLabelText('Picture'), pictureFile());
    await within(form).findByText('Picture uploaded');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(staffApi.addProgram).toHaveBeenCalledWith({
      body: {
        title: { en: 'Sunset cruise', vi: 'Du thuyền hoàng hôn' },
        summary: { en: 'Two hours on the river', vi: 'Hai giờ trên sông' },
        description: { en: 'Drinks included.', vi: 'Đã gồm đồ uống.' },
        location: { en: 'Pier 3', vi: 'Bến 3' },
        picture: UPLOADED.picture,
        startsAt: '2026-11-27T17:30:00+07:00',
        endsAt: '2026-11-27T19:30:00+07:00',
        price: 350_000,
        capacity: 20,
        seatsHeld: 0,
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Sunset cruise is saved.');
    // The form closes and the list is read again.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a session' })).toBeNull());
    expect(staffApi.listStaffPrograms).toHaveBeenCalledTimes(2);
  });

  it('says what is missing and that a session must end after it starts, sending nothing', async () => {
    await renderConsole('/programs');
    const yoga = await session(/Sunrise yoga/);
    await userEvent.click(within(yoga).getByRole('button', { name: /^Edit Sunrise yoga, 26 Nov/ }));
    const form = screen.getByRole('form', { name: 'Edit the session' });
    await userEvent.clear(within(form).getByLabelText('Title (Vietnamese)'));
    fireEvent.change(within(form).getByLabelText('Ends'), {
      target: { value: '2026-11-26T05:00' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(within(form).getByLabelText('Title (Vietnamese)'))).toContain(
      'Missing title (Vietnamese)',
    );
    expect(descriptionOf(within(form).getByLabelText('Ends'))).toContain(
      'The session must end after it starts.',
    );
    expect(staffApi.changeProgram).not.toHaveBeenCalled();
  });

  it('shows the refusal of a capacity below the seats taken next to the capacity, in Vietnamese, and keeps what was typed', async () => {
    staffApi.changeProgram.mockRejectedValue(
      new ApiRequestError(
        409,
        'CAPACITY_BELOW_SEATS_TAKEN',
        'The capacity cannot be below the 5 seats already taken',
      ),
    );
    await renderConsole('/programs', { language: 'vi' });
    const yoga = await session(/Yoga bình minh/);
    await userEvent.click(within(yoga).getByRole('button', { name: /^Sửa Yoga bình minh/ }));
    const form = screen.getByRole('form', { name: 'Sửa buổi' });
    const capacity = within(form).getByLabelText<HTMLInputElement>('Sức chứa');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '4');
    await userEvent.type(within(form).getByLabelText('Tiêu đề (tiếng Anh)'), ' by the river');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu' }));

    expect(staffApi.changeProgram).toHaveBeenCalledWith({
      params: { id: 1 },
      body: expect.objectContaining({
        title: { en: 'Sunrise yoga by the river', vi: 'Yoga bình minh' },
        // Times left alone go back as they came.
        startsAt: YOGA.startsAt,
        endsAt: YOGA.endsAt,
        capacity: 4,
        picture: 'yoga',
      }),
    });
    await waitFor(() =>
      expect(descriptionOf(capacity)).toContain('Sức chứa không thể thấp hơn số chỗ đã được đặt.'),
    );
    expect(document.activeElement).toBe(capacity);
    expect(capacity.value).toBe('4');
    expect(within(form).getByLabelText<HTMLInputElement>('Tiêu đề (tiếng Anh)').value).toBe(
      'Sunrise yoga by the river',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses the screens to a role other than the concierge and the manager, and reads nothing', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('kitchen'));
    await renderConsole('/programs');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(staffApi.listStaffPrograms).not.toHaveBeenCalled();
  });
});
