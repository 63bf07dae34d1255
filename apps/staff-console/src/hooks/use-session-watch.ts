import { useEffect } from 'react';

const ignore = () => undefined;

/**
 * Keeps the staff event stream open on every signed-in screen, not only the live ones: the API
 * ends it when the session ends (the account disabled, signed out everywhere), and the feed then
 * opens sign-in with "Your session has ended" instead of leaving a cached screen up. A role that
 * sees no events gets a stream of none, kept for this alone. The feed's code comes after the first
 * screen (the sign-in screen needs none of it).
 */
export function useSessionWatch(): void {
  useEffect(() => {
    let close: (() => void) | undefined;
    let left = false;
    void import('../lib/staff-event-feed.ts').then(({ openStaffEventFeed }) => {
      if (!left) close = openStaffEventFeed({ types: [], onEvent: ignore, onState: ignore });
    });
    return () => {
      left = true;
      close?.();
    };
  }, []);
}
