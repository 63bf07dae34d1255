import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen } from '@portal/ui/error-screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code={404}
      title={t('app.notFound')}
      action={<Link to="/">{t('app.backToStart')}</Link>}
    />
  );
}
