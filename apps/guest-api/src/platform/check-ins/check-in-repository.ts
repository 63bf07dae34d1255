import type { CheckInGuest, ForeignGuestDeclaration } from '@portal/api-client/contract/check-in';
import { ForeignGuestDeclaration as DeclarationSchema } from '@portal/api-client/contract/check-in';
import { parseJsonArray } from '../../db/row.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import { guestSearchText } from '../stay/folded-names.ts';

export interface CheckInRecord {
  /** The front desk's note when it returned the pre check-in to the guest. */
  returnNote: string | null;
  arrivalTime: string | null;
  notes: string;
  preferenceCodes: string[];
  guests: CheckInGuest[];
}

export interface StoredDocument {
  fileName: string;
  storedName: string;
  contentType: string;
  sizeBytes: number;
}

export interface GuestChange {
  /** Absent: a new sharer. */
  id?: number | undefined;
  firstName: string;
  lastName: string;
  isChild: boolean;
  nationality: string;
  declaration: ForeignGuestDeclaration | null;
  keptDocumentIds: number[];
  newDocuments: StoredDocument[];
}

export interface CheckInChange {
  reservationId: number;
  primaryGuestId: number;
  arrivalTime: string | null;
  notes: string;
  preferenceCodes: string[];
  guests: GuestChange[];
  at: Date;
}

export interface CheckInRepository {
  /** The reservation's pre check-in, or `undefined` when there is no reservation of that id. */
  find(reservationId: number): Promise<CheckInRecord | undefined>;
  /** Applies a submission in one transaction; answers the stored files it no longer needs. */
  submit(change: CheckInChange): Promise<{ unusedFiles: string[] }>;
}

