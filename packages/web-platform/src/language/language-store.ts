import { create } from 'zustand';
import type { Language } from '@portal/tenant-schema/tenant-config';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The person's language: restored at start (else the hotel's `defaultLanguage`), remembered on a
 * change under `storageKey`, and told to the server in the cookie `cookieName`, if any (the
 * portal's first view of a page is sent in it, so a guest who chose the other language never sees
 * the default one first; the console's pages are not written by the server).
 */
export function createLanguageStore(
  storageKey: string,
  defaultLanguage: Language,
  cookieName?: string,
) {
  const stored = localStorage.getItem(storageKey);
  const useLanguageStore = create<LanguageState>((set) => ({
    language: stored === 'en' || stored === 'vi' ? stored : defaultLanguage,
    setLanguage: (language) => set({ language }),
  }));

  // For a year, like the stored choice.
  const tellServer = (language: Language) => {
    if (cookieName && typeof document !== 'undefined') {
      document.cookie = `${cookieName}=${language}; path=/; max-age=31536000; samesite=lax`;
    }
  };

  // Only changes are written: restoring the stored value at start is not written back.
  useLanguageStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    localStorage.setItem(storageKey, state.language);
    tellServer(state.language);
  });
  // A choice remembered before the cookie existed is told at once.
  tellServer(useLanguageStore.getState().language);
  return useLanguageStore;
}
