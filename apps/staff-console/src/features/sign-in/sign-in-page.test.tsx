import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { forgetSession, isSignedIn } from '@portal/web-platform/session';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));

beforeEach(() => {
  vi.resetAllMocks();
  forgetSession();
  staffApi.staffGetSession.mockRejectedValue(
    new ApiRequestError(401, 'STAFF_UNAUTHENTICATED', 'Please sign in to the staff console again'),
  );
});

describe('signing in to the staff console', () => {
  it('signs in with e-mail and password and opens the start screen', async () => {
    staffApi.staffSignIn.mockResolvedValue(sessionOf('kitchen', 'Bao Pham'));
    const { router } = await renderConsole('/sign-in');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'Bao@ESG.example ');
    await userEvent.type(screen.getByLabelText('Password'), 'a long kitchen password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Bao Pham' })).toBeTruthy();
    // The contract's schema trims and lowers the e-mail before it is sent.
    expect(staffApi.staffSignIn).toHaveBeenCalledWith({
      body: { email: 'bao@esg.example', password: 'a long kitchen password' },
    });
    expect(isSignedIn()).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says what is missing before calling the API', async () => {
    await renderConsole('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Missing e-mail')).toBeTruthy();
    expect(screen.getByText('Missing password')).toBeTruthy();
    expect(staffApi.staffSignIn).not.toHaveBeenCalled();
  });

  it('shows a wrong password in Vietnamese and keeps what was typed', async () => {
    staffApi.staffSignIn.mockRejectedValue(
      new ApiRequestError(401, 'STAFF_SIGN_IN_FAILED', 'The e-mail or password is not right'),
    );
    await renderConsole('/sign-in', { language: 'vi' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'lan@esg.example');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'not the password');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail hoặc mật khẩu không đúng.');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('lan@esg.example');
    expect(screen.getByLabelText<HTMLInputElement>('Mật khẩu').value).toBe('not the password');
  });

  it('says why when a session ended mid-visit', async () => {
    await renderConsole('/sign-in', { state: { sessionEnded: true } });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
  });

  it('sends a staff member who is still signed in on to the start screen', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Thu Le'));
    const { router } = await renderConsole('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Welcome, Thu Le' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
