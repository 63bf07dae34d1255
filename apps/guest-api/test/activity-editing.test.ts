import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@portal/api-client/contract/activities';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { WEEKDAYS } from '@portal/api-client/rules/weekdays';
import type { AuditEntry } from '@portal/api-client/staff-contract/audit-log';
import type {
  ActivityInput,
  StaffActivity,
} from '@portal/api-client/staff-contract/activity-editing';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// The concierge's activities, edited like the local tips (issue #25).

let server: TestServer;
let concierge: StaffSignedIn;
let manager: StaffSignedIn;
let frontDesk: StaffSignedIn;
let vctConcierge: StaffSignedIn;
beforeAll(async () => {
  server = await startTestServer();
  concierge = await signInStaff(server, 'ESG', 'concierge');
  manager = await signInStaff(server, 'ESG', 'manager');
  frontDesk = await signInStaff(server, 'ESG', 'front-desk');
  vctConcierge = await signInStaff(server, 'VCT', 'concierge');
});
afterAll(() => server.close());

type Refusal = { code: string; details?: { path: string }[] };

const both = (en: string) => ({ en, vi: `${en} (vi)` });
const call = <T>(who: StaffSignedIn, method: string, url: string, body?: unknown) =>
  staffCall<T & Refusal>(server, who, method, `/api/staff${url}`, { body });

async function uploadedPicture(): Promise<string> {
  const name = `up-${randomBytes(16).toString('hex')}`;
  await server.store
    .insertInto('pictures')
    .values((eb) => ({
      name,
      hotel_id: eb.selectFrom('hotels').select('id').where('code', '=', 'ESG'),
      content: new Uint8Array([1, 2, 3]),
      uploaded_at: new Date().toISOString(),
    }))
    .execute();
  return name;
}

async function activityInput(overrides: Partial<ActivityInput> = {}): Promise<ActivityInput> {
  return {
    name: both('Tai chi'),
    description: both('Slow movements by the river.'),
    location: both('River lawn'),
    picture: await uploadedPicture(),
    opensAt: '06:00',
    closesAt: '07:00',
    openDays: ['sun', 'mon'],
    ...overrides,
  };
}

const guestActivities = async (token: string) =>
  (await server.call<{ activities: Activity[] }>('GET', '/api/activities', { token })).body
    .activities;

const latestAudit = async () =>
  (await call<{ entries: AuditEntry[] }>(manager, 'GET', '/audit-log?limit=1')).body.entries[0];

describe("the concierge's activities", () => {
  it("lists them in the guests' order, adds one last, and the guest sees it with its days Monday first", async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const before = await guestActivities(token);
    const listed = await call<{ activities: StaffActivity[] }>(concierge, 'GET', '/activities');
    expect(listed.body.activities.map((activity) => activity.id)).toEqual(
      before.map((activity) => activity.id),
    );

    const added = await call<StaffActivity>(
      concierge,
      'POST',
      '/activities',
      await activityInput(),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: both('Tai chi'), openDays: ['mon', 'sun'] });
    const after = await guestActivities(token);
    expect(after.at(-1)).toMatchObject({
      id: added.body.id,
      name: both('Tai chi'),
      opensAt: '06:00',
      closesAt: '07:00',
      openDays: ['mon', 'sun'],
      image: added.body.image,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'activity-added',
      staffName: concierge.session.staff.name,
      subject: 'Tai chi',
    });
  });

  it('changes one, and the guest reads the change', async () => {
    const added = await call<StaffActivity>(manager, 'POST', '/activities', await activityInput());
    const changed = await call<StaffActivity>(concierge, 'PUT', `/activities/${added.body.id}`, {
      ...(await activityInput({ name: both('Sunrise tai chi'), openDays: [...WEEKDAYS] })),
      picture: added.body.picture,
    });
    expect(changed.status).toBe(200);
    const token = await server.signIn('ESG', 'ESG1001');
    expect((await guestActivities(token)).find((a) => a.id === added.body.id)).toMatchObject({
      name: both('Sunrise tai chi'),
      openDays: [...WEEKDAYS],
    });
    expect(await latestAudit()).toMatchObject({
      action: 'activity-changed',
      subject: 'Sunrise tai chi',
    });
  });

  it("removes one with the guests' plans of it", async () => {
    const added = await call<StaffActivity>(
      concierge,
      'POST',
      '/activities',
      await activityInput({ openDays: [...WEEKDAYS] }),
    );
    const token = await server.signIn('ESG', 'ESG1001');
    const planned = await server.call('POST', '/api/my-activities', {
      token,
      body: {
        activityId: added.body.id,
        date: hotelToday('Asia/Ho_Chi_Minh', server.clock.now),
      },
    });
    expect(planned.status).toBe(201);
    const removed = await call(concierge, 'DELETE', `/activities/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect((await guestActivities(token)).some((a) => a.id === added.body.id)).toBe(false);
    const mine = await server.call<{ myActivities: { activity: { id: number } }[] }>(
      'GET',
      '/api/my-activities',
      { token },
    );
    expect(mine.body.myActivities.some((entry) => entry.activity.id === added.body.id)).toBe(false);
    expect(await latestAudit()).toMatchObject({ action: 'activity-removed', subject: 'Tai chi' });
    expect((await call(concierge, 'DELETE', `/activities/${added.body.id}`)).status).toBe(404);
  });

  it('refuses hours that close before they open, no open day, and a picture not uploaded here', async () => {
    const late = await call(
      concierge,
      'POST',
      '/activities',
      await activityInput({ opensAt: '18:00', closesAt: '09:00' }),
    );
    expect(late.status).toBe(400);
    expect(late.body.details?.map((detail) => detail.path)).toContain('body.closesAt');
    const never = await call(
      concierge,
      'POST',
      '/activities',
      await activityInput({ openDays: [] }),
    );
    expect(never.status).toBe(400);
    const unknown = await call(
      concierge,
      'POST',
      '/activities',
      await activityInput({ picture: 'up-not-here' }),
    );
    expect(unknown.body.code).toBe('UNKNOWN_PICTURE');
  });

  it("leaves activities to the concierge and the manager, and never another hotel's", async () => {
    expect((await call(frontDesk, 'GET', '/activities')).status).toBe(403);
    expect((await call(frontDesk, 'POST', '/activities', await activityInput())).status).toBe(403);
    const added = await call<StaffActivity>(
      concierge,
      'POST',
      '/activities',
      await activityInput(),
    );
    const other = await call(vctConcierge, 'PUT', `/activities/${added.body.id}`, {
      ...(await activityInput()),
      picture: added.body.picture,
    });
    expect(other.status).toBe(404);
    expect((await call(vctConcierge, 'DELETE', `/activities/${added.body.id}`)).status).toBe(404);
    const vctList = await call<{ activities: StaffActivity[] }>(vctConcierge, 'GET', '/activities');
    expect(vctList.body.activities.some((activity) => activity.id === added.body.id)).toBe(false);
  });
});
