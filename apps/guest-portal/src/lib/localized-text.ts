import type { LocalizedText } from '@portal/api-client/contract/common';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { useTranslation } from 'react-i18next';

/** A hotel text (menu, programs, tips…) in the guest's language. */
export function pickText(text: LocalizedText, language: Language): string {
  return text[language] || text.en;
}

/**
 * The language the page is shown in: i18next's, which follows the guest's choice once its texts
 * are there, and on the server is the request's (server-render.tsx), so both render alike.
 */
export function useShownLanguage(): Language {
  return useTranslation().i18n.language === 'vi' ? 'vi' : 'en';
}

/** `pickText` bound to the shown language; re-renders when the guest switches language. */
export function useLocalizedText(): { language: Language; text: (value: LocalizedText) => string } {
  const language = useShownLanguage();
  return { language, text: (value) => pickText(value, language) };
}
