import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import {
  forgetSession,
  isSignedIn,
  onSessionEnded,
  storeSession,
} from '@portal/web-platform/session';

const calls = vi.hoisted(() => ({ listStaffAccounts: vi.fn(), staffGetSession: vi.fn() }));
vi.mock('@portal/api-client/staff-api', () => ({ createStaffApi: () => calls }));

const { staffApi } = await import('./staff-api.ts');
const sessionEnded = () =>
  new ApiRequestError(401, 'STAFF_UNAUTHENTICATED', 'Please sign in to the staff console again');
const signInAgain = vi.fn();
onSessionEnded(signInAgain);

beforeEach(() => {
  vi.resetAllMocks();
  forgetSession();
});

describe('the console staff client', () => {
  it('ends a live session once when calls are refused STAFF_UNAUTHENTICATED', async () => {
    storeSession({ csrfToken: 'csrf-1' });
    calls.listStaffAccounts.mockRejectedValue(sessionEnded());
    await expect(staffApi.listStaffAccounts()).rejects.toThrow(ApiRequestError);
    await expect(staffApi.listStaffAccounts()).rejects.toThrow(ApiRequestError);
    expect(isSignedIn()).toBe(false);
    expect(signInAgain).toHaveBeenCalledTimes(1);
  });

  it('does not say "session ended" to a visitor who never signed in', async () => {
    calls.staffGetSession.mockRejectedValue(sessionEnded());
    await expect(staffApi.staffGetSession()).rejects.toThrow(ApiRequestError);
    expect(signInAgain).not.toHaveBeenCalled();
  });

  it('leaves other refusals to the screen', async () => {
    storeSession({ csrfToken: 'csrf-1' });
    calls.listStaffAccounts.mockRejectedValue(
      new ApiRequestError(403, 'STAFF_FORBIDDEN', 'Your role may not do this'),
    );
    await expect(staffApi.listStaffAccounts()).rejects.toThrow('Your role may not do this');
    expect(isSignedIn()).toBe(true);
    expect(signInAgain).not.toHaveBeenCalled();
  });
});
