import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import {
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
} from '@portal/api-client/rules/staff-roles';
import { STREAM_LIMITS } from '../config/stream-limits.ts';
import { createConversationRepository } from '../features/conversation/conversation-repository.ts';
import { rememberGuestLanguage } from '../features/guest-messages/guest-language.ts';
import { createCheckInRepository } from '../platform/check-ins/check-in-repository.ts';
import { createDatabaseDocumentStore } from '../platform/documents/database-document-store.ts';
import { createAuditLogRepository } from '../platform/audit/audit-log-repository.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import { createInProcessEventBus } from '../platform/events/in-process-event-bus.ts';
import { createStreamPlaces } from '../platform/events/stream-places.ts';
import { createPicturesRepository } from '../platform/pictures/pictures-repository.ts';
import { createProgramsRepository } from '../platform/programs/programs-repository.ts';
import { createPushSubscriptions } from '../platform/push/push-subscriptions.ts';
import { vapidKeysOf } from '../platform/push/vapid-keys.ts';
import { createSessionRepository } from '../platform/sessions/session-repository.ts';
import { cacheSessions } from '../platform/sessions/session-cache.ts';
import { createStaffSessionsRepository } from '../platform/sessions/staff-sessions-repository.ts';
import { createStayRepository } from '../platform/stay/stay.ts';
import { fillGuestSearchTexts } from '../platform/stay/folded-names.ts';
import type { AppHotels } from './app-hotels.ts';
import type { AppOptions } from './app-options.ts';

/** What more than one of the app's plugins uses, made once at start. */
export type AppParts = Awaited<ReturnType<typeof makeParts>>;

export async function makeParts(app: FastifyInstance, options: AppOptions, hotels: AppHotels) {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  await fillGuestSearchTexts(store);
  const events: EventBus =
    options.eventBus ??
    createInProcessEventBus((error) => app.log.error({ err: error }, 'event listener failed'));
  const staffSessionLimits = {
    idleMs: (options.staffIdleMinutes ?? STAFF_SESSION_IDLE_MINUTES) * 60_000,
    maxMs: (options.staffSessionHours ?? STAFF_SESSION_MAX_HOURS) * 3_600_000,
  };
  return {
    store,
    now,
    hotels,
    events,
    stays: createStayRepository(store),
    sessions: cacheSessions(createSessionRepository(store), events, hotels.ids),
    staffSessionLimits,
    staffSessions: createStaffSessionsRepository(store, staffSessionLimits),
    rememberLanguage: rememberGuestLanguage(store),
    streamPlaces: createStreamPlaces({ ...STREAM_LIMITS, ...options.eventStreams }),
    metricsRegistry: new Registry(),
    signInLimit: {
      rateLimit: { max: options.signInRatePerMinute ?? 30, timeWindow: '1 minute' },
    },
    signInBudgets: {
      failuresPerClient: options.signInFailuresPerClient ?? 10,
      failuresPerHotel: options.signInFailuresPerHotel ?? 100,
    },
    programs: createProgramsRepository(store),
    pictures: createPicturesRepository(store),
    checkIns: createCheckInRepository(store),
    conversations: createConversationRepository(store),
    audit: createAuditLogRepository(store),
    pushSubscriptions: createPushSubscriptions(store),
    vapidKeys: vapidKeysOf(store, options.webPush?.vapidKeys),
    documents: await createDatabaseDocumentStore(store, path.join(options.dataDir, 'uploads'), now),
  };
}
