import type { BillGroupName, Receipt } from '@portal/api-client/contract/bills';
import type { BillingInfo } from '@portal/api-client/contract/session';
import type { Database } from '../../db/database.ts';
import { num, str } from '../../db/row.ts';
import type { GroupedLine } from './bill-totals.ts';

export interface BillsRepository {
  linesOf(reservationId: number): Promise<GroupedLine[]>;
  receiptsOf(reservationId: number): Promise<Receipt[]>;
  billingInfoOf(guestId: number): Promise<BillingInfo>;
  saveBillingInfo(guestId: number, info: BillingInfo): Promise<void>;
}

export function createSqliteBillsRepository(db: Database): BillsRepository {
  const lines = db.prepare(`
    SELECT id, group_name, date, description_en, description_vi, quantity, unit_price, vat_percent
    FROM bill_lines WHERE reservation_id = ? ORDER BY date, id`);
  const receipts = db.prepare(
    'SELECT number, date, amount, method FROM receipts WHERE reservation_id = ? ORDER BY date, id',
  );
  const billing = db.prepare(
    'SELECT billing_tax_code, billing_business_name, billing_address, billing_email FROM guests WHERE id = ?',
  );
  const saveBilling = db.prepare(`
    UPDATE guests SET billing_tax_code = ?, billing_business_name = ?, billing_address = ?, billing_email = ?
    WHERE id = ?`);
  return {
    async linesOf(reservationId) {
      return lines.all(reservationId).map((row) => ({
        id: num(row.id),
        group: str(row.group_name) as BillGroupName,
        date: str(row.date),
        description: { en: str(row.description_en), vi: str(row.description_vi) },
        quantity: num(row.quantity),
        unitPrice: num(row.unit_price),
        amount: num(row.quantity) * num(row.unit_price),
        vatPercent: num(row.vat_percent) === 10 ? 10 : 8,
      }));
    },
    async receiptsOf(reservationId) {
      return receipts.all(reservationId).map((row) => ({
        number: str(row.number),
        date: str(row.date),
        amount: num(row.amount),
        method: str(row.method),
      }));
    },
    async billingInfoOf(guestId) {
      const row = billing.get(guestId) ?? {};
      return {
        taxCode: str(row.billing_tax_code),
        businessName: str(row.billing_business_name),
        address: str(row.billing_address),
        email: str(row.billing_email),
      };
    },
    async saveBillingInfo(guestId, info) {
      saveBilling.run(info.taxCode, info.businessName, info.address, info.email, guestId);
    },
  };
}
