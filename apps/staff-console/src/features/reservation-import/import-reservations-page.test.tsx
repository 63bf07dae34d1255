import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@portal/api-client/staff-contract/reservation-import';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
});

const BAD_FILE =
  'reservation_number,arrival_date,departure_date,room_type,given_name,surname,email\n' +
  'ESG8001,2026-12-10,2026-12-13,Deluxe King,Thu,Pham,\n' +
  'ESG8002,2026-12-10,2026-12-13,Penthouse,Lan,Tran,lan@\n';

const BAD_PREVIEW: ImportPreview = {
  clean: false,
  reservations: [],
  problems: [
    { row: 3, field: 'room_type', reason: 'UNKNOWN_ROOM_TYPE' },
    { row: 3, field: 'email', reason: 'BAD_EMAIL' },
  ],
};

const CLEAN_PREVIEW: ImportPreview = {
  clean: true,
  problems: [],
  reservations: [
    {
      reservationNumber: 'ESG8001',
      arrivalDate: '2026-12-10',
      departureDate: '2026-12-13',
      roomType: 'Deluxe King',
      guests: [{ firstName: 'Thu', lastName: 'Pham', email: '' }],
      rows: [2],
    },
  ],
};

async function choose(label: string, text: string) {
  await userEvent.upload(
    screen.getByLabelText(label),
    new File([text], 'reservations.csv', { type: 'text/csv' }),
  );
}

describe('importing reservations (front desk)', () => {
  it('lists every bad row with its column and reason in Vietnamese, and offers no import', async () => {
    staffApi.previewReservationImport.mockResolvedValue(BAD_PREVIEW);
    await renderConsole('/reservations/import', { language: 'vi' });
    await screen.findByRole('heading', { name: 'Nhập đặt phòng' });
    await choose('Tệp CSV', BAD_FILE);
    const problems = await screen.findByRole('region', { name: 'Các dòng cần sửa' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dòng 3, loại phòngKhách sạn không có loại phòng này.',
      'Dòng 3, e-mailKhông phải địa chỉ e-mail.',
    ]);
    expect(staffApi.previewReservationImport).toHaveBeenCalledWith({ body: { csv: BAD_FILE } });
    expect(screen.queryByRole('button', { name: /^Nhập/ })).toBeNull();
    expect(staffApi.importReservations).not.toHaveBeenCalled();
  });

  it('shows what a clean file creates, imports it, and says how many', async () => {
    staffApi.previewReservationImport.mockResolvedValue(CLEAN_PREVIEW);
    staffApi.importReservations.mockResolvedValue({ imported: 1, reservationNumbers: ['ESG8001'] });
    await renderConsole('/reservations/import');
    await screen.findByRole('heading', { name: 'Import reservations' });
    await choose('CSV file', 'the file');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'ESG8001' })).toBeTruthy();
    expect(within(table).getByText('Thu Pham')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 reservation' }));
    expect(await screen.findByText('1 reservation imported.')).toBeTruthy();
    expect(staffApi.importReservations).toHaveBeenCalledWith({ body: { csv: 'the file' } });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("names a row's bad language, and a language other rows of its reservation contradict, in both languages", async () => {
    staffApi.previewReservationImport.mockResolvedValue({
      clean: false,
      reservations: [],
      problems: [
        { row: 2, field: 'language', reason: 'BAD_LANGUAGE' },
        { row: 4, field: 'language', reason: 'LANGUAGE_DIFFERS_IN_FILE' },
      ],
    });
    const texts = async () =>
      within(await screen.findByRole('region', { name: /^(Rows to fix|Các dòng cần sửa)$/ }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    const english = await renderConsole('/reservations/import');
    await screen.findByRole('heading', { name: 'Import reservations' });
    await choose('CSV file', 'the file');
    expect(await texts()).toEqual([
      "Row 2, languageThe language must be en or vi (or left empty for the hotel's language).",
      'Row 4, languageAn earlier row of this reservation names another language.',
    ]);
    english.unmount();

    await renderConsole('/reservations/import', { language: 'vi' });
    await screen.findByRole('heading', { name: 'Nhập đặt phòng' });
    await choose('Tệp CSV', 'the file');
    expect(await texts()).toEqual([
      'Dòng 2, ngôn ngữNgôn ngữ phải là en hoặc vi (hoặc để trống để dùng ngôn ngữ của khách sạn).',
      'Dòng 4, ngôn ngữMột dòng trước đó của đặt phòng này ghi một ngôn ngữ khác.',
    ]);
  });
});
