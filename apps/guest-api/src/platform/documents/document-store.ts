/**
 * Where identity documents are kept, never under the static root, never served. A document on its
 * way in is written to a private temporary file first, and only what passed the checks (re-encoded
 * or scanned) is kept under a generated name, in the database (`database-document-store.ts`).
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
