import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/button';
import { useLanguageStore } from '../stores/language-store.ts';

export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguageStore();
  const next = language === 'en' ? 'vi' : 'en';
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8, position: 'relative' }}>
      <Button variant="secondary" lang={next} onClick={() => setLanguage(next)}>
        {t('app.switchToLanguage')}
      </Button>
    </div>
  );
}
