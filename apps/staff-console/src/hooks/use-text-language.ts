import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/tenant-schema/tenant-config';

/** The reader's language as the key of a hotel text (`title[language]`); follows a switch. */
export function useTextLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'vi' ? 'vi' : 'en';
}
