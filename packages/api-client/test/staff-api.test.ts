import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../src/client/http-client.ts';
import { ApiRequestError, createStaffApi, type StaffApi } from '../src/client/staff-api.ts';
import { staffContract } from '../src/contract/staff/staff-contract.ts';
import { STAFF_ROLES } from '../src/rules/staff-roles.ts';
import { startStubServer, type StubServer } from './stub-server.ts';
import { HOTEL_KEY_HEADER } from '../src/wire/api-paths.ts';

let stub: StubServer;
let staffApi: StaffApi;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  staffApi = createStaffApi(
    createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      log: vi.fn(),
    }),
  );
});

const session = {
  staff: { id: 1, email: 'manager@esg.demo', name: 'Mai', role: 'manager' },
  hotel: { code: 'ESG', name: 'ESG Hotel' },
  csrfToken: 'csrf-from-sign-in',
  idleExpiresAt: '2026-11-23T20:30:00.000Z',
  expiresAt: '2026-11-24T08:00:00.000Z',
};

describe('the staff API functions', () => {
  it('sign in with the hotel key and no CSRF header, then send the session token on every write only', async () => {
    stub.answer = () => ({ status: 200, body: session });
    const signedIn = await staffApi.staffSignIn({
      body: { email: 'Manager@ESG.demo', password: 'long enough password' },
    });
    expect(signedIn.staff.role).toBe('manager');
    expect(stub.seen[0]).toMatchObject({ method: 'POST', url: '/api/staff/session' });
    expect(stub.seen[0]?.headers[HOTEL_KEY_HEADER]).toBe('10');
    expect(stub.seen[0]?.headers['x-csrf-token']).toBeUndefined();

    stub.answer = () => ({ status: 200, body: { accounts: [] } });
    await staffApi.listStaffAccounts();
    expect(stub.seen[1]?.headers['x-csrf-token']).toBeUndefined();

    stub.answer = () => ({
      status: 200,
      body: {
        id: 2,
        email: 'kitchen@esg.demo',
        name: 'Kim',
        role: 'kitchen',
        disabled: true,
        createdAt: '2026-11-23T19:00:00.000Z',
        lastSignInAt: null,
      },
    });
    await staffApi.updateStaffAccount({ params: { id: 2 }, body: { disabled: true } });
    expect(stub.seen[2]).toMatchObject({ method: 'PATCH', url: '/api/staff/accounts/2' });
    expect(stub.seen[2]?.headers['x-csrf-token']).toBe('csrf-from-sign-in');
  });

  it('forget the CSRF token on sign-out', async () => {
    stub.answer = () => ({ status: 200, body: session });
    await staffApi.staffGetSession();
    stub.answer = () => ({ status: 200, body: { ok: true } });
    await staffApi.staffSignOut();
    expect(stub.seen[1]?.headers['x-csrf-token']).toBe('csrf-from-sign-in');
    await staffApi.staffSignOutEverywhere();
    expect(stub.seen[2]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('send the token the console keeps when it gives one', async () => {
    const api = createStaffApi(createHttpClient({ baseURL: stub.baseURL, hotelKey: '20' }), {
      getCsrfToken: () => 'kept-by-console',
    });
    stub.answer = () => ({ status: 200, body: { ok: true } });
    await api.staffSignOutEverywhere();
    expect(stub.seen[0]?.headers['x-csrf-token']).toBe('kept-by-console');
    expect(stub.seen[0]?.headers[HOTEL_KEY_HEADER]).toBe('20');
  });

  it('reject a refused call with its code, not as data', async () => {
    stub.answer = () => ({
      status: 401,
      body: { code: 'STAFF_UNAUTHENTICATED', message: 'Please sign in' },
    });
    const refusal = await staffApi.staffGetSession().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({ status: 401, code: 'STAFF_UNAUTHENTICATED' });
  });
});

describe('the staff contract', () => {
  it('keeps every staff call under /staff, and names the roles of every call but sign-in', () => {
    for (const [name, route] of Object.entries(staffContract)) {
      expect(route.path.startsWith('/staff/')).toBe(true);
      if (name === 'staffSignIn') expect(route.staffRoles).toBeUndefined();
      else for (const role of route.staffRoles ?? ['none']) expect(STAFF_ROLES).toContain(role);
    }
  });
});
