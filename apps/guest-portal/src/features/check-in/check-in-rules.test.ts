import { describe, expect, it } from 'vitest';
import {
  emptyDeclaration,
  type CheckInDraft,
  type GuestDraft,
  type PickedDocument,
} from './check-in-draft.ts';
import { checkInFormRule, checkInResolver, refusedCheckIn } from './check-in-rules.ts';

const TODAY = '2026-11-25';

function guest(overrides: Partial<GuestDraft> = {}): GuestDraft {
  return {
    key: 'guest-1',
    id: 1,
    isPrimary: true,
    firstName: 'Minh Anh',
    lastName: 'Nguyen',
    isChild: false,
    nationality: 'VN',
    declaration: emptyDeclaration('2026-11-28', '2026-12-01'),
    keptDocumentIds: [5],
    ...overrides,
  };
}

const draft = (guests: GuestDraft[]): CheckInDraft => ({
  arrivalTime: '',
  preferenceCodes: [],
  notes: '',
  guests,
});

/** What the form would show: each refused field of each guest, by its place in the form. */
async function problems(checked: CheckInDraft, picked: PickedDocument[] = []) {
  const { errors } = await checkInResolver(
    checked,
    { picked, today: TODAY },
    { fields: {}, shouldUseNativeValidation: false },
  );
  return checked.guests.map((_, index) =>
    Object.entries(errors.guests?.[index] ?? {}).flatMap(([field, error]) =>
      field === 'declaration'
        ? Object.keys(error ?? {}).map((inner) => `declaration.${inner}`)
        : [field],
    ),
  );
}

describe('checkInResolver', () => {
  it('accepts a Vietnamese adult with a document', async () => {
    expect(await problems(draft([guest()]))).toEqual([[]]);
  });

  it('names every missing field of a guest', async () => {
    const missing = guest({ firstName: ' ', lastName: '', nationality: '', keptDocumentIds: [] });
    expect(await problems(draft([missing]))).toEqual([
      ['firstName', 'lastName', 'nationality', 'keptDocumentIds'],
    ]);
  });

  it('asks an identity document of every adult, counting files picked on the phone, not of children', async () => {
    const adult = guest({ keptDocumentIds: [] });
    const picked = [
      { id: 'p', guestKey: 'guest-1', file: new File(['x'], 'id.jpg'), kind: 'image' as const },
    ];
    expect(await problems(draft([adult]), picked)).toEqual([[]]);
    const child = guest({
      key: 'guest-2',
      id: 2,
      isPrimary: false,
      isChild: true,
      keptDocumentIds: [],
    });
    expect(await problems(draft([guest(), child]))).toEqual([[], []]);
  });

  it('never takes the guest who made the reservation as a child', async () => {
    expect(await problems(draft([guest({ isChild: true })]))).toEqual([['isChild']]);
  });

  it('asks a foreign guest for the residence declaration Vietnamese law requires', async () => {
    const foreign = guest({ nationality: 'DE', declaration: emptyDeclaration('', '') });
    expect(await problems(draft([foreign]))).toEqual([
      [
        'declaration.fullName',
        'declaration.gender',
        'declaration.dateOfBirth',
        'declaration.passportNumber',
        'declaration.stayFrom',
        'declaration.stayTo',
      ],
    ]);
  });

  it('checks the declaration values: passport number, birth date, stay period', async () => {
    const declaration = {
      fullName: 'Lukas Schmidt',
      gender: 'male' as const,
      dateOfBirth: '2030-01-01',
      passportNumber: 'C01-X00',
      stayFrom: '2026-11-28',
      stayTo: '2026-11-27',
    };
    const { errors } = await checkInResolver(
      draft([guest({ nationality: 'DE', declaration })]),
      { picked: [], today: TODAY },
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(errors.guests?.[0]?.declaration).toMatchObject({
      dateOfBirth: { message: 'inFuture' },
      passportNumber: { message: 'Please enter a valid passport number' },
      stayTo: { message: 'endsBeforeStart' },
    });
    const valid = {
      ...declaration,
      dateOfBirth: '1985-04-02',
      passportNumber: 'C01X00T47',
      stayTo: '2026-12-01',
    };
    expect(await problems(draft([guest({ nationality: 'DE', declaration: valid })]))).toEqual([[]]);
  });
});

describe('checkInFormRule', () => {
  it('needs at least one guest, and an adult among them', () => {
    expect(checkInFormRule([])).toBe('atLeastOneGuest');
    const children = [
      guest({ key: 'guest-2', id: 2, isPrimary: false, isChild: true }),
      guest({ key: 'guest-3', id: 3, isPrimary: false, isChild: true }),
    ];
    expect(checkInFormRule(children)).toBe('atLeastOneAdult');
    expect(checkInFormRule([guest()])).toBeUndefined();
  });
});

describe('refusedCheckIn', () => {
  it('puts the server refusal back on the guest and field it names', () => {
    const details = [
      { path: 'fields.guests.1.newDocuments', message: 'Missing identity document' },
    ];
    expect(refusedCheckIn({ details }, 2)).toEqual([
      { path: 'guests.1.keptDocumentIds', message: 'Missing identity document' },
    ]);
  });

  it('puts the adult rule back on the primary guest', () => {
    const details = [{ path: 'fields.guests.0.isChild', message: 'The primary guest is an adult' }];
    expect(refusedCheckIn({ details }, 1)).toEqual([
      { path: 'guests.0.isChild', message: 'The primary guest is an adult' },
    ]);
  });

  it('ignores paths it cannot place', () => {
    const details = [
      { path: 'fields.guests', message: 'x' },
      { path: 'fields.guests.3.firstName', message: 'x' },
      { path: 'fields.guests.0.unknown', message: 'x' },
    ];
    expect(refusedCheckIn({ details }, 1)).toEqual([]);
  });
});
