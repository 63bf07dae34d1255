import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { UPLOAD_LIMITS } from '../features/check-in/identity-upload.ts';
import { HttpError } from '../platform/http/http-error.ts';

/** What a request may carry: JSON, cookies, the uploads' multipart; and the rate limits' plugin. */
export const requestBodies = fp(
  async (app) => {
    // JSON calls take JSON only (and the pre check-in multipart): plain text is refused with 415.
    app.removeContentTypeParser('text/plain');
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError('TOO_MANY_ATTEMPTS'),
    });
    await app.register(cookie);
    await app.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.maxFileBytes,
        files: UPLOAD_LIMITS.maxFiles,
        fields: 4,
        fieldSize: UPLOAD_LIMITS.maxFieldsBytes,
        parts: UPLOAD_LIMITS.maxFiles + 4,
        headerPairs: 50,
      },
    });
  },
  { name: 'request-bodies' },
);
