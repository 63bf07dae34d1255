import { useCallback, useEffect, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '../lib/session-draft.ts';

/**
 * Form state that survives a failed request and a reload of the tab: kept in component state and
 * mirrored to sessionStorage (this tab only, gone when it closes or the guest signs out).
 * `initial` is used when nothing is stored; `forget` drops the draft once it has been sent;
 * `read` turns true once the stored draft has been looked for; `restoredDraft` is the stored draft
 * as it was read in (undefined until then, or when none).
 */
export function useSessionDraft<T>(key: string, initial: () => T) {
  // The server's page and the browser's first render show `initial` (the draft is in this tab
  // only); the stored draft is read in once the page is the browser's.
  const [state, setState] = useState<{ draft: T; restoredDraft?: T; read: boolean }>(() => ({
    draft: initial(),
    read: false,
  }));
  const [kept, setKept] = useState(true);

  useEffect(() => {
    const stored = readDraft<T>(key);
    setState((current) =>
      stored === undefined
        ? { ...current, read: true }
        : { draft: stored, restoredDraft: stored, read: true },
    );
  }, [key]);

  useEffect(() => {
    if (kept && state.read) writeDraft(key, state.draft);
  }, [key, state.draft, state.read, kept]);

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

  return {
    draft: state.draft,
    setDraft,
    forget,
    read: state.read,
    restored: state.restoredDraft !== undefined,
    restoredDraft: state.restoredDraft,
  };
}
