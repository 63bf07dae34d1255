import { CheckInSubmission, type CheckIn } from '@portal/api-client/contract/check-in';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { isCheckInOpen } from '@portal/api-client/rules/stay-gates';
import { HttpError } from '../../platform/http/http-error.ts';
import { validate, type Handlers } from '../../platform/http/register-contract.ts';
import type { GuestIdentity, Hotel } from '../../platform/http/request-context.ts';
import {
  assertNotCancelled,
  assertPrimaryGuest,
  assertStayNotOver,
  factsOf,
  type Stay,
  type StayRepository,
} from '../../platform/stay/stay.ts';
import type {
  CheckInRepository,
  GuestChange,
} from '../../platform/check-ins/check-in-repository.ts';
import { ACCEPTED_CONTENT_TYPES } from '../../platform/documents/document-content.ts';
import type { DocumentStore } from '../../platform/documents/document-store.ts';
import { receiveCheckInUpload, UPLOAD_LIMITS } from './identity-upload.ts';
import type { UploadSlots } from './upload-slots.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

interface CheckInDeps {
  events: EventBus;
  stays: StayRepository;
  checkIns: CheckInRepository;
  documents: DocumentStore;
  uploadSlots: UploadSlots;
  uploadIdleTimeoutMs: number;
  /** Each hotel's preference codes (from its tenant config), by hotel code. */
  preferenceCodes: ReadonlyMap<string, readonly string[]>;
  now: () => Date;
}

const HOME_COUNTRY = 'VN';

type Submission = ReturnType<typeof CheckInSubmission.parse>;

/** The hotel's rules on a well-formed submission; throws the first one broken. */
function checkRules(
  submission: Submission,
  stay: Stay,
  hotelCodes: readonly string[],
  fileCount: number,
  existing: CheckIn['guests'],
) {
  const { guests } = submission;
  if (guests.length === 0) throw new HttpError('AT_LEAST_ONE_GUEST');
  const existingById = new Map(existing.map((guest) => [guest.id, guest]));
  const seenIds = new Set<number>();
  for (const guest of guests) {
    if (guest.id === undefined) continue;
    if (!existingById.has(guest.id) || seenIds.has(guest.id)) {
      throw new HttpError('NOT_FOUND', 'A guest of the submission is not on this reservation');
    }
    seenIds.add(guest.id);
  }
  if (!seenIds.has(stay.guestId)) throw new HttpError('PRIMARY_GUEST_REQUIRED');
  const primaryPosition = guests.findIndex((guest) => guest.id === stay.guestId);
  const primaryIsChild = {
    path: `fields.guests.${primaryPosition}.isChild`,
    message: 'The primary guest is an adult',
  };
  if (guests.every((guest) => guest.isChild))
    throw new HttpError('AT_LEAST_ONE_ADULT', undefined, { details: [primaryIsChild] });
  if (guests[primaryPosition]?.isChild)
    throw new HttpError('PRIMARY_GUEST_NOT_CHILD', undefined, { details: [primaryIsChild] });
  const unknownCode = submission.preferenceCodes.find((code) => !hotelCodes.includes(code));
  if (unknownCode) {
    throw new HttpError('UNKNOWN_PREFERENCE_CODE', undefined, {
      details: [
        { path: 'fields.preferenceCodes', message: `${unknownCode} is not offered by this hotel` },
      ],
    });
  }
  const usedFiles = guests.flatMap((guest) => guest.newDocuments);
  if (
    new Set(usedFiles).size !== usedFiles.length ||
    usedFiles.some((index) => index >= fileCount) ||
    usedFiles.length !== fileCount
  ) {
    throw new HttpError(
      'UNKNOWN_DOCUMENT',
      'Every uploaded document must belong to exactly one guest',
    );
  }
  guests.forEach((guest, position) => {
    const known = guest.id === undefined ? [] : (existingById.get(guest.id)?.documents ?? []);
    if (guest.keptDocumentIds.some((id) => !known.some((doc) => doc.id === id))) {
      throw new HttpError('UNKNOWN_DOCUMENT', 'A kept document does not belong to this guest');
    }
    if (!guest.isChild && guest.keptDocumentIds.length + guest.newDocuments.length === 0) {
      throw new HttpError('IDENTITY_DOCUMENT_REQUIRED', undefined, {
        details: [
          { path: `fields.guests.${position}.newDocuments`, message: 'Missing identity document' },
        ],
      });
    }
    if (guest.nationality !== HOME_COUNTRY && guest.declaration === null) {
      throw new HttpError('FOREIGN_DECLARATION_REQUIRED', undefined, {
        details: [
          { path: `fields.guests.${position}.declaration`, message: 'Missing declaration' },
        ],
      });
    }
    if (guest.declaration && guest.declaration.stayFrom > guest.declaration.stayTo) {
      throw new HttpError('VALIDATION_FAILED', 'The stay period ends before it starts', {
        details: [
          {
            path: `fields.guests.${position}.declaration.stayTo`,
            message: 'Ends before it starts',
          },
        ],
      });
    }
  });
}

