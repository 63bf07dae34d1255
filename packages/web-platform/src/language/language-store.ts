import { create } from 'zustand';
import type { Language } from '@portal/tenant-schema/tenant-config';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The person's language: restored at start (else the hotel's `defaultLanguage`), remembered on a
 * change under `storageKey`, and handed to `tellServer`, if any, at start and on every change (the
 * portal's cookie, in which the server renders its pages; the console's pages are not written by
 * the server).
 */
export function createLanguageStore(
  storageKey: string,
  defaultLanguage: Language,
  tellServer?: (language: Language) => void,
) {
  const stored = localStorage.getItem(storageKey);
  const useLanguageStore = create<LanguageState>((set) => ({
    language: stored === 'en' || stored === 'vi' ? stored : defaultLanguage,
    setLanguage: (language) => set({ language }),
  }));

  // Only changes are written: restoring the stored value at start is not written back.
  useLanguageStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    localStorage.setItem(storageKey, state.language);
    tellServer?.(state.language);
  });
  // A choice remembered before the server was told (a cookie) is told at once.
  tellServer?.(useLanguageStore.getState().language);
  return useLanguageStore;
}
