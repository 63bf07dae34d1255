import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from '@portal/api-client/wire/page-render';
import { guestCookieOf, guestCsrfTokenOf } from '../platform/sessions/guest-cookie.ts';
import type { AppParts } from './app-parts.ts';

const LANGUAGE_COOKIE = /(?:^|;\s*)language=(en|vi)(?:;|$)/;
const RENDER_MODULE = path.join('.server', 'server-render.js');

/**
 * The portal's pages, rendered on the request by the portal build's own render module with the
 * guest's data, read through this API's handlers in process (docs/adr/0018-server-rendered-pages.md).
 * Null when the build has no render module (the API alone).
 */
export async function loadPortalPages(
  app: FastifyInstance,
  staticRoot: string,
  { hotels, sessions, now }: Pick<AppParts, 'hotels' | 'sessions' | 'now'>,
) {
  const file = path.join(staticRoot, RENDER_MODULE);
  if (!staticRoot || !existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  const hotel = hotels.byKey.get(renderer.hotelKey);

  /** The CSRF token of the request's session, if its cookie names a live one of this hotel. */
  async function liveSession(request: FastifyRequest): Promise<string | null> {
    const token = guestCookieOf(request);
    if (!token || !hotel) return null;
    const guest = await sessions.resolve(token, hotel.id, 'access', now());
    return guest ? guestCsrfTokenOf(token) : null;
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await renderFor(request, reply);
    } catch (failure) {
      // The page then renders itself in the browser, as a build without the render module does.
      request.log.error({ err: failure }, 'the portal page could not be rendered');
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', staticRoot);
    }
  };

  async function renderFor(request: FastifyRequest, reply: FastifyReply) {
    const language = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    const answer = await renderer.renderPage({
      url: request.url,
      language: language === 'en' || language === 'vi' ? language : renderer.defaultLanguage,
      csrfToken: await liveSession(request),
      call: async ({ method, url, headers }) => {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: { ...headers, cookie: request.headers.cookie ?? '' },
          remoteAddress: request.ip,
        });
        return { status: response.statusCode, headers: response.headers, body: response.body };
      },
    });
    // A page holds one guest's data: no cache keeps it, and it differs by the cookie.
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Vary', 'Cookie');
    if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
    return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
  }
}
