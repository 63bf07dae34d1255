import type { BillGroupName, Receipt } from '@portal/api-client/contract/bills';
import type { BillingInfo } from '@portal/api-client/contract/session';
import { localized } from '../../db/row.ts';
import type { Store } from '../../db/store.ts';
import type { GroupedLine } from './bill-totals.ts';

export interface BillsRepository {
  linesOf(reservationId: number): Promise<GroupedLine[]>;
  receiptsOf(reservationId: number): Promise<Receipt[]>;
  /** The guest's billing details, or `undefined` when there is no guest of that id. */
  billingInfoOf(guestId: number): Promise<BillingInfo | undefined>;
  saveBillingInfo(guestId: number, info: BillingInfo): Promise<void>;
}

export function createBillsRepository(store: Store): BillsRepository {
  return {
    async linesOf(reservationId) {
      const rows = await store
        .selectFrom('bill_lines')
        .select([
          'id',
          'group_name',
          'date',
          'description_en',
          'description_vi',
          'quantity',
          'unit_price',
          'vat_percent',
        ])
        .where('reservation_id', '=', reservationId)
        .orderBy('date')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        group: row.group_name as BillGroupName,
        date: row.date,
        description: localized(row, 'description'),
        quantity: row.quantity,
        unitPrice: row.unit_price,
        amount: row.quantity * row.unit_price,
        vatPercent: row.vat_percent === 10 ? 10 : 8,
      }));
    },
    async receiptsOf(reservationId) {
      const rows = await store
        .selectFrom('receipts')
        .select(['number', 'date', 'amount', 'method'])
        .where('reservation_id', '=', reservationId)
        .orderBy('date')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        number: row.number,
        date: row.date,
        amount: row.amount,
        method: row.method,
      }));
    },
    async billingInfoOf(guestId) {
      const row = await store
        .selectFrom('guests')
        .select(['billing_tax_code', 'billing_business_name', 'billing_address', 'billing_email'])
        .where('id', '=', guestId)
        .executeTakeFirst();
      return (
        row && {
          taxCode: row.billing_tax_code,
          businessName: row.billing_business_name,
          address: row.billing_address,
          email: row.billing_email,
        }
      );
    },
    async saveBillingInfo(guestId, info) {
      await store
        .updateTable('guests')
        .set({
          billing_tax_code: info.taxCode,
          billing_business_name: info.businessName,
          billing_address: info.address,
          billing_email: info.email,
        })
        .where('id', '=', guestId)
        .execute();
    },
  };
}
