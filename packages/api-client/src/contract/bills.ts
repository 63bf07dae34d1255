import './zod-setup.ts';
import { z } from 'zod/mini';
import { BillingInfo, BillingInfoInput } from './session.ts';
import { IsoDate, LocalizedText, Vnd } from './common.ts';
import { defineRoute } from './route.ts';

export const BILL_GROUPS = ['room', 'room-service', 'other-services', 'food-and-beverage'] as const;
export const BillGroupName = z.enum(BILL_GROUPS);
export type BillGroupName = z.infer<typeof BillGroupName>;

export const SERVICE_CHARGE_PERCENT = 5;

export const BillLine = z.object({
  id: z.int(),
  date: IsoDate,
  description: LocalizedText,
  quantity: z.int(),
  unitPrice: Vnd,
  /** quantity x unitPrice, before service charge and VAT. */
  amount: Vnd,
  vatPercent: z.union([z.literal(8), z.literal(10)]),
});
export type BillLine = z.infer<typeof BillLine>;

export const BillGroup = z.object({
  group: BillGroupName,
  lines: z.array(BillLine),
  subtotal: Vnd,
});
export type BillGroup = z.infer<typeof BillGroup>;

export const Receipt = z.object({
  number: z.string(),
  date: IsoDate,
  amount: Vnd,
  method: z.string(),
});
export type Receipt = z.infer<typeof Receipt>;

/** Net + service charge (5% of net) + VAT (8% or 10% of net + service charge, per line) = total. */
export const Bill = z.object({
  currency: z.literal('VND'),
  groups: z.array(BillGroup),
  net: Vnd,
  serviceChargePercent: z.number(),
  serviceCharge: Vnd,
  vat: z.array(z.object({ percent: z.number(), base: Vnd, amount: Vnd })),
  vatTotal: Vnd,
  total: Vnd,
  paid: Vnd,
  /** What is still owed: total minus receipts. */
  balance: Vnd,
  receipts: z.array(Receipt),
});
export type Bill = z.infer<typeof Bill>;

export const BillingInfoUpdate = z.strictObject(BillingInfoInput.shape);

export const billsRoutes = {
  getBill: defineRoute({
    method: 'GET',
    path: '/bills',
    tag: 'Bills',
    summary:
      'Balance and bill of the stay: lines by group, net, service charge, VAT, total and receipts',
    auth: true,
    response: Bill,
  }),
  getBillingInfo: defineRoute({
    method: 'GET',
    path: '/billing-info',
    tag: 'Bills',
    summary: "The signed-in guest's billing information (tax code, business name, address, e-mail)",
    auth: true,
    response: BillingInfo,
  }),
  updateBillingInfo: defineRoute({
    method: 'PUT',
    path: '/billing-info',
    tag: 'Bills',
    summary: 'Replace the billing information; the e-mail must be valid or empty',
    auth: true,
    body: BillingInfoUpdate,
    response: BillingInfo,
    errors: ['STAY_CHECKED_OUT'],
  }),
} as const;