export function checkInHandlers({
  stays,
  checkIns,
  documents,
  uploadSlots,
  uploadIdleTimeoutMs,
  preferenceCodes,
  events,
  now,
}: CheckInDeps) {
  async function view(hotel: Hotel, guest: GuestIdentity): Promise<CheckIn> {
    const stay = await stays.stayOf(guest);
    const record = await checkIns.find(stay.reservationId);
    // The session outlived its reservation (removed since): as good as signed out.
    if (!record) throw new HttpError('UNAUTHENTICATED');
    // Declarations and documents are personal: a companion sees only their own.
    const guests = stay.isPrimary
      ? record.guests
      : record.guests.filter((entry) => entry.id === stay.guestId);
    return {
      open: isCheckInOpen(factsOf(stay), hotelToday(hotel.timeZone, now())),
      submittedAt: stay.checkInSubmittedAt,
      arrivalDate: stay.arrivalDate,
      departureDate: stay.departureDate,
      ...record,
      guests,
      availablePreferenceCodes: [...(preferenceCodes.get(hotel.code) ?? [])],
      limits: {
        maxFileBytes: UPLOAD_LIMITS.maxFileBytes,
        maxFiles: UPLOAD_LIMITS.maxFiles,
        contentTypes: ACCEPTED_CONTENT_TYPES,
      },
    };
  }

  return {
    getCheckIn: ({ hotel, guest }) => view(hotel, guest),
    submitCheckIn: async ({ hotel, guest, request }) => {
      const stay = await stays.stayOf(guest);
      assertStayNotOver(stay);
      assertPrimaryGuest(stay);
      assertNotCancelled(stay);
      if (!isCheckInOpen(factsOf(stay), hotelToday(hotel.timeZone, now())))
        throw new HttpError('CHECK_IN_CLOSED');
      const slot = uploadSlots.take(stay.reservationId);
      try {
        const existing = await checkIns.find(stay.reservationId);
        if (!existing) throw new HttpError('UNAUTHENTICATED');
        // The fields are judged before any file is read: a refused submission costs no upload.
        const { accepted, documents: stored } = await receiveCheckInUpload(
          request,
          { store: documents, idleTimeoutMs: uploadIdleTimeoutMs },
          async (fields) => {
            const submission = validate(CheckInSubmission, fields, 'fields') as Submission;
            const documentCount = submission.guests.flatMap((input) => input.newDocuments).length;
            checkRules(
              submission,
              stay,
              preferenceCodes.get(hotel.code) ?? [],
              documentCount,
              existing.guests,
            );
            return { accepted: submission, documentCount };
          },
        );
        const guests: GuestChange[] = accepted.guests.map((input) => ({
          id: input.id,
          firstName: input.firstName,
          lastName: input.lastName,
          isChild: input.isChild,
          nationality: input.nationality,
          declaration: input.declaration,
          keptDocumentIds: input.keptDocumentIds,
          newDocuments: input.newDocuments.flatMap((index) => stored[index] ?? []),
        }));
        let unusedFiles: string[];
        try {
          ({ unusedFiles } = await checkIns.submit({
            reservationId: stay.reservationId,
            primaryGuestId: stay.guestId,
            arrivalTime: accepted.arrivalTime,
            notes: accepted.notes,
            preferenceCodes: accepted.preferenceCodes,
            guests,
            at: now(),
          }));
        } catch (error) {
          await Promise.all(stored.map((doc) => documents.remove(doc.storedName)));
          throw error;
        }
        await Promise.all(unusedFiles.map((name) => documents.remove(name)));
      } finally {
        slot.release();
      }
      events.publish({
        type: 'check-in.updated',
        hotelId: hotel.id,
        reservationId: stay.reservationId,
      });
      return view(hotel, guest);
    },
  } satisfies Partial<Handlers>;
}
