import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/button';
import { useLanguageStore } from '../stores/language-store.ts';

/** Switches English ⇄ Tiếng Việt; the choice is remembered on this computer. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguageStore();
  return (
    <Button
      type="button"
      variant="ghost"
      lang={language === 'en' ? 'vi' : 'en'}
      aria-label={t('app.switchToLabel')}
      onClick={() => setLanguage(language === 'en' ? 'vi' : 'en')}
    >
      {t('app.switchTo')}
    </Button>
  );
}
