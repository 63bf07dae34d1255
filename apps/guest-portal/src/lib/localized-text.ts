import type { LocalizedText } from '@portal/api-client/contract/common';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { usePageLanguage } from '../hooks/use-page-language.ts';

/** A hotel text (menu, programs, tips…) in the guest's language. */
export function pickText(text: LocalizedText, language: Language): string {
  return text[language] || text.en;
}

/** `pickText` bound to the current language; re-renders when the guest switches language. */
export function useLocalizedText(): { language: Language; text: (value: LocalizedText) => string } {
  const language = usePageLanguage();
  return { language, text: (value) => pickText(value, language) };
}
