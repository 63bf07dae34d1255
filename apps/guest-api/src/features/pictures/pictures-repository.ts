import { HttpError } from '../../http/http-error.ts';
import type { Database } from '../../db/database.ts';

export interface StoredPicture {
  name: string;
  hotelId: number;
  content: Uint8Array;
  uploadedAt: Date;
  uploadedBy: number;
}

export interface PicturesRepository {
  keep(picture: StoredPicture): Promise<void>;
  /** The picture's WebP bytes, whichever hotel uploaded it (pictures are public). */
  content(name: string): Promise<Uint8Array | null>;
  /** Whether this hotel uploaded a picture of this name: another hotel's picture is not usable. */
  exists(hotelId: number, name: string): Promise<boolean>;
}

export function createSqlitePicturesRepository(db: Database): PicturesRepository {
  const insert = db.prepare(
    'INSERT INTO pictures (name, hotel_id, content, uploaded_at, uploaded_by) VALUES (?, ?, ?, ?, ?)',
  );
  const content = db.prepare('SELECT content FROM pictures WHERE name = ?');
  const exists = db.prepare('SELECT 1 FROM pictures WHERE hotel_id = ? AND name = ?');
  return {
    async keep(picture) {
      insert.run(
        picture.name,
        picture.hotelId,
        picture.content,
        picture.uploadedAt.toISOString(),
        picture.uploadedBy,
      );
    },
    async content(name) {
      const row = content.get(name);
      return row?.content instanceof Uint8Array ? row.content : null;
    },
    async exists(hotelId, name) {
      return exists.get(hotelId, name) !== undefined;
    },
  };
}

/**
 * Refuses (400 `UNKNOWN_PICTURE`, on `body.picture`) a picture an entry may not name: it may keep
 * the one it has (a demo picture included), or name one this hotel uploaded.
 */
export async function assertUsablePicture(
  pictures: PicturesRepository,
  hotelId: number,
  name: string,
  current: string | null,
): Promise<void> {
  if (name === current || (await pictures.exists(hotelId, name))) return;
  throw new HttpError('UNKNOWN_PICTURE', undefined, {
    details: [{ path: 'body.picture', message: 'No picture of this name was uploaded here' }],
  });
}
