import { describe, expect, it } from 'vitest';
import { emptyDeclaration, type CheckInDraft, type GuestDraft } from './check-in-draft.ts';
import { checkCheckIn, hasProblems, problemsFromServer } from './check-in-rules.ts';

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

describe('checkCheckIn', () => {
  it('accepts a Vietnamese adult with a document', () => {
    expect(hasProblems(checkCheckIn(draft([guest()]), [], TODAY))).toBe(false);
  });

  it('needs at least one guest', () => {
    expect(checkCheckIn(draft([]), [], TODAY).form).toBe('atLeastOneGuest');
  });

  it('names every missing field of a guest', () => {
    const problems = checkCheckIn(
      draft([guest({ firstName: ' ', lastName: '', nationality: '', keptDocumentIds: [] })]),
      [],
      TODAY,
    );
    expect(problems.guests['guest-1']).toEqual({
      firstName: 'missing',
      lastName: 'missing',
      nationality: 'missing',
      documents: 'missing',
    });
  });

  it('asks an identity document of every adult, counting files picked on the phone, not of children', () => {
    const adult = guest({ keptDocumentIds: [] });
    const picked = [
      { id: 'p', guestKey: 'guest-1', file: new File(['x'], 'id.jpg'), kind: 'image' as const },
    ];
    expect(checkCheckIn(draft([adult]), picked, TODAY).guests).toEqual({});
    const child = guest({
      key: 'guest-2',
      id: 2,
      isPrimary: false,
      isChild: true,
      keptDocumentIds: [],
    });
    expect(checkCheckIn(draft([guest(), child]), [], TODAY).guests).toEqual({});
  });

  it('never takes the guest who made the reservation as a child, and needs an adult', () => {
    const primaryChild = checkCheckIn(draft([guest({ isChild: true })]), [], TODAY);
    expect(primaryChild.guests['guest-1']).toEqual({ isChild: 'mustBeAdult' });
    const children = [
      guest({ key: 'guest-2', id: 2, isPrimary: false, isChild: true }),
      guest({ key: 'guest-3', id: 3, isPrimary: false, isChild: true }),
    ];
    expect(checkCheckIn(draft(children), [], TODAY).form).toBe('atLeastOneAdult');
  });

  it('asks a foreign guest for the residence declaration Vietnamese law requires', () => {
    const problems = checkCheckIn(
      draft([guest({ nationality: 'DE', declaration: emptyDeclaration('', '') })]),
      [],
      TODAY,
    );
    expect(problems.guests['guest-1']).toEqual({
      fullName: 'missing',
      gender: 'missing',
      dateOfBirth: 'missing',
      passportNumber: 'missing',
      stayFrom: 'missing',
      stayTo: 'missing',
    });
  });

  it('checks the declaration values: passport number, birth date, stay period', () => {
    const declaration = {
      fullName: 'Lukas Schmidt',
      gender: 'male' as const,
      dateOfBirth: '2030-01-01',
      passportNumber: 'C01-X00',
      stayFrom: '2026-11-28',
      stayTo: '2026-11-27',
    };
    expect(
      checkCheckIn(draft([guest({ nationality: 'DE', declaration })]), [], TODAY).guests['guest-1'],
    ).toEqual({
      dateOfBirth: 'inFuture',
      passportNumber: 'invalid',
      stayTo: 'endsBeforeStart',
    });
    const valid = {
      ...declaration,
      dateOfBirth: '1985-04-02',
      passportNumber: 'C01X00T47',
      stayTo: '2026-12-01',
    };
    expect(
      checkCheckIn(draft([guest({ nationality: 'DE', declaration: valid })]), [], TODAY).guests,
    ).toEqual({});
  });
});

describe('problemsFromServer', () => {
  it('puts the server refusal back on the guest and field it names', () => {
    const sharer = guest({ key: 'new-1', id: undefined, isPrimary: false });
    const problems = problemsFromServer(
      {
        code: 'IDENTITY_DOCUMENT_REQUIRED',
        details: [{ path: 'fields.guests.1.newDocuments', message: 'Missing identity document' }],
      },
      draft([guest(), sharer]),
    );
    expect(problems).toEqual({ guests: { 'new-1': { documents: 'missing' } } });
  });

  it('puts the adult rules back on the primary guest and the form', () => {
    const issue = { path: 'fields.guests.0.isChild', message: 'The primary guest is an adult' };
    expect(
      problemsFromServer({ code: 'PRIMARY_GUEST_NOT_CHILD', details: [issue] }, draft([guest()])),
    ).toEqual({
      guests: { 'guest-1': { isChild: 'mustBeAdult' } },
    });
    expect(
      problemsFromServer({ code: 'AT_LEAST_ONE_ADULT', details: [issue] }, draft([guest()])),
    ).toEqual({
      form: 'atLeastOneAdult',
      guests: { 'guest-1': { isChild: 'mustBeAdult' } },
    });
  });

  it('knows the rule of at least one guest and ignores paths it cannot place', () => {
    const problems = problemsFromServer(
      { code: 'AT_LEAST_ONE_GUEST', details: [{ path: 'fields.guests', message: 'x' }] },
      draft([]),
    );
    expect(problems).toEqual({ form: 'atLeastOneGuest', guests: {} });
  });
});
