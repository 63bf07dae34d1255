import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASON_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { CancellationForm, cancellationState } from './cancellation-rules.ts';

describe('CancellationForm', () => {
  const problems = (draft: { reason: string; policyAgreed: boolean }) =>
    CancellationForm.safeParse(draft).error?.issues.map((issue) => [issue.path[0], issue.code]);

  it('needs a reason and the agreed policy', () => {
    expect(problems({ reason: '  ', policyAgreed: false })).toEqual([
      ['reason', 'too_small'],
      ['policyAgreed', 'custom'],
    ]);
    expect(problems({ reason: 'Flight cancelled', policyAgreed: false })).toEqual([
      ['policyAgreed', 'custom'],
    ]);
    expect(problems({ reason: 'Flight cancelled', policyAgreed: true })).toBeUndefined();
  });

  it('refuses a reason longer than the hotel keeps, and sends it trimmed', () => {
    const reason = 'x'.repeat(CANCELLATION_REASON_MAX_LENGTH);
    expect(problems({ reason, policyAgreed: true })).toBeUndefined();
    expect(problems({ reason: `${reason}x`, policyAgreed: true })).toEqual([['reason', 'too_big']]);
    expect(CancellationForm.parse({ reason: ' Ill \n', policyAgreed: true })).toEqual({
      reason: 'Ill',
      policyAgreed: true,
    });
  });
});

describe('cancellationState', () => {
  const me = {
    id: 1,
    firstName: 'A',
    lastName: 'B',
    fullName: 'A B',
    isChild: false,
    isPrimary: true,
    isMe: true,
  };
  const open = {
    deadline: '2026-11-27T17:00:00.000Z',
    open: true,
    cancelledAt: null,
    reason: null,
  };

  it('lets the guest who made the reservation cancel before the deadline', () => {
    expect(cancellationState({ cancellation: open, guests: [me] })).toBe('open');
  });

  it('sends a sharer to the guest who made the reservation', () => {
    expect(cancellationState({ cancellation: open, guests: [{ ...me, isPrimary: false }] })).toBe(
      'notPrimary',
    );
  });

  it('asks the guest to contact the hotel after the deadline', () => {
    expect(cancellationState({ cancellation: { ...open, open: false }, guests: [me] })).toBe(
      'contactHotel',
    );
  });

  it('knows a cancelled reservation, whatever the deadline', () => {
    const cancelled = {
      ...open,
      open: false,
      cancelledAt: '2026-11-20T03:00:00.000Z',
      reason: 'Ill',
    };
    expect(cancellationState({ cancellation: cancelled, guests: [me] })).toBe('cancelled');
  });
});
