import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { guestApi } from '../../../lib/guest-api.ts';
import { renderScreen, TEST_RESERVATION } from '../../../testing/render-screen.tsx';
import { CancelReservationPage } from './cancel-reservation-page.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({
  guestApi: { getReservation: vi.fn(), cancelReservation: vi.fn() },
}));

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(guestApi.cancelReservation).mockReset();
});

async function showPage() {
  vi.mocked(guestApi.getReservation).mockResolvedValue(TEST_RESERVATION);
  await renderScreen(<CancelReservationPage />);
  return screen.findByRole('textbox', { name: /Reason for cancelling/ });
}

describe('CancelReservationPage', () => {
  it('asks for the reason and the agreed policy, with focus on the reason', async () => {
    await showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my reservation' }));

    const reason = await screen.findByRole('textbox', {
      name: /Reason for cancelling/,
      description: 'Missing reason',
    });
    expect(reason).toBe(document.activeElement);
    expect(screen.getByRole('checkbox', { name: /I agree/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the reason typed when the hotel refuses the cancellation', async () => {
    vi.mocked(guestApi.cancelReservation).mockRejectedValue(
      new ApiRequestError(0, 'NETWORK', 'Network error'),
    );
    const reason = await showPage();
    await userEvent.type(reason, '  Flight cancelled ');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my reservation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(/could not reach the hotel/)).toBeDefined();
    expect(guestApi.cancelReservation).toHaveBeenCalledWith({
      body: { reason: 'Flight cancelled', policyAgreed: true },
    });
    expect(reason).toHaveProperty('value', '  Flight cancelled ');
  });
});
