import { fastifySSE } from '@fastify/sse';
import fp from 'fastify-plugin';
import { registerGuestEventRoutes } from '../features/live-updates/guest-event-routes.ts';
import { registerStaffEventRoutes } from '../features/live-updates/staff-event-routes.ts';
import type { AppOptions } from './app-options.ts';
import type { AppParts } from './app-parts.ts';

/** The guest's and the desks' event streams (`/api/events`, `/api/staff/events`). */
export const liveUpdates = fp<{ options: AppOptions; parts: AppParts }>(
  async (app, { options, parts }) => {
    const sessionCheckMs = options.eventSessionCheckMs ?? 15_000;
    const { events: bus, streamPlaces: places, now } = parts;
    await app.register(fastifySSE, { heartbeatInterval: options.eventHeartbeatMs ?? 25_000 });
    // Before the server waits for its requests to finish: the streams never would.
    app.addHook('preClose', (done) => {
      places.endAll();
      done();
    });
    registerGuestEventRoutes(app, { bus, sessions: parts.sessions, sessionCheckMs, places, now });
    registerStaffEventRoutes(app, {
      bus,
      sessions: parts.staffSessions,
      sessionCheckMs,
      places,
      now,
    });
  },
  { name: 'live-updates' },
);
