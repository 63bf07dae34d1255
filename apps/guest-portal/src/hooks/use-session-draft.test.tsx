import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetDrafts } from '../lib/session-draft.ts';
import { useSessionDraft } from './use-session-draft.ts';

afterEach(() => sessionStorage.clear());

describe('useSessionDraft', () => {
  it('keeps what the guest typed across a reload of the tab', () => {
    const first = renderHook(() => useSessionDraft('check-out', () => ({ notes: '' })));
    expect(first.result.current.restored).toBe(false);
    act(() => first.result.current.setDraft({ notes: 'Taxi at 10' }));
    first.unmount();

    const second = renderHook(() => useSessionDraft('check-out', () => ({ notes: '' })));
    expect(second.result.current.draft).toEqual({ notes: 'Taxi at 10' });
    expect(second.result.current.restored).toBe(true);
  });

  it('starts afresh once the draft was sent', () => {
    const first = renderHook(() => useSessionDraft('cancel', () => ({ reason: '' })));
    act(() => first.result.current.setDraft((draft) => ({ ...draft, reason: 'Flight cancelled' })));
    act(() => first.result.current.forget());
    first.unmount();
    const second = renderHook(() => useSessionDraft('cancel', () => ({ reason: '' })));
    expect(second.result.current.draft).toEqual({ reason: '' });
  });

  it('is forgotten on sign-out, and only the drafts are', () => {
    sessionStorage.setItem('other', 'kept');
    const { result } = renderHook(() => useSessionDraft('check-in', () => ({ arrivalTime: '' })));
    act(() => result.current.setDraft({ arrivalTime: '14:00' }));
    forgetDrafts();
    expect(sessionStorage.getItem('draft:check-in')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
