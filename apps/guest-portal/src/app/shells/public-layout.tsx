import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageShell } from '@portal/ui/page-shell';
import { LanguageToggle } from '@portal/web-platform/language-toggle';
import { useLanguageStore } from '../../stores/language-store.ts';

export function PublicLayout() {
  const { t } = useTranslation();
  const toggle = (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8, position: 'relative' }}>
      <LanguageToggle
        useLanguage={useLanguageStore}
        variant="secondary"
        text={t('app.switchToLanguage')}
      />
    </div>
  );
  return (
    <PageShell background="tall-curve" header={toggle}>
      <Outlet />
    </PageShell>
  );
}
