import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { fastifySSE } from '@fastify/sse';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Transporter } from 'nodemailer';
import type { DestinationStream } from 'pino';
import { Registry } from 'prom-client';
import {
  CSRF_TOKEN_HEADER,
  ERROR_CATALOGUE,
  errorStatus,
  HOTEL_KEY_HEADER,
  type ErrorCode,
} from '@portal/api-client/contract/errors';
import {
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
} from '@portal/api-client/rules/staff-roles';
import { renderGuestMessage } from '@portal/emails/render-guest-message';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { findFirstViews } from './first-views.ts';
import { isConstraintFailure } from './db/constraint-failure.ts';
import { sql } from 'kysely';
import { storeKind, type Store } from './db/store.ts';
import { activitiesHandlers } from './features/activities/activities-routes.ts';
import { createActivitiesRepository } from './features/activities/activities-repository.ts';
import { openApiDocument } from './features/api-docs/openapi-document.ts';
import { billsHandlers } from './features/bills/bills-routes.ts';
import { createBillsRepository } from './platform/bills/bills-repository.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import { registerGuestEventRoutes } from './features/live-updates/guest-event-routes.ts';
import { registerStaffEventRoutes } from './features/live-updates/staff-event-routes.ts';
import { createInProcessEventBus } from './platform/events/in-process-event-bus.ts';
import { createStreamPlaces } from './platform/events/stream-places.ts';
import { CONNECTION_LIMIT, STREAM_LIMITS, type StreamLimits } from './config/stream-limits.ts';
import { checkInHandlers } from './features/check-in/check-in-routes.ts';
import { createCheckInRepository } from './platform/check-ins/check-in-repository.ts';
import { createDatabaseDocumentStore } from './platform/documents/database-document-store.ts';
import { UPLOAD_LIMITS, UPLOAD_REFUSALS } from './features/check-in/identity-upload.ts';
import { createUploadSlots } from './features/check-in/upload-slots.ts';
import { checkOutHandlers } from './features/check-out/check-out-routes.ts';
import { createCheckOutRepository } from './features/check-out/check-out-repository.ts';
import { conciergeHandlers } from './features/concierge/concierge-routes.ts';
import { registerConversationPhotoRoute } from './features/conversation/conversation-photo.ts';
import { createConversationRepository } from './features/conversation/conversation-repository.ts';
import { sweepConversations } from './features/conversation/conversation-retention.ts';
import { conversationHandlers } from './features/conversation/conversation-routes.ts';
import { inboxHandlers } from './features/conversation/inbox-routes.ts';
import { createQuickRepliesRepository } from './features/conversation/quick-replies-repository.ts';
import { createConciergeRepository } from './features/concierge/concierge-repository.ts';
import { createProgramDeskRepository } from './features/concierge/program-desk-repository.ts';
import { programDeskHandlers } from './features/concierge/program-desk-routes.ts';
import { favoritesHandlers } from './features/favorites/favorites-routes.ts';
import { createFavoritesRepository } from './features/favorites/favorites-repository.ts';
import { localTipsHandlers } from './features/local-tips/local-tips-routes.ts';
import { createLocalTipsRepository } from './features/local-tips/local-tips-repository.ts';
import { registerMediaRoutes } from './features/media/media-routes.ts';
import { createManagerDashboardRepository } from './features/manager-dashboard/manager-dashboard-repository.ts';
import { managerDashboardHandlers } from './features/manager-dashboard/manager-dashboard-routes.ts';
import { createMenuEditorRepository } from './features/menu-editor/menu-editor-repository.ts';
import { menuEditorHandlers } from './features/menu-editor/menu-editor-routes.ts';
import { createPicturesRepository } from './platform/pictures/pictures-repository.ts';
import { picturesHandlers } from './features/pictures/pictures-routes.ts';
import { registerMetricsRoute } from './features/metrics/metrics-routes.ts';
import { createSignInMetrics } from './platform/metrics/sign-in-metrics.ts';
import { createStaffSignInMetrics } from './platform/metrics/staff-sign-in-metrics.ts';
import { offersHandlers } from './features/offers/offers-routes.ts';
import { createOffersRepository } from './features/offers/offers-repository.ts';
import { programsHandlers } from './features/programs/programs-routes.ts';
import { createProgramsRepository } from './platform/programs/programs-repository.ts';
import { ratingHandlers } from './features/rating/rating-routes.ts';
import { createRatingRepository } from './features/rating/rating-repository.ts';
import { reservationHandlers } from './features/reservation/reservation-routes.ts';
import { createReservationRepository } from './features/reservation/reservation-repository.ts';
import { createKitchenRepository } from './features/room-service/kitchen-repository.ts';
import { kitchenHandlers } from './features/room-service/kitchen-routes.ts';
import { createMenuCache } from './features/room-service/menu-cache.ts';
import { roomServiceHandlers } from './features/room-service/room-service-routes.ts';
import { cacheStays } from './features/room-service/shown-stays.ts';
import { createRoomServiceRepository } from './features/room-service/room-service-repository.ts';
import { bearerToken } from './platform/sessions/access-tokens.ts';
import { cacheProfiles } from './features/session/profile-cache.ts';
import { createProfileRepository } from './features/session/profile-repository.ts';
import { createSessionRepository } from './platform/sessions/session-repository.ts';
import { cacheSessions } from './platform/sessions/session-cache.ts';
import { sessionHandlers } from './features/session/session-routes.ts';
import { createSignInThrottle } from './platform/sign-in/sign-in-throttle.ts';
import { sweepIdentityDocuments } from './platform/documents/identity-document-retention.ts';
import { createFrontDeskRepository } from './features/front-desk/front-desk-repository.ts';
import type { RenderGuestMessage } from './features/guest-messages/guest-message-input.ts';
import { createGuestMessagesRepository } from './features/guest-messages/guest-messages-repository.ts';
import { rememberGuestLanguage } from './features/guest-messages/guest-language.ts';
import { guestMessagesHandlers } from './features/guest-messages/guest-messages-routes.ts';
import {
  createMessageSender,
  type MessageSender,
} from './features/guest-messages/message-sender.ts';
import {
  registerDemoMailRoutes,
  type DemoMailCatcher,
} from './features/guest-messages/demo-mail-catcher.ts';
import { frontDeskHandlers } from './features/front-desk/front-desk-routes.ts';
import { createPushSender } from './platform/push/guest-push.ts';
import { pushServices } from './features/web-push/push-services.ts';
import { createPushSubscriptions } from './platform/push/push-subscriptions.ts';
import { vapidKeysOf, type VapidKeys } from './platform/push/vapid-keys.ts';
import { webPushHandlers } from './features/web-push/web-push-routes.ts';
import { createReservationImportRepository } from './features/front-desk/reservation-import-repository.ts';
import { reservationImportHandlers } from './features/front-desk/reservation-import-routes.ts';
import { createAuditLogRepository } from './platform/audit/audit-log-repository.ts';
import { auditLogHandlers } from './features/staff/audit-log-routes.ts';
import { createStaffAccountsRepository } from './features/staff/staff-accounts-repository.ts';
import { staffAccountsHandlers } from './features/staff/staff-accounts-routes.ts';
import { csrfMatches, staffCookieOf } from './platform/sessions/staff-cookie.ts';
import { createStaffSessionsRepository } from './platform/sessions/staff-sessions-repository.ts';
import { staffSessionHandlers } from './features/staff/staff-session-routes.ts';
import { healthAnswer } from './config/build-identity.ts';
import { HttpError } from './platform/http/http-error.ts';
import { requestLogEntry } from './platform/http/log-redaction.ts';
import { registerContract, registerStaffContract } from './platform/http/register-contract.ts';
import { serveStaffConsole } from './platform/http/serve-staff-console.ts';
import type { Hotel } from './platform/http/request-context.ts';
import { createStayRepository } from './platform/stay/stay.ts';
import { fillGuestSearchTexts } from './platform/stay/folded-names.ts';

