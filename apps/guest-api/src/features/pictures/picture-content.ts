import { randomBytes } from 'node:crypto';
import { PICTURE_LIMITS } from '@portal/api-client/rules/hotel-content';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../../http/http-error.ts';
import { DOCUMENT_LIMITS } from '../check-in/document-content.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** What the portal shows: the 16:10 frame of its cards at twice their widest size. */
const KEPT_SIZE = { width: 1280, height: 800 };

/** A new picture's name: random, so a name says nothing and cannot be guessed. */
export function newPictureName(): string {
  return `up-${randomBytes(16).toString('hex')}`;
}

/**
 * Judges an uploaded picture by its bytes (never its name or declared type) and answers what is
 * kept: the decoded pixels turned upright, cropped to the portal's frame and re-encoded as WebP,
 * with no metadata (no camera GPS) and nothing appended after the image.
 */
export async function keptPicture(bytes: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG or WebP picture');
  }
  let size: { width: number; height: number };
  try {
    const { width, height, autoOrient } = await sharp(bytes, {
      limitInputPixels: false,
    }).metadata();
    size = autoOrient ?? { width, height };
  } catch {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The picture could not be read');
  }
  if (
    size.width > DOCUMENT_LIMITS.maxImageSide ||
    size.height > DOCUMENT_LIMITS.maxImageSide ||
    size.width * size.height > DOCUMENT_LIMITS.maxImagePixels
  ) {
    throw new HttpError('IMAGE_DIMENSIONS_TOO_LARGE');
  }
  if (size.width < PICTURE_LIMITS.minWidth || size.height < PICTURE_LIMITS.minHeight) {
    throw new HttpError('PICTURE_TOO_SMALL');
  }
  try {
    return await sharp(bytes, { limitInputPixels: DOCUMENT_LIMITS.maxImagePixels, failOn: 'error' })
      .autoOrient()
      .resize(KEPT_SIZE.width, KEPT_SIZE.height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The picture could not be read');
  }
}
