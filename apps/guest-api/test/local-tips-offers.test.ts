import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalTip } from '@portal/api-client/contract/local-tips';
import type { Offer } from '@portal/api-client/contract/offers';
import { firstIdOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('local tips', () => {
  it("lists the hotel's own tips", async () => {
    const token = await server.signIn('EHH', 'EHH1001');
    const answer = await server.call<{ localTips: LocalTip[] }>('GET', '/api/local-tips', {
      hotel: 'EHH',
      token,
    });
    expect(answer.body.localTips.length).toBeGreaterThanOrEqual(5);
    expect(answer.body.localTips.map((tip) => tip.title.en)).toContain('Japanese Covered Bridge');
  });

  it('likes and unlikes a tip; the liked filter shows only liked ones', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const id = await firstIdOf(server.store, 'local_tips', 'ESG');
    const before = await server.call<LocalTip>('GET', `/api/local-tips/${id}`, { token });
    const liked = await server.call<LocalTip>('PUT', `/api/local-tips/${id}/like`, { token });
    expect(liked.body).toMatchObject({ liked: true, likes: before.body.likes + 1 });
    const twice = await server.call<LocalTip>('PUT', `/api/local-tips/${id}/like`, { token });
    expect(twice.body.likes).toBe(before.body.likes + 1);
    const filtered = await server.call<{ localTips: LocalTip[] }>(
      'GET',
      '/api/local-tips?filter=liked',
      { token },
    );
    expect(filtered.body.localTips.map((tip) => tip.id)).toEqual([id]);
    const sharer = await server.signIn('ESG', 'ESG1001', 'Tran');
    expect(
      (
        await server.call<{ localTips: LocalTip[] }>('GET', '/api/local-tips?filter=liked', {
          token: sharer,
        })
      ).body.localTips,
    ).toEqual([]);
    const unliked = await server.call<LocalTip>('DELETE', `/api/local-tips/${id}/like`, { token });
    expect(unliked.body).toMatchObject({ liked: false, likes: before.body.likes });
  });

  it('refuses an unknown filter', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    expect((await server.call('GET', '/api/local-tips?filter=popular', { token })).status).toBe(
      400,
    );
  });
});

describe('special offers', () => {
  it('lists offers valid today or later, with details', async () => {
    const token = await server.signIn('VCT', 'VCT1001');
    const answer = await server.call<{ offers: Offer[] }>('GET', '/api/offers', {
      hotel: 'VCT',
      token,
    });
    expect(answer.body.offers.length).toBeGreaterThanOrEqual(3);
    const [first] = answer.body.offers;
    const detail = await server.call<Offer>('GET', `/api/offers/${first?.id ?? 0}`, {
      hotel: 'VCT',
      token,
    });
    expect(detail.body).toMatchObject({ id: first?.id, title: first?.title });
    expect(detail.body.terms.vi.length).toBeGreaterThan(0);
  });
});