export interface AppOptions {
  /** The database, SQLite or PostgreSQL (`src/db/open-store.ts`). */
  store: Store;
  /** Uploads being received and checked go to `<dataDir>/uploads` (kept documents: the database). */
  dataDir: string;
  /** Built portal of one tenant, served at `/`; absent serves the API only. */
  staticRoot?: string;
  /** Built staff console of the same hotel, served at `/staff/`; absent serves none. */
  consoleRoot?: string;
  logLevel?: string;
  tokenTtlHours?: number;
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: DestinationStream;
  /** Sign-in and token-exchange calls per client IP and minute. */
  signInRatePerMinute?: number;
  /** Pre check-in uploads taken at once server-wide (one per reservation); more wait with a 429. */
  uploadsInFlight?: number;
  /** A pre check-in upload that sends nothing for this long is cut off (tests shorten it). */
  uploadIdleTimeoutMs?: number;
  /** Failed sign-ins per client address in 15 minutes before it is refused (default 10). */
  signInFailuresPerClient?: number;
  /** Failed sign-ins per hotel in 15 minutes before sign-in slows down for it (default 100). */
  signInFailuresPerHotel?: number;
  /** Bearer token of GET /api/metrics; absent: no metrics endpoint. */
  metricsToken?: string;
  /**
   * Which X-Forwarded-* to believe (client IP for limits, https for HSTS): a number of proxy hops
   * or the proxies' addresses (IPs, CIDR ranges). Never every value: a client writes the left-most.
   */
  trustProxy?: false | number | string[];
  /** The commit this API was built from, told by `GET /api/health` (`unknown` when absent). */
  commit?: string;
  /** Where features publish what changed and event streams listen; one process's own when absent. */
  eventBus?: EventBus;
  /** A comment sent on every open event stream this often, so proxies keep it open (default 25 s). */
  eventHeartbeatMs?: number;
  /** How often an open event stream checks its session is still signed in (default 15 s). */
  eventSessionCheckMs?: number;
  /** Event streams open at once per session, per client address and in all (beyond: 429). */
  eventStreams?: Partial<StreamLimits>;
  /** Connections the server keeps at once (Node's `maxConnections`); more are closed at once. */
  maxConnections?: number;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  /** How often identity documents past their hotel's retention are deleted (default hourly). */
  retentionSweepMs?: number;
  /** A staff session ends after this many minutes without a call (default 30). */
  staffIdleMinutes?: number;
  /** A staff session ends this many hours after sign-in (default 12). */
  staffSessionHours?: number;
  /**
   * How answers become JSON: 'checked' (default, the tests') parses each with the contract's zod
   * schema; 'compiled' (production, main.ts) serialises with schemas compiled at start, unparsed.
   */
  answers?: 'checked' | 'compiled';
  /** The guests' e-mails (features/guest-messages); absent: no mail server, kept as not sent. */
  mail?: MailOptions;
  /** The guests' pushes (features/web-push). */
  webPush?: WebPushOptions;
}

