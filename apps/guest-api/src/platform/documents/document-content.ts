import { chmod, rename } from 'node:fs/promises';
import { IDENTITY_DOCUMENT_LIMITS } from '@portal/api-client/rules/limits';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/http-error.ts';
import type { DocumentStore } from './document-store.ts';
import { inspectPdf } from './pdf-active-content.ts';

export const DOCUMENT_LIMITS = {
  maxFileBytes: IDENTITY_DOCUMENT_LIMITS.maxFileBytes,
  /** A phone camera makes about 50 megapixels at most; a larger picture is a decompression bomb. */
  maxImageSide: 12_000,
  maxImagePixels: 50_000_000,
};

/** What is kept, by detected type: images are re-encoded into the same format, PDFs scanned. */
const ACCEPTED = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
} as const;

type AcceptedType = keyof typeof ACCEPTED;

export const ACCEPTED_CONTENT_TYPES: string[] = Object.keys(ACCEPTED);

/** Bytes enough for the content check to recognise every accepted type. */
export const SNIFF_BYTES = 4100;

const NOT_ACCEPTED = 'Upload a JPEG or PNG image or a PDF';

// One picture at a time per re-encode and no cache of decoded pictures: memory stays small.
sharp.cache(false);
sharp.concurrency(1);

function isAccepted(mime: string): mime is AcceptedType {
  return Object.hasOwn(ACCEPTED, mime);
}

/** Judges a file by its first bytes, never by its name or declared type. */
export async function detectDocumentType(
  head: Buffer,
): Promise<{ contentType: AcceptedType; extension: string }> {
  const detected = await fileTypeFromBuffer(head);
  if (detected && (detected.mime === 'image/heic' || detected.mime === 'image/heif')) {
    // The server's image library cannot decode HEVC pictures, so it could not re-encode them.
    throw new HttpError(
      'UNSUPPORTED_MEDIA_TYPE',
      'HEIC photos cannot be read here: send the photo as a JPEG, or take it again with the camera',
    );
  }
  if (!detected || !isAccepted(detected.mime))
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', NOT_ACCEPTED);
  return { contentType: detected.mime, extension: ACCEPTED[detected.mime] };
}

/**
 * Only the decoded pixels of a picture are kept: re-encoded, turned upright by its EXIF
 * orientation, with no metadata (no GPS location) and nothing appended after the image.
 */
async function reEncodeImage(
  incomingPath: string,
  contentType: 'image/jpeg' | 'image/png',
  targetPath: string,
): Promise<void> {
  let size: { width: number; height: number };
  try {
    // The header alone: the size is judged here with our own reason before any pixel is decoded.
    const { width, height } = await sharp(incomingPath, { limitInputPixels: false }).metadata();
    size = { width, height };
  } catch {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read');
  }
  if (
    size.width > DOCUMENT_LIMITS.maxImageSide ||
    size.height > DOCUMENT_LIMITS.maxImageSide ||
    size.width * size.height > DOCUMENT_LIMITS.maxImagePixels
  ) {
    throw new HttpError('IMAGE_DIMENSIONS_TOO_LARGE');
  }
  const upright = sharp(incomingPath, {
    limitInputPixels: DOCUMENT_LIMITS.maxImagePixels,
    failOn: 'error',
    sequentialRead: true,
  }).rotate();
  try {
    await (contentType === 'image/jpeg' ? upright.jpeg({ quality: 90 }) : upright.png()).toFile(
      targetPath,
    );
  } catch {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read');
  }
  await chmod(targetPath, 0o600);
}

/** Checks a received document and keeps what may be kept; answers its stored name and size. */
export async function keepCheckedDocument(
  store: DocumentStore,
  incomingPath: string,
  contentType: AcceptedType,
  extension: string,
): Promise<{ storedName: string; sizeBytes: number }> {
  const { storedName, filePath } = store.reserve(extension);
  try {
    if (contentType === 'application/pdf') {
      const verdict = await inspectPdf(incomingPath);
      if (verdict.kind === 'active') {
        throw new HttpError(
          'UNSUPPORTED_MEDIA_TYPE',
          `This PDF contains active content (/${verdict.name}); please send a plain scan or a photo`,
        );
      }
      if (verdict.kind === 'uncheckable') {
        const what = verdict.name ? ` (/${verdict.name})` : '';
        throw new HttpError(
          'UNSUPPORTED_MEDIA_TYPE',
          `This PDF could not be checked${what}; please send a plain scan or a photo`,
        );
      }
      await rename(incomingPath, filePath);
    } else {
      await reEncodeImage(incomingPath, contentType, filePath);
    }
    return { storedName, sizeBytes: await store.keep(storedName) };
  } catch (error) {
    await store.remove(storedName);
    throw error;
  }
}