function parseDeclaration(value: unknown): ForeignGuestDeclaration | null {
  if (value === null || value === undefined) return null;
  try {
    const parsed = DeclarationSchema.safeParse(JSON.parse(String(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createCheckInRepository(store: Store): CheckInRepository {
  function guestRows(queries: Store, reservationId: number) {
    return queries
      .selectFrom('guests')
      .select([
        'id',
        'first_name',
        'last_name',
        'is_child',
        'is_primary',
        'nationality',
        'declaration_json',
      ])
      .where('reservation_id', '=', reservationId)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute();
  }

  async function documentRows(queries: Store, reservationId: number) {
    const rows = await queries
      .selectFrom('identity_documents')
      .select([
        'id',
        'guest_id',
        'file_name',
        'stored_name',
        'content_type',
        'size_bytes',
        'uploaded_at',
      ])
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      guestId: row.guest_id,
      storedName: row.stored_name,
      document: {
        id: row.id,
        fileName: row.file_name,
        contentType: row.content_type,
        sizeBytes: row.size_bytes,
        uploadedAt: row.uploaded_at,
      },
    }));
  }

  return {
    async find(reservationId) {
      const row = await store
        .selectFrom('reservations')
        .select([
          'arrival_time',
          'check_in_notes',
          'preference_codes_json',
          'check_in_review',
          'check_in_return_note',
        ])
        .where('id', '=', reservationId)
        .executeTakeFirst();
      if (!row) return undefined;
      const docs = await documentRows(store, reservationId);
      const guests = await guestRows(store, reservationId);
      return {
        returnNote: row.check_in_review === 'returned' ? row.check_in_return_note : null,
        arrivalTime: row.arrival_time,
        notes: row.check_in_notes,
        preferenceCodes: parseJsonArray(row.preference_codes_json),
        guests: guests.map((guest) => ({
          id: guest.id,
          firstName: guest.first_name,
          lastName: guest.last_name,
          isChild: Number(guest.is_child) === 1,
          isPrimary: Number(guest.is_primary) === 1,
          nationality: guest.nationality,
          declaration: parseDeclaration(guest.declaration_json),
          documents: docs.filter((doc) => doc.guestId === guest.id).map((doc) => doc.document),
        })),
      };
    },

    async submit(change) {
      return inTransaction(store, async (trx) => {
        const unusedFiles: string[] = [];
        const docs = await documentRows(trx, change.reservationId);
        const existingIds = (await guestRows(trx, change.reservationId)).map((guest) => guest.id);
        const keptGuestIds = new Set(
          change.guests.flatMap((guest) => (guest.id ? [guest.id] : [])),
        );
        const removeDocument = (id: number) =>
          trx.deleteFrom('identity_documents').where('id', '=', id).execute();
        for (const guestId of existingIds) {
          if (keptGuestIds.has(guestId) || guestId === change.primaryGuestId) continue;
          // A removed sharer is signed out; what they ordered stays on the reservation.
          await trx
            .updateTable('orders')
            .set({ guest_id: change.primaryGuestId })
            .where('guest_id', '=', guestId)
            .execute();
          await trx
            .updateTable('check_out_requests')
            .set({ guest_id: change.primaryGuestId })
            .where('guest_id', '=', guestId)
            .execute();
          await trx.deleteFrom('sessions').where('guest_id', '=', guestId).execute();
          for (const doc of docs.filter((row) => row.guestId === guestId)) {
            await removeDocument(doc.id);
            unusedFiles.push(doc.storedName);
          }
          await trx
            .deleteFrom('guests')
            .where('id', '=', guestId)
            .where('reservation_id', '=', change.reservationId)
            .where('is_primary', '=', 0)
            .execute();
        }
        const uploadedAt = change.at.toISOString();
        for (const guest of change.guests) {
          const fields = {
            first_name: guest.firstName,
            last_name: guest.lastName,
            is_child: guest.isChild ? 1 : 0,
            nationality: guest.nationality,
            declaration_json: guest.declaration ? JSON.stringify(guest.declaration) : null,
          };
          // The e-mail is not part of a submission: a changed name is folded with the one kept.
          const email = guest.id
            ? ((
                await trx
                  .selectFrom('guests')
                  .select('email')
                  .where('id', '=', guest.id)
                  .where('reservation_id', '=', change.reservationId)
                  .executeTakeFirst()
              )?.email ?? '')
            : '';
          const searchText = guestSearchText({ ...guest, email });
          let guestId: number;
          if (guest.id) {
            guestId = guest.id;
            await trx
              .updateTable('guests')
              .set({ ...fields, search_text: searchText })
              .where('id', '=', guestId)
              .where('reservation_id', '=', change.reservationId)
              .execute();
            const kept = new Set(guest.keptDocumentIds);
            for (const doc of docs.filter((row) => row.guestId === guestId && !kept.has(row.id))) {
              await removeDocument(doc.id);
              unusedFiles.push(doc.storedName);
            }
          } else {
            const inserted = await trx
              .insertInto('guests')
              .values({
                reservation_id: change.reservationId,
                is_primary: 0,
                ...fields,
                search_text: searchText,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            guestId = inserted.id;
          }
          for (const doc of guest.newDocuments) {
            await trx
              .insertInto('identity_documents')
              .values({
                guest_id: guestId,
                reservation_id: change.reservationId,
                file_name: doc.fileName,
                stored_name: doc.storedName,
                content_type: doc.contentType,
                size_bytes: doc.sizeBytes,
                uploaded_at: uploadedAt,
              })
              .execute();
          }
        }
        const children = change.guests.filter((guest) => guest.isChild).length;
        await trx
          .updateTable('reservations')
          .set({
            arrival_time: change.arrivalTime,
            check_in_notes: change.notes,
            preference_codes_json: JSON.stringify(change.preferenceCodes),
            check_in_submitted_at: uploadedAt,
            adults: change.guests.length - children,
            children,
            check_in_review: null,
            check_in_return_note: '',
          })
          .where('id', '=', change.reservationId)
          .execute();
        return { unusedFiles };
      });
    },
  };
}
