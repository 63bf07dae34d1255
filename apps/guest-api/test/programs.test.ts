import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '@portal/api-client/contract/programs';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function programs(token: string): Promise<Program[]> {
  return (await server.call<{ programs: Program[] }>('GET', '/api/programs', { token })).body
    .programs;
}

describe('programs', () => {
  it('lists upcoming programs soonest first, one of them fully booked', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const list = await programs(token);
    expect(list.length).toBeGreaterThanOrEqual(4);
    const starts = list.map((program) => program.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(list.filter((program) => program.fullyBooked)).toHaveLength(1);
  });

  it('reserves seats, shows my reservation, refuses a second one, and cancels', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const open = (await programs(token)).find(
      (program) => !program.fullyBooked && program.seatsLeft >= 2,
    );
    if (!open) throw new Error('The demo has an open program');
    const reserved = await server.call<Program>('POST', `/api/programs/${open.id}/reservation`, {
      token,
      body: { seats: 2, notes: 'Vegetarian' },
    });
    expect(reserved.status).toBe(201);
    expect(reserved.body.seatsLeft).toBe(open.seatsLeft - 2);
    expect(reserved.body.myReservation).toMatchObject({ seats: 2, notes: 'Vegetarian' });
    const again = await server.call('POST', `/api/programs/${open.id}/reservation`, {
      token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROGRAM_ALREADY_RESERVED');
    const sharer = await server.signIn('ESG', 'ESG1001', 'Tran');
    const theirs = await server.call<Program>('GET', `/api/programs/${open.id}`, { token: sharer });
    expect(theirs.body.myReservation).toBeNull();
    const cancelled = await server.call<Program>('DELETE', `/api/programs/${open.id}/reservation`, {
      token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ myReservation: null, seatsLeft: open.seatsLeft });
    const none = await server.call('DELETE', `/api/programs/${open.id}/reservation`, { token });
    expect(none.status).toBe(404);
  });

  it('refuses a fully booked program and more seats than are left', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const list = await programs(token);
    const full = list.find((program) => program.fullyBooked);
    const answer = await server.call('POST', `/api/programs/${full?.id ?? 0}/reservation`, {
      token,
      body: { seats: 1 },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('PROGRAM_FULLY_BOOKED');
    const small = list.find((program) => !program.fullyBooked && program.seatsLeft < 10);
    const tooMany = await server.call('POST', `/api/programs/${small?.id ?? 0}/reservation`, {
      token,
      body: { seats: 10 },
    });
    expect(tooMany.body.code).toBe('PROGRAM_FULLY_BOOKED');
    expect(
      (
        await server.call('POST', `/api/programs/${small?.id ?? 0}/reservation`, {
          token,
          body: { seats: 11 },
        })
      ).status,
    ).toBe(400);
  });

  it('gives the last seats to one of two guests asking at once', async () => {
    const minhAnh = await server.signIn('ESG', 'ESG1001');
    const guests = [minhAnh, await server.signIn('ESG', 'ESG1002')];
    const open = (await programs(minhAnh)).find(
      (program) => !program.fullyBooked && program.seatsLeft <= 10 && !program.myReservation,
    );
    if (!open) throw new Error('The demo has an open program');
    const url = `/api/programs/${open.id}/reservation`;
    const answers = await Promise.all(
      guests.map((token) => server.call('POST', url, { token, body: { seats: open.seatsLeft } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('PROGRAM_FULLY_BOOKED');
    const winner = guests[answers.findIndex((answer) => answer.status === 201)];
    const after = await server.call<Program>('GET', `/api/programs/${open.id}`, { token: winner });
    expect(after.body).toMatchObject({ seatsLeft: 0, fullyBooked: true });
    expect(after.body.myReservation?.seats).toBe(open.seatsLeft);
    await server.call('DELETE', url, { token: winner });
  });

  it('refuses to reserve or cancel once the program has started', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const [first] = await programs(token);
    if (!first) throw new Error('The demo has programs');
    await server.call('POST', `/api/programs/${first.id}/reservation`, { token, body: {} });
    server.clock.now = new Date(Date.parse(first.startsAt) + 60_000);
    try {
      const cancel = await server.call('DELETE', `/api/programs/${first.id}/reservation`, {
        token,
      });
      expect(cancel.body.code).toBe('PROGRAM_STARTED');
      const sharer = await server.signIn('ESG', 'ESG1001', 'Tran');
      const reserve = await server.call('POST', `/api/programs/${first.id}/reservation`, {
        token: sharer,
        body: {},
      });
      expect(reserve.body.code).toBe('PROGRAM_STARTED');
    } finally {
      server.clock.now = new Date();
    }
  });
});
