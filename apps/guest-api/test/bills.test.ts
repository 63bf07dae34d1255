import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@portal/api-client/contract/bills';
import { billOf } from '../src/platform/bills/bill-totals.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('bill totals', () => {
  it('adds 5% service charge to the net and VAT per rate on net plus service charge', () => {
    const bill = billOf(
      [
        {
          id: 1,
          group: 'room',
          date: '2026-01-01',
          description: { en: 'Room', vi: 'Phòng' },
          quantity: 1,
          unitPrice: 1_000_000,
          amount: 1_000_000,
          vatPercent: 8,
        },
        {
          id: 2,
          group: 'food-and-beverage',
          date: '2026-01-01',
          description: { en: 'Wine', vi: 'Rượu' },
          quantity: 2,
          unitPrice: 100_000,
          amount: 200_000,
          vatPercent: 10,
        },
      ],
      [{ number: 'R1', date: '2026-01-01', amount: 500_000, method: 'Card' }],
    );
    expect(bill.net).toBe(1_200_000);
    expect(bill.serviceCharge).toBe(60_000);
    expect(bill.vat).toEqual([
      { percent: 8, base: 1_050_000, amount: 84_000 },
      { percent: 10, base: 210_000, amount: 21_000 },
    ]);
    expect(bill.total).toBe(1_200_000 + 60_000 + 105_000);
    expect(bill.balance).toBe(bill.total - 500_000);
    expect(bill.groups.map((group) => group.group)).toEqual([
      'room',
      'room-service',
      'other-services',
      'food-and-beverage',
    ]);
  });
});

describe('balance and bills', () => {
  it("shows an arrived guest's lines by group, totals and receipts", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await server.call<Bill>('GET', '/api/bills', { token });
    expect(answer.status).toBe(200);
    const room = answer.body.groups.find((group) => group.group === 'room');
    expect(room?.lines).toHaveLength(2);
    expect(answer.body.receipts).toEqual([expect.objectContaining({ number: 'RC-ESG1001-01' })]);
    expect(answer.body.total).toBe(
      answer.body.net + answer.body.serviceCharge + answer.body.vatTotal,
    );
  });

  it('adds room-service lines when an order is placed', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const before = await server.call<Bill>('GET', '/api/bills', { token });
    const order = await server.call('POST', '/api/room-service/orders', {
      token,
      headers: { 'idempotency-key': 'bill-test-order-1' },
      body: { lines: [{ itemId: 1, quantity: 2 }] },
    });
    expect(order.status).toBe(201);
    const after = await server.call<Bill>('GET', '/api/bills', { token });
    expect(after.body.net - before.body.net).toBe(Number(order.body.total));
    const roomService = after.body.groups.find((group) => group.group === 'room-service');
    expect(roomService?.lines.at(-1)?.description.en).toContain(String(order.body.number));
  });

  it('is empty for a guest who has not arrived', async () => {
    const token = await server.signIn('ESG', 'ESG1004');
    const answer = await server.call<Bill>('GET', '/api/bills', { token });
    expect(answer.body).toMatchObject({ net: 0, total: 0, balance: 0, receipts: [] });
  });
});

describe('billing information', () => {
  it('updates and reads back the billing information', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    // Read first, so the profile is held when the billing changes.
    expect((await server.call('GET', '/api/customer-flow/me', { token })).status).toBe(200);
    const info = {
      taxCode: '0312345678',
      businessName: 'Acme Co.',
      address: '1 Le Loi, District 1',
      email: 'billing@acme.vn',
    };
    const answer = await server.call('PUT', '/api/billing-info', { token, body: info });
    expect(answer.status).toBe(200);
    expect((await server.call('GET', '/api/billing-info', { token })).body).toEqual(info);
    const profile = await server.call('GET', '/api/customer-flow/me', { token });
    expect(profile.body.billing).toEqual(info);
  });

  it('accepts an empty e-mail and refuses one without a letter-only suffix', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const base = { taxCode: '', businessName: '', address: '' };
    expect(
      (await server.call('PUT', '/api/billing-info', { token, body: { ...base, email: '' } }))
        .status,
    ).toBe(200);
    for (const email of ['billing@acme', 'billing@acme.c0m', 'no at.vn', 'a@b.c']) {
      const answer = await server.call('PUT', '/api/billing-info', {
        token,
        body: { ...base, email },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([
        expect.objectContaining({ path: 'body.email', message: 'Please input a valid email' }),
      ]);
    }
  });

  it('refuses missing fields, too long ones and unknown ones', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    expect(
      (await server.call('PUT', '/api/billing-info', { token, body: { taxCode: '1' } })).status,
    ).toBe(400);
    const long = { taxCode: '1'.repeat(21), businessName: '', address: '', email: '' };
    expect((await server.call('PUT', '/api/billing-info', { token, body: long })).status).toBe(400);
    const extra = { taxCode: '', businessName: '', address: '', email: '', vip: true };
    expect((await server.call('PUT', '/api/billing-info', { token, body: extra })).status).toBe(
      400,
    );
  });
});
