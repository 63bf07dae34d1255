import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { guestApi } from './guest-api.ts';
import { readCsrfToken } from './guest-session.ts';
import { exchangeStoredToken } from './stored-token-exchange.ts';

vi.mock('./guest-api.ts', () => ({ guestApi: { exchangeStoredToken: vi.fn() } }));
const exchange = vi.mocked(guestApi.exchangeStoredToken);
const earlierToken = 'x'.repeat(43);

describe('the session an earlier portal kept in local storage', () => {
  beforeEach(() => {
    exchange.mockReset();
    localStorage.setItem('access_token', earlierToken);
  });

  it('is exchanged once for the cookie: the CSRF token kept, the stored token deleted', async () => {
    exchange.mockResolvedValue({ csrfToken: 'csrf-1', expiresAt: '2026-12-01T00:00:00.000Z' });
    await exchangeStoredToken();
    expect(exchange).toHaveBeenCalledWith({ body: { token: earlierToken } });
    expect(readCsrfToken()).toBe('csrf-1');
    expect(localStorage.getItem('access_token')).toBeNull();
    await exchangeStoredToken();
    expect(exchange).toHaveBeenCalledOnce();
  });

  it('is deleted when refused (expired, signed out), and the guest is not signed in', async () => {
    exchange.mockRejectedValue(new ApiRequestError(401, 'UNAUTHENTICATED', 'Please sign in again'));
    await exchangeStoredToken();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(readCsrfToken()).toBeNull();
  });

  it('is kept for the next visit when the network failed', async () => {
    exchange.mockRejectedValue(new ApiRequestError(0, 'NETWORK', 'Network error'));
    await exchangeStoredToken();
    expect(localStorage.getItem('access_token')).toBe(earlierToken);
  });

  it('asks nothing when there is none', async () => {
    localStorage.removeItem('access_token');
    await exchangeStoredToken();
    expect(exchange).not.toHaveBeenCalled();
  });
});
