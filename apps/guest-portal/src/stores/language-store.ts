import { createLanguageStore } from '@portal/web-platform/language-store';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { tenant } from '../config/tenant.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/**
 * The server renders a page in the language this cookie names (a year, like the
 * stored choice), so a guest who chose the other language never sees the default one first.
 */
function tellServer(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `${STORAGE_KEYS.language}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The guest's language, remembered on this phone and told to the server. */
export const useLanguageStore = createLanguageStore(
  STORAGE_KEYS.language,
  tenant.defaultLanguage,
  tellServer,
);
