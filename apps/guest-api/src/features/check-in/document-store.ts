import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where identity documents are kept, never under the static root, never served. A document on its
 * way in is written to a private temporary file first, and only what passed the checks (re-encoded
 * or scanned) is kept under a generated name: in the database (`database-document-store.ts`, what
 * the API uses) or in a folder (below, the release before it, kept for its tests' comparison).
 */
export interface DocumentStore {
  /** Where a document still being received or checked is written; removed whatever happens. */
  incomingPath(): string;
  /** A fresh stored name for a checked document, and where to write it. */
  reserve(extension: string): { storedName: string; filePath: string };
  /** Keeps the checked document written at reserve()'s path; answers its size in bytes. */
  keep(storedName: string): Promise<number>;
  remove(storedName: string): Promise<void>;
  /** A kept document's bytes (the front desk's view). */
  read(storedName: string): Promise<Buffer>;
}

export const INCOMING_PREFIX = '.incoming-';

export function createFileDocumentStore(uploadsDir: string): DocumentStore {
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  // Documents a stopped server was still receiving or checking were never accepted.
  for (const name of readdirSync(uploadsDir)) {
    if (name.startsWith(INCOMING_PREFIX)) rmSync(path.join(uploadsDir, name), { force: true });
  }
  const pathOf = (storedName: string) => path.join(uploadsDir, path.basename(storedName));
  return {
    incomingPath: () => pathOf(`${INCOMING_PREFIX}${randomUUID()}`),
    reserve(extension) {
      const storedName = `${randomUUID()}.${extension}`;
      return { storedName, filePath: pathOf(storedName) };
    },
    keep: async (storedName) => (await stat(pathOf(storedName))).size,
    async remove(storedName) {
      await rm(pathOf(storedName), { force: true });
    },
    read: (storedName) => readFile(pathOf(storedName)),
  };
}
