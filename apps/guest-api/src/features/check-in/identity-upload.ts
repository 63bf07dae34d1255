import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { HttpError } from '../../http/http-error.ts';

export const UPLOAD_LIMITS = {
  maxFileBytes: 8 * 1024 * 1024,
  maxFiles: 6,
  /** A decompression-bomb guard: no phone photo or scan comes near these. */
  maxImageSide: 20_000,
  maxImagePixels: 100_000_000,
  maxFieldsBytes: 64 * 1024,
};

const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
};

export const ACCEPTED_CONTENT_TYPES = Object.keys(ACCEPTED);

export interface UploadedDocument {
  /** Position among the uploaded `documents` parts. */
  index: number;
  fileName: string;
  contentType: string;
  extension: string;
  bytes: Buffer;
}

export interface CheckInUpload {
  fields: unknown;
  documents: UploadedDocument[];
}

/** A name fit to show back to the guest: no folders, no control or odd characters. */
export function sanitizeFileName(raw: string, extension: string): string {
  const base = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^[ .]+/, '')
    .replace(/_{2,}/g, '_')
    .slice(0, 80)
    .trim();
  return `${stem || 'document'}.${extension}`;
}

/** Checks what a file is by its bytes, never by its name or declared type. */
export async function inspectDocument(bytes: Buffer): Promise<{ contentType: string; extension: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !extension) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG, HEIC/HEIF image or a PDF');
  }
  if (detected.mime !== 'application/pdf') {
    let size: { width: number; height: number };
    try {
      size = imageSize(bytes);
    } catch {
      throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read');
    }
    if (
      size.width > UPLOAD_LIMITS.maxImageSide ||
      size.height > UPLOAD_LIMITS.maxImageSide ||
      size.width * size.height > UPLOAD_LIMITS.maxImagePixels
    ) {
      throw new HttpError('IMAGE_DIMENSIONS_TOO_LARGE');
    }
  }
  return { contentType: detected.mime, extension };
}

/** Reads the multipart pre check-in: one `fields` JSON part and up to six `documents` files. */
export async function readCheckInUpload(request: FastifyRequest): Promise<CheckInUpload> {
  if (!request.isMultipart()) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the pre check-in as multipart/form-data');
  }
  try {
    return await readParts(request);
  } catch (error) {
    // Limits come as Fastify errors with a 4xx status and are answered as such; anything else the
    // multipart parser throws (a body cut short, a broken boundary) is the client's malformed upload.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError('VALIDATION_FAILED', 'The upload was cut short or is malformed; please send it again');
  }
}

async function readParts(request: FastifyRequest): Promise<CheckInUpload> {
  let fields: unknown;
  const documents: UploadedDocument[] = [];
  const parts: AsyncIterableIterator<Multipart> = request.parts();
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'documents') {
        await part.toBuffer();
        throw new HttpError('VALIDATION_FAILED', `Unexpected file part "${part.fieldname}"`);
      }
      const bytes = await part.toBuffer();
      const { contentType, extension } = await inspectDocument(bytes);
      documents.push({
        index: documents.length,
        fileName: sanitizeFileName(part.filename, extension),
        contentType,
        extension,
        bytes,
      });
    } else if (part.fieldname === 'fields') {
      if (part.valueTruncated) throw new HttpError('PAYLOAD_TOO_LARGE');
      try {
        fields = JSON.parse(String(part.value));
      } catch {
        throw new HttpError('VALIDATION_FAILED', 'fields: not valid JSON');
      }
    }
  }
  if (fields === undefined) throw new HttpError('VALIDATION_FAILED', 'fields: Missing the fields part');
  return { fields, documents };
}

/** Identity documents live under DATA_DIR/uploads, never under the static root, never served. */
export interface DocumentStore {
  save(bytes: Buffer, extension: string): Promise<string>;
  remove(storedName: string): Promise<void>;
}

export function createFileDocumentStore(uploadsDir: string): DocumentStore {
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  const pathOf = (storedName: string) => path.join(uploadsDir, path.basename(storedName));
  return {
    async save(bytes, extension) {
      const storedName = `${randomUUID()}.${extension}`;
      writeFileSync(pathOf(storedName), bytes, { mode: 0o600, flag: 'wx' });
      return storedName;
    },
    async remove(storedName) {
      rmSync(pathOf(storedName), { force: true });
    },
  };
}
