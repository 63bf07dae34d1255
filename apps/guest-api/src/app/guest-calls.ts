import fp from 'fastify-plugin';
import { activitiesHandlers } from '../features/activities/activities-routes.ts';
import { createActivitiesRepository } from '../features/activities/activities-repository.ts';
import { billsHandlers } from '../features/bills/bills-routes.ts';
import { checkInHandlers } from '../features/check-in/check-in-routes.ts';
import { UPLOAD_LIMITS } from '../features/check-in/identity-upload.ts';
import { createUploadSlots } from '../features/check-in/upload-slots.ts';
import { checkOutHandlers } from '../features/check-out/check-out-routes.ts';
import { createCheckOutRepository } from '../features/check-out/check-out-repository.ts';
import { registerConversationPhotoRoute } from '../features/conversation/conversation-photo.ts';
import { conversationHandlers } from '../features/conversation/conversation-routes.ts';
import { favoritesHandlers } from '../features/favorites/favorites-routes.ts';
import { createFavoritesRepository } from '../features/favorites/favorites-repository.ts';
import { localTipsHandlers } from '../features/local-tips/local-tips-routes.ts';
import { createLocalTipsRepository } from '../features/local-tips/local-tips-repository.ts';
import { registerMediaRoutes } from '../features/media/media-routes.ts';
import { registerMetricsRoute } from '../features/metrics/metrics-routes.ts';
import { offersHandlers } from '../features/offers/offers-routes.ts';
import { createOffersRepository } from '../features/offers/offers-repository.ts';
import { programsHandlers } from '../features/programs/programs-routes.ts';
import { ratingHandlers } from '../features/rating/rating-routes.ts';
import { createRatingRepository } from '../features/rating/rating-repository.ts';
import { reservationHandlers } from '../features/reservation/reservation-routes.ts';
import { createReservationRepository } from '../features/reservation/reservation-repository.ts';
import { createMenuCache } from '../features/room-service/menu-cache.ts';
import { roomServiceHandlers } from '../features/room-service/room-service-routes.ts';
import { cacheStays } from '../features/room-service/shown-stays.ts';
import { createRoomServiceRepository } from '../features/room-service/room-service-repository.ts';
import { cacheProfiles } from '../features/session/profile-cache.ts';
import { createProfileRepository } from '../features/session/profile-repository.ts';
import { sessionHandlers } from '../features/session/session-routes.ts';
import { pushServices } from '../features/web-push/push-services.ts';
import { webPushHandlers } from '../features/web-push/web-push-routes.ts';
import { createBillsRepository } from '../platform/bills/bills-repository.ts';
import { registerContract } from '../platform/http/register-contract.ts';
import { createSignInMetrics } from '../platform/metrics/sign-in-metrics.ts';
import { createSignInThrottle } from '../platform/sign-in/sign-in-throttle.ts';
import type { AppOptions } from './app-options.ts';
import type { AppParts } from './app-parts.ts';

/** The guest contract's calls (`guestContract`), the pictures and photos, and the metrics. */
export const guestCalls = fp<{ options: AppOptions; parts: AppParts }>(
  async (app, { options, parts }) => {
    const { store, now, events, stays, hotels, pushSubscriptions } = parts;
    registerMediaRoutes(app, parts.pictures);
    registerConversationPhotoRoute(app, parts.conversations, now);
    registerMetricsRoute(app, parts.metricsRegistry, options.metricsToken ?? '');
    const roomService = createRoomServiceRepository(store);
    registerContract(
      app,
      {
        ...sessionHandlers({
          sessions: parts.sessions,
          profiles: cacheProfiles(createProfileRepository(store), events, hotels.ids),
          throttle: createSignInThrottle(store),
          budgets: parts.signInBudgets,
          metrics: createSignInMetrics(parts.metricsRegistry),
          tokenTtlMs: (options.tokenTtlHours ?? 72) * 3_600_000,
          events,
          onSignedOut: (guest) => pushSubscriptions.removeOfSession(guest.tokenHash),
          onSessionMoved: (from, to) => pushSubscriptions.moveToSession(from, to),
          now,
        }),
        ...reservationHandlers({
          stays,
          reservations: createReservationRepository(store),
          events,
          now,
        }),
        ...checkInHandlers({
          stays,
          checkIns: parts.checkIns,
          documents: parts.documents,
          uploadSlots: createUploadSlots(options.uploadsInFlight ?? UPLOAD_LIMITS.maxInFlight),
          uploadIdleTimeoutMs: options.uploadIdleTimeoutMs ?? UPLOAD_LIMITS.idleTimeoutMs,
          preferenceCodes: hotels.byCode((tenant) => tenant.preferenceCodes),
          events,
          now,
        }),
        ...checkOutHandlers({ stays, checkOuts: createCheckOutRepository(store), events, now }),
        ...ratingHandlers({ stays, ratings: createRatingRepository(store), now }),
        ...billsHandlers({ stays, bills: createBillsRepository(store), events }),
        ...roomServiceHandlers({
          stays,
          shownStays: cacheStays(stays, events, hotels.ids),
          roomService,
          menus: createMenuCache(roomService, events, hotels.ids),
          events,
          now,
        }),
        ...programsHandlers({ stays, programs: parts.programs, events, now }),
        ...localTipsHandlers({ localTips: createLocalTipsRepository(store), now }),
        ...favoritesHandlers({ favorites: createFavoritesRepository(store), events, now }),
        ...activitiesHandlers({ stays, activities: createActivitiesRepository(store), now }),
        ...offersHandlers({ offers: createOffersRepository(store), now }),
        ...conversationHandlers({ stays, conversations: parts.conversations, events, now }),
        ...webPushHandlers({
          subscriptions: pushSubscriptions,
          vapidKeys: parts.vapidKeys,
          isPushService: pushServices(options.webPush?.services),
          now,
        }),
      },
      {
        signIn: parts.signInLimit,
        exchangeToken: parts.signInLimit,
        exchangeStoredToken: parts.signInLimit,
      },
      options.answers,
    );
  },
  { name: 'guest-calls' },
);
