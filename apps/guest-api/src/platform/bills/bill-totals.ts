import {
  BILL_GROUPS,
  SERVICE_CHARGE_PERCENT,
  type Bill,
  type BillLine,
  type Receipt,
} from '@portal/api-client/contract/bills';

export interface GroupedLine extends BillLine {
  group: (typeof BILL_GROUPS)[number];
}

/**
 * Service charge is 5% of the net; VAT (8% or 10%, per line) is charged on net plus service
 * charge, as Vietnamese hotel bills do. Each rate's sums are rounded to the dong once.
 */
export function billOf(lines: GroupedLine[], receipts: Receipt[]): Bill {
  const groups = BILL_GROUPS.map((group) => {
    const own = lines
      .filter((line) => line.group === group)
      .map(({ group: _group, ...line }) => line);
    return { group, lines: own, subtotal: own.reduce((sum, line) => sum + line.amount, 0) };
  });
  const rates = [...new Set(lines.map((line) => line.vatPercent))].sort((a, b) => a - b);
  let serviceCharge = 0;
  const vat = rates.map((percent) => {
    const net = lines
      .filter((line) => line.vatPercent === percent)
      .reduce((sum, line) => sum + line.amount, 0);
    const charge = Math.round((net * SERVICE_CHARGE_PERCENT) / 100);
    serviceCharge += charge;
    const base = net + charge;
    return { percent, base, amount: Math.round((base * percent) / 100) };
  });
  const net = lines.reduce((sum, line) => sum + line.amount, 0);
  const vatTotal = vat.reduce((sum, rate) => sum + rate.amount, 0);
  const total = net + serviceCharge + vatTotal;
  const paid = receipts.reduce((sum, receipt) => sum + receipt.amount, 0);
  return {
    currency: 'VND',
    groups,
    net,
    serviceChargePercent: SERVICE_CHARGE_PERCENT,
    serviceCharge,
    vat,
    vatTotal,
    total,
    paid,
    balance: total - paid,
    receipts,
  };
}
