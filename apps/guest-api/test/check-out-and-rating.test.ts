import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('request check-out', () => {
  it('is refused before the departure date', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await server.call('POST', '/api/check-out', {
      token,
      body: { minibarUsed: false },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'CHECKOUT_NOT_DEPARTURE_DATE',
      message: 'Only allow request check-out on the departure date',
    });
  });

  it('is refused to a guest who has not arrived', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await server.call('POST', '/api/check-out', {
      token,
      body: { minibarUsed: false },
    });
    expect(answer.body.code).toBe('CHECKOUT_NOT_ARRIVED');
  });

  it('takes only the three check-out options', async () => {
    const token = await server.signIn('ESG', 'ESG1002');
    const unknown = await server.call('POST', '/api/check-out', {
      token,
      body: { minibarUsed: false, options: ['CHECKOUT_SPA'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    const twice = await server.call('POST', '/api/check-out', {
      token,
      body: { minibarUsed: false, options: ['CHECKOUT_LATE', 'CHECKOUT_LATE'] },
    });
    expect(twice.status).toBe(400);
    const missing = await server.call('POST', '/api/check-out', { token, body: { options: [] } });
    expect(missing.status).toBe(400);
  });

  it('is accepted on the departure date with options, the mini-bar answer and a rating; once', async () => {
    const token = await server.signIn('ESG', 'ESG1002');
    const answer = await server.call('POST', '/api/check-out', {
      token,
      body: {
        options: ['CHECKOUT_LUGGAGE_STORE', 'CHECKOUT_TAXI_SERVICE'],
        minibarUsed: true,
        minibarNotes: 'Two waters',
        rating: { score: 5, experience: 'Lovely stay' },
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      options: ['CHECKOUT_LUGGAGE_STORE', 'CHECKOUT_TAXI_SERVICE'],
      minibarUsed: true,
    });
    const rating = await server.call('GET', '/api/rating', { token });
    expect(rating.body).toMatchObject({ rating: { score: 5, experience: 'Lovely stay' } });
    const reservation = await server.call('GET', '/api/reservation', { token });
    expect(reservation.body.checkOut).toMatchObject({
      open: false,
      requestedAt: expect.any(String),
    });
    const again = await server.call('POST', '/api/check-out', {
      token,
      body: { minibarUsed: false },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CHECKOUT_ALREADY_REQUESTED');
    // Asked again the next day, the guest hears that it is done, not that the day has passed.
    server.clock.now = new Date(Date.now() + 24 * 3_600_000);
    try {
      const nextDay = await server.call('POST', '/api/check-out', {
        token,
        body: { minibarUsed: false },
      });
      expect(nextDay.body.code).toBe('CHECKOUT_ALREADY_REQUESTED');
    } finally {
      server.clock.now = new Date();
    }
  });

  it("is the primary guest's: a companion is refused and told so, and nothing is recorded", async () => {
    // ESG1001 departs in 3 days; on that day its companion (Tran) tries to check everyone out.
    server.clock.now = new Date(Date.now() + 3 * 24 * 3_600_000);
    try {
      const companion = await server.signIn('ESG', 'ESG1001', 'Tran');
      const view = await server.call('GET', '/api/reservation', { token: companion });
      expect(view.body.checkOut).toMatchObject({
        open: true,
        requestedAt: null,
        primaryGuestOnly: true,
      });
      const answer = await server.call('POST', '/api/check-out', {
        token: companion,
        body: { minibarUsed: false },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('PRIMARY_GUEST_ONLY');
      const primary = await server.signIn('ESG', 'ESG1001');
      const primaryView = await server.call('GET', '/api/reservation', { token: primary });
      expect(primaryView.body.checkOut).toMatchObject({
        open: true,
        requestedAt: null,
        primaryGuestOnly: false,
      });
    } finally {
      server.clock.now = new Date();
    }
  });

  it("judges the departure date in the hotel's time zone", async () => {
    // VCT1002 departs today in Vietnam; one day later (hotel time) it is no longer the day.
    const token = await server.signIn('VCT', 'VCT1002');
    server.clock.now = new Date(Date.now() + 24 * 3_600_000);
    try {
      const answer = await server.call('POST', '/api/check-out', {
        hotel: 'VCT',
        token,
        body: { minibarUsed: false },
      });
      expect(answer.body.code).toBe('CHECKOUT_NOT_DEPARTURE_DATE');
    } finally {
      server.clock.now = new Date();
    }
  });
});

describe('rate the stay', () => {
  it('rates with a score and an experience, and a new rating replaces the old', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    expect((await server.call('GET', '/api/rating', { token })).body).toEqual({ rating: null });
    const first = await server.call('PUT', '/api/rating', {
      token,
      body: { score: 3, experience: 'Noisy street' },
    });
    expect(first.status).toBe(200);
    const second = await server.call('PUT', '/api/rating', { token, body: { score: 4 } });
    expect(second.body).toMatchObject({ score: 4, experience: '' });
    expect((await server.call('GET', '/api/rating', { token })).body).toMatchObject({
      rating: { score: 4 },
    });
  });

  it('keeps each guest’s own rating', async () => {
    const sharer = await server.signIn('ESG', 'ESG1001', 'Tran');
    expect((await server.call('GET', '/api/rating', { token: sharer })).body).toEqual({
      rating: null,
    });
  });

  it('refuses scores outside 1 to 5 and ratings before arrival', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    for (const score of [0, 6, 3.5, '5']) {
      expect((await server.call('PUT', '/api/rating', { token, body: { score } })).status).toBe(
        400,
      );
    }
    const early = await server.signIn('ESG', 'ESG1004');
    const answer = await server.call('PUT', '/api/rating', { token: early, body: { score: 5 } });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('RATING_BEFORE_ARRIVAL');
  });
});
