import { sql } from 'kysely';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract as guestContract,
  type RouteName as GuestRouteName,
} from '@portal/api-client/contract';
import { staffContract, type StaffRouteName } from '@portal/api-client/staff-contract';
import { IdentityDocumentFile } from '@portal/api-client/staff-contract/front-desk';
import { ApiError, ERROR_CATALOGUE, type ErrorCode } from '@portal/api-client/contract/errors';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import {
  conforming,
  fuzzValue,
  nastyString,
  wildJson,
  type JsonSchema,
} from './schema-arbitrary.ts';
import { createSessionRepository } from '../../../src/platform/sessions/session-repository.ts';
import { createStaffSessionsRepository } from '../../../src/platform/sessions/staff-sessions-repository.ts';
import { demoStaffAccounts } from '../../../src/platform/sign-in/demo-staff.ts';
import { PROGRAM_CAPACITY_MAX } from '@portal/api-client/rules/hotel-content';
import { pdf } from '../../fixtures.ts';
import { STORE_UNDER_TEST } from '../../support/test-store.ts';
import { guestClient, leaveTraces } from './guest-actions.ts';
import { HOTEL_KEYS, startProofApp, type HotelCode, type ProofApp } from './proof-app.ts';

/**
 * Every operation of the OpenAPI document gets FUZZ_RUNS generated requests (conforming, bent and
 * wild: path ids, query, headers, tokens, bodies, content types). No answer may be a 5xx, a 2xx
 * must parse with the route's response schema, and a 4xx must be `{ code, message }` with a code
 * of the catalogue and that code's status. On PostgreSQL a quarter of SQLite's runs: the handlers
 * and queries are the same on both stores (one Kysely query each), and what is the store's own
 * (its types, constraints and refusals) shows in far fewer; npm test runs both. (500 took the
 * staff calls' fuzz to 127 s on PostgreSQL once the console's calls passed 60.)
 *
 * 1000 on SQLite (2000 before, the longest file of npm test): nearly all of a request's CPU is
 * the API answering it (Fastify, zod, Kysely, SQLite), so halving the runs halves the cost. What
 * 2000 proved, 1000 still does: every branch of the generators is drawn in every call (the
 * rarest, one nasty string of 17 as a path id, about 1 in 500: twice a call, some 200 times over
 * the ~100 calls), the reach below keeps a wide margin, and each run draws a new seed, so run
 * after run keeps exploring.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (STORE_UNDER_TEST === 'postgres' ? 250 : 1000));
/**
 * Calls whose every well-formed request costs a deliberately slow step get fewer: a staff sign-in
 * verifies an argon2id hash (19 MiB, 2 passes; tens of milliseconds of CPU by design), and 2000 of
 * them outran the test's two minutes on a loaded 2-core CI run.
 */
const runsOf = (name: RouteName) => (name === 'staffSignIn' ? Math.ceil(RUNS / 4) : RUNS);
/**
 * Whether the run is long enough to ask that every call succeed at least once. Some successes
 * need a rare draw (a path id that is one of the hotel's few programs, a role allowed to change
 * it). Counted over 2000 runs of every call, the rarest draw that reaches a handler able to
 * succeed came 32 times (changeLocalTip; the desk's moves 50-55 times counting their 409s, and
 * their first such draw succeeds), so p >= 1.6 % a request: 1000 runs expect 16, and miss with
 * a chance of e^-16 ≈ 1e-7 a call, about 1e-5 for the ~100 calls of a run. (requestCheckOut and
 * the sign-outs succeed once or a few times only because a guest or a session can do it once;
 * their reaching draws are a third of the requests and more.) PostgreSQL's 250 expect 4, a 2 %
 * chance of none a call: the generator is the same on both stores, so the long run shows it.
 * reserveProgramForGuest, whose guests and sessions its half seeds (addProgramGuests,
 * reservationsReadyFor), succeeded 15 and 16 times in 1000 runs, as often as the rarest.
 */
const CHECKS_REACH = RUNS >= 1000;

/** The guests' calls and the staff's, one document. */
const contract = { ...guestContract, ...staffContract };
type RouteName = GuestRouteName | StaffRouteName;
const isStaffCall = (name: RouteName) => name in staffContract;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: RouteName;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}
/** encodeURIComponent that survives lone surrogates (they become U+FFFD, as a browser would send them). */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}

