const PREFIX = 'draft:';

/** A form draft kept in this tab (sessionStorage), or undefined when there is none. */
export function readDraft<T>(key: string): T | undefined {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, draft: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft still lives in component state.
  }
}

export function removeDraft(key: string): void {
  sessionStorage.removeItem(PREFIX + key);
}

/** Signing out forgets every draft: they hold the guest's personal details. */
export function forgetDrafts(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}
