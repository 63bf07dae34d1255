import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';

const calls = vi.hoisted(() => ({ listStaffAccounts: vi.fn(), staffGetSession: vi.fn() }));
vi.mock('@portal/api-client/staff-api', () => ({ createStaffApi: () => calls }));
const ended = vi.hoisted(() => vi.fn());
vi.mock('./session-ended.ts', () => ({ endSession: ended }));

const { markSignedIn, staffApi } = await import('./staff-api.ts');
const sessionEnded = () =>
  new ApiRequestError(401, 'STAFF_UNAUTHENTICATED', 'Please sign in to the staff console again');

beforeEach(() => {
  vi.resetAllMocks();
  markSignedIn(false);
});

describe('the console staff client', () => {
  it('ends a live session once when a call is refused STAFF_UNAUTHENTICATED', async () => {
    markSignedIn(true);
    calls.listStaffAccounts.mockRejectedValue(sessionEnded());
    await expect(staffApi.listStaffAccounts()).rejects.toThrow(ApiRequestError);
    await expect(staffApi.listStaffAccounts()).rejects.toThrow(ApiRequestError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does not call "session ended" for a visitor who never signed in', async () => {
    calls.staffGetSession.mockRejectedValue(sessionEnded());
    await expect(staffApi.staffGetSession()).rejects.toThrow(ApiRequestError);
    expect(ended).not.toHaveBeenCalled();
  });

  it('leaves other refusals to the screen', async () => {
    markSignedIn(true);
    calls.listStaffAccounts.mockRejectedValue(
      new ApiRequestError(403, 'STAFF_FORBIDDEN', 'Your role may not do this'),
    );
    await expect(staffApi.listStaffAccounts()).rejects.toThrow('Your role may not do this');
    expect(ended).not.toHaveBeenCalled();
  });
});
