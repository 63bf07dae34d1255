import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@portal/ui/error-screen';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '@portal/web-platform/error-message';

/** A screen that failed to load says why, with a way to try again. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status =
    error instanceof ApiRequestError
      ? error.status
      : isRouteErrorResponse(error)
        ? error.status
        : 500;
  return (
    <ErrorScreen
      code={status || undefined}
      title={errorMessage(t, error)}
      action={<a href={window.location.href}>{t('app.tryAgain')}</a>}
    />
  );
}