export interface WebPushOptions {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; absent: a pair made once and kept in the database. */
  vapidKeys?: VapidKeys;
  /** VAPID_SUBJECT: a mailto: or https: address (default mailto:webmaster@localhost). */
  subject?: string;
  /** How pushes reach the push services (tests point them at a local one). */
  fetch?: typeof fetch;
  /** WEB_PUSH_SERVICES: the push services' hosts subscriptions may name (default: the browsers'). */
  services?: readonly string[];
}

export interface MailOptions {
  /** nodemailer's transport to the SMTP server (SMTP_URL or the demo's catcher); null: none. */
  transport: Transporter | null;
  /** The sender address of hotels without their own (MAIL_FROM). */
  mailFrom?: string;
  /** The portal's public address of hotels without their own (PORTAL_PUBLIC_URL). */
  portalPublicUrl?: string;
  render?: RenderGuestMessage;
  pollMs?: number;
  retryBaseMs?: number;
  leaseMs?: number;
  /** Tests reach the sender through this. */
  onSender?: (sender: MessageSender) => void;
  /** The demo's mail catcher, whose e-mails `/demo-mail/` shows. */
  demoCatcher?: DemoMailCatcher;
}

/** Fastify's and its plugins' own refusals, answered in the API's `{ code, message }` shape. */
const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request is too large'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', UPLOAD_REFUSALS.fileTooLarge],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', UPLOAD_REFUSALS.tooManyFiles],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', 'The request has too many parts'],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', 'The request has too many fields'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION_FAILED', 'The request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION_FAILED', 'The request body is not valid JSON'],
};

