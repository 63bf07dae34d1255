import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestApi } from '../../../lib/guest-api.ts';
import { renderScreen, TEST_RESERVATION } from '../../../testing/render-screen.tsx';
import { CheckOutPage } from './check-out-page.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({ guestApi: { getReservation: vi.fn() } }));

afterEach(() => sessionStorage.clear());

describe('CheckOutPage', () => {
  it('asks for a score to go with an experience and for the mini-bar answer, focusing the first', async () => {
    vi.mocked(guestApi.getReservation).mockResolvedValue(TEST_RESERVATION);
    await renderScreen(<CheckOutPage />, { path: '/check-out' });
    const experience = await screen.findByRole('textbox', { name: /experience/i });
    await userEvent.type(experience, 'Lovely pool');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to my bill' }));

    expect(await screen.findByText('Missing rating')).toBeDefined();
    expect(screen.getByText('Missing mini-bar answer')).toBeDefined();
    expect(screen.getByRole('radio', { name: '1 star' })).toBe(document.activeElement);
    expect(experience).toHaveProperty('value', 'Lovely pool');
  });

  it('tells a guest the front desk has checked out that the stay is over, and leads to the bill', async () => {
    vi.mocked(guestApi.getReservation).mockResolvedValue({
      ...TEST_RESERVATION,
      status: 'Checked out',
      roomNumber: null,
      checkOut: { ...TEST_RESERVATION.checkOut, status: 'done', open: false },
    });
    await renderScreen(<CheckOutPage />, { path: '/check-out' });
    expect(await screen.findByText(/You have checked out/)).toBeDefined();
    expect(screen.queryByText(/preparing your bill/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See my balance and bills' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue to my bill' })).toBeNull();
  });
});
