import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { apiDocs } from './app/api-docs.ts';
import { readHotels } from './app/app-hotels.ts';
import type { AppOptions } from './app/app-options.ts';
import { makeParts } from './app/app-parts.ts';
import { errorMapping } from './app/error-mapping.ts';
import { guestCalls } from './app/guest-calls.ts';
import { guestRequests } from './app/guest-requests.ts';
import { health } from './app/health.ts';
import { liveUpdates } from './app/live-updates.ts';
import { messageSending } from './app/message-sending.ts';
import { requestBodies } from './app/request-bodies.ts';
import { retentionSweeper } from './app/retention-sweeper.ts';
import { securityHeaders } from './app/security-headers.ts';
import { createServer } from './app/server.ts';
import { staffCalls } from './app/staff-calls.ts';
import { staticFiles } from './app/static-files.ts';

export type { AppOptions, MailOptions, WebPushOptions } from './app/app-options.ts';

/**
 * The API: its named plugins in the order a request meets them. The hotels are read once here and
 * what several plugins share (`makeParts`) is made once and handed down.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createServer(options);
  const hotels = await readHotels(options.store, options.tenants ?? discoverTenants());
  const parts = await makeParts(app, options, hotels);

  await app.register(securityHeaders);
  await app.register(requestBodies);
  await app.register(guestRequests, { parts });
  await app.register(errorMapping);
  await app.register(health, { store: options.store, commit: options.commit ?? 'unknown' });
  await app.register(apiDocs);
  await app.register(guestCalls, { options, parts });
  await app.register(messageSending, { options, parts });
  await app.register(staffCalls, { options, parts });
  await app.register(liveUpdates, { options, parts });
  await app.register(retentionSweeper, { parts, everyMs: options.retentionSweepMs ?? 3_600_000 });
  await app.register(staticFiles, {
    staticRoot: options.staticRoot ? path.resolve(options.staticRoot) : '',
    parts,
    ...(options.consoleRoot ? { consoleRoot: options.consoleRoot } : {}),
    ...(options.mail?.demoCatcher ? { demoCatcher: options.mail.demoCatcher } : {}),
  });
  return app;
}
