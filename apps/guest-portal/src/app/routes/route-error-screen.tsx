import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { ErrorScreen } from '@portal/ui/error-screen';
import { PageShell } from '@portal/ui/page-shell';
import { Stack } from '@portal/ui/stack';
import { errorMessage } from '@portal/web-platform/error-message';

/** The router's top-level error screen: 'Error {status or 500}: {message}'. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  let status = 500;
  let message = t('errors.generic');
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = error.statusText || (typeof error.data === 'string' ? error.data : message);
  } else if (error instanceof ApiRequestError) {
    status = error.status || 500;
    message = errorMessage(t, error);
  } else if (error instanceof Error && error.message) {
    message = error.message;
  }
  return (
    <PageShell background="tall-curve" header={null}>
      <Card style={{ marginTop: 48 }}>
        <ErrorScreen
          title={t('errors.errorScreenTitle')}
          message={t('errors.errorScreen', { status, message })}
          action={
            <Stack $gap={2}>
              <Button onClick={() => window.location.reload()}>{t('app.tryAgain')}</Button>
              <Link to="/home" reloadDocument>
                {t('app.backHome')}
              </Link>
            </Stack>
          }
        />
      </Card>
    </PageShell>
  );
}
