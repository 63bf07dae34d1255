import { createLanguageStore } from '@portal/web-platform/language-store';
import { tenant } from '../config/tenant.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** The staff member's language, remembered on this computer (the server writes no page of the console). */
export const useLanguageStore = createLanguageStore(STORAGE_KEYS.language, tenant.defaultLanguage);
