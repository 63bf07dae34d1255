import type { StaffEvent } from '@portal/api-client/contract/events';
import {
  createLiveFeed,
  type FeedState,
  type FeedSubscriber,
} from '@portal/web-platform/live-feed';
import { STAFF_EVENTS_PATH } from '@portal/api-client/wire/api-paths';
import { isStaffEvent, type StaffEventType } from '@portal/api-client/wire/live-events';
import { tenant } from '../config/tenant.ts';
import { endSession } from '@portal/web-platform/session';

export type { FeedState };

/**
 * The tab's one staff stream (`GET /api/staff/events`; the staff cookie goes with it, being
 * same-origin), shared by the shell's session watch and every live screen through the shared live
 * feed (`@portal/web-platform/live-feed`: backoff, `ready` says live, events told by their type). A
 * refused session (the stream ends when it does, e.g. the account disabled, then opens to 401) is
 * the session's end: sign in again, told why.
 */
const staffFeed = createLiveFeed({
  url: `${tenant.apiBaseUrl}${STAFF_EVENTS_PATH}`,
  hotelKey: tenant.hotelKey,
  isEvent: isStaffEvent,
  onSessionRefused: endSession,
});

/** Listens to the staff events of these types (the API sends only those the role may see). Answers `close`. */
export function openStaffEventFeed<T extends StaffEventType>(
  subscriber: FeedSubscriber<StaffEvent, T>,
): () => void {
  return staffFeed.subscribe(subscriber);
}
