import { beforeEach, describe, expect, it, vi } from 'vitest';

// The session is the page's one session, held by its module: each case loads a fresh copy.
async function freshSession() {
  vi.resetModules();
  return import('./session.ts');
}

beforeEach(() => localStorage.clear());

/** The portal's session, signed in, with what it forgets and how it signs in again watched. */
async function signedInGuest() {
  const session = await freshSession();
  session.keepSessionIn('guest_csrf');
  const forgotten = vi.fn();
  const signInAgain = vi.fn();
  session.onSessionForgotten(forgotten);
  session.onSessionEnded(signInAgain);
  session.storeSession({ csrfToken: 'anna-schmidt' });
  return { session, forgotten, signInAgain };
}

describe('a session the hotel ended (a refused call while signed in)', () => {
  it('forgets it with what was registered, then signs in again, once for calls refused together', async () => {
    const { session, forgotten, signInAgain } = await signedInGuest();
    const clearCache = vi.fn();
    session.onSessionForgotten(clearCache);

    session.endSession();
    session.endSession();

    expect(session.isSignedIn()).toBe(false);
    expect(localStorage.getItem('guest_csrf')).toBeNull();
    expect(forgotten).toHaveBeenCalledOnce();
    expect(clearCache).toHaveBeenCalledOnce();
    expect(signInAgain).toHaveBeenCalledOnce();
  });

  it('is not told to a visitor who never signed in', async () => {
    const session = await freshSession();
    const signInAgain = vi.fn();
    session.onSessionEnded(signInAgain);

    session.endSession();

    expect(signInAgain).not.toHaveBeenCalled();
  });

  it('ends again after the next sign-in', async () => {
    const session = await freshSession();
    const signInAgain = vi.fn();
    session.onSessionEnded(signInAgain);
    session.storeSession({ csrfToken: 'first' });
    session.endSession();
    session.storeSession({ csrfToken: 'second' });
    session.endSession();
    expect(signInAgain).toHaveBeenCalledTimes(2);
  });
});

describe('where the session is kept', () => {
  it('across visits under its storage key (the guest stays signed in on this phone)', async () => {
    const firstVisit = await freshSession();
    firstVisit.keepSessionIn('guest_csrf');
    firstVisit.storeSession({ csrfToken: 'csrf-1' });
    const nextVisit = await freshSession();
    nextVisit.keepSessionIn('guest_csrf');
    expect(nextVisit.isSignedIn()).toBe(true);
    expect(nextVisit.readCsrfToken()).toBe('csrf-1');
  });

  it('without one, only in this tab: nothing is written where a script could find it later', async () => {
    const session = await freshSession();
    session.storeSession({ csrfToken: 'csrf-staff' });
    expect(session.readCsrfToken()).toBe('csrf-staff');
    expect(localStorage).toHaveLength(0);
    expect((await freshSession()).isSignedIn()).toBe(false);
  });

  it('signing out forgets it and what was registered with it, without asking to sign in again', async () => {
    const { session, forgotten, signInAgain } = await signedInGuest();

    session.forgetSession();

    expect(session.isSignedIn()).toBe(false);
    expect(localStorage.getItem('guest_csrf')).toBeNull();
    expect(forgotten).toHaveBeenCalledOnce();
    expect(signInAgain).not.toHaveBeenCalled();
  });
});
