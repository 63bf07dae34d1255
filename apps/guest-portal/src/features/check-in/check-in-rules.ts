import { PASSPORT_NUMBER_PATTERN } from '@portal/api-client/rules/patterns';
import type { CheckInDraft, GuestDraft, PickedDocument } from './check-in-draft.ts';
import { isForeign } from './check-in-draft.ts';

export type GuestField =
  | 'firstName'
  | 'isChild'
  | 'lastName'
  | 'nationality'
  | 'documents'
  | 'fullName'
  | 'gender'
  | 'dateOfBirth'
  | 'passportNumber'
  | 'stayFrom'
  | 'stayTo';

export type GuestProblem = 'missing' | 'invalid' | 'endsBeforeStart' | 'inFuture' | 'mustBeAdult';

export interface CheckInProblems {
  /** A rule of the whole form: at least one guest, at least one of them an adult. */
  form?: 'atLeastOneGuest' | 'atLeastOneAdult';
  guests: Record<string, Partial<Record<GuestField, GuestProblem>>>;
}

function checkGuest(
  guest: GuestDraft,
  documentCount: number,
  today: string,
): Partial<Record<GuestField, GuestProblem>> {
  const problems: Partial<Record<GuestField, GuestProblem>> = {};
  if (!guest.firstName.trim()) problems.firstName = 'missing';
  if (!guest.lastName.trim()) problems.lastName = 'missing';
  if (!guest.nationality) problems.nationality = 'missing';
  // The guest who made the reservation answers for the room: never a child.
  if (guest.isPrimary && guest.isChild) problems.isChild = 'mustBeAdult';
  // Every adult shows an identity document; children travel on a parent's.
  if (!guest.isChild && documentCount === 0) problems.documents = 'missing';
  if (isForeign(guest)) {
    const declaration = guest.declaration;
    if (!declaration.fullName.trim()) problems.fullName = 'missing';
    if (!declaration.gender) problems.gender = 'missing';
    if (!declaration.dateOfBirth) problems.dateOfBirth = 'missing';
    else if (declaration.dateOfBirth > today) problems.dateOfBirth = 'inFuture';
    if (!declaration.passportNumber.trim()) problems.passportNumber = 'missing';
    else if (!PASSPORT_NUMBER_PATTERN.test(declaration.passportNumber.trim()))
      problems.passportNumber = 'invalid';
    if (!declaration.stayFrom) problems.stayFrom = 'missing';
    if (!declaration.stayTo) problems.stayTo = 'missing';
    else if (declaration.stayFrom && declaration.stayTo < declaration.stayFrom)
      problems.stayTo = 'endsBeforeStart';
  }
  return problems;
}

/**
 * The portal's quick check of a pre check-in: at least one guest and one adult, the guest who made
 * the reservation never a child; names and nationality; an identity document per adult; the
 * residence declaration Vietnamese law asks for every foreign guest. The server checks all of it again.
 */
export function checkCheckIn(
  draft: CheckInDraft,
  picked: readonly PickedDocument[],
  today: string,
): CheckInProblems {
  const problems: CheckInProblems = { guests: {} };
  if (draft.guests.length === 0) problems.form = 'atLeastOneGuest';
  else if (draft.guests.every((guest) => guest.isChild)) problems.form = 'atLeastOneAdult';
  for (const guest of draft.guests) {
    const count =
      guest.keptDocumentIds.length +
      picked.filter((document) => document.guestKey === guest.key).length;
    const found = checkGuest(guest, count, today);
    if (Object.keys(found).length > 0) problems.guests[guest.key] = found;
  }
  return problems;
}

export function hasProblems(problems: CheckInProblems): boolean {
  return problems.form !== undefined || Object.keys(problems.guests).length > 0;
}

const SERVER_FIELDS: Record<string, [GuestField, GuestProblem]> = {
  firstName: ['firstName', 'missing'],
  lastName: ['lastName', 'missing'],
  isChild: ['isChild', 'mustBeAdult'],
  nationality: ['nationality', 'missing'],
  newDocuments: ['documents', 'missing'],
  declaration: ['gender', 'missing'],
  'declaration.fullName': ['fullName', 'missing'],
  'declaration.gender': ['gender', 'missing'],
  'declaration.dateOfBirth': ['dateOfBirth', 'invalid'],
  'declaration.passportNumber': ['passportNumber', 'invalid'],
  'declaration.stayFrom': ['stayFrom', 'missing'],
  'declaration.stayTo': ['stayTo', 'endsBeforeStart'],
};

/**
 * The server's refusal (when the portal's check was bypassed or the rules differ) put back on
 * the guest and field it names, e.g. `fields.guests.1.newDocuments` -> guest 2's documents.
 */
export function problemsFromServer(
  refusal: { code: string; details: readonly { path: string; message: string }[] },
  draft: CheckInDraft,
): CheckInProblems {
  const problems: CheckInProblems = { guests: {} };
  if (refusal.code === 'AT_LEAST_ONE_GUEST') problems.form = 'atLeastOneGuest';
  if (refusal.code === 'AT_LEAST_ONE_ADULT') problems.form = 'atLeastOneAdult';
  for (const issue of refusal.details) {
    const match = /^fields\.guests\.(\d+)\.(.+)$/.exec(issue.path);
    const guest = match ? draft.guests[Number(match[1])] : undefined;
    const field = match?.[2] ? SERVER_FIELDS[match[2]] : undefined;
    if (!guest || !field) continue;
    problems.guests[guest.key] = { ...problems.guests[guest.key], [field[0]]: field[1] };
  }
  return problems;
}
