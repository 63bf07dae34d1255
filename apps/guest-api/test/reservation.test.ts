import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('my reservation', () => {
  it("shows the guest's reservation, its guests and what the rules allow today", async () => {
    const token = await server.signIn('ESG', 'ESG1002');
    const answer = await server.call('GET', '/api/reservation', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      reservationNumber: 'ESG1002',
      status: 'Arrived',
      roomNumber: '905',
      surname: 'Walker',
      checkOut: { open: true, requestedAt: null },
      checkIn: { open: false },
      cancellation: { open: false },
    });
    expect(answer.body.departureDate).toBe(answer.body.hotelToday);
  });

  it('lets a sharer read the reservation they share', async () => {
    const token = await server.signIn('ESG', 'ESG1001', 'Tran');
    const answer = await server.call<{
      reservationNumber: string;
      guests: { lastName: string; isMe: boolean }[];
    }>('GET', '/api/reservation', { token });
    expect(answer.body.reservationNumber).toBe('ESG1001');
    expect(answer.body.guests.find((guest) => guest.isMe)?.lastName).toBe('Tran');
  });

  it('needs a signed-in guest', async () => {
    const answer = await server.call('GET', '/api/reservation');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('cancel reservation', () => {
  it('needs the policy agreed', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await server.call('POST', '/api/reservation/cancel', {
      token,
      body: { reason: 'Change of plans', policyAgreed: false },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('POLICY_NOT_AGREED');
  });

  it('needs a reason', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await server.call('POST', '/api/reservation/cancel', {
      token,
      body: { reason: ' ', policyAgreed: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('is refused after the cancellation deadline: "Contact us for cancellation"', async () => {
    const token = await server.signIn('ESG', 'ESG1005');
    const answer = await server.call('POST', '/api/reservation/cancel', {
      token,
      body: { reason: 'Ill', policyAgreed: true },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'CANCELLATION_CLOSED',
      message: 'Contact us for cancellation',
    });
  });

  it('is only for the guest who made the reservation', async () => {
    const sharer = await server.tokenFor(await server.guestId('ESG', 'ESG1003', false));
    const answer = await server.call('POST', '/api/reservation/cancel', {
      token: sharer,
      body: { reason: 'Ill', policyAgreed: true },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('PRIMARY_GUEST_ONLY');
  });

  it('cancels before the deadline, once', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await server.call('POST', '/api/reservation/cancel', {
      token,
      body: { reason: 'Change of plans', policyAgreed: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ cancellation: { open: false, reason: 'Change of plans' } });
    expect((answer.body.cancellation as { cancelledAt: string }).cancelledAt).toEqual(
      expect.any(String),
    );
    const again = await server.call('POST', '/api/reservation/cancel', {
      token,
      body: { reason: 'Again', policyAgreed: true },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('RESERVATION_CANCELLED');
    const order = await server.call('POST', '/api/my-activities', {
      token,
      body: { activityId: 1, date: String(answer.body.arrivalDate) },
    });
    expect(order.body.code).toBe('RESERVATION_CANCELLED');
  });
});
