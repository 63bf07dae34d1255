import type {
  CheckIn,
  CheckInGuestInput,
  CheckInSubmission,
  Gender,
} from '@portal/api-client/contract/check-in';
import { HOME_COUNTRY } from './countries.ts';

/** The residence declaration as the guest fills it in (the nationality is the guest's own). */
export interface DeclarationDraft {
  fullName: string;
  gender: Gender | '';
  dateOfBirth: string;
  passportNumber: string;
  stayFrom: string;
  stayTo: string;
}

export interface GuestDraft {
  /** Stable within the form: `guest-<id>` for a guest of the reservation, `new-…` for a sharer added here. */
  key: string;
  id?: number;
  isPrimary: boolean;
  firstName: string;
  lastName: string;
  isChild: boolean;
  /** ISO alpha-2; empty until chosen. */
  nationality: string;
  declaration: DeclarationDraft;
  /** Documents already with the hotel that this guest keeps. */
  keptDocumentIds: number[];
}

/** What the guest typed; kept in the tab's session so a failed send or a reload loses nothing. */
export interface CheckInDraft {
  arrivalTime: string;
  preferenceCodes: string[];
  notes: string;
  guests: GuestDraft[];
  /** Names of files picked but not sent yet: files cannot be kept across a reload, names can. */
  unsentFiles?: string[];
}

/** A document picked on this phone for a guest, ready to send (photos already downsized). */
export interface PickedDocument {
  id: string;
  guestKey: string;
  file: File;
  kind: 'image' | 'pdf' | 'other';
  previewUrl?: string;
}

export function emptyDeclaration(
  stayFrom: string,
  stayTo: string,
  fullName = '',
): DeclarationDraft {
  return { fullName, gender: '', dateOfBirth: '', passportNumber: '', stayFrom, stayTo };
}

export function newSharer(
  checkIn: Pick<CheckIn, 'arrivalDate' | 'departureDate'>,
  key: string,
): GuestDraft {
  return {
    key,
    isPrimary: false,
    firstName: '',
    lastName: '',
    isChild: false,
    nationality: '',
    declaration: emptyDeclaration(checkIn.arrivalDate, checkIn.departureDate),
    keptDocumentIds: [],
  };
}

/** The form starts from what the hotel has: the reservation's guests, their documents and choices. */
export function draftFromCheckIn(checkIn: CheckIn): CheckInDraft {
  return {
    arrivalTime: checkIn.arrivalTime ?? '',
    preferenceCodes: checkIn.preferenceCodes.filter((code) =>
      checkIn.availablePreferenceCodes.includes(code),
    ),
    notes: checkIn.notes,
    guests: checkIn.guests.map((guest) => ({
      key: `guest-${guest.id}`,
      id: guest.id,
      isPrimary: guest.isPrimary,
      firstName: guest.firstName,
      lastName: guest.lastName,
      // The guest who made the reservation is never a child (the hotel's rule); the form offers no control.
      isChild: guest.isPrimary ? false : guest.isChild,
      nationality: guest.nationality ?? '',
      declaration: guest.declaration
        ? { ...guest.declaration }
        : emptyDeclaration(
            checkIn.arrivalDate,
            checkIn.departureDate,
            `${guest.firstName} ${guest.lastName}`.trim(),
          ),
      keptDocumentIds: guest.documents.map((document) => document.id),
    })),
  };
}

export function isForeign(guest: Pick<GuestDraft, 'nationality'>): boolean {
  return guest.nationality !== '' && guest.nationality !== HOME_COUNTRY;
}

/**
 * The multipart request: the `fields` JSON and the `documents` files, each file assigned to its
 * guest by position. Values are trimmed; a declaration goes only with a foreign guest.
 */
export function toSubmission(
  draft: CheckInDraft,
  picked: readonly PickedDocument[],
): { fields: CheckInSubmission; documents: File[] } {
  const documents: File[] = [];
  const guests: CheckInGuestInput[] = draft.guests.map((guest) => {
    const newDocuments: number[] = [];
    for (const document of picked.filter((item) => item.guestKey === guest.key)) {
      newDocuments.push(documents.length);
      documents.push(document.file);
    }
    const declaration = guest.declaration;
    return {
      ...(guest.id === undefined ? {} : { id: guest.id }),
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      isChild: guest.isChild,
      nationality: guest.nationality,
      declaration:
        isForeign(guest) && declaration.gender !== ''
          ? {
              fullName: declaration.fullName.trim(),
              gender: declaration.gender,
              dateOfBirth: declaration.dateOfBirth,
              nationality: guest.nationality,
              passportNumber: declaration.passportNumber.trim(),
              stayFrom: declaration.stayFrom,
              stayTo: declaration.stayTo,
            }
          : null,
      newDocuments,
      keptDocumentIds: guest.keptDocumentIds,
    };
  });
  return {
    fields: {
      arrivalTime: draft.arrivalTime || null,
      preferenceCodes: draft.preferenceCodes,
      notes: draft.notes.trim(),
      guests,
    },
    documents,
  };
}
