import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query/query-client.ts';
import { createSession } from './session.ts';

beforeEach(() => localStorage.clear());

describe('a session the hotel ended (a refused call while signed in)', () => {
  it('forgets it with what was shown, then signs in again, once for calls refused together', () => {
    const session = createSession({ storageKey: 'guest_csrf' });
    const queryClient = createQueryClient({ forgottenWith: session });
    const forgetCart = vi.fn();
    session.onForgotten(forgetCart);
    const signInAgain = vi.fn();
    session.onEnded(signInAgain);
    session.signedIn({ csrfToken: 'anna-schmidt' });
    queryClient.setQueryData(['bill'], { total: 1_250_000 });
    queryClient.setQueryData(['profile'], { guestId: 7 });

    session.end();
    session.end();

    expect(session.isSignedIn()).toBe(false);
    expect(localStorage.getItem('guest_csrf')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(forgetCart).toHaveBeenCalledOnce();
    expect(signInAgain).toHaveBeenCalledOnce();
  });

  it('is not told to a visitor who never signed in', () => {
    const session = createSession();
    const signInAgain = vi.fn();
    session.onEnded(signInAgain);

    session.end();

    expect(signInAgain).not.toHaveBeenCalled();
  });

  it('ends again after the next sign-in', () => {
    const session = createSession();
    const signInAgain = vi.fn();
    session.onEnded(signInAgain);
    session.signedIn({ csrfToken: 'first' });
    session.end();
    session.signedIn({ csrfToken: 'second' });
    session.end();
    expect(signInAgain).toHaveBeenCalledTimes(2);
  });
});

describe('where the session is kept', () => {
  it('across visits under its storage key (the guest stays signed in on this phone)', () => {
    createSession({ storageKey: 'guest_csrf' }).signedIn({ csrfToken: 'csrf-1' });
    const nextVisit = createSession({ storageKey: 'guest_csrf' });
    expect(nextVisit.isSignedIn()).toBe(true);
    expect(nextVisit.csrfToken()).toBe('csrf-1');
  });

  it('without one, only in this tab: nothing is written where a script could find it later', () => {
    const session = createSession();
    session.signedIn({ csrfToken: 'csrf-staff' });
    expect(session.csrfToken()).toBe('csrf-staff');
    expect(localStorage).toHaveLength(0);
    expect(createSession().isSignedIn()).toBe(false);
  });

  it('signing out forgets it and what was registered with it, without asking to sign in again', () => {
    const session = createSession({ storageKey: 'guest_csrf' });
    const forgetDrafts = vi.fn();
    const signInAgain = vi.fn();
    session.onForgotten(forgetDrafts);
    session.onEnded(signInAgain);
    session.signedIn({ csrfToken: 'csrf-1' });

    session.forget();

    expect(session.isSignedIn()).toBe(false);
    expect(forgetDrafts).toHaveBeenCalledOnce();
    expect(signInAgain).not.toHaveBeenCalled();
  });
});
