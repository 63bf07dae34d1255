import { useQuery } from '@tanstack/react-query';
import { Card } from '@portal/ui/card';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { billQuery } from '../api/bill-queries.ts';
import { BillView } from './bill-view.tsx';

/** The stay's balance and bill: lines by group, net, service charge, VAT, total, receipts. */
export function BillStatement() {
  const bill = useQuery(billQuery);
  return (
    <DeferredQueryState
      query={bill}
      skeleton={{ lines: 6 }}
      frame={(state) => <Card>{state}</Card>}
    >
      {(data) => <BillView bill={data} />}
    </DeferredQueryState>
  );
}
