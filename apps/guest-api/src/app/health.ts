import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { healthAnswer } from '../config/build-identity.ts';
import { storeKind, type Store } from '../db/store.ts';

/** `GET /api/health` (the build) and `/api/health/ready` (for a load balancer: the database answers). */
export const health = fp<{ store: Store; commit: string }>(
  async (app, { store, commit }) => {
    app.get('/api/health', async () => healthAnswer(commit));
    // A 503 takes this instance out of rotation.
    app.get('/api/health/ready', async (_request, reply) => {
      const kind = storeKind(store);
      try {
        await sql`SELECT 1`.execute(store);
        return { status: 'ready', store: kind };
      } catch (error) {
        app.log.error({ err: error }, 'readiness check: the database did not answer');
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .send({ status: 'unavailable', store: kind });
      }
    });
  },
  { name: 'health' },
);
