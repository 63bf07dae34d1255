import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { createSession } from '../session/session.ts';
import { createSessionApi } from './session-api.ts';

interface HotelApi {
  listStaffAccounts: () => Promise<unknown>;
  staffGetSession: () => Promise<unknown>;
  getBill: (input: { reservationId: number }) => Promise<unknown>;
}

const sessionEnded = () =>
  new ApiRequestError(401, 'STAFF_UNAUTHENTICATED', 'Please sign in to the staff console again');

function staffClient(call: (name: string, input: unknown) => Promise<unknown>) {
  const session = createSession();
  const signInAgain = vi.fn();
  session.onEnded(signInAgain);
  const api = createSessionApi<HotelApi>({
    call,
    session,
    sessionEndedCode: 'STAFF_UNAUTHENTICATED',
  });
  return { api, session, signInAgain };
}

describe("an app's API client", () => {
  it('makes each call by its name with its input, and answers what the call answered', async () => {
    const call = vi.fn((name: string, input: unknown) => Promise.resolve({ name, input }));
    const { api } = staffClient(call);
    await expect(api.getBill({ reservationId: 7 })).resolves.toEqual({
      name: 'getBill',
      input: { reservationId: 7 },
    });
  });

  it('ends a live session once when calls are refused with the session-ended code', async () => {
    const { api, session, signInAgain } = staffClient(() => Promise.reject(sessionEnded()));
    session.signedIn({ csrfToken: 'csrf-1' });
    await expect(api.listStaffAccounts()).rejects.toThrow(ApiRequestError);
    await expect(api.listStaffAccounts()).rejects.toThrow(ApiRequestError);
    expect(session.isSignedIn()).toBe(false);
    expect(signInAgain).toHaveBeenCalledTimes(1);
  });

  it('does not say "session ended" to a visitor who never signed in', async () => {
    const { api, signInAgain } = staffClient(() => Promise.reject(sessionEnded()));
    await expect(api.staffGetSession()).rejects.toThrow(ApiRequestError);
    expect(signInAgain).not.toHaveBeenCalled();
  });

  it('leaves other refusals to the screen', async () => {
    const { api, session, signInAgain } = staffClient(() =>
      Promise.reject(new ApiRequestError(403, 'STAFF_FORBIDDEN', 'Your role may not do this')),
    );
    session.signedIn({ csrfToken: 'csrf-1' });
    await expect(api.listStaffAccounts()).rejects.toThrow('Your role may not do this');
    expect(session.isSignedIn()).toBe(true);
    expect(signInAgain).not.toHaveBeenCalled();
  });
});
