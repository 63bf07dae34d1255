import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { createHttpClient } from '../src/client/http-client.ts';
import { startStubServer, type StubServer } from './stub-server.ts';
import { CSRF_TOKEN_HEADER, HOTEL_KEY_HEADER } from '../src/wire/api-paths.ts';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

describe('the http client', () => {
  it('sends the hotel key on every call and the CSRF token when signed in, read at each call; never a bearer token', async () => {
    let token: string | null = null;
    const http = createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      getCsrfToken: () => token,
    });
    stub.answer = () => ({ status: 200, body: { ok: true } });
    await http.get('/reservation');
    token = 'token-after-sign-in';
    await http.get('/reservation');
    expect(stub.seen.map((request) => request.headers[HOTEL_KEY_HEADER])).toEqual(['10', '10']);
    expect(stub.seen[0]?.headers[CSRF_TOKEN_HEADER]).toBeUndefined();
    expect(stub.seen[1]?.headers[CSRF_TOKEN_HEADER]).toBe('token-after-sign-in');
    expect(stub.seen.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
    ]);
    expect(stub.seen[1]?.url).toBe('/api/reservation');
  });

  it.each([401, 403] as const)('only logs a %i and resolves with the response', async (status) => {
    const log = vi.fn();
    const onUnauthorized = vi.fn();
    const http = createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      getCsrfToken: () => 'x',
      log,
      onUnauthorized,
    });
    stub.answer = () => ({
      status,
      body: { code: 'UNAUTHENTICATED', message: 'Please sign in again' },
    });
    const response = await http.get('/customer-flow/me');
    expect(response.status).toBe(status);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(String(status)));
    expect(onUnauthorized).toHaveBeenCalledWith(status);
  });

  it('tells the portal once a call that carried the token is refused 401: the session has ended', async () => {
    const onSessionEnded = vi.fn();
    let token: string | null = 'revoked-token';
    const http = createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      getCsrfToken: () => token,
      log: vi.fn(),
      onSessionEnded,
    });
    stub.answer = () => ({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Please sign in again' },
    });
    await http.get('/reservation');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    // Not for the sign-in calls' own refusals, nor a 403 rule of the hotel, nor a call without a token.
    stub.answer = () => ({
      status: 401,
      body: {
        code: 'SIGN_IN_FAILED',
        message: 'We could not find a reservation with these details',
      },
    });
    await http.post('/auth/sign-in', {});
    stub.answer = () => ({
      status: 403,
      body: {
        code: 'PRIMARY_GUEST_ONLY',
        message: 'Only the guest who made the reservation can do this',
      },
    });
    await http.post('/check-out', {});
    token = null;
    stub.answer = () => ({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Please sign in again' },
    });
    await http.get('/reservation');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('rejects any other failure with the response', async () => {
    const http = createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      log: vi.fn(),
    });
    stub.answer = () => ({
      status: 409,
      body: { code: 'CANCELLATION_CLOSED', message: 'Contact us for cancellation' },
    });
    await expect(http.post('/reservation/cancel', {})).rejects.toMatchObject({
      status: 409,
      data: { code: 'CANCELLATION_CLOSED' },
    });
  });

  it('rejects with an empty data object when there is no response at all', async () => {
    const http = createHttpClient({
      baseURL: 'http://127.0.0.1:1/api',
      hotelKey: '10',
      log: vi.fn(),
    });
    await expect(http.get('/reservation')).rejects.toEqual({ data: {} });
  });
});

describe('how the http client sends (the server render sends in process)', () => {
  it('hands each request, with its headers, to the given sender instead of the network', async () => {
    const send = vi.fn<AxiosAdapter>((config) =>
      Promise.resolve({
        data: { firstName: 'Lan' },
        status: 200,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      }),
    );
    const http = createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      getCsrfToken: () => 'guest-token',
      send,
    });
    const response = await http.get('/customer-flow/me');
    expect(response.data).toEqual({ firstName: 'Lan' });
    expect(stub.seen).toHaveLength(0);
    const sent = send.mock.calls[0]?.[0];
    expect(sent?.url).toBe('/customer-flow/me');
    expect(AxiosHeaders.from(sent?.headers).get(HOTEL_KEY_HEADER)).toBe('10');
  });

  it("handles the sender's refusal as any other (the session ended)", async () => {
    const onSessionEnded = vi.fn();
    const http = createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      getCsrfToken: () => 'revoked',
      log: vi.fn(),
      onSessionEnded,
      send: (config) =>
        Promise.reject(
          new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, {
            data: { code: 'UNAUTHENTICATED', message: 'Sign in' },
            status: 401,
            statusText: '',
            headers: new AxiosHeaders(),
            config,
          }),
        ),
    });
    expect((await http.get('/customer-flow/me')).status).toBe(401);
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });
});
