import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  CheckInGuestInput,
  ForeignGuestDeclaration,
  GENDERS,
} from '@portal/api-client/contract/check-in';
import {
  isForeign,
  type CheckInDraft,
  type GuestDraft,
  type PickedDocument,
} from './check-in-draft.ts';

/** A guest's field as the form names it; the guest's documents are judged on `keptDocumentIds`. */
export type GuestField =
  | 'firstName'
  | 'lastName'
  | 'isChild'
  | 'nationality'
  | 'keptDocumentIds'
  | 'declaration.fullName'
  | 'declaration.gender'
  | 'declaration.dateOfBirth'
  | 'declaration.passportNumber'
  | 'declaration.stayFrom'
  | 'declaration.stayTo';

/** A rule of the whole form, shown above the send button. */
export type CheckInFormRule = 'atLeastOneGuest' | 'atLeastOneAdult';

export interface CheckInContext {
  /** Files picked on this phone, not sent yet: they count as the guest's documents. */
  picked: readonly PickedDocument[];
  /** The hotel's today: no one is born after it. */
  today: string;
}

const Declaration = z.omit(ForeignGuestDeclaration, { nationality: true });

function guestRules({ picked, today }: CheckInContext) {
  return z
    .object({
      key: z.string(),
      id: z.optional(z.number()),
      isPrimary: z.boolean(),
      firstName: CheckInGuestInput.shape.firstName,
      lastName: CheckInGuestInput.shape.lastName,
      isChild: z.boolean(),
      nationality: CheckInGuestInput.shape.nationality,
      // Judged below, and only for a foreign guest.
      declaration: z.object({
        fullName: z.string(),
        gender: z.enum([...GENDERS, '']),
        dateOfBirth: z.string(),
        passportNumber: z.string(),
        stayFrom: z.string(),
        stayTo: z.string(),
      }),
      keptDocumentIds: z.array(z.number()),
    })
    .check(
      z.superRefine((guest, context) => {
        const problem = (path: (string | number)[], message: string) =>
          context.addIssue({ code: 'custom', path, message });
        // The guest who made the reservation answers for the room: never a child.
        if (guest.isPrimary && guest.isChild) problem(['isChild'], 'mustBeAdult');
        // Every adult shows an identity document; children travel on a parent's.
        const documents =
          guest.keptDocumentIds.length +
          picked.filter((document) => document.guestKey === guest.key).length;
        if (!guest.isChild && documents === 0) problem(['keptDocumentIds'], 'missing');
        if (!isForeign(guest)) return;
        // The residence declaration Vietnamese law asks of every foreign guest.
        const { declaration } = guest;
        for (const issue of Declaration.safeParse(declaration).error?.issues ?? [])
          problem(['declaration', ...issue.path.map(String)], issue.message);
        if (declaration.dateOfBirth > today) problem(['declaration', 'dateOfBirth'], 'inFuture');
        if (declaration.stayFrom && declaration.stayTo < declaration.stayFrom)
          problem(['declaration', 'stayTo'], 'endsBeforeStart');
      }),
    );
}

/**
 * The portal's check of a pre check-in, with the contract's rules for names, nationality and the
 * declaration: the guest who made the reservation never a child; an identity document per adult;
 * the residence declaration of every foreign guest. The server checks all of it again.
 */
export function checkInRules(context: CheckInContext) {
  return z.object({
    arrivalTime: z.string(),
    preferenceCodes: z.array(z.string()),
    notes: z.string(),
    guests: z.array(guestRules(context)),
    unsentFiles: z.optional(z.array(z.string())),
  });
}

const NO_CONTEXT: CheckInContext = { picked: [], today: '' };

/** The form's resolver: what the guest typed is judged as it is (the send trims it). */
export const checkInResolver: Resolver<CheckInDraft, CheckInContext> = (values, context, options) =>
  zodResolver(checkInRules(context ?? NO_CONTEXT), undefined, { raw: true })(
    values,
    context,
    options,
  );

/** At least one guest, and one of them an adult. */
export function checkInFormRule(guests: readonly GuestDraft[]): CheckInFormRule | undefined {
  if (guests.length === 0) return 'atLeastOneGuest';
  if (guests.every((guest) => guest.isChild)) return 'atLeastOneAdult';
  return undefined;
}

const SERVER_FIELDS: Record<string, GuestField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  isChild: 'isChild',
  nationality: 'nationality',
  newDocuments: 'keptDocumentIds',
  declaration: 'declaration.gender',
  'declaration.fullName': 'declaration.fullName',
  'declaration.gender': 'declaration.gender',
  'declaration.dateOfBirth': 'declaration.dateOfBirth',
  'declaration.passportNumber': 'declaration.passportNumber',
  'declaration.stayFrom': 'declaration.stayFrom',
  'declaration.stayTo': 'declaration.stayTo',
};

export type RefusedField = { path: `guests.${number}.${GuestField}`; message: string };

/**
 * The server's refusal (when the portal's check was bypassed or the rules differ) put back on
 * the guest and field it names, e.g. `fields.guests.1.newDocuments` -> guest 2's documents.
 */
export function refusedCheckIn(
  refusal: { details: readonly { path: string; message: string }[] },
  guestCount: number,
): RefusedField[] {
  const refused: RefusedField[] = [];
  for (const issue of refusal.details) {
    const match = /^fields\.guests\.(\d+)\.(.+)$/.exec(issue.path);
    const index = Number(match?.[1]);
    const field = match?.[2] ? SERVER_FIELDS[match[2]] : undefined;
    if (!field || !(index < guestCount)) continue;
    refused.push({ path: `guests.${index}.${field}`, message: issue.message });
  }
  return refused;
}
