import { describe, expect, it } from 'vitest';
import type { CheckIn } from '@portal/api-client/contract/check-in';
import { CheckInSubmission } from '@portal/api-client/contract/check-in';
import {
  draftFromCheckIn,
  newSharer,
  toSubmission,
  type PickedDocument,
} from './check-in-draft.ts';

const checkIn: CheckIn = {
  open: true,
  submittedAt: null,
  returnNote: null,
  arrivalDate: '2026-11-28',
  departureDate: '2026-12-02',
  arrivalTime: null,
  notes: '',
  preferenceCodes: ['CHECKIN_QUITE_ROOM', 'CHECKIN_GONE'],
  availablePreferenceCodes: ['CHECKIN_QUITE_ROOM', 'CHECKIN_BABY_COT'],
  guests: [
    {
      id: 7,
      firstName: 'Lukas',
      lastName: 'Schmidt',
      isChild: false,
      isPrimary: true,
      nationality: 'DE',
      declaration: null,
      documents: [
        {
          id: 40,
          fileName: 'passport.jpg',
          contentType: 'image/jpeg',
          sizeBytes: 1000,
          uploadedAt: '2026-11-20T01:00:00Z',
        },
      ],
    },
    {
      id: 8,
      firstName: 'Mia',
      lastName: 'Schmidt',
      isChild: true,
      isPrimary: false,
      nationality: null,
      declaration: null,
      documents: [],
    },
  ],
  limits: { maxFileBytes: 8_000_000, maxFiles: 6, contentTypes: ['image/jpeg'] },
};

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('draftFromCheckIn', () => {
  it('starts from the reservation guests, their documents and the codes this hotel still offers', () => {
    const draft = draftFromCheckIn(checkIn);
    expect(draft.preferenceCodes).toEqual(['CHECKIN_QUITE_ROOM']);
    expect(
      draft.guests.map((guest) => [guest.key, guest.nationality, guest.keptDocumentIds]),
    ).toEqual([
      ['guest-7', 'DE', [40]],
      ['guest-8', '', []],
    ]);
    expect(draft.guests[0]?.declaration).toMatchObject({
      fullName: 'Lukas Schmidt',
      stayFrom: '2026-11-28',
      stayTo: '2026-12-02',
    });
  });

  it('starts the guest who made the reservation as an adult (the form offers them no child control)', () => {
    const earlier = {
      ...checkIn,
      guests: checkIn.guests.map((guest) => ({ ...guest, isChild: true })),
    };
    expect(draftFromCheckIn(earlier).guests.map((guest) => guest.isChild)).toEqual([false, true]);
  });
});

describe('toSubmission', () => {
  it('assigns each picked file to its guest by position and sends what the contract accepts', () => {
    const draft = draftFromCheckIn(checkIn);
    const sharer = {
      ...newSharer(checkIn, 'new-1'),
      firstName: ' Anna ',
      lastName: 'Schmidt',
      nationality: 'VN',
    };
    draft.guests.push(sharer);
    const lukas = draft.guests[0];
    if (!lukas) throw new Error('no primary guest');
    lukas.declaration = {
      ...lukas.declaration,
      gender: 'male',
      dateOfBirth: '1985-04-02',
      passportNumber: ' C01X00T47 ',
    };
    draft.arrivalTime = '15:30';
    const picked: PickedDocument[] = [
      { id: 'a', guestKey: 'new-1', file: file('anna-id.jpg'), kind: 'image' },
      { id: 'b', guestKey: 'guest-7', file: file('visa.jpg'), kind: 'image' },
    ];
    const { fields, documents } = toSubmission(draft, picked);
    expect(documents.map((document) => document.name)).toEqual(['visa.jpg', 'anna-id.jpg']);
    expect(
      fields.guests.map((guest) => [
        guest.id,
        guest.firstName,
        guest.newDocuments,
        guest.keptDocumentIds,
      ]),
    ).toEqual([
      [7, 'Lukas', [0], [40]],
      [8, 'Mia', [], []],
      [undefined, 'Anna', [1], []],
    ]);
    expect(fields.guests[0]?.declaration).toMatchObject({
      nationality: 'DE',
      passportNumber: 'C01X00T47',
      gender: 'male',
    });
    expect(fields.guests[2]?.declaration).toBeNull();
    expect(fields.arrivalTime).toBe('15:30');
    expect(
      CheckInSubmission.safeParse({
        ...fields,
        guests: fields.guests.filter((guest) => guest.nationality),
      }).success,
    ).toBe(true);
  });

  it('sends no arrival time when none is given', () => {
    expect(
      toSubmission({ ...draftFromCheckIn(checkIn), arrivalTime: '' }, []).fields.arrivalTime,
    ).toBeNull();
  });
});
