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

/** The staff member's language, remembered on this computer. */
export const useLanguageStore = create<LanguageState>((set) => ({
  language: storedLanguage(),
  setLanguage: (language) => {
    localStorage.setItem(STORAGE_KEYS.language, language);
    set({ language });
  },
}));
