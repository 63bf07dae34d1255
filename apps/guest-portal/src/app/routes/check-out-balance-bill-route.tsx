import { BillStatement } from '../../features/bills/components/bill-statement.tsx';
import { CheckOutBalanceBillPage } from '../../features/check-out/routes/check-out-balance-bill-page.tsx';

/** `/check-out-balance-bill`, with the bills feature's statement composed in. */
export function CheckOutBalanceBillRoute() {
  return <CheckOutBalanceBillPage bill={<BillStatement />} />;
}
