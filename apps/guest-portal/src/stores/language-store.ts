import { createLanguageStore } from '@portal/web-platform/language-store';
import { tenant } from '../config/tenant.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/**
 * The guest's language, remembered on this phone and told to the server in a cookie of the same
 * name: the first view of a page is sent in it.
 */
export const useLanguageStore = createLanguageStore(
  STORAGE_KEYS.language,
  tenant.defaultLanguage,
  STORAGE_KEYS.language,
);
