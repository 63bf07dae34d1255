import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { tenant } from '../config/tenant.ts';
import { useLanguageStore } from '../stores/language-store.ts';

/**
 * The language the page is drawn in: the request's on the server (whose language store, shared by
 * every request, knows no guest), the guest's choice in the browser, which i18next follows once
 * its texts are in. What a screen shows in a language reads it here, so the server's page and the
 * browser's match.
 */
export function usePageLanguage(): Language {
  // No zod here: the sign-in screen draws the language switch before zod loads (ADR 0004).
  const { language } = useTranslation().i18n;
  return language === 'en' || language === 'vi' ? language : tenant.defaultLanguage;
}

/**
 * The guest's choice as they make it (the language store, before its texts are in), drawn as the
 * page's language on the server and while the browser takes the server's page over.
 */
export function useChosenLanguage(): Language {
  const pageLanguage = usePageLanguage();
  return useSyncExternalStore(
    useLanguageStore.subscribe,
    () => useLanguageStore.getState().language,
    () => pageLanguage,
  );
}