const CODE_BY_STATUS: Record<number, [ErrorCode, string]> = {
  404: ['NOT_FOUND', 'Not found'],
  413: ['PAYLOAD_TOO_LARGE', 'The request is too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  429: ['TOO_MANY_ATTEMPTS', 'Too many attempts, please try again later'],
};

/** The portal's pages: no inline script; styled-components needs inline styles. */
const PORTAL_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * An API call by the route Fastify matched, or for an unmatched address by its path, so a request
 * line in absolute form (`GET http://host/api/… HTTP/1.1`) gets the API's checks like any other.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const matched = request.routeOptions.url;
  if (matched !== undefined) return matched.startsWith('/api/');
  const pathname =
    /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(\/[^?#]*)?/i.exec(request.url)?.[1] ?? request.url;
  return pathname.startsWith('/api/');
}

/**
 * Fastify treats a bare hop count as "trust nobody" (it cannot tell the proxy from a client that
 * reaches the API directly), so hops are counted here: the API must be reachable only through
 * its proxies. A list of the proxies' addresses needs no such promise.
 */
function trustedProxies(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust;
}

function preferenceCodesByHotel(): Map<string, readonly string[]> {
  return new Map(discoverTenants().map((tenant) => [tenant.hotelCode, tenant.preferenceCodes]));
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: [
        'req.headers.authorization',
        `req.headers["${HOTEL_KEY_HEADER}"]`,
        // The staff session and its CSRF token.
        'req.headers.cookie',
        `req.headers["${CSRF_TOKEN_HEADER}"]`,
      ],
      // The portal's /auth?token=… carries a one-time sign-in token.
      serializers: { req: requestLogEntry },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: trustedProxies(options.trustProxy ?? false),
    // Fastify's router refuses some addresses (a broken %-escape, an over-long path parameter)
    // before the error handler runs; answer them in the contract's error shape too.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      void reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ code: 'VALIDATION_FAILED', message: `The address is not valid (${error.code})` });
    },
  });

  const hotels = new Map<string, Hotel>(
    (
      await store
        .selectFrom('hotels')
        .select(['id', 'hotel_key', 'code', 'name', 'time_zone'])
        .execute()
    ).map((row) => [
      row.hotel_key,
      {
        id: row.id,
        hotelKey: row.hotel_key,
        code: row.code,
        name: row.name,
        timeZone: row.time_zone,
      },
    ]),
  );
  const stays = createStayRepository(store);
  await fillGuestSearchTexts(store);
  const programs = createProgramsRepository(store);
  const pictures = createPicturesRepository(store);
  const events =
    options.eventBus ??
    createInProcessEventBus((error) => app.log.error({ err: error }, 'event listener failed'));
  const hotelIds = [...hotels.values()].map((hotel) => hotel.id);
  const streamPlaces = createStreamPlaces({ ...STREAM_LIMITS, ...options.eventStreams });
  app.server.maxConnections = options.maxConnections ?? CONNECTION_LIMIT;
  const sessions = cacheSessions(createSessionRepository(store), events, hotelIds);
  const rememberLanguage = rememberGuestLanguage(store);

  // JSON calls take JSON only (and the pre check-in multipart): plain text is refused with 415.
  app.removeContentTypeParser('text/plain');

  app.decorateRequest('hotel', null);
  app.decorateRequest('guest', null);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: PORTAL_CSP },
    // HSTS only over TLS: see the onSend hook below.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError('TOO_MANY_ATTEMPTS'),
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: UPLOAD_LIMITS.maxFiles,
      fields: 4,
      fieldSize: UPLOAD_LIMITS.maxFieldsBytes,
      parts: UPLOAD_LIMITS.maxFiles + 4,
      headerPairs: 50,
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    reply.header('Cache-Control', 'no-store');
    const key = request.headers[HOTEL_KEY_HEADER];
    request.hotel = (typeof key === 'string' && hotels.get(key)) || null;
    const token = bearerToken(request.headers.authorization);
    if (token && request.hotel) {
      request.guest = await sessions.resolve(token, request.hotel.id, 'access', now());
      if (request.guest)
        await rememberLanguage(request.guest.reservationId, request.headers.cookie);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ code: error.code, message: error.message, details: error.details });
    }
    if (isConstraintFailure(error)) {
      // The database held a rule the code did not check first: the request clashes with stored data.
      request.log.warn({ err: error }, 'database constraint failed');
      return reply
        .code(errorStatus('CONFLICT'))
        .send({ code: 'CONFLICT', message: ERROR_CATALOGUE.CONFLICT.message });
    }
    const status = error.statusCode ?? 500;
    const known = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? CODE_BY_STATUS[status];
    if (known || status < 500) {
      const [code, message]: [ErrorCode, string] = known ?? ['VALIDATION_FAILED', error.message];
      // The catalogue decides the status, so a code always comes with the same one.
      return reply.code(errorStatus(code)).send({ code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong' });
  });

  app.get('/api/health', async () => healthAnswer(options.commit ?? 'unknown'));
  // For a load balancer: this instance reaches its database (a 503 takes it out of rotation).
  app.get('/api/health/ready', async (_request, reply) => {
    const store = storeKind(options.store);
    try {
      await sql`SELECT 1`.execute(options.store);
      return { status: 'ready', store };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check: the database did not answer');
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send({ status: 'unavailable', store });
    }
  });

  const document = openApiDocument();
  app.get('/api/openapi.json', async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });

  registerMediaRoutes(app, pictures);
  const conversations = createConversationRepository(store);
  registerConversationPhotoRoute(app, conversations, now);

  await app.register(fastifySSE, { heartbeatInterval: options.eventHeartbeatMs ?? 25_000 });
  registerGuestEventRoutes(app, {
    bus: events,
    sessions,
    sessionCheckMs: options.eventSessionCheckMs ?? 15_000,
    places: streamPlaces,
    now,
  });

  const metricsRegistry = new Registry();
  registerMetricsRoute(app, metricsRegistry, options.metricsToken ?? '');

  const signInLimit = {
    rateLimit: { max: options.signInRatePerMinute ?? 30, timeWindow: '1 minute' },
  };
  const checkIns = createCheckInRepository(store);
  const pushSubscriptions = createPushSubscriptions(store);
  const vapidKeys = vapidKeysOf(store, options.webPush?.vapidKeys);
  const roomService = createRoomServiceRepository(store);
  const documents = await createDatabaseDocumentStore(
    store,
    path.join(options.dataDir, 'uploads'),
    now,
  );
  registerContract(
    app,
    {
      ...sessionHandlers({
        sessions,
        profiles: cacheProfiles(createProfileRepository(store), events, hotelIds),
        throttle: createSignInThrottle(store),
        budgets: {
          failuresPerClient: options.signInFailuresPerClient ?? 10,
          failuresPerHotel: options.signInFailuresPerHotel ?? 100,
        },
        metrics: createSignInMetrics(metricsRegistry),
        tokenTtlMs: (options.tokenTtlHours ?? 72) * 3_600_000,
        events,
        onSignedOut: (guest) => pushSubscriptions.removeOfSession(guest.tokenHash),
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
        checkIns,
        documents,
        uploadSlots: createUploadSlots(options.uploadsInFlight ?? UPLOAD_LIMITS.maxInFlight),
        uploadIdleTimeoutMs: options.uploadIdleTimeoutMs ?? UPLOAD_LIMITS.idleTimeoutMs,
        preferenceCodes: preferenceCodesByHotel(),
        events,
        now,
      }),
      ...checkOutHandlers({ stays, checkOuts: createCheckOutRepository(store), events, now }),
      ...ratingHandlers({ stays, ratings: createRatingRepository(store), now }),
      ...billsHandlers({ stays, bills: createBillsRepository(store), events }),
      ...roomServiceHandlers({
        stays,
        shownStays: cacheStays(stays, events, hotelIds),
        roomService,
        menus: createMenuCache(roomService, events, hotelIds),
        events,
        now,
      }),
      ...programsHandlers({ stays, programs, events, now }),
      ...localTipsHandlers({ localTips: createLocalTipsRepository(store), now }),
      ...favoritesHandlers({ favorites: createFavoritesRepository(store), events, now }),
      ...activitiesHandlers({ stays, activities: createActivitiesRepository(store), now }),
      ...offersHandlers({ offers: createOffersRepository(store), now }),
      ...conversationHandlers({ stays, conversations, events, now }),
      ...webPushHandlers({
        subscriptions: pushSubscriptions,
        vapidKeys,
        isPushService: pushServices(options.webPush?.services),
        now,
      }),
    },
    { signIn: signInLimit, exchangeToken: signInLimit },
    options.answers,
  );

  const staffSessionLimits = {
    idleMs: (options.staffIdleMinutes ?? STAFF_SESSION_IDLE_MINUTES) * 60_000,
    maxMs: (options.staffSessionHours ?? STAFF_SESSION_MAX_HOURS) * 3_600_000,
  };
  const staffAccounts = createStaffAccountsRepository(store);
  const staffSessions = createStaffSessionsRepository(store, staffSessionLimits);
  const audit = createAuditLogRepository(store);
  const concierge = createConciergeRepository(store);
  const sender = createMessageSender({
    store,
    tenants: discoverTenants(),
    transport: options.mail?.transport ?? null,
    render: options.mail?.render ?? renderGuestMessage,
    push: createPushSender({
      subscriptions: pushSubscriptions,
      vapidKeys,
      subject: options.webPush?.subject ?? 'mailto:webmaster@localhost',
      ...(options.webPush?.fetch ? { fetch: options.webPush.fetch } : {}),
    }),
    now,
    ...(options.mail?.mailFrom ? { mailFrom: options.mail.mailFrom } : {}),
    ...(options.mail?.portalPublicUrl ? { portalPublicUrl: options.mail.portalPublicUrl } : {}),
    ...(options.mail?.pollMs ? { pollMs: options.mail.pollMs } : {}),
    ...(options.mail?.retryBaseMs ? { retryBaseMs: options.mail.retryBaseMs } : {}),
    ...(options.mail?.leaseMs ? { leaseMs: options.mail.leaseMs } : {}),
    onError: (error) => app.log.error({ err: error }, 'guest message sender'),
  });
  options.mail?.onSender?.(sender);
  app.addHook('onClose', () => sender.stop());
  // A move or a new reservation may have queued a message due now.
  for (const hotelId of hotelIds)
    events.subscribe(
      {
        hotelId,
        types: [
          'reservation.updated',
          'check-in.updated',
          'check-out.updated',
          'order.updated',
          'conversation.updated',
        ],
      },
      () => sender.wake(),
    );
  registerStaffContract(
    app,
    {
      ...staffSessionHandlers({
        accounts: staffAccounts,
        sessions: staffSessions,
        audit,
        throttle: createSignInThrottle(store, 'staff'),
        budgets: {
          failuresPerClient: options.signInFailuresPerClient ?? 10,
          failuresPerHotel: options.signInFailuresPerHotel ?? 100,
        },
        metrics: createStaffSignInMetrics(metricsRegistry),
        maxSessionMs: staffSessionLimits.maxMs,
        now,
      }),
      ...staffAccountsHandlers({ accounts: staffAccounts, sessions: staffSessions, audit, now }),
      ...auditLogHandlers({ audit }),
      ...frontDeskHandlers({
        frontDesk: createFrontDeskRepository(store),
        checkIns,
        documents,
        audit,
        events,
        now,
      }),
      ...kitchenHandlers({ kitchen: createKitchenRepository(store), events, now }),
      ...menuEditorHandlers({
        menu: createMenuEditorRepository(store),
        pictures,
        events,
        audit,
        now,
      }),
      ...picturesHandlers({ pictures, now }),
      ...conciergeHandlers({ concierge, pictures, audit, now }),
      ...programDeskHandlers({
        desk: createProgramDeskRepository(store),
        programs,
        sessions: concierge.programs,
        audit,
        events,
        now,
      }),
      ...reservationImportHandlers({
        imports: createReservationImportRepository(store),
        frontDesk: createFrontDeskRepository(store),
        audit,
        roomTypes: new Map(discoverTenants().map((tenant) => [tenant.hotelCode, tenant.roomTypes])),
        now,
      }),
      ...managerDashboardHandlers({
        dashboards: createManagerDashboardRepository(store),
        now,
      }),
      ...guestMessagesHandlers({
        store,
        messages: createGuestMessagesRepository(store),
        audit,
        events,
        wakeSender: () => sender.wake(),
        now,
      }),
      ...inboxHandlers({
        conversations,
        quickReplies: createQuickRepliesRepository(store),
        audit,
        events,
        now,
      }),
    },
    {
      resolve: (token, hotel) => staffSessions.resolve(token, hotel.id, now()),
      cookieOf: staffCookieOf,
      csrfMatches,
    },
    { staffSignIn: signInLimit },
    options.answers,
  );
  registerStaffEventRoutes(app, {
    bus: events,
    sessions: staffSessions,
    sessionCheckMs: options.eventSessionCheckMs ?? 15_000,
    places: streamPlaces,
    now,
  });

  // Identity documents go their hotel's retention days after check-out: at start, then hourly.
  const retentionDays = new Map(
    discoverTenants().map((tenant) => [tenant.hotelCode, tenant.identityDocumentRetentionDays]),
  );
  const conversationRetentionDays = new Map(
    discoverTenants().map((tenant) => [tenant.hotelCode, tenant.conversationRetentionDays]),
  );
  // The guests' conversations go the same way, after their own days (default 90).
  const sweep = async () => {
    await sweepIdentityDocuments(store, documents, retentionDays, now());
    await sweepConversations(store, conversationRetentionDays, now());
    await pushSubscriptions.sweep(now());
  };
  await sweep();
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, 'retention sweep failed'));
  }, options.retentionSweepMs ?? 3_600_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const staticRoot = options.staticRoot ? path.resolve(options.staticRoot) : '';
  if (staticRoot && existsSync(path.join(staticRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      wildcard: false,
      index: false,
      // The portal build writes .br/.gz beside each asset.
      preCompressed: true,
      // Called after the file's own headers, so it decides Cache-Control.
      setHeaders: (response, filePath) => {
        // File names under assets/ carry a content hash: they never change. The rest (the page, its
        // manifest and icons) name the current build and are revalidated on every visit.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  if (options.consoleRoot) await serveStaffConsole(app, options.consoleRoot);
  if (options.mail?.demoCatcher) registerDemoMailRoutes(app, options.mail.demoCatcher);

  const firstViews = findFirstViews(staticRoot);
  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || !staticRoot || request.method !== 'GET') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    // The portal is a single-page app: every other path is one of its routes, drawn by its
    // prerendered first view when the build wrote one (docs/adr/0013-prerendered-first-view.md).
    reply.header('Vary', 'Cookie');
    return reply.sendFile(firstViews.pageOf(request.url, request.headers.cookie), staticRoot);
  });

  return app;
}
