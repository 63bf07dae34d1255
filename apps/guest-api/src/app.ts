import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { HOTEL_KEY_HEADER } from '@portal/api-client/contract/errors';
import type { Database } from './db/database.ts';
import { bearerToken } from './features/session/access-tokens.ts';
import { createProfileRepository } from './features/session/profile-repository.ts';
import { createSessionRepository } from './features/session/session-repository.ts';
import { sessionHandlers } from './features/session/session-routes.ts';
import { HttpError } from './http/http-error.ts';
import { registerContract } from './http/register-contract.ts';
import type { Hotel } from './http/request-context.ts';

export interface AppOptions {
  db: Database;
  /** Built portal of one tenant, served at `/`; absent serves the API only. */
  staticRoot?: string;
  logLevel?: string;
  tokenTtlHours?: number;
}

const FASTIFY_CODES: Record<string, [string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION_FAILED', 'The request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION_FAILED', 'The request body is not valid JSON'],
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', redact: ['req.headers.authorization'] },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });

  const hotels = new Map<string, Hotel>(
    db
      .prepare('SELECT id, hotel_key, code, name, time_zone FROM hotels')
      .all()
      .map((row) => [
        String(row.hotel_key),
        {
          id: Number(row.id),
          hotelKey: String(row.hotel_key),
          code: String(row.code),
          name: String(row.name),
          timeZone: String(row.time_zone),
        },
      ]),
  );
  const sessions = createSessionRepository(db);
  const profiles = createProfileRepository(db);

  app.decorateRequest('hotel', null);
  app.decorateRequest('guest', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('Cache-Control', 'no-store');
    const key = request.headers[HOTEL_KEY_HEADER];
    request.hotel = (typeof key === 'string' && hotels.get(key)) || null;
    const token = bearerToken(request.headers.authorization);
    if (token && request.hotel) {
      request.guest = sessions.resolve(token, request.hotel.id, 'access');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ code: error.code, message: error.message, details: error.details });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known || (error.statusCode && error.statusCode < 500)) {
      const [code, message] = known ?? ['VALIDATION_FAILED', error.message];
      return reply.code(error.statusCode ?? 400).send({ code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong' });
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  registerContract(app, {
    ...sessionHandlers({ sessions, profiles, tokenTtlMs: (options.tokenTtlHours ?? 72) * 3_600_000 }),
  });

  const staticRoot = options.staticRoot ? path.resolve(options.staticRoot) : '';
  if (staticRoot && existsSync(path.join(staticRoot, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticRoot, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !staticRoot || request.method !== 'GET') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    // The portal is a single-page app: every other path is one of its routes.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', staticRoot);
  });

  return app;
}
