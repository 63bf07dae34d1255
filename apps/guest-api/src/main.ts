import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { createTransport } from 'nodemailer';
import pino from 'pino';
import { buildApp } from './app.ts';
import { readEnv } from './config/env.ts';
import { openStore } from './db/open-store.ts';
import {
  createPostgresEventBus,
  type ClosableEventBus,
} from './platform/events/postgres-event-bus.ts';
import {
  startDemoMailCatcher,
  type DemoMailCatcher,
} from './features/guest-messages/demo-mail-catcher.ts';
import { scheduleUninvitedReservations } from './platform/outbox/outbox.ts';
import { announceDemoGuests } from './seed/announce-demo-guests.ts';
import { prepareStartData } from './seed/start-data.ts';

const env = readEnv();
const store = await openStore({
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  poolSize: env.DATABASE_POOL_SIZE,
});
// The hotels' configurations, read once for the start data and the app.
const tenants = discoverTenants();
await prepareStartData(store, tenants, env.DEMO_DATA);

// On PostgreSQL, live updates and cache drops cross to the other instances through LISTEN/NOTIFY.
const busLog = pino({ level: env.LOG_LEVEL });
let eventBus: ClosableEventBus | undefined;
if (env.DATABASE_URL) {
  eventBus = await createPostgresEventBus(env.DATABASE_URL, (error) =>
    busLog.error({ err: error }, 'event bus'),
  );
}

// The guests' e-mails: through SMTP_URL; in the demo without it, a local catcher shows them.
let demoCatcher: DemoMailCatcher | undefined;
if (!env.SMTP_URL && env.DEMO_MAIL) {
  demoCatcher = await startDemoMailCatcher();
  // `npm start` serves one hotel's portal, where the e-mails' links open: only its guests are invited.
  await scheduleUninvitedReservations(store, new Date(), env.ANNOUNCE_HOTEL || undefined);
}
// A pool of connections kept open: a burst of messages does not dial the server for each.
const transport = env.SMTP_URL
  ? createTransport({ url: env.SMTP_URL, pool: true })
  : (demoCatcher?.transport ?? null);

const app = await buildApp({
  store,
  tenants,
  eventBus,
  dataDir: env.DATA_DIR,
  staticRoot: env.STATIC_ROOT,
  consoleRoot: env.CONSOLE_ROOT,
  logLevel: env.LOG_LEVEL,
  tokenTtlHours: env.TOKEN_TTL_HOURS,
  trustProxy: env.TRUST_PROXY,
  signInRatePerMinute: env.SIGN_IN_RATE_PER_MINUTE,
  signInFailuresPerClient: env.SIGN_IN_FAILURES_PER_CLIENT,
  signInFailuresPerHotel: env.SIGN_IN_FAILURES_PER_HOTEL,
  metricsToken: env.METRICS_TOKEN,
  uploadsInFlight: env.UPLOADS_IN_FLIGHT,
  eventStreams: {
    perSession: env.EVENT_STREAMS_PER_SESSION,
    perClient: env.EVENT_STREAMS_PER_CLIENT,
    total: env.EVENT_STREAMS_MAX,
  },
  maxConnections: env.MAX_CONNECTIONS,
  commit: env.PORTAL_COMMIT,
  answers: env.API_ANSWERS,
  mail: {
    transport,
    mailFrom: env.MAIL_FROM || (demoCatcher ? 'stay@demo.invalid' : ''),
    portalPublicUrl: env.PORTAL_PUBLIC_URL || env.ANNOUNCE_URL,
    leaseMs: env.MAIL_LEASE_SECONDS * 1000,
    pollMs: env.MAIL_POLL_MS,
    ...(demoCatcher ? { demoCatcher } : {}),
  },
  webPush: {
    ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { vapidKeys: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } }
      : {}),
    ...(env.WEB_PUSH_SERVICES ? { services: env.WEB_PUSH_SERVICES.split(',') } : {}),
    subject:
      env.VAPID_SUBJECT ||
      (env.MAIL_FROM ? `mailto:${env.MAIL_FROM}` : 'mailto:webmaster@localhost'),
  },
});

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting connections and waits for in-flight requests.
  await app.close();
  await eventBus?.close();
  transport?.close();
  await demoCatcher?.close();
  await store.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
if (env.ANNOUNCE_URL && env.DEMO_DATA)
  await announceDemoGuests(store, env.ANNOUNCE_URL, env.ANNOUNCE_HOTEL, Boolean(demoCatcher));
