import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { SignInForm } from './sign-in-form.tsx';

describe('SignInForm', () => {
  it('names each missing detail and puts focus on the first', async () => {
    const onSignIn = vi.fn(() => Promise.resolve());
    await renderScreen(<SignInForm onSignIn={onSignIn} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Surname' }), 'Nguyen');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const reservation = await screen.findByRole('textbox', {
      name: 'Reservation number or email',
      description: /Missing reservation number or email/,
    });
    expect(reservation).toBe(document.activeElement);
    expect(screen.getByLabelText('Arrival date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveProperty('value', 'Nguyen');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('clears a problem as soon as the guest fixes the field', async () => {
    await renderScreen(<SignInForm onSignIn={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const surname = await screen.findByRole('textbox', {
      name: 'Surname',
      description: /Missing surname/,
    });

    await userEvent.type(surname, 'N');
    expect(surname.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(/Missing surname/)).toBeNull();
    expect(screen.getByText(/Missing reservation number or email/)).toBeDefined();
  });

  it('asks a family member for the given name, keeping what was typed, and focuses it when missing', async () => {
    const onSignIn = vi.fn((draft: { givenName: string }) =>
      draft.givenName
        ? Promise.resolve()
        : Promise.reject(new ApiRequestError(409, 'GIVEN_NAME_REQUIRED', 'Given name required')),
    );
    await renderScreen(<SignInForm onSignIn={onSignIn} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reservation number or email' }),
      'ESG1003',
    );
    await userEvent.type(screen.getByLabelText('Arrival date'), '2026-11-21');
    await userEvent.type(screen.getByRole('textbox', { name: 'Surname' }), 'Schmidt');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/share this surname/)).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveProperty('value', 'Schmidt');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const givenName = await screen.findByRole('textbox', {
      name: 'Given name',
      description: /Missing given name/,
    });
    expect(givenName).toBe(document.activeElement);

    await userEvent.type(givenName, 'Lukas');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenLastCalledWith({
      reservation: 'ESG1003',
      arrivalDate: '2026-11-21',
      surname: 'Schmidt',
      givenName: 'Lukas',
    });
  });
});
