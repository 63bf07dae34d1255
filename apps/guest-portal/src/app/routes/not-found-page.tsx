import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@portal/ui/card';
import { ErrorScreen } from '@portal/ui/error-screen';

/** Any path the portal does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <ErrorScreen
        code={404}
        title={t('errors.notFoundTitle')}
        message={t('errors.notFoundBody')}
        action={<Link to="/home">{t('app.backHome')}</Link>}
      />
    </Card>
  );
}
