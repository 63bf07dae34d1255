import { useTranslation } from 'react-i18next';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { guestApi } from '../../../lib/guest-api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { BILL_QUERY } from '../bill-query.ts';
import { BillView } from './bill-view.tsx';

/** The stay's balance and bill: lines by group, net, service charge, VAT, total, receipts. */
export function BillStatement() {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useApiQuery(BILL_QUERY, () => guestApi.getBill({}));
  if (data) return <BillView bill={data} />;
  return (
    <Card>
      {error && !loading ? (
        <LoadFailure error={error} onRetry={() => void reload()} />
      ) : (
        <Skeleton label={t('app.loading')} lines={6} />
      )}
    </Card>
  );
}
