import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { buildApp } from './app.ts';
import { readEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { sqliteStore } from './db/store.ts';
import { announceDemoGuests } from './seed/announce-demo-guests.ts';
import { prepareStartData } from './seed/start-data.ts';

const env = readEnv();
const db = openDatabase(env.DATA_DIR);
const store = sqliteStore(db);
prepareStartData(db, discoverTenants(), env.DEMO_DATA);

const app = await buildApp({
  db,
  store,
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
  commit: env.PORTAL_COMMIT,
  answers: env.API_ANSWERS,
});

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting connections and waits for in-flight requests.
  await app.close();
  db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
if (env.ANNOUNCE_URL && env.DEMO_DATA) announceDemoGuests(db, env.ANNOUNCE_URL, env.ANNOUNCE_HOTEL);
