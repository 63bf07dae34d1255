import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@portal/api-client/contract/route';
import { mayStaffCall, STAFF_ROLES, type StaffRole } from '@portal/api-client/rules/staff-roles';
import { staffContract, type StaffRouteName } from '@portal/api-client/staff-contract';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { createStaffSessionsRepository } from '../../src/platform/sessions/staff-sessions-repository.ts';
import { HOTEL_KEYS, startProofApp, type HotelCode, type ProofApp } from './support/proof-app.ts';

/**
 * Every staff call × every role × every hotel, read from staffContract: a call added to it is
 * covered here without a new line. A role the call does not name (the manager excepted) is
 * refused 403 STAFF_FORBIDDEN; a session is good in its own hotel only.
 */
let proof: ProofApp;
/** One guest sign-in for every call: one each would outrun the sign-in limit (30 a minute). */
let guestToken: string;
const HOTELS = Object.keys(HOTEL_KEYS) as HotelCode[];

beforeAll(async () => {
  proof = await startProofApp();
  guestToken = await proof.signIn('ESG', 'ESG1001');
});
afterAll(() => proof.close());

/** A fresh session of the hotel's demo account of that role (sign-out calls end the one they use). */
async function sessionOf(hotel: HotelCode, role: StaffRole) {
  const row = await proof.store
    .selectFrom('staff_accounts as a')
    .innerJoin('hotels as h', 'h.id', 'a.hotel_id')
    .select(['a.id', 'a.hotel_id'])
    .where('h.code', '=', hotel)
    .where('a.role', '=', role)
    .orderBy('a.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`No ${role} in ${hotel}`);
  const sessions = createStaffSessionsRepository(proof.store, {
    idleMs: 30 * 60_000,
    maxMs: 12 * 3_600_000,
  });
  const { token, identity } = await sessions.open(row.id, row.hotel_id, proof.clock.now);
  return {
    cookie: `portal_staff=${token}`,
    csrfToken: identity.csrfToken,
    accountId: row.id,
  };
}

/** A request each call accepts far enough to check who asks: its own hotel's account, an empty JSON body. */
function sampleRequest(name: StaffRouteName, accountId: number) {
  const route = staffContract[name];
  return {
    method: route.method,
    url: `/api${buildPath(route.path, { id: accountId })}`,
    payload: route.method === 'GET' ? undefined : {},
  };
}

const sessionRoutes = (Object.keys(staffContract) as StaffRouteName[]).filter(
  (name) => staffContract[name].staffRoles !== undefined,
);
const matrix = sessionRoutes.flatMap((name) =>
  HOTELS.flatMap((hotel) => STAFF_ROLES.map((role) => [name, hotel, role] as const)),
);

describe('every staff call × role × hotel', () => {
  it.each(matrix)('%s in %s as %s', async (name, hotel, role) => {
    const session = await sessionOf(hotel, role);
    const { method, url, payload } = sampleRequest(name, session.accountId);
    const response = await proof.inject({
      method,
      url,
      payload,
      headers: {
        [HOTEL_KEY_HEADER]: HOTEL_KEYS[hotel],
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
      },
    });
    const allowed = mayStaffCall(role, staffContract[name].staffRoles ?? []);
    if (allowed) {
      expect([401, 403], `${method} ${url}: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    }
  });

  it.each(sessionRoutes.flatMap((name) => HOTELS.map((hotel) => [name, hotel] as const)))(
    "%s refuses a manager of %s sent with another hotel's key (401)",
    async (name, hotel) => {
      const session = await sessionOf(hotel, 'manager');
      const { method, url, payload } = sampleRequest(name, session.accountId);
      for (const other of HOTELS.filter((code) => code !== hotel)) {
        const response = await proof.inject({
          method,
          url,
          payload,
          headers: {
            [HOTEL_KEY_HEADER]: HOTEL_KEYS[other],
            cookie: session.cookie,
            'x-csrf-token': session.csrfToken,
          },
        });
        expect(response.statusCode, `${method} ${url} with hotel ${other}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'STAFF_UNAUTHENTICATED' });
      }
    },
  );

  it.each(sessionRoutes)(
    '%s refuses a request with no session, or a guest token (401)',
    async (name) => {
      const { method, url, payload } = sampleRequest(name, 1);
      for (const headers of [
        {},
        { authorization: `Bearer ${guestToken}` },
        { cookie: 'portal_staff=forged-token-0123456789abcdef' },
      ]) {
        const response = await proof.inject({
          method,
          url,
          payload,
          headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, ...headers },
        });
        expect(response.statusCode, `${method} ${url} with ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'STAFF_UNAUTHENTICATED' });
      }
    },
  );

  it('gives the manager every call, the front desk, the kitchen and the concierge their own', () => {
    const byRole = Object.fromEntries(
      STAFF_ROLES.map((role) => [
        role,
        sessionRoutes.filter((name) => mayStaffCall(role, staffContract[name].staffRoles ?? [])),
      ]),
    );
    expect(byRole.manager).toEqual(sessionRoutes);
    const sessionCalls = ['staffGetSession', 'staffSignOut', 'staffSignOutEverywhere'];
    // The Inbox: the front desk and the concierge answer guests; quick replies are the manager's.
    const inboxCalls = [
      'listInbox',
      'getInboxThread',
      'replyInInbox',
      'markInboxThreadSeen',
      'moveInboxThread',
      'listQuickReplies',
    ];
    expect(byRole['front-desk']).toEqual([
      ...sessionCalls,
      'listArrivals',
      'listDepartures',
      'getFrontDeskReservation',
      'getIdentityDetails',
      'searchReservations',
      'listInHouse',
      'getIdentityDocument',
      'listCancellations',
      'confirmReservation',
      'assignRoom',
      'markArrived',
      'acceptPreCheckIn',
      'returnPreCheckIn',
      'checkOutReservation',
      'cancelReservationAtDesk',
      'listRoomTypes',
      'createReservation',
      'previewReservationImport',
      'importReservations',
      'listReservationMessages',
      'resendInvitation',
      ...inboxCalls,
    ]);
    expect(byRole.kitchen).toEqual([
      ...sessionCalls,
      'listKitchenOrders',
      'moveOrder',
      'getStaffMenu',
      'addMenuItem',
      'changeMenuItem',
      'setMenuItemAvailability',
      'addMenuCategory',
      'renameMenuCategory',
      'uploadPicture',
    ]);
    expect(byRole.concierge).toEqual([
      ...sessionCalls,
      'listStaffPrograms',
      'addProgram',
      'changeProgram',
      'listStaffLocalTips',
      'addLocalTip',
      'changeLocalTip',
      'removeLocalTip',
      'listStaffOffers',
      'addOffer',
      'changeOffer',
      'findProgramGuests',
      'reserveProgramForGuest',
      'markProgramAttendance',
      'cancelProgramReservationForGuest',
      'listStaffActivities',
      'addActivity',
      'changeActivity',
      'removeActivity',
      'uploadPicture',
      ...inboxCalls,
    ]);
  });
});
