import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { guestApi } from '../../../lib/guest-api.ts';
import { renderScreen, TEST_PROFILE } from '../../../testing/render-screen.tsx';
import { BillingInfoForm } from './billing-info-form.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({ guestApi: { updateBillingInfo: vi.fn() } }));

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(guestApi.updateBillingInfo).mockReset();
});

const showForm = () =>
  renderScreen(
    <BillingInfoForm billing={TEST_PROFILE.billing} onSaved={() => Promise.resolve()} />,
  );

describe('BillingInfoForm', () => {
  it('refuses a tax code longer than the hotel keeps, in the guest’s words, on the field, focused', async () => {
    await showForm();
    const taxCode = screen.getByRole('textbox', { name: 'Tax code' });
    await userEvent.type(taxCode, '0'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Save billing information' }));

    expect(
      await screen.findByRole('textbox', {
        name: 'Tax code',
        description: 'Please keep it under 20 characters',
      }),
    ).toBe(document.activeElement);
    expect(taxCode).toHaveProperty('value', '0'.repeat(21));
    expect(guestApi.updateBillingInfo).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of the e-mail on the e-mail field, keeps what was typed and focuses it', async () => {
    vi.mocked(guestApi.updateBillingInfo).mockRejectedValue(
      new ApiRequestError(400, 'VALIDATION_FAILED', 'body.email: Please input a valid email', [
        { path: 'body.email', message: 'Please input a valid email' },
      ]),
    );
    await showForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tax code' }), ' 0312345678 ');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail for the invoice' }),
      'accounts@acme.vn',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save billing information' }));

    const email = await screen.findByRole('textbox', {
      name: 'E-mail for the invoice',
      description: 'Please input a valid email',
    });
    expect(email).toBe(document.activeElement);
    expect(email).toHaveProperty('value', 'accounts@acme.vn');
    expect(guestApi.updateBillingInfo).toHaveBeenCalledWith({
      body: { taxCode: '0312345678', businessName: '', address: '', email: 'accounts@acme.vn' },
    });
  });
});
