import { useTranslation } from 'react-i18next';
import { LanguageToggle as Toggle } from '@portal/web-platform/language-toggle';
import { useLanguageStore } from '../stores/language-store.ts';

/** The console's English ⇄ Tiếng Việt switch (sign-in and the shell): the shared toggle, drawn as a ghost button. */
export function LanguageToggle() {
  const { t } = useTranslation();
  return (
    <Toggle
      useLanguage={useLanguageStore}
      text={t('app.switchTo')}
      variant="ghost"
      aria-label={t('app.switchToLabel')}
    />
  );
}
