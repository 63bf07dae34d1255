import { create } from 'zustand';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { tenant } from '../config/tenant.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return stored === 'en' || stored === 'vi' ? stored : tenant.defaultLanguage;
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: storedLanguage(),
  setLanguage: (language) => set({ language }),
}));

/**
 * The server sends the first view of a page in the language this cookie names (a year, like the
 * stored choice), so a guest who chose the other language never sees the default one first.
 */
function tellServer(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `${STORAGE_KEYS.language}=${language}; path=/; max-age=31536000; samesite=lax`;
}

// Only changes are written: restoring the stored value at start is not written back.
useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) {
    localStorage.setItem(STORAGE_KEYS.language, state.language);
    tellServer(state.language);
  }
});
tellServer(useLanguageStore.getState().language);
