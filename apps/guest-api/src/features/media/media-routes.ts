import type { FastifyInstance } from 'fastify';
import { MEDIA_PATH } from '../../media/image-ref.ts';
import { demoPicture } from './demo-picture.ts';

const NAME = /^([a-z0-9-]{1,60})\.svg$/;

/**
 * Pictures of menu items, programs, tips, activities and offers. Public (an <img> sends no hotel
 * key or token) and cacheable; they hold nothing about any guest.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${MEDIA_PATH}/:file`, async (request, reply) => {
    const name = NAME.exec(request.params.file)?.[1];
    if (!name) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(demoPicture(name));
  });
}
