import { isUploadedPicture } from '@portal/api-client/rules/hotel-content';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_PATH } from '../../platform/media/image-ref.ts';
import type { PicturesRepository } from '../../platform/pictures/pictures-repository.ts';
import { demoPicture } from './demo-picture.ts';

const FILE = /^([a-z0-9-]{1,60})\.(svg|webp)$/;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
}

/**
 * Pictures of menu items, programs, tips, activities and offers: the hotel's uploads (WebP, never
 * changed once kept, so cached for good) and the demo's drawn ones. Public (an <img> sends no
 * hotel key or token); they hold nothing about any guest.
 */
export function registerMediaRoutes(app: FastifyInstance, pictures: PicturesRepository): void {
  app.get<{ Params: { file: string } }>(`${MEDIA_PATH}/:file`, async (request, reply) => {
    const [, name, extension] = FILE.exec(request.params.file) ?? [];
    if (!name) return notFound(reply);
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (isUploadedPicture(name)) {
      const content = extension === 'webp' ? await pictures.content(name) : null;
      if (!content) return notFound(reply);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(content));
    }
    if (extension !== 'svg') return notFound(reply);
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(demoPicture(name));
  });
}
