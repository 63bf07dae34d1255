import { open, rm } from 'node:fs/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { IDENTITY_DOCUMENT_LIMITS } from '@portal/api-client/rules/limits';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/http-error.ts';
import { parsedFieldsPart, uploadRefusal } from '../../platform/http/upload-refusal.ts';
import {
  detectDocumentType,
  DOCUMENT_LIMITS,
  keepCheckedDocument,
  SNIFF_BYTES,
} from '../../platform/documents/document-content.ts';
import type { DocumentStore } from '../../platform/documents/document-store.ts';

export const UPLOAD_LIMITS = {
  ...DOCUMENT_LIMITS,
  maxFiles: IDENTITY_DOCUMENT_LIMITS.maxFiles,
  maxFieldsBytes: 64 * 1024,
  /** Pre check-in uploads the server takes at once (each reservation one at a time). */
  maxInFlight: 4,
  /** An upload that sends nothing for this long is cut off, giving its place back. */
  idleTimeoutMs: 30_000,
};

/** The refusals' messages, naming the limits above. */
export const UPLOAD_REFUSALS = {
  fileTooLarge: `A file is larger than ${IDENTITY_DOCUMENT_LIMITS.maxFileBytes / (1024 * 1024)} MB`,
  tooManyFiles: `Upload at most ${IDENTITY_DOCUMENT_LIMITS.maxFiles} files`,
} as const;

export interface ReceivedDocument {
  /** Position among the uploaded `documents` parts. */
  index: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storedName: string;
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

/**
 * Judges the `fields` part before any file is read: validates it and applies every rule that
 * needs no file; answers the accepted submission and how many documents it names.
 */
export type FieldsJudge<T> = (fields: unknown) => Promise<{ accepted: T; documentCount: number }>;

/**
 * Reads the multipart pre check-in: the `fields` JSON part first, judged before any file is
 * read, then up to six `documents` files, each streamed to a private file (never whole in memory),
 * checked by its content and kept re-encoded or scanned. On any refusal nothing stays behind.
 */
export async function receiveCheckInUpload<T>(
  request: FastifyRequest,
  { store, idleTimeoutMs }: { store: DocumentStore; idleTimeoutMs: number },
  judgeFields: FieldsJudge<T>,
): Promise<{ accepted: T; documents: ReceivedDocument[] }> {
  if (!request.isMultipart()) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the pre check-in as multipart/form-data');
  }
  const received: ReceivedDocument[] = [];
  // A stalled upload would hold its reservation's and a server-wide place for ever.
  const watch = idleWatch(() => request.raw.destroy(), idleTimeoutMs);
  try {
    const accepted = await readParts(request, store, judgeFields, received, watch);
    return { accepted, documents: received };
  } catch (error) {
    await Promise.all(received.map((doc) => store.remove(doc.storedName)));
    throw uploadRefusal(request, error, {
      malformed: 'The upload was cut short or is malformed; please send it again',
    });
  } finally {
    watch.stop();
  }
}

interface IdleWatch {
  /** Bytes arrived, or the server is waiting for the client again: the idle time starts over. */
  waiting(): void;
  /** The server is busy (checking fields, re-encoding): the client is not idle. */
  stop(): void;
}

function idleWatch(cutOff: () => void, idleTimeoutMs: number): IdleWatch {
  let timer: NodeJS.Timeout | undefined;
  const stop = () => clearTimeout(timer);
  return {
    waiting() {
      stop();
      timer = setTimeout(cutOff, idleTimeoutMs);
    },
    stop,
  };
}

async function readParts<T>(
  request: FastifyRequest,
  store: DocumentStore,
  judgeFields: FieldsJudge<T>,
  received: ReceivedDocument[],
  watch: IdleWatch,
): Promise<T> {
  let judged: { accepted: T; documentCount: number } | undefined;
  const parts: AsyncIterableIterator<Multipart> = request.parts();
  watch.waiting();
  for await (const part of parts) {
    watch.stop();
    if (part.type === 'field') {
      if (part.fieldname === 'fields') {
        if (judged) throw new HttpError('VALIDATION_FAILED', 'fields: Send one fields part');
        if (part.valueTruncated) throw new HttpError('PAYLOAD_TOO_LARGE');
        judged = await judgeFields(parsedFieldsPart(part.value));
        if (judged.documentCount > UPLOAD_LIMITS.maxFiles)
          throw new HttpError(
            'PAYLOAD_TOO_LARGE',
            `Upload at most ${UPLOAD_LIMITS.maxFiles} files`,
          );
      }
    } else {
      if (part.fieldname !== 'documents')
        throw new HttpError('VALIDATION_FAILED', `Unexpected file part "${part.fieldname}"`);
      if (!judged)
        throw new HttpError(
          'VALIDATION_FAILED',
          'fields: Send the fields part before the documents',
        );
      if (received.length >= judged.documentCount) {
        throw new HttpError(
          'UNKNOWN_DOCUMENT',
          'Every uploaded document must belong to exactly one guest',
        );
      }
      received.push(await receiveDocument(part, store, received.length, watch));
    }
    watch.waiting();
  }
  watch.stop();
  if (!judged) throw new HttpError('VALIDATION_FAILED', 'fields: Missing the fields part');
  if (received.length !== judged.documentCount) {
    throw new HttpError(
      'UNKNOWN_DOCUMENT',
      'Every uploaded document must belong to exactly one guest',
    );
  }
  return judged.accepted;
}

/** Streams one file to a private incoming file, judging its type from its first bytes, then checks and keeps it. */
async function receiveDocument(
  part: MultipartFile,
  store: DocumentStore,
  index: number,
  watch: IdleWatch,
): Promise<ReceivedDocument> {
  const incomingPath = store.incomingPath();
  const file = await open(incomingPath, 'wx', 0o600);
  try {
    let head: Buffer[] = [];
    let headBytes = 0;
    let type: Awaited<ReturnType<typeof detectDocumentType>> | undefined;
    watch.waiting();
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      watch.waiting();
      if (part.file.truncated)
        throw new HttpError('PAYLOAD_TOO_LARGE', UPLOAD_REFUSALS.fileTooLarge);
      await file.write(chunk);
      if (!type) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) {
          type = await detectDocumentType(Buffer.concat(head));
          head = [];
        }
      }
    }
    if (part.file.truncated) throw new HttpError('PAYLOAD_TOO_LARGE', UPLOAD_REFUSALS.fileTooLarge);
    type ??= await detectDocumentType(Buffer.concat(head));
    watch.stop();
    await file.close();
    const kept = await keepCheckedDocument(store, incomingPath, type.contentType, type.extension);
    return {
      index,
      fileName: sanitizeFileName(part.filename, type.extension),
      contentType: type.contentType,
      ...kept,
    };
  } finally {
    await file.close().catch(() => undefined);
    await rm(incomingPath, { force: true });
  }
}
