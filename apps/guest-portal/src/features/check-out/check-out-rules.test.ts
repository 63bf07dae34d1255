import { describe, expect, it } from 'vitest';
import { CheckOutRequest } from '@portal/api-client/contract/check-out';
import { CHECK_OUT_NOTES_MAX_LENGTH } from '@portal/api-client/rules/limits';
import {
  CheckOutForm,
  checkOutGate,
  EMPTY_CHECK_OUT,
  isCheckOutReady,
  toCheckOutRequest,
  type CheckOutDraft,
} from './check-out-rules.ts';

const departsToday: Parameters<typeof checkOutGate>[0] = {
  status: 'Arrived' as const,
  hotelToday: '2026-11-25',
  departureDate: '2026-11-25',
  cancellation: { deadline: '2026-11-20T17:00:00Z', open: false, cancelledAt: null, reason: null },
  checkOut: { requestedAt: null, status: 'none', open: true, primaryGuestOnly: false },
};
const closed = { ...departsToday.checkOut, open: false };

describe('checkOutGate', () => {
  it('opens check-out on the departure date for an arrived guest', () => {
    expect(checkOutGate(departsToday)).toBe('open');
  });

  it('allows check-out only on the departure date, judged on the hotel’s today', () => {
    expect(checkOutGate({ ...departsToday, departureDate: '2026-11-26', checkOut: closed })).toBe(
      'notDepartureDate',
    );
    expect(checkOutGate({ ...departsToday, hotelToday: '2026-11-24', checkOut: closed })).toBe(
      'notDepartureDate',
    );
  });

  it('takes the server’s word that check-out is closed, whatever the dates look like', () => {
    expect(checkOutGate({ ...departsToday, checkOut: closed })).not.toBe('open');
  });

  it('knows a guest who has not arrived, a request already made and a cancelled stay', () => {
    expect(checkOutGate({ ...departsToday, status: 'Confirmed', checkOut: closed })).toBe(
      'notArrived',
    );
    expect(
      checkOutGate({
        ...departsToday,
        checkOut: {
          requestedAt: '2026-11-25T03:00:00Z',
          status: 'requested',
          open: false,
          primaryGuestOnly: false,
        },
      }),
    ).toBe('requested');
    expect(
      checkOutGate({
        ...departsToday,
        cancellation: { ...departsToday.cancellation, cancelledAt: '2026-11-01T00:00:00Z' },
        checkOut: closed,
      }),
    ).toBe('cancelled');
  });

  it('knows a stay the front desk has checked out, requested or not', () => {
    const done = { ...closed, requestedAt: '2026-11-25T03:00:00Z', status: 'done' as const };
    expect(checkOutGate({ ...departsToday, status: 'Checked out', checkOut: done })).toBe(
      'checkedOut',
    );
    expect(
      checkOutGate({
        ...departsToday,
        status: 'Checked out',
        checkOut: { ...done, requestedAt: null, primaryGuestOnly: true },
      }),
    ).toBe('checkedOut');
  });
});

describe('checkOutGate for a companion', () => {
  it('leaves check-out to the primary guest, whatever the day, until it is requested', () => {
    const companion = {
      ...departsToday,
      checkOut: { ...departsToday.checkOut, primaryGuestOnly: true },
    };
    expect(checkOutGate(companion)).toBe('primaryGuestOnly');
    expect(
      checkOutGate({
        ...companion,
        hotelToday: '2026-11-24',
        checkOut: { ...companion.checkOut, open: false },
      }),
    ).toBe('primaryGuestOnly');
    expect(
      checkOutGate({
        ...companion,
        checkOut: { ...companion.checkOut, requestedAt: '2026-11-25T03:00:00Z' },
      }),
    ).toBe('requested');
  });
});

describe('CheckOutForm', () => {
  const problems = (draft: CheckOutDraft) =>
    CheckOutForm.safeParse(draft).error?.issues.map((issue) => issue.path.join('.'));

  it('asks whether the mini-bar was used', () => {
    expect(problems(EMPTY_CHECK_OUT)).toEqual(['minibar']);
    expect(problems({ ...EMPTY_CHECK_OUT, minibar: 'no' })).toBeUndefined();
    expect(isCheckOutReady(EMPTY_CHECK_OUT)).toBe(false);
    expect(isCheckOutReady({ ...EMPTY_CHECK_OUT, minibar: 'no' })).toBe(true);
  });

  it('keeps the rating optional, but an experience needs a score', () => {
    expect(problems({ ...EMPTY_CHECK_OUT, minibar: 'no', experience: 'Lovely pool' })).toEqual([
      'score',
    ]);
    expect(problems({ ...EMPTY_CHECK_OUT, experience: 'Lovely pool' })).toEqual([
      'minibar',
      'score',
    ]);
    expect(
      problems({ ...EMPTY_CHECK_OUT, minibar: 'no', experience: 'Lovely pool', score: 5 }),
    ).toBeUndefined();
  });

  it('holds the notes to the lengths the hotel keeps', () => {
    const notes = 'x'.repeat(CHECK_OUT_NOTES_MAX_LENGTH);
    expect(problems({ ...EMPTY_CHECK_OUT, minibar: 'no', notes })).toBeUndefined();
    expect(problems({ ...EMPTY_CHECK_OUT, minibar: 'no', notes: `${notes}x` })).toEqual(['notes']);
  });
});

describe('toCheckOutRequest', () => {
  it('sends the options, the mini-bar answer and the rating, in the contract’s shape', () => {
    const request = toCheckOutRequest({
      options: ['CHECKOUT_LATE', 'CHECKOUT_TAXI_SERVICE'],
      minibar: 'yes',
      minibarNotes: ' 2 waters ',
      notes: ' Taxi to the airport at 14:00 ',
      score: 4,
      experience: ' Great stay ',
    });
    expect(request).toEqual({
      options: ['CHECKOUT_LATE', 'CHECKOUT_TAXI_SERVICE'],
      minibarUsed: true,
      minibarNotes: '2 waters',
      notes: 'Taxi to the airport at 14:00',
      rating: { score: 4, experience: 'Great stay' },
    });
    expect(CheckOutRequest.safeParse(request).success).toBe(true);
  });

  it('leaves the rating out when none was given and forgets mini-bar notes after a "no"', () => {
    const request = toCheckOutRequest({ ...EMPTY_CHECK_OUT, minibar: 'no', minibarNotes: 'stale' });
    expect(request).toEqual({ options: [], minibarUsed: false, minibarNotes: '', notes: '' });
  });
});
