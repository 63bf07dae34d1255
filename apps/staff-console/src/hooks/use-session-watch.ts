import { useEffect } from 'react';
import { openStaffEventFeed } from '../lib/staff-event-feed.ts';

const ignore = () => undefined;

/**
 * Keeps the staff event stream open on every signed-in screen, not only the live ones: the API
 * ends it when the session ends (the account disabled, signed out everywhere), and the feed then
 * opens sign-in with "Your session has ended" instead of leaving a cached screen up. A role that
 * sees no events (the concierge) gets a stream of none, kept for this alone.
 */
export function useSessionWatch(): void {
  useEffect(() => openStaffEventFeed({ types: [], onEvent: ignore, onState: ignore }), []);
}
