import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, MyActivity } from '@portal/api-client/contract/activities';
import type { Favorite } from '@portal/api-client/contract/favorites';
import { firstIdOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('favourites', () => {
  it('keeps a local tip, a program, a menu item and an offer; lists them newest first; removes', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const kept: [string, 'local_tips' | 'programs' | 'menu_items' | 'offers'][] = [
      ['local-tip', 'local_tips'],
      ['program', 'programs'],
      ['menu-item', 'menu_items'],
      ['offer', 'offers'],
    ];
    for (const [kind, table] of kept) {
      const answer = await server.call<Favorite>(
        'PUT',
        `/api/favorites/${kind}/${await firstIdOf(server.store, table, 'ESG')}`,
        { token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.kind).toBe(kind);
      expect(answer.body.title.en.length).toBeGreaterThan(0);
    }
    const again = await server.call(
      'PUT',
      `/api/favorites/offer/${await firstIdOf(server.store, 'offers', 'ESG')}`,
      { token },
    );
    expect(again.status).toBe(200);
    const list = await server.call<{ favorites: Favorite[] }>('GET', '/api/favorites', { token });
    expect(list.body.favorites).toHaveLength(4);
    const programs = await server.call<{ favorites: Favorite[] }>(
      'GET',
      '/api/favorites?kind=program',
      { token },
    );
    expect(programs.body.favorites.map((favorite) => favorite.kind)).toEqual(['program']);
    const menu = await server.call<{
      categories: { items: { id: number; isFavorite: boolean }[] }[];
    }>('GET', '/api/room-service/menu', { token });
    const menuItemId = await firstIdOf(server.store, 'menu_items', 'ESG');
    expect(
      menu.body.categories
        .flatMap((category) => category.items)
        .find((item) => item.id === menuItemId)?.isFavorite,
    ).toBe(true);
    const removed = await server.call('DELETE', `/api/favorites/menu-item/${menuItemId}`, {
      token,
    });
    expect(removed.body).toEqual({ ok: true });
    expect(
      (await server.call<{ favorites: Favorite[] }>('GET', '/api/favorites', { token })).body
        .favorites,
    ).toHaveLength(3);
  });

  it("refuses another hotel's things and unknown kinds", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const other = await server.call(
      'PUT',
      `/api/favorites/local-tip/${await firstIdOf(server.store, 'local_tips', 'VCT')}`,
      { token },
    );
    expect(other.status).toBe(404);
    expect((await server.call('PUT', '/api/favorites/spa/1', { token })).status).toBe(400);
    expect((await server.call('GET', '/api/favorites?kind=spa', { token })).status).toBe(400);
  });
});

describe('activities', () => {
  async function setUp() {
    const token = await server.signIn('ESG', 'ESG1001');
    const activities = (
      await server.call<{ activities: Activity[] }>('GET', '/api/activities', { token })
    ).body.activities;
    const mine = await server.call<{ myActivities: MyActivity[]; remainingStayDates: string[] }>(
      'GET',
      '/api/my-activities',
      { token },
    );
    return { token, activities, dates: mine.body.remainingStayDates };
  }

  it('lists activities with open times and days', async () => {
    const { activities } = await setUp();
    expect(activities.length).toBeGreaterThanOrEqual(4);
    expect(activities[0]).toMatchObject({
      opensAt: expect.stringMatching(/^\d\d:\d\d$/),
      openDays: expect.arrayContaining(['mon']),
    });
  });

  it('adds for one day; the same day again is ACTIVITY_ALREADY_ADDED; then all remaining days', async () => {
    const { token, activities, dates } = await setUp();
    const pool = activities.find((activity) => activity.openDays.length === 7);
    const [today] = dates;
    if (!pool || !today) throw new Error('demo pool and stay dates');
    const first = await server.call<{ added: MyActivity[] }>('POST', '/api/my-activities', {
      token,
      body: { activityId: pool.id, date: today },
    });
    expect(first.status).toBe(201);
    expect(first.body.added.map((entry) => entry.date)).toEqual([today]);
    const again = await server.call('POST', '/api/my-activities', {
      token,
      body: { activityId: pool.id, date: today, scope: 'day' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ACTIVITY_ALREADY_ADDED');
    const all = await server.call<{ added: MyActivity[] }>('POST', '/api/my-activities', {
      token,
      body: { activityId: pool.id, date: today, scope: 'remaining-days' },
    });
    expect(all.body.added.map((entry) => entry.date)).toEqual(dates.slice(1));
    const mine = await server.call<{ myActivities: MyActivity[] }>('GET', '/api/my-activities', {
      token,
    });
    expect(mine.body.myActivities.filter((entry) => entry.activity.id === pool.id)).toHaveLength(
      dates.length,
    );
    const allAgain = await server.call('POST', '/api/my-activities', {
      token,
      body: { activityId: pool.id, date: today, scope: 'remaining-days' },
    });
    expect(allAgain.body.code).toBe('ACTIVITY_ALREADY_ADDED');
  });

  it('refuses a day outside the stay and a day the activity is closed', async () => {
    const { token, activities, dates } = await setUp();
    const pool = activities.find((activity) => activity.openDays.length === 7);
    const outside = await server.call('POST', '/api/my-activities', {
      token,
      body: { activityId: pool?.id, date: '2020-01-01' },
    });
    expect(outside.body.code).toBe('ACTIVITY_OUTSIDE_STAY');
    const kidsClub = activities.find((activity) => activity.openDays.join() === 'sat,sun');
    const weekday = dates.find(
      (date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()),
    );
    const closed = await server.call('POST', '/api/my-activities', {
      token,
      body: { activityId: kidsClub?.id, date: weekday },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('ACTIVITY_CLOSED_ON_DAY');
  });

  it("removes one of my activities, never another guest's", async () => {
    const { token, activities, dates } = await setUp();
    const gym = activities[1];
    const added = await server.call<{ added: MyActivity[] }>('POST', '/api/my-activities', {
      token,
      body: { activityId: gym?.id, date: dates.at(-1) },
    });
    const id = added.body.added[0]?.id;
    const walker = await server.signIn('ESG', 'ESG1002');
    expect(
      (await server.call('DELETE', `/api/my-activities/${id}`, { token: walker })).status,
    ).toBe(404);
    expect((await server.call('DELETE', `/api/my-activities/${id}`, { token })).body).toEqual({
      ok: true,
    });
    expect((await server.call('DELETE', `/api/my-activities/${id}`, { token })).status).toBe(404);
  });
});
