import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { ConversationPhoto } from '@portal/api-client/contract/conversation';
import { IDENTITY_DOCUMENT_LIMITS } from '@portal/api-client/rules/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/http-error.ts';
import { parsedFieldsPart, uploadRefusal } from '../../platform/http/upload-refusal.ts';
import { checkedPictureSize, reEncodedPicture } from '../../platform/pictures/picture-content.ts';
import type { KeptPhoto } from './conversation-repository.ts';

/** Where a photo is served: `<name>.webp?expires=…&sig=…`, outside the contract (an `<img>`). */
export const CONVERSATION_PHOTO_PATH = '/api/conversation/photos';

/** A photo is kept at most this wide and high (a phone's screen, sharp on a desk's). */
const KEPT_SIDE = 1600;

const HOUR_MS = 3_600_000;

const NAME = /^cp-[0-9a-f]{32}$/;

const TOO_LARGE = `A photo may be at most ${IDENTITY_DOCUMENT_LIMITS.maxFileBytes / 1024 / 1024} MB`;

/** What a guest's multipart message holds: its `fields` JSON part and its photo's bytes, if any. */
export interface ReceivedMessage {
  fields: unknown;
  photo: Buffer | null;
}

/**
 * Reads the multipart message: the `fields` part first, then at most one `photo` file, whole
 * (at most the uploads' 8 MB). Anything else is refused.
 */
export async function receiveMessage(request: FastifyRequest): Promise<ReceivedMessage> {
  if (!request.isMultipart()) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the message as multipart/form-data');
  }
  let fields: unknown;
  let photo: Buffer | null = null;
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: { fileSize: IDENTITY_DOCUMENT_LIMITS.maxFileBytes, files: 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'fields' || fields !== undefined)
          throw new HttpError('VALIDATION_FAILED', `${part.fieldname}: not a field of a message`);
        fields = parsedFieldsPart(part.value);
        continue;
      }
      if (part.fieldname !== 'photo' || fields === undefined || photo !== null) {
        throw new HttpError(
          'VALIDATION_FAILED',
          'Send the `fields` part first, then at most one `photo` file',
        );
      }
      photo = await part.toBuffer();
      if (part.file.truncated) throw new HttpError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    }
  } catch (error) {
    throw uploadRefusal(request, error, { tooLarge: TOO_LARGE });
  }
  return { fields: fields ?? {}, photo };
}

/**
 * A photo as kept: judged by its bytes like the hotel's pictures (JPEG, PNG or WebP within a
 * camera's size), then only its pixels, upright, at most 1600 px a side, re-encoded as WebP with
 * no metadata (no GPS).
 */
export async function keptPhoto(bytes: Buffer): Promise<KeptPhoto> {
  await checkedPictureSize(bytes);
  const kept = await reEncodedPicture(bytes, {
    width: KEPT_SIDE,
    height: KEPT_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  return { name: `cp-${randomBytes(16).toString('hex')}`, ...kept };
}

function signature(key: string, name: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${name}.${expires}`).digest().subarray(0, 18);
}

/**
 * The photo's signed address: good until the end of the next hour, so it stays the same (and
 * cached) for a while, and a list read again brings a fresh one.
 */
export function photoRef(
  key: string,
  photo: { name: string; width: number; height: number },
  now: Date,
): ConversationPhoto {
  const expires = (Math.floor(now.getTime() / HOUR_MS) + 2) * (HOUR_MS / 1000);
  const sig = signature(key, photo.name, expires).toString('base64url');
  return {
    url: `${CONVERSATION_PHOTO_PATH}/${photo.name}.webp?expires=${expires}&sig=${sig}`,
    width: photo.width,
    height: photo.height,
  };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
}

interface PhotoSource {
  photo(name: string): Promise<Uint8Array | null>;
  photoKey(): Promise<string>;
}

/**
 * `GET /api/conversation/photos/:file`: a photo of a thread, to whoever holds its signed address
 * (only the thread's guest and the hotel's staff are given one), until it expires.
 */
export function registerConversationPhotoRoute(
  app: FastifyInstance,
  photos: PhotoSource,
  now: () => Date,
): void {
  app.get<{ Params: { file: string }; Querystring: { expires?: string; sig?: string } }>(
    `${CONVERSATION_PHOTO_PATH}/:file`,
    async (request, reply) => {
      const name = request.params.file.replace(/\.webp$/, '');
      const expires = Number(request.query.expires);
      const sig = Buffer.from(String(request.query.sig ?? ''), 'base64url');
      if (!NAME.test(name) || !Number.isInteger(expires)) return notFound(reply);
      const expected = signature(await photos.photoKey(), name, expires);
      if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) return notFound(reply);
      const left = expires - Math.floor(now().getTime() / 1000);
      if (left <= 0) return notFound(reply);
      const content = await photos.photo(name);
      if (!content) return notFound(reply);
      return reply
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', `private, max-age=${left}`)
        .send(Buffer.from(content));
    },
  );
}
