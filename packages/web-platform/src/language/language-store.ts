import { create } from 'zustand';
import type { Language } from '@portal/tenant-schema/tenant-config';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export interface LanguageStoreOptions {
  /** The local storage key the choice is remembered under on this device. */
  storageKey: string;
  /** The hotel's language, until a choice is remembered. */
  defaultLanguage: Language;
  /**
   * The cookie that tells the server the language (the portal's first view of a page is sent in
   * it, so a guest who chose the other language never sees the default one first); none for an
   * app whose pages the server does not write.
   */
  cookieName?: string;
}

/** The person's language: restored at start, remembered on a change (and told to the server). */
export function createLanguageStore({
  storageKey,
  defaultLanguage,
  cookieName,
}: LanguageStoreOptions) {
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
