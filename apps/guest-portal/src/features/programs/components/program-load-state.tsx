import { useTranslation } from 'react-i18next';
import { Skeleton } from '@portal/ui/skeleton';
import { LoadFailure } from '../../../components/load-failure.tsx';

/** While a program loads, or why it did not. */
export function ProgramLoadState({
  error,
  loading,
  onRetry,
}: {
  error: unknown;
  loading: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (error && !loading) return <LoadFailure error={error} onRetry={onRetry} />;
  return <Skeleton variant="block" label={t('app.loading')} />;
}
