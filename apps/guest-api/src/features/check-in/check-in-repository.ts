import type { CheckInGuest, ForeignGuestDeclaration } from '@portal/api-client/contract/check-in';
import { ForeignGuestDeclaration as DeclarationSchema } from '@portal/api-client/contract/check-in';
import { transaction, type Database } from '../../db/database.ts';
import { num, parseJsonArray, str, strOrNull } from '../../db/row.ts';

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
  find(reservationId: number): Promise<CheckInRecord>;
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

export function createSqliteCheckInRepository(db: Database): CheckInRepository {
  const reservation = db.prepare(
    `SELECT arrival_time, check_in_notes, preference_codes_json, check_in_review, check_in_return_note
     FROM reservations WHERE id = ?`,
  );
  const guests = db.prepare(`
    SELECT id, first_name, last_name, is_child, is_primary, nationality, declaration_json FROM guests
    WHERE reservation_id = ? ORDER BY is_primary DESC, id`);
  const documents = db.prepare(`
    SELECT id, guest_id, file_name, stored_name, content_type, size_bytes, uploaded_at
    FROM identity_documents WHERE reservation_id = ? ORDER BY id`);
  const updateGuest = db.prepare(`
    UPDATE guests SET first_name = ?, last_name = ?, is_child = ?, nationality = ?, declaration_json = ?
    WHERE id = ? AND reservation_id = ?`);
  const insertGuest = db.prepare(`
    INSERT INTO guests (reservation_id, is_primary, first_name, last_name, is_child, nationality, declaration_json)
    VALUES (?, 0, ?, ?, ?, ?, ?)`);
  const insertDocument = db.prepare(`
    INSERT INTO identity_documents (guest_id, reservation_id, file_name, stored_name, content_type, size_bytes, uploaded_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const deleteDocument = db.prepare('DELETE FROM identity_documents WHERE id = ?');
  const reassignOrders = db.prepare('UPDATE orders SET guest_id = ? WHERE guest_id = ?');
  const reassignCheckOut = db.prepare(
    'UPDATE check_out_requests SET guest_id = ? WHERE guest_id = ?',
  );
  const deleteSessions = db.prepare('DELETE FROM sessions WHERE guest_id = ?');
  const deleteGuest = db.prepare(
    'DELETE FROM guests WHERE id = ? AND reservation_id = ? AND is_primary = 0',
  );
  const updateReservation = db.prepare(`
    UPDATE reservations SET arrival_time = ?, check_in_notes = ?, preference_codes_json = ?,
      check_in_submitted_at = ?, adults = ?, children = ?, check_in_review = NULL, check_in_return_note = ''
    WHERE id = ?`);

  function documentRows(reservationId: number) {
    return documents.all(reservationId).map((row) => ({
      id: num(row.id),
      guestId: num(row.guest_id),
      storedName: str(row.stored_name),
      document: {
        id: num(row.id),
        fileName: str(row.file_name),
        contentType: str(row.content_type),
        sizeBytes: num(row.size_bytes),
        uploadedAt: str(row.uploaded_at),
      },
    }));
  }

  return {
    async find(reservationId) {
      const row = reservation.get(reservationId) ?? {};
      const docs = documentRows(reservationId);
      return {
        returnNote: row.check_in_review === 'returned' ? str(row.check_in_return_note) : null,
        arrivalTime: strOrNull(row.arrival_time),
        notes: str(row.check_in_notes),
        preferenceCodes: parseJsonArray(row.preference_codes_json),
        guests: guests.all(reservationId).map((guest) => ({
          id: num(guest.id),
          firstName: str(guest.first_name),
          lastName: str(guest.last_name),
          isChild: guest.is_child === 1,
          isPrimary: guest.is_primary === 1,
          nationality: strOrNull(guest.nationality),
          declaration: parseDeclaration(guest.declaration_json),
          documents: docs.filter((doc) => doc.guestId === num(guest.id)).map((doc) => doc.document),
        })),
      };
    },

    async submit(change) {
      return transaction(db, () => {
        const unusedFiles: string[] = [];
        const docs = documentRows(change.reservationId);
        const existingIds = guests.all(change.reservationId).map((guest) => num(guest.id));
        const keptGuestIds = new Set(
          change.guests.flatMap((guest) => (guest.id ? [guest.id] : [])),
        );
        for (const guestId of existingIds) {
          if (keptGuestIds.has(guestId) || guestId === change.primaryGuestId) continue;
          // A removed sharer is signed out; what they ordered stays on the reservation.
          reassignOrders.run(change.primaryGuestId, guestId);
          reassignCheckOut.run(change.primaryGuestId, guestId);
          deleteSessions.run(guestId);
          for (const doc of docs.filter((row) => row.guestId === guestId)) {
            deleteDocument.run(doc.id);
            unusedFiles.push(doc.storedName);
          }
          deleteGuest.run(guestId, change.reservationId);
        }
        const uploadedAt = change.at.toISOString();
        for (const guest of change.guests) {
          const declaration = guest.declaration ? JSON.stringify(guest.declaration) : null;
          let guestId: number;
          if (guest.id) {
            guestId = guest.id;
            updateGuest.run(
              guest.firstName,
              guest.lastName,
              guest.isChild ? 1 : 0,
              guest.nationality,
              declaration,
              guestId,
              change.reservationId,
            );
            const kept = new Set(guest.keptDocumentIds);
            for (const doc of docs.filter((row) => row.guestId === guestId && !kept.has(row.id))) {
              deleteDocument.run(doc.id);
              unusedFiles.push(doc.storedName);
            }
          } else {
            guestId = num(
              insertGuest.run(
                change.reservationId,
                guest.firstName,
                guest.lastName,
                guest.isChild ? 1 : 0,
                guest.nationality,
                declaration,
              ).lastInsertRowid,
            );
          }
          for (const doc of guest.newDocuments) {
            insertDocument.run(
              guestId,
              change.reservationId,
              doc.fileName,
              doc.storedName,
              doc.contentType,
              doc.sizeBytes,
              uploadedAt,
            );
          }
        }
        const children = change.guests.filter((guest) => guest.isChild).length;
        updateReservation.run(
          change.arrivalTime,
          change.notes,
          JSON.stringify(change.preferenceCodes),
          uploadedAt,
          change.guests.length - children,
          children,
          change.reservationId,
        );
        return { unusedFiles };
      });
    },
  };
}
