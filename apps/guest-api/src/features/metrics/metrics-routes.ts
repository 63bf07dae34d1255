import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { bearerToken } from '../../platform/sessions/access-tokens.ts';
import { HttpError } from '../../platform/http/http-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/metrics in Prometheus text for the hotel's monitoring, behind its own bearer token
 * (METRICS_TOKEN). Without a token configured there is no such route.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  registry: Registry,
  token: string,
): void {
  if (!token) return;
  const expected = digest(token);
  app.get('/api/metrics', async (request, reply) => {
    const presented = bearerToken(request.headers.authorization);
    if (!presented || !timingSafeEqual(digest(presented), expected))
      throw new HttpError('UNAUTHENTICATED');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
