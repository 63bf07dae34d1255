import { useTranslation } from 'react-i18next';
import type { ButtonProps } from '@portal/ui/button';
import { LanguageToggle as Toggle } from '@portal/web-platform/language-toggle';
import type { LanguageState } from '@portal/web-platform/language-store';
import { useChosenLanguage } from '../hooks/use-page-language.ts';
import { useLanguageStore } from '../stores/language-store.ts';

/** The store's switch, with the language as the page is drawn (the server's render included). */
function usePortalLanguage(): LanguageState {
  return {
    language: useChosenLanguage(),
    setLanguage: useLanguageStore((state) => state.setLanguage),
  };
}

/** The portal's English ⇄ Tiếng Việt switch (the public header, the side menu): the shared toggle as a secondary button. */
export function LanguageToggle(button: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Toggle
      {...button}
      useLanguage={usePortalLanguage}
      variant="secondary"
      text={t('app.switchToLanguage')}
    />
  );
}
