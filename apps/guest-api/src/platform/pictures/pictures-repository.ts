import { HttpError } from '../http/http-error.ts';
import type { Store } from '../../db/store.ts';

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

export function createPicturesRepository(store: Store): PicturesRepository {
  return {
    async keep(picture) {
      await store
        .insertInto('pictures')
        .values({
          name: picture.name,
          hotel_id: picture.hotelId,
          content: picture.content,
          uploaded_at: picture.uploadedAt.toISOString(),
          uploaded_by: picture.uploadedBy,
        })
        .execute();
    },
    async content(name) {
      const row = await store
        .selectFrom('pictures')
        .select('content')
        .where('name', '=', name)
        .executeTakeFirst();
      // node:sqlite answers a Uint8Array, pg a Buffer (one too).
      return row?.content instanceof Uint8Array ? row.content : null;
    },
    async exists(hotelId, name) {
      const row = await store
        .selectFrom('pictures')
        .select('name')
        .where('hotel_id', '=', hotelId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row !== undefined;
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