/** Path segments sent as they are, not encoded: broken escapes and traversal. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%c0%af',
  '%E0%A4%A',
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fdata',
  '1;DROP',
  '1?',
  '1#',
];

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

let proof: ProofApp;
let operations: { method: string; path: string; operation: Operation }[] = [];
const tokens: { hotel: HotelCode; token: string }[] = [];
const signInBodies: unknown[] = [];
const linkTokens: string[] = [];
/** Access tokens as an earlier portal kept them in local storage, for the one-time exchange. */
const storedTokens: string[] = [];
const staffSessions: { hotel: HotelCode; cookie: string; csrfToken: string }[] = [];
const staffSignInBodies: unknown[] = [];
const newStaffAccounts: unknown[] = [];
const activityExamples: unknown[] = [];
/** Guests staying through every session there is or will be, for the concierge to reserve for. */
const programGuestExamples: unknown[] = [];
const cartExamples: unknown[] = [];
/** The primary guest of ESG1003, whose pre check-in the fuzz sends. */
let schmidtId = 0;
let menuCategories: { id: number; hotel: 'ESG' | 'VCT' }[] = [];
const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A proof app with guests, tokens, staff sessions and examples for the generators to use. */
async function setUp(): Promise<void> {
  // The API's test files share their worker (isolate: false), and so this module: a fuzz file run
  // after another in the same worker starts from nothing, not from the other's closed app.
  for (const kept of [
    tokens,
    signInBodies,
    linkTokens,
    storedTokens,
    staffSessions,
    staffSignInBodies,
    newStaffAccounts,
    activityExamples,
    programGuestExamples,
    cartExamples,
  ])
    kept.length = 0;
  menuCategories = [];
  // Only the answers are judged here; the sign-in budgets are proven in sign-in.test.ts.
  proof = await startProofApp({
    signInRatePerMinute: 1_000_000,
    signInFailuresPerClient: 1_000_000,
    signInFailuresPerHotel: 1_000_000,
  });
  const document = (await proof.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
  // Guests in every situation: arrived with a room, departing today, no room yet, a sharer, another hotel.
  for (const [hotel, reservation, surname] of [
    ['ESG', 'ESG1001', undefined],
    ['ESG', 'ESG1002', undefined],
    ['ESG', 'ESG1003', undefined],
    ['ESG', 'ESG1001', 'Tran'],
    ['VCT', 'VCT1001', undefined],
  ] as const) {
    tokens.push({ hotel, token: await proof.signIn(hotel, reservation, surname) });
  }
  // Orders, program reservations, activities, likes and favourites exist, so id routes find things.
  for (const live of [tokens[0], tokens[4]]) {
    if (live) await leaveTraces(guestClient(proof, HOTEL_KEYS[live.hotel], live.token));
  }
  const stay = await proof.store
    .selectFrom('reservations')
    .select(['arrival_date', 'departure_date'])
    .where('reservation_number', '=', 'ESG1001')
    .executeTakeFirst();
  const activityIds = (
    await proof.store.selectFrom('activities').select('id').where('hotel_id', '=', 1).execute()
  ).map((row) => row.id);
  for (
    let day = String(stay?.arrival_date);
    day <= String(stay?.departure_date);
    day = nextDay(day)
  ) {
    for (const activityId of activityIds)
      activityExamples.push({
        activityId,
        date: day,
        scope: activityId % 2 ? 'day' : 'remaining-days',
      });
  }
  for (const number of ['ESG1001', 'ESG1002', 'ESG1003', 'ESG1004', 'ESG1005']) {
    signInBodies.push({
      reservation: number,
      arrivalDate: proof.arrivalOf('ESG', number),
      surname: number === 'ESG1001' ? 'Nguyen' : 'x',
    });
  }
  const sessions = createSessionRepository(proof.store);
  const guestIds = await proof.store
    .selectFrom('guests as g')
    .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
    .select('g.id')
    .where('r.hotel_id', '=', 1)
    .execute();
  for (let i = 0; i < 200; i += 1) {
    const guestId = Number(guestIds[i % guestIds.length]?.id);
    linkTokens.push((await sessions.open(guestId, 1, 'sign-in-link', 3_600_000)).token);
    storedTokens.push((await sessions.open(guestId, 1, 'access', 3_600_000)).token);
  }
  const schmidt = await proof.store
    .selectFrom('guests as g')
    .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
    .select('g.id')
    .where('r.reservation_number', '=', 'ESG1003')
    .where('g.is_primary', '=', 1)
    .executeTakeFirstOrThrow();
  schmidtId = schmidt.id;
  // Carts of dishes each hotel offers, one line and two: a generated item id rarely is one.
  for (const code of ['ESG', 'VCT']) {
    const dishes = await proof.store
      .selectFrom('menu_items as m')
      .innerJoin('hotels as h', 'h.id', 'm.hotel_id')
      .select('m.id')
      .where('h.code', '=', code)
      .where('m.available', '=', 1)
      .orderBy('m.id')
      .limit(3)
      .execute();
    for (const [i, dish] of dishes.entries()) {
      cartExamples.push({ lines: [{ itemId: dish.id, quantity: i + 1 }] });
      const next = dishes[i + 1];
      if (next)
        cartExamples.push({
          lines: [
            { itemId: dish.id, quantity: 1 },
            { itemId: next.id, quantity: 2 },
          ],
          notes: 'No ice, please',
        });
    }
  }
  await addConciergePictures();
  await addStartedSession();
  await addProgramGuests();
}

/**
 * Guests of each hotel in house from yesterday to the end of 2030: every session is during their
 * stay (the demo's, days from now, and those the fuzz adds, in 2030). The concierge's known-good
 * reservations name them, so reserveProgramForGuest succeeds in whichever file fuzzes it, without
 * the stays the front desk's calls make in the other half.
 */
async function addProgramGuests(): Promise<void> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  for (const hotel of ['ESG', 'VCT'] as const) {
    const { id: reservationId } = await proof.store
      .insertInto('reservations')
      .values((eb) => ({
        hotel_id: eb.selectFrom('hotels').select('id').where('code', '=', hotel),
        reservation_number: `FUZZ-PROGRAMS-${hotel}`,
        arrival_date: yesterday,
        departure_date: '2030-12-31',
        room_type: 'Deluxe King',
        room_number: '0909',
        status: 'Arrived',
        adults: 4,
        cancellation_deadline: yesterday,
      }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const guests = await proof.store
      .insertInto('guests')
      .values(
        ['An', 'Binh', 'Chi', 'Dung'].map((firstName, i) => ({
          reservation_id: reservationId,
          first_name: firstName,
          last_name: 'Fuzz',
          is_primary: i === 0 ? 1 : 0,
        })),
      )
      .returning('id')
      .execute();
    programGuestExamples.push(...guests.map((guest) => ({ guestId: guest.id })));
  }
}

/**
 * A session of ESG that started an hour ago, reserved by its guests: attendance may be marked. Its
 * seats reserved are above any capacity, so the fuzzed changeProgram never moves it to the future.
 */
async function addStartedSession(): Promise<void> {
  const hour = 3_600_000;
  const guests = await proof.store
    .selectFrom('guests as g')
    .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
    .select('g.id')
    .where('r.hotel_id', '=', 1)
    .execute();
  const { id } = await proof.store
    .insertInto('programs')
    .values({
      hotel_id: 1,
      title_en: 'Started',
      title_vi: 'Started',
      summary_en: '',
      summary_vi: '',
      description_en: '',
      description_vi: '',
      location_en: '',
      location_vi: '',
      image: 'started',
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
      price: 0,
      capacity: PROGRAM_CAPACITY_MAX * guests.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await proof.store
    .insertInto('program_reservations')
    .values(
      guests.map((guest) => ({
        program_id: id,
        guest_id: guest.id,
        seats: PROGRAM_CAPACITY_MAX,
        notes: '',
        reserved_at: new Date().toISOString(),
      })),
    )
    .execute();
}

/** Staff accounts up to the ids the generator favours (1–60), so an account id is usually found. */
async function addStaffAccountsForIds(): Promise<void> {
  const hotels = await proof.store.selectFrom('hotels').select(['id', 'code']).execute();
  const idOf = (code: string) => Number(hotels.find((hotel) => hotel.code === code)?.id);
  const at = new Date().toISOString();
  await proof.store
    .insertInto('staff_accounts')
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        hotel_id: idOf(i % 2 ? 'VCT' : 'ESG'),
        email: `staff-${i}@fuzz.example`,
        name: 'Staff',
        role: 'front-desk',
        password_hash: 'no-sign-in',
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/**
 * Before a front desk move: every reservation where the move can be made (a sent pre check-in, a
 * live stay), since the calls before it moved many of them on. Arrived stays keep their state.
 */
async function reservationsReadyFor(name: RouteName): Promise<void> {
  // Identity documents with the ids the generator favours (1-10), each with its kept content.
  if (name === 'getIdentityDocument') {
    const primary = await proof.store
      .selectFrom('guests')
      .select(['id', 'reservation_id'])
      .where('is_primary', '=', 1)
      .orderBy('id')
      .limit(10)
      .execute();
    for (let n = 1; ; n += 1) {
      const top = await proof.store
        .selectFrom('identity_documents')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      if (Number(top?.id ?? 0) >= 10) break;
      const guest = primary[n % primary.length];
      if (!guest) throw new Error('No primary guest');
      const storedName = `fuzz-${n}.pdf`;
      await proof.store
        .insertInto('identity_documents')
        .values({
          guest_id: guest.id,
          reservation_id: guest.reservation_id,
          file_name: 'passport.pdf',
          stored_name: storedName,
          content_type: 'application/pdf',
          size_bytes: pdf().length,
          uploaded_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      await proof.store
        .insertInto('document_files')
        .values({ stored_name: storedName, content: pdf(), stored_at: '2026-01-01T00:00:00.000Z' })
        .execute();
    }
  }
  // Threads with the ids the generator favours (1-10), in both hotels the staff sessions are of.
  if (
    name === 'getInboxThread' ||
    name === 'replyInInbox' ||
    name === 'markInboxThreadSeen' ||
    name === 'moveInboxThread'
  ) {
    const guests = await proof.store
      .selectFrom('guests as g')
      .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
      .leftJoin('conversation_threads as t', 't.guest_id', 'g.id')
      .select(['g.id', 'g.reservation_id', 'r.hotel_id'])
      .where('t.id', 'is', null)
      .orderBy('g.id')
      .execute();
    for (const guest of guests) {
      const top = await proof.store
        .selectFrom('conversation_threads')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      if (Number(top?.id ?? 0) >= 10) break;
      await proof.store
        .insertInto('conversation_threads')
        .values({
          hotel_id: guest.hotel_id,
          reservation_id: guest.reservation_id,
          guest_id: guest.id,
          last_message_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
    }
  }
  // Sessions of the two hotels, in 2030, up to the ids the generator favours (1-60): a session the
  // path names is then usually found, and the known-good guests stay through all of them.
  if (name === 'reserveProgramForGuest') {
    const hotels = await proof.store.selectFrom('hotels').select(['id', 'code']).execute();
    const idOf = (code: string) => Number(hotels.find((hotel) => hotel.code === code)?.id);
    const top = await proof.store
      .selectFrom('programs')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const missing = Math.max(0, 60 - Number(top?.id ?? 0));
    if (missing > 0)
      await proof.store
        .insertInto('programs')
        .values(
          Array.from({ length: missing }, (_, i) => ({
            hotel_id: idOf(i % 2 ? 'VCT' : 'ESG'),
            title_en: 'Fuzz session',
            title_vi: 'Buổi fuzz',
            summary_en: '',
            summary_vi: '',
            description_en: '',
            description_vi: '',
            location_en: '',
            location_vi: '',
            image: 'fuzz',
            starts_at: '2030-06-01T09:00:00.000Z',
            ends_at: '2030-06-01T11:00:00.000Z',
            price: 0,
            capacity: PROGRAM_CAPACITY_MAX,
          })),
        )
        .execute();
  }
  if (name === 'acceptPreCheckIn' || name === 'returnPreCheckIn')
    await sql`UPDATE reservations SET check_in_review = NULL, cancelled_at = NULL,
      checked_out_at = NULL, check_in_submitted_at = COALESCE(check_in_submitted_at, '2026-01-01T00:00:00.000Z')`.execute(
      proof.store,
    );
  // The front desk's moves fuzzed before them marked most reservations Arrived, checked out or
  // cancelled, which neither the desk nor the guest can cancel: put them back to Confirmed so
  // cancelling meets reservations it can cancel.
  // Marking Arrived needs a Confirmed stay with a room, and a kitchen's move an order still open:
  // the calls fuzzed before them may have used every one up.
  if (name === 'markArrived')
    await sql`UPDATE reservations SET cancelled_at = NULL, checked_out_at = NULL,
      status = 'Confirmed', room_number = COALESCE(room_number, '0101')`.execute(proof.store);
  // Confirming needs an Unconfirmed stay that no desk call fuzzed before it cancelled or marked
  // Arrived, and checking out an Arrived one not yet checked out.
  if (name === 'confirmReservation')
    await sql`UPDATE reservations SET cancelled_at = NULL, checked_out_at = NULL,
      status = 'Unconfirmed'`.execute(proof.store);
  if (name === 'checkOutReservation')
    await sql`UPDATE reservations SET cancelled_at = NULL, checked_out_at = NULL,
      status = 'Arrived', room_number = COALESCE(room_number, '0101')`.execute(proof.store);
  if (name === 'moveOrder')
    await sql`UPDATE orders SET status = 'Received', refusal_reason = NULL`.execute(proof.store);
  if (name === 'cancelReservationAtDesk' || name === 'cancelReservation')
    await sql`UPDATE reservations SET cancelled_at = NULL, checked_out_at = NULL,
      status = CASE WHEN status = 'Arrived' THEN 'Confirmed' ELSE status END`.execute(proof.store);
  // Menu items are offered for every category there is by now (the fuzz adds categories too).
  if (name === 'addMenuItem' || name === 'changeMenuItem') {
    const rows = await proof.store
      .selectFrom('menu_categories as c')
      .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
      .select(['c.id', 'h.code'])
      .where('h.code', 'in', ['ESG', 'VCT'])
      .execute();
    menuCategories = rows.map((row) => ({ id: row.id, hotel: row.code as 'ESG' | 'VCT' }));
  }
}

/**
 * Before each staff call: the demo accounts as seeded (a fuzzed change may have disabled one or
 * changed its role) and a live session of each, so every call meets signed-in staff.
 */
async function freshStaffSessions(): Promise<void> {
  const sessions = createStaffSessionsRepository(proof.store, {
    idleMs: 30 * 60_000,
    maxMs: 12 * 3_600_000,
  });
  staffSessions.length = 0;
  staffSignInBodies.length = 0;
  newStaffAccounts.length = 0;
  for (const hotel of ['ESG', 'VCT'] as const) {
    for (const demo of demoStaffAccounts(hotel)) {
      const row = await proof.store
        .updateTable('staff_accounts')
        .set({ disabled: 0, role: demo.role })
        .where('email', '=', demo.email)
        .where('hotel_id', '=', (eb) =>
          eb.selectFrom('hotels').select('id').where('code', '=', hotel),
        )
        .returning(['id', 'hotel_id'])
        .executeTakeFirst();
      if (!row) throw new Error(`No demo staff ${demo.email}`);
      const { token, identity } = await sessions.open(
        Number(row.id),
        Number(row.hotel_id),
        proof.clock.now,
      );
      const session = { hotel, cookie: `portal_staff=${token}`, csrfToken: identity.csrfToken };
      // Most staff calls are the manager's: other roles mostly meet 403.
      staffSessions.push(...Array<typeof session>(demo.role === 'manager' ? 4 : 1).fill(session));
      staffSignInBodies.push({ email: demo.email, password: demo.password });
      newStaffAccounts.push({
        email: `fuzz-${demo.role}@${hotel.toLowerCase()}.example`,
        name: 'Fuzz',
        role: demo.role,
        password: `${demo.password} but longer`,
      });
    }
  }
}

const hotelKey = fc.constantFrom<string | undefined>(
  HOTEL_KEYS.ESG,
  HOTEL_KEYS.VCT,
  HOTEL_KEYS.EHH,
  undefined,
  '',
  '99',
  ' 10',
  '10,20',
  '1'.repeat(300),
);

const badAuthorization = fc.oneof(
  fc.constantFrom(
    undefined,
    'Bearer',
    'Bearer ',
    'bearer abc',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'A'.repeat(43)}`,
    `Bearer ${'a'.repeat(5000)}`,
  ),
  nastyString.map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`),
);

/** Usually a live guest with their own hotel's key; otherwise keys and tokens mixed up or broken. */
function credentials(): fc.Arbitrary<{ hotel?: string; authorization?: string }> {
  const live = fc.constantFrom(...tokens);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: live.map(({ hotel, token }) => ({
        hotel: HOTEL_KEYS[hotel],
        authorization: `Bearer ${token}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        hotel: hotelKey,
        authorization: live.map(({ token }) => `Bearer ${token}`),
      }),
    },
    { weight: 1, arbitrary: fc.record({ hotel: hotelKey, authorization: badAuthorization }) },
  );
}

const badCookie = fc.constantFrom<string | undefined>(
  undefined,
  'portal_staff=',
  'portal_staff=forged-token-0123456789abcdef',
  `portal_staff=${'A'.repeat(43)}`,
  'portal_staff=%zz; portal_staff=x',
  'other=1',
);

/** Usually a live staff session with its hotel's key and CSRF token; otherwise mixed up or broken. */
function staffCredentials(): fc.Arbitrary<{
  hotel?: string;
  authorization?: string;
  cookie?: string;
  csrf?: string;
}> {
  const live = fc.constantFrom(...staffSessions);
  return fc.oneof(
    // A guest's token is no staff session.
    {
      weight: 1,
      arbitrary: fc.constantFrom(...tokens).map(({ hotel, token }) => ({
        hotel: HOTEL_KEYS[hotel],
        authorization: `Bearer ${token}`,
      })),
    },
    {
      weight: 8,
      arbitrary: live.map(({ hotel, cookie, csrfToken }) => ({
        hotel: HOTEL_KEYS[hotel],
        cookie,
        csrf: csrfToken,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        hotel: hotelKey,
        cookie: live.map(({ cookie }) => cookie),
        csrf: fc.oneof(
          live.map(({ csrfToken }) => csrfToken),
          nastyString.map((text) => text.replace(/[^\x20-\x7e]/g, '')),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        hotel: hotelKey,
        cookie: badCookie,
        csrf: fc.constant(undefined),
      }),
    },
  );
}

/** Any generated value as request text; objects (some without a prototype) as JSON. */
function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * A path value: usually a demo id (or the schema's own value), sometimes anything at all. Before
 * further segments, a raw `?` or `#` would end the path there: another call, judged by its own.
 */
function pathValue(schema: JsonSchema, last: boolean): fc.Arbitrary<string> {
  const raw = last ? RAW_SEGMENTS : RAW_SEGMENTS.filter((segment) => !/[?#]/.test(segment));
  return fc.oneof(
    { weight: 12, arbitrary: conforming(schema).map((value) => encode(asText(value))) },
    { weight: 1, arbitrary: fc.constantFrom(...raw) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          '0',
          '-1',
          '1.5',
          '1e3',
          'NaN',
          'Infinity',
          '9007199254740993',
          '99999999999999999999999',
          ' 1',
          '0x10',
          '01',
          'null',
        )
        .map(encode),
    },
    { weight: 2, arbitrary: nastyString.map(encode) },
  );
}

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    ),
  },
);

function jsonBody(
  schema: JsonSchema | undefined,
  examples: unknown[] = [],
): fc.Arbitrary<string | Buffer | undefined> {
  return fc.oneof(
    { weight: 12, arbitrary: fuzzValue(schema).map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: examples.length ? 6 : 0,
      arbitrary: examples.length
        ? fc.constantFrom(...examples).map((value) => JSON.stringify(value))
        : fc.constant('{}'),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom<string | Buffer | undefined>(
        undefined,
        '',
        '{',
        '{"lines":[{"itemId":1,"quantity":1}',
        'null',
        '"text"',
        '[]',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
        Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
        JSON.stringify({ notes: 'x'.repeat(1_100_000) }),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => Buffer.concat([PNG_SIGNATURE, Buffer.from(bytes)])),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(bytes)])),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(bytes)])),
);

/** A pre check-in of the primary guest alone, with one PDF: what a successful submission looks like. */
function validCheckIn(): { fields: string; files: MultipartFile[] } {
  return {
    fields: JSON.stringify({
      guests: [
        {
          id: schmidtId,
          firstName: 'Lukas',
          lastName: 'Schmidt',
          isChild: false,
          nationality: 'VN',
          newDocuments: [0],
        },
      ],
    }),
    files: [
      {
        name: 'documents',
        fileName: 'passport.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    ],
  };
}

/** A picture as the kitchen or concierge uploads it: a real JPEG of the portal's frame. */
const VALID_PICTURE = await sharp({
  create: { width: 640, height: 400, channels: 3, background: '#2a9d8f' },
})
  .jpeg()
  .toBuffer();

function validPicture(): { fields: undefined; files: MultipartFile[] } {
  return {
    fields: undefined,
    files: [{ name: 'picture', fileName: 'terrace.jpg', type: 'image/jpeg', bytes: VALID_PICTURE }],
  };
}

let messagesMade = 0;

/** A guest's message: text alone, or with a photo (re-encoded, so one in four). */
function validMessage(): { fields: string; files: MultipartFile[] } {
  messagesMade += 1;
  const withPhoto = messagesMade % 4 === 0;
  return {
    fields: JSON.stringify({ text: withPhoto ? '' : 'A question from the fuzz' }),
    files: withPhoto
      ? [{ name: 'photo', fileName: 'room.jpg', type: 'image/jpeg', bytes: VALID_PICTURE }]
      : [],
  };
}

interface MultipartFile {
  name: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

/**
 * A known-good request of each multipart call, and its weight against 20 generated ones: a picture
 * is re-encoded, which is slow, so it comes once in 21.
 */
const VALID_UPLOADS: Partial<
  Record<RouteName, { make: () => { fields?: string; files: MultipartFile[] }; weight: number }>
> = {
  submitCheckIn: { make: validCheckIn, weight: 8 },
  sendConversationMessage: { make: validMessage, weight: 4 },
  uploadPicture: { make: validPicture, weight: 1 },
};

/**
 * A multipart body (the pre check-in's, the staff's picture upload): a fields part (maybe broken)
 * and up to three files, or one known to succeed (VALID_UPLOADS).
 */
function multipartBody(
  fieldsSchema: JsonSchema | undefined,
  operationId: RouteName,
): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const valid = VALID_UPLOADS[operationId];
  if (!valid) throw new Error(`No known-good upload for ${operationId}`);
  const part = fc.record({
    name: fc.constantFrom('documents', 'documents', 'picture', 'fields', 'other', ''),
    fileName: fc.oneof(
      fc.constantFrom(
        'passport.png',
        '../../../etc/passwd',
        'C:\\boot.ini',
        'a/b/c.pdf',
        '.htaccess',
        '',
      ),
      nastyString,
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'application/pdf',
      'text/html',
      'application/octet-stream',
    ),
    bytes: fileBytes,
  });
  const generated = fc.record({
    fields: fc.option(
      fuzzValue(fieldsSchema).map((value) => JSON.stringify(value) ?? 'null'),
      { nil: undefined },
    ),
    files: fc.array(part, { maxLength: 3 }),
  });
  return fc
    .record({
      content: fc.oneof(
        { weight: 20, arbitrary: generated },
        { weight: valid.weight, arbitrary: fc.constant(null).map(valid.make) },
      ),
      boundary: fc.constantFrom('proofboundary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
      truncate: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    })
    .map(({ content, boundary, truncate }) => ({
      fields: content.fields,
      files: content.files,
      boundary,
      truncate,
    }))
    .map(({ fields, files, boundary, truncate }) => {
      const chunks: Buffer[] = [];
      if (fields !== undefined) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${fields}\r\n`,
          ),
        );
      }
      for (const file of files) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName.replaceAll('"', '')}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        );
      }
      if (!truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        payload: Buffer.concat(chunks),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

/** A picture uploaded in each hotel the staff sessions work in, so the concierge's writes can pass. */
const CONCIERGE_PICTURES = (['ESG', 'VCT'] as const).map(
  (hotel, i) => [hotel, `up-${String(i + 1).padStart(32, 'c')}`] as const,
);
const conciergePictures = () => CONCIERGE_PICTURES.map(([, name]) => name);

async function addConciergePictures(): Promise<void> {
  for (const [hotel, name] of CONCIERGE_PICTURES) {
    await proof.store
      .insertInto('pictures')
      .values((eb) => ({
        name,
        hotel_id: eb.selectFrom('hotels').select('id').where('code', '=', hotel),
        content: new Uint8Array([0]),
        uploaded_at: new Date().toISOString(),
      }))
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}

/** Program sessions, local tips, offers and activities the concierge may add, or change an entry of that hotel to. */
function conciergeExamples(name: RouteName): unknown[] {
  const text = (en: string) => ({ en, vi: `${en} (vi)` });
  const entry = (picture: string) => ({
    title: text('Fuzz'),
    summary: text('Added by the fuzz'),
    description: text('Added by the fuzz'),
    picture,
  });
  if (name === 'addProgram' || name === 'changeProgram')
    return conciergePictures().map((picture) => ({
      ...entry(picture),
      location: text('Lobby'),
      startsAt: '2030-05-01T09:00:00.000Z',
      endsAt: '2030-05-01T11:00:00.000Z',
      price: 0,
      capacity: 500,
      seatsHeld: 0,
    }));
  if (name === 'addLocalTip' || name === 'changeLocalTip')
    return conciergePictures().map((picture) => ({
      ...entry(picture),
      category: text('Fuzz'),
      address: '1 Fuzz Street',
      distance: text('1 km'),
    }));
  if (name === 'addOffer' || name === 'changeOffer')
    return conciergePictures().map((picture) => ({
      ...entry(picture),
      terms: text('None'),
      validFrom: '2030-05-01',
      validTo: '2030-05-31',
      price: null,
      discountPercent: 10,
    }));
  if (name === 'addActivity' || name === 'changeActivity')
    return conciergePictures().map((picture) => ({
      name: text('Fuzz'),
      description: text('Added by the fuzz'),
      location: text('Lobby'),
      picture,
      opensAt: '08:00',
      closesAt: '18:00',
      openDays: ['mon', 'sat'],
    }));
  return [];
}

/** An item for each menu category of the staff sessions' hotels, naming a picture that hotel uploaded. */
function menuItemExamples(): unknown[] {
  const pictures = conciergePictures();
  return (['ESG', 'VCT'] as const).flatMap((hotel, i) =>
    menuCategories
      .filter((category) => category.hotel === hotel)
      .map((category) => ({
        categoryId: category.id,
        name: { en: 'Fuzz dish', vi: 'Món fuzz' },
        description: { en: 'Added by the fuzz', vi: 'Do fuzz thêm' },
        price: 50_000,
        available: true,
        picture: pictures[i],
      })),
  );
}

/** Requests known to succeed, so the rules behind validation are reached too. */
function examplesOf(name: RouteName): unknown[] {
  if (name === 'signIn') return signInBodies;
  if (name === 'staffSignIn') return staffSignInBodies;
  if (name === 'addStaffAccount') return newStaffAccounts;
  if (name === 'updateStaffAccount')
    return [{}, { name: 'Renamed by the fuzz' }, { role: 'concierge' }, { disabled: false }];
  if (name === 'exchangeToken') return linkTokens.map((token) => ({ token }));
  if (name === 'exchangeStoredToken') return storedTokens.map((token) => ({ token }));
  // The demo's open orders (ids 1–15) move one step each: Received and Preparing ones go on.
  if (name === 'moveOrder')
    return [
      { status: 'Preparing' },
      { status: 'On its way' },
      { status: 'Delivered' },
      { status: 'Refused', reason: 'Refused by the fuzz' },
    ];
  if (name === 'addMyActivity') return activityExamples;
  if (name === 'reserveProgramForGuest') return programGuestExamples;
  if (name === 'checkCart' || name === 'placeOrder') return cartExamples;
  if (name === 'requestCheckOut')
    return [
      { minibarUsed: false },
      { minibarUsed: true, minibarNotes: 'Two waters', options: [], notes: '' },
    ];
  if (name === 'addMenuItem' || name === 'changeMenuItem') return menuItemExamples();
  if (name === 'assignRoom') return [{ roomNumber: '0712' }];
  if (name === 'returnPreCheckIn') return [{ note: 'Returned by the fuzz' }];
  // Every guest with an e-mail (once in a few minutes a reservation: then TOO_MANY_ATTEMPTS).
  if (name === 'resendInvitation') return [{}];
  // Numbers no hotel has and a room type every hotel sells: the first of each number is created;
  // half of them with an e-mail, so their invitation can be sent again (resendInvitation), the
  // demo's own reservations being mostly cancelled or checked out by the desk's moves by then.
  if (name === 'createReservation')
    return Array.from({ length: 20 }, (_, i) => ({
      reservationNumber: `FUZZ-NEW-${i}`,
      arrivalDate: '2030-05-01',
      departureDate: '2030-05-03',
      roomType: 'Deluxe King',
      state: 'Unconfirmed',
      guests: [
        { firstName: 'Fuzz', lastName: 'Guest', email: i % 2 ? `fuzz${i}@guest.example` : '' },
      ],
    }));
  if (name === 'previewReservationImport' || name === 'importReservations')
    return Array.from({ length: 20 }, (_, i) => ({
      // Every other file with the optional language column.
      csv:
        i % 2 === 0
          ? `reservation_number,arrival_date,departure_date,room_type,given_name,surname,email\nFUZZ-CSV-${i},2030-05-01,2030-05-03,Superior Twin,Fuzz,Guest,`
          : `reservation_number,arrival_date,departure_date,room_type,given_name,surname,email,language\nFUZZ-CSV-${i},2030-05-01,2030-05-03,Superior Twin,Fuzz,Guest,,vi`,
    }));
  return conciergeExamples(name);
}

/** A call's known-good bodies; for a body with nothing in it (the desk's moves), the empty one. */
function bodyExamples(name: RouteName, schema: JsonSchema): unknown[] {
  const examples = examplesOf(name);
  const empty = schema.type === 'object' && Object.keys(schema.properties ?? {}).length === 0;
  return examples.length === 0 && empty ? [{}] : examples;
}

function requestsFor(
  method: string,
  path: string,
  operation: Operation,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const multipartSchema = operation.requestBody?.content['multipart/form-data']?.schema;

  const params = fc.tuple(
    ...pathParams.map((p) => pathValue(p.schema, path.endsWith(`{${p.name}}`))),
  );
  const query = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          ...queryParams.map((p) => fc.option(fuzzValue(p.schema).map(asText), { nil: undefined })),
        )
        .map((values) =>
          queryParams.flatMap((p, i) =>
            values[i] === undefined ? [] : [`${encode(p.name)}=${encode(values[i] ?? '')}`],
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.constantFrom('filter', 'kind', '__proto__', 'constructor[prototype]', 'id', 'x'),
            nastyString,
          ),
          { maxLength: 3 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`)),
    },
  );
  const extraHeaders = fc.tuple(
    ...headerParams.map((p) =>
      fc.oneof(
        { weight: 10, arbitrary: conforming(p.schema).map(asText) },
        { weight: 2, arbitrary: fuzzValue(p.schema).map(asText) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ),
  );
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = multipartSchema
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: multipartBody(multipartSchema.properties?.fields, operation.operationId),
        },
        {
          weight: 1,
          arbitrary: jsonBody(undefined).map((payload) => ({
            payload,
            contentType: 'application/json',
          })),
        },
      )
    : jsonSchema
      ? fc.record({
          payload: jsonBody(jsonSchema, bodyExamples(operation.operationId, jsonSchema)),
          contentType: contentTypes,
        })
      : fc.oneof(
          { weight: 5, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: fc.record({ payload: jsonBody(undefined), contentType: contentTypes }),
          },
        );

  const who = isStaffCall(operation.operationId)
    ? staffCredentials()
    : credentials().map((guest) => ({ ...guest, cookie: undefined, csrf: undefined }));
  return fc
    .record({ params, query, credentials: who, extra: extraHeaders, body })
    .map(
      ({
        params: values,
        query: pairs,
        credentials: { hotel, authorization: auth, cookie, csrf },
        extra,
        body: { payload, contentType },
      }) => {
        let url = path;
        pathParams.forEach((p, i) => {
          url = url.replace(`{${p.name}}`, values[i] ?? '');
        });
        if (pairs.length) url += `?${pairs.join('&')}`;
        const headers: Record<string, string> = {};
        if (hotel !== undefined) headers[HOTEL_KEY_HEADER] = hotel;
        if (auth !== undefined) headers.authorization = auth;
        if (cookie !== undefined) headers.cookie = cookie;
        if (csrf !== undefined) headers['x-csrf-token'] = csrf;
        headerParams.forEach((p, i) => {
          const value = extra[i];
          // Header values cannot carry control characters on the wire.
          if (value !== undefined) headers[p.name] = value.replace(/[^\x20-\x7e]/g, '');
        });
        if (contentType) headers['content-type'] = contentType;
        const request: FuzzRequest = {
          method,
          url,
          headers,
          ...(payload !== undefined && method !== 'GET' ? { payload } : {}),
        };
        // fast-check prints counterexamples: keep them readable when a body is megabytes long.
        return Object.assign(request, {
          [fc.toStringMethod]: () =>
            `${method} ${url.slice(0, 200)} ${JSON.stringify(headers).slice(0, 300)} ${String(payload ?? '').slice(0, 300)}`,
        });
      },
    );
}

/** What an answer must be; a string says what is wrong with it. */
function judge(name: RouteName, status: number, body: string): string | null {
  // An identity document is answered as the stored image or PDF itself.
  if (status === 200 && contract[name].response === IdentityDocumentFile) return null;
  // A 204 answers nothing at all.
  if (status === 204 && contract[name].successStatus === 204)
    return body === '' ? null : `204 with a body: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  if (status >= 500) return `${status} ${body.slice(0, 300)}`;
  if (status >= 200 && status < 300) {
    const expected = contract[name].successStatus ?? 200;
    if (status !== expected) return `${status}, but the contract answers ${expected}`;
    const result = contract[name].response.safeParse(parsed);
    return result.success
      ? null
      : `2xx breaks the response schema: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  }
  if (status >= 400 && status < 500) {
    const error = ApiError.safeParse(parsed);
    if (!error.success) return `${status} is not { code, message }: ${body.slice(0, 200)}`;
    const known = ERROR_CATALOGUE[error.data.code as ErrorCode] as { status: number } | undefined;
    // The portal turns codes into the guest's language: a code outside the catalogue reads as
    // "Something went wrong" (e.g. Fastify's own 414 FST_ERR_MAX_PARAM_LENGTH before the API's handler).
    if (!known) return `${status} with a code outside the catalogue: ${error.data.code}`;
    if (known.status !== status)
      return `${error.data.code} answered ${status}, the catalogue says ${known.status}`;
    return null;
  }
  return `unexpected status ${status}`;
}

/** A status with the error's code where there is one (`409 MENU_ITEM_UNAVAILABLE`), to count. */
function answerOf(status: number, body: string): string {
  if (status < 400) return String(status);
  try {
    const { code } = JSON.parse(body) as { code?: unknown };
    return typeof code === 'string' ? `${status} ${code}` : String(status);
  } catch {
    return String(status);
  }
}

/**
 * Which calls a file fuzzes: the guests', or half of the staff's in the contract's order (all of
 * the staff's were the suite's longest file, which set the length of npm test's Vitest step).
 */
const PARTS = {
  guest: "the guests' calls",
  'staff, first half': "the first half of the staff's calls",
  'staff, second half': "the second half of the staff's calls",
} as const;
export type FuzzPart = keyof typeof PARTS;

function callsOf(part: FuzzPart): RouteName[] {
  const names = (Object.keys(contract) as RouteName[]).filter(
    (name) => isStaffCall(name) === (part !== 'guest'),
  );
  const half = Math.ceil(names.length / 2);
  if (part === 'staff, first half') return names.slice(0, half);
  if (part === 'staff, second half') return names.slice(half);
  return names;
}

/**
 * The fuzz suite over the guests' calls or a half of the staff's, each in its own test file (and
 * proof app) so that Vitest runs them side by side.
 */
export function fuzzCalls(part: FuzzPart): void {
  beforeAll(setUp);
  afterAll(() => proof.close());
  beforeAll(() => addStaffAccountsForIds());

  describe(`fuzzing ${PARTS[part]} of the OpenAPI document`, () => {
    // The document is one: the guests' half checks it whole.
    if (part === 'guest')
      it('documents every call of the contract, and nothing else', () => {
        const documented = operations.map(({ operation }) => operation.operationId).sort();
        expect(documented).toEqual(Object.keys(contract).sort());
        for (const { method, path, operation } of operations) {
          const route = contract[operation.operationId];
          expect(`${method} ${path}`).toBe(
            `${route.method} /api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`,
          );
        }
      });

    // Calls that end a session or a reservation go last, so the others meet live guests.
    const LAST: RouteName[] = ['cancelReservation', 'signOut'];
    // (Staff calls get fresh sessions each: see freshStaffSessions.)
    const order = (name: RouteName) => LAST.indexOf(name);
    it.each(callsOf(part).sort((a, b) => order(a) - order(b)))(
      `%s: generated requests (${RUNS}, fewer for a staff sign-in), no 5xx, every answer in its schema`,
      async (name) => {
        const found = operations.find(({ operation }) => operation.operationId === name);
        if (!found) throw new Error(`${name} is not in the OpenAPI document`);
        if (isStaffCall(name)) await freshStaffSessions();
        await reservationsReadyFor(name);
        const answers = new Map<string, number>();
        await fc.assert(
          fc.asyncProperty(
            requestsFor(found.method, found.path, found.operation),
            async (request) => {
              const response = await proof.inject({
                method: request.method as 'GET',
                url: request.url,
                headers: request.headers,
                payload: request.payload,
              });
              const answer = answerOf(response.statusCode, response.body);
              answers.set(answer, (answers.get(answer) ?? 0) + 1);
              const problem = judge(name, response.statusCode, response.body);
              if (problem)
                throw new Error(`${request.method} ${request.url.slice(0, 200)} → ${problem}`);
            },
          ),
          { numRuns: runsOf(name), endOnFailure: true },
        );
        // The generator must reach the handlers, not only the validation: some answers are 2xx.
        if (!CHECKS_REACH) return;
        const succeeded = [...answers]
          .filter(([answer]) => answer.startsWith('2'))
          .reduce((sum, [, count]) => sum + count, 0);
        expect(
          succeeded,
          `answers: ${JSON.stringify(Object.fromEntries(answers))}`,
        ).toBeGreaterThan(0);
      },
      120_000,
    );
  });

  if (part === 'guest')
    describe('requests outside the contract', () => {
      it('unknown paths and methods under /api answer 404 { code, message } whatever they carry', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
            fc.oneof(nastyString, fc.webPath()),
            wildJson,
            async (method, tail, body) => {
              const response = await proof.inject({
                method: method as 'GET',
                url: `/api/nowhere/${encode(tail)}`,
                headers: { [HOTEL_KEY_HEADER]: '10', 'content-type': 'application/json' },
                payload: method === 'GET' ? undefined : (JSON.stringify(body) ?? 'null'),
              });
              expect(response.statusCode).toBeLessThan(500);
              expect(ApiError.safeParse(response.json()).success).toBe(true);
            },
          ),
          { numRuns: Math.ceil(RUNS / 3) },
        );
      });
    });
}
