import { useTranslation } from 'react-i18next';
import { Skeleton } from '@portal/ui/skeleton';

/** What shows while the console asks the API who is signed in. */
export function ConsoleLoading() {
  const { t } = useTranslation();
  return <Skeleton label={t('app.loading')} />;
}
