import { useTranslation } from 'react-i18next';
import type { ButtonProps } from '@portal/ui/button';
import { LanguageToggle as Toggle } from '@portal/web-platform/language-toggle';
import { useLanguageStore } from '../stores/language-store.ts';

/** The portal's English ⇄ Tiếng Việt switch (the public header, the side menu): the shared toggle as a secondary button. */
export function LanguageToggle(button: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Toggle
      {...button}
      useLanguage={useLanguageStore}
      variant="secondary"
      text={t('app.switchToLanguage')}
    />
  );
}
