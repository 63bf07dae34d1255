import type { Store } from '../../src/db/store.ts';

/** The stored names of the identity documents the API keeps (in its database). */
export async function keptDocumentNames(store: Store): Promise<string[]> {
  const rows = await store.selectFrom('document_files').select('stored_name').execute();
  return rows.map((row) => row.stored_name).sort();
}

export async function isKept(store: Store, storedName: string): Promise<boolean> {
  return (await keptDocumentNames(store)).includes(storedName);
}

/** A kept document's bytes. */
export async function keptDocument(store: Store, storedName: string): Promise<Buffer> {
  const row = await store
    .selectFrom('document_files')
    .select('content')
    .where('stored_name', '=', storedName)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.content);
}
