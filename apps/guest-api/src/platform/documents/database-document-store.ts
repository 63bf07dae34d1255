import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from '../../db/store.ts';
import { INCOMING_PREFIX, type DocumentStore } from './document-store.ts';

/** A staged file no document row names, this old, is what a stopped upload left behind. */
const ABANDONED_AFTER_MS = 3_600_000;

/**
 * Identity documents kept in the database (`document_files`), so that every API instance serves
 * them and an instance needs no disk of its own. A document is received and checked in a private
 * working folder first (`<DATA_DIR>/uploads`); only what passed the checks is kept, then its file
 * goes. Documents an earlier release kept in that folder are copied in at start.
 */
export async function createDatabaseDocumentStore(
  store: Store,
  workDir: string,
  now: () => Date,
): Promise<DocumentStore> {
  mkdirSync(workDir, { recursive: true, mode: 0o700 });
  await adoptFilesOfEarlierRelease(store, workDir, now());
  const pathOf = (storedName: string) => path.join(workDir, path.basename(storedName));
  return {
    incomingPath: () => pathOf(`${INCOMING_PREFIX}${randomUUID()}`),
    reserve(extension) {
      const storedName = `${randomUUID()}.${extension}`;
      return { storedName, filePath: pathOf(storedName) };
    },
    async keep(storedName) {
      const content = await readFile(pathOf(storedName));
      await store
        .insertInto('document_files')
        .values({ stored_name: storedName, content, stored_at: now().toISOString() })
        .execute();
      await rm(pathOf(storedName), { force: true });
      return content.length;
    },
    async remove(storedName) {
      await store.deleteFrom('document_files').where('stored_name', '=', storedName).execute();
      await rm(pathOf(storedName), { force: true });
    },
    async read(storedName) {
      const row = await store
        .selectFrom('document_files')
        .select('content')
        .where('stored_name', '=', storedName)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.content);
    },
  };
}

async function adoptFilesOfEarlierRelease(store: Store, workDir: string, now: Date) {
  for (const name of readdirSync(workDir)) {
    const file = path.join(workDir, name);
    if (name.startsWith(INCOMING_PREFIX)) {
      // Documents a stopped server was still receiving or checking were never accepted.
      rmSync(file, { force: true });
      continue;
    }
    const named = await store
      .selectFrom('identity_documents')
      .select('stored_name')
      .where('stored_name', '=', name)
      .executeTakeFirst();
    if (!named) {
      if (now.getTime() - statSync(file).mtimeMs > ABANDONED_AFTER_MS)
        rmSync(file, { force: true });
      continue;
    }
    await store
      .insertInto('document_files')
      .values({ stored_name: name, content: await readFile(file), stored_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('stored_name').doNothing())
      .execute();
    rmSync(file, { force: true });
  }
}
