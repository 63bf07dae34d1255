import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { guestApi } from '../../../lib/guest-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { AuthLinkPage } from './auth-link-page.tsx';
import { SignInPage } from './sign-in-page.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({ guestApi: { exchangeToken: vi.fn() } }));

const screens = (
  <Routes>
    <Route path="/auth" element={<AuthLinkPage />} />
    <Route path="/login" element={<SignInPage variant="login" />} />
  </Routes>
);

describe('AuthLinkPage', () => {
  it('sends a guest whose link is used or expired to sign-in, told so', async () => {
    vi.mocked(guestApi.exchangeToken).mockRejectedValue(
      new ApiRequestError(401, 'SIGN_IN_LINK_INVALID', 'This sign-in link is invalid'),
    );
    await renderScreen(screens, { path: '/auth?token=used' });
    expect(await screen.findByText(/sign-in link is invalid or has expired/)).toBeDefined();
  });

  it('tells a guest whose stay ended more than 7 days ago that the portal is closed', async () => {
    vi.mocked(guestApi.exchangeToken).mockRejectedValue(
      new ApiRequestError(403, 'STAY_ENDED', 'Your stay ended more than 7 days ago'),
    );
    await renderScreen(screens, { path: '/auth?token=late' });
    expect(await screen.findByText(/the portal is closed/)).toBeDefined();
    expect(screen.queryByText(/invalid or has expired/)).toBeNull();
  });
});
