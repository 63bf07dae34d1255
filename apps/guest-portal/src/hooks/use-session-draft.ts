import { useCallback, useEffect, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '../lib/session-draft.ts';

/**
 * Form state that survives a failed request and a reload of the tab: kept in component state and
 * mirrored to sessionStorage (this tab only, gone when it closes or the guest signs out).
 * `initial` is used when nothing is stored; `forget` drops the draft once it has been sent.
 */
export function useSessionDraft<T>(key: string, initial: () => T) {
  const [state, setState] = useState(() => {
    const stored = readDraft<T>(key);
    return { draft: stored ?? initial(), restored: stored !== undefined };
  });
  const [kept, setKept] = useState(true);

  useEffect(() => {
    if (kept) writeDraft(key, state.draft);
  }, [key, state.draft, kept]);

  const setDraft = useCallback((update: T | ((current: T) => T)) => {
    setKept(true);
    setState((current) => ({
      ...current,
      draft: typeof update === 'function' ? (update as (current: T) => T)(current.draft) : update,
    }));
  }, []);

  const forget = useCallback(() => {
    setKept(false);
    removeDraft(key);
  }, [key]);

  return { draft: state.draft, setDraft, forget, restored: state.restored };
}
