import { CSRF_TOKEN_HEADER, HOTEL_KEY_HEADER } from '@portal/api-client/contract/errors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { CONNECTION_LIMIT } from '../config/stream-limits.ts';
import { requestLogEntry } from '../platform/http/log-redaction.ts';
import type { AppOptions } from './app-options.ts';

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

/** The Fastify server: its log (secrets redacted), body limit, proxies and connection cap. */
export function createServer(options: AppOptions): FastifyInstance {
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
  app.server.maxConnections = options.maxConnections ?? CONNECTION_LIMIT;
  return app;
}
