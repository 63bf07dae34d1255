import { randomBytes } from 'node:crypto';
import { PICTURE_LIMITS } from '@portal/api-client/rules/hotel-content';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import { HttpError } from '../http/http-error.ts';
import { DOCUMENT_LIMITS } from '../documents/document-content.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** What the portal shows: the 16:10 frame of its cards at twice their widest size. */
const KEPT_SIZE = { width: 1280, height: 800 };

/** A new picture's name: random, so a name says nothing and cannot be guessed. */
export function newPictureName(): string {
  return `up-${randomBytes(16).toString('hex')}`;
}

/**
 * Judges an uploaded picture by its bytes (never its name or declared type): a JPEG, PNG or WebP
 * the image library reads, within the size a phone camera makes. Answers its upright size.
 */
export async function checkedPictureSize(
  bytes: Buffer,
): Promise<{ width: number; height: number }> {
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
  return size;
}

/**
 * Re-encodes a checked picture: only its decoded pixels, turned upright, as WebP, with no metadata
 * (no camera GPS) and nothing appended after the image, shaped by `resize` (sharp's options).
 */
export async function reEncodedPicture(
  bytes: Buffer,
  resize: ResizeOptions & { width: number; height: number },
): Promise<{ content: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: DOCUMENT_LIMITS.maxImagePixels,
      failOn: 'error',
    })
      .autoOrient()
      .resize(resize)
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The picture could not be read');
  }
}

/**
 * What is kept of a hotel's picture: checked (`checkedPictureSize`), at least the portal's frame,
 * cropped to it and re-encoded (`reEncodedPicture`).
 */
export async function keptPicture(bytes: Buffer): Promise<Buffer> {
  const size = await checkedPictureSize(bytes);
  if (size.width < PICTURE_LIMITS.minWidth || size.height < PICTURE_LIMITS.minHeight) {
    throw new HttpError('PICTURE_TOO_SMALL');
  }
  return (await reEncodedPicture(bytes, { ...KEPT_SIZE, fit: 'cover' })).content;
}
