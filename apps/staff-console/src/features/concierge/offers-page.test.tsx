import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { typeInto } from '../../testing/type-into.ts';
import {
  descriptionOf,
  NEW_YEAR,
  pictureFile,
  SPA,
  SUMMER,
  UPLOADED,
} from './testing/concierge-fixtures.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('@portal/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { toast } = await import('@portal/ui/toast');

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Hoa Do'));
  staffApi.listStaffOffers.mockResolvedValue({ offers: [SPA, NEW_YEAR, SUMMER] });
});

const offer = (name: string) => screen.findByRole('article', { name });

describe('offers (concierge)', () => {
  it('lists the current and coming offers, then the ended ones marked ended', async () => {
    await renderConsole('/offers');
    const running = await screen.findByRole('region', { name: 'Current and coming' });
    const ended = screen.getByRole('region', { name: 'Ended' });
    expect(
      within(running)
        .getAllByRole('article')
        .map((entry) => entry.getAttribute('aria-label')),
    ).toEqual(['Spa for two', 'New Year dinner']);
    expect(within(await offer('Spa for two')).getByText('Running now')).toBeTruthy();
    expect(within(await offer('New Year dinner')).getByText('Coming')).toBeTruthy();
    expect(within(await offer('New Year dinner')).getByText(/No price · 20% off/)).toBeTruthy();
    const summer = within(ended).getByRole('article', { name: 'Summer stay' });
    expect(within(summer).getByText('Ended')).toBeTruthy();
    expect(within(running).queryByText('Ended')).toBeNull();
  });

  it('sends no price when the price is left empty, and the discount as a number', async () => {
    staffApi.uploadPicture.mockResolvedValue(UPLOADED);
    staffApi.addOffer.mockResolvedValue({
      ...NEW_YEAR,
      id: 11,
      title: { en: 'Late check-out', vi: 'Trả phòng muộn' },
    });
    await renderConsole('/offers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an offer' }));
    const form = screen.getByRole('form', { name: 'Add an offer' });
    const type = typeInto(form);
    await type('Title (English)', 'Late check-out');
    await type('Title (Vietnamese)', 'Trả phòng muộn');
    await type('Summary (English)', 'Stay until 4 pm');
    await type('Summary (Vietnamese)', 'Ở đến 4 giờ chiều');
    await type('Description (English)', 'For every stay.');
    await type('Description (Vietnamese)', 'Cho mọi kỳ nghỉ.');
    await type('Terms (English)', 'Subject to availability.');
    await type('Terms (Vietnamese)', 'Tùy tình trạng phòng.');
    await type('First day', '2099-03-01');
    await type('Last day', '2099-03-31');
    await type('Discount (%)', '10');
    await userEvent.upload(within(form).getByLabelText('Picture'), pictureFile());
    await within(form).findByText('Picture uploaded');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(staffApi.addOffer).toHaveBeenCalledWith({
      body: {
        title: { en: 'Late check-out', vi: 'Trả phòng muộn' },
        summary: { en: 'Stay until 4 pm', vi: 'Ở đến 4 giờ chiều' },
        description: { en: 'For every stay.', vi: 'Cho mọi kỳ nghỉ.' },
        terms: { en: 'Subject to availability.', vi: 'Tùy tình trạng phòng.' },
        picture: UPLOADED.picture,
        validFrom: '2099-03-01',
        validTo: '2099-03-31',
        price: null,
        discountPercent: 10,
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Late check-out is saved.');
  });

  it('sends no price once an offer’s price is cleared', async () => {
    staffApi.changeOffer.mockResolvedValue({ ...SPA, price: null });
    await renderConsole('/offers');
    await userEvent.click(
      within(await offer('Spa for two')).getByRole('button', { name: 'Edit Spa for two' }),
    );
    const form = screen.getByRole('form', { name: 'Edit the offer' });
    const price = within(form).getByLabelText<HTMLInputElement>('Price (VND)');
    expect(price.value).toBe('1200000');
    await userEvent.clear(price);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(staffApi.changeOffer).toHaveBeenCalledWith({
      params: { id: 8 },
      body: expect.objectContaining({ price: null, discountPercent: null, picture: 'spa' }),
    });
  });

  it('refuses a last day before the first day and a discount out of range, sending nothing', async () => {
    await renderConsole('/offers');
    await userEvent.click(
      within(await offer('Spa for two')).getByRole('button', { name: 'Edit Spa for two' }),
    );
    const form = screen.getByRole('form', { name: 'Edit the offer' });
    const lastDay = within(form).getByLabelText('Last day');
    await userEvent.clear(lastDay);
    await userEvent.type(lastDay, '2019-12-31');
    const discount = within(form).getByLabelText('Discount (%)');
    await userEvent.type(discount, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(discount)).toContain('Enter a whole number from 1 to 100.');
    await userEvent.clear(discount);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(lastDay)).toContain('The last day cannot be before the first day.');
    expect(staffApi.changeOffer).not.toHaveBeenCalled();
  });
});
