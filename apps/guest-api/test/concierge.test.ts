import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite } from '@portal/api-client/contract/favorites';
import type { LocalTip } from '@portal/api-client/contract/local-tips';
import type { Offer } from '@portal/api-client/contract/offers';
import type { Program } from '@portal/api-client/contract/programs';
import { addDays, hotelInstant, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type {
  LocalTipInput,
  OfferInput,
  ProgramInput,
  StaffLocalTip,
  StaffOffer,
  StaffProgram,
} from '@portal/api-client/staff-contract/concierge';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { firstIdOf, startTestServer, type HotelCode, type TestServer } from './test-server.ts';

let server: TestServer;
let concierge: StaffSignedIn;
let manager: StaffSignedIn;
let frontDesk: StaffSignedIn;
let kitchen: StaffSignedIn;
let otherHotel: StaffSignedIn;
let timeZone: string;
beforeAll(async () => {
  server = await startTestServer();
  concierge = await signInStaff(server, 'ESG', 'concierge');
  manager = await signInStaff(server, 'ESG', 'manager');
  frontDesk = await signInStaff(server, 'ESG', 'front-desk');
  kitchen = await signInStaff(server, 'ESG', 'kitchen');
  otherHotel = await signInStaff(server, 'VCT', 'concierge');
  const hotel = await server.store
    .selectFrom('hotels')
    .select('time_zone')
    .where('code', '=', 'ESG')
    .executeTakeFirstOrThrow();
  timeZone = hotel.time_zone;
});
afterAll(() => server.close());

type Refusal = { code: string; message: string; details?: { path: string }[] };

const today = () => hotelToday(timeZone, server.clock.now);
/** An instant on the hotel's clock, `days` from today. */
const hotelTime = (days: number, time: string) =>
  hotelInstant(addDays(today(), days), time, timeZone);
const both = (en: string) => ({ en, vi: `${en} (vi)` });

/** A picture as the upload leaves it: a row of the hotel's pictures. */
async function uploadedPicture(hotel: HotelCode = 'ESG'): Promise<string> {
  const name = `up-${randomBytes(16).toString('hex')}`;
  await server.store
    .insertInto('pictures')
    .values((eb) => ({
      name,
      hotel_id: eb.selectFrom('hotels').select('id').where('code', '=', hotel),
      content: new Uint8Array([1, 2, 3]),
      uploaded_at: new Date().toISOString(),
    }))
    .execute();
  return name;
}

async function programInput(overrides: Partial<ProgramInput> = {}): Promise<ProgramInput> {
  return {
    title: both('Lantern making'),
    summary: both('Make a silk lantern'),
    description: both('A master lantern maker shows you how.'),
    location: both('The garden terrace'),
    picture: overrides.picture ?? (await uploadedPicture()),
    startsAt: hotelTime(2, '09:00'),
    endsAt: hotelTime(2, '11:00'),
    price: 250_000,
    capacity: 6,
    seatsHeld: 1,
    ...overrides,
  };
}

async function tipInput(overrides: Partial<LocalTipInput> = {}): Promise<LocalTipInput> {
  return {
    title: both('Banh mi stall'),
    category: both('Street food'),
    summary: both('The best banh mi in town'),
    description: both('Open from six in the morning.'),
    address: '12 Le Loi',
    distance: both('5 min walk'),
    picture: overrides.picture ?? (await uploadedPicture()),
    ...overrides,
  };
}

async function offerInput(overrides: Partial<OfferInput> = {}): Promise<OfferInput> {
  return {
    title: both('Sunset cocktails'),
    summary: both('Two for one at the rooftop bar'),
    description: both('Every evening from five.'),
    terms: both('For in-house guests.'),
    picture: overrides.picture ?? (await uploadedPicture()),
    validFrom: today(),
    validTo: addDays(today(), 7),
    price: null,
    discountPercent: 50,
    ...overrides,
  };
}

const call = <T>(who: StaffSignedIn, method: string, url: string, body?: unknown) =>
  staffCall<T & Refusal>(server, who, method, `/api/staff${url}`, { body });

const staffPrograms = async (query = '', who = concierge) =>
  (await call<{ programs: StaffProgram[] }>(who, 'GET', `/programs${query}`)).body.programs;

async function addProgram(overrides: Partial<ProgramInput> = {}): Promise<StaffProgram> {
  const answer = await call<StaffProgram>(
    concierge,
    'POST',
    '/programs',
    await programInput(overrides),
  );
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body;
}

async function addTip(overrides: Partial<LocalTipInput> = {}): Promise<StaffLocalTip> {
  const answer = await call<StaffLocalTip>(
    concierge,
    'POST',
    '/local-tips',
    await tipInput(overrides),
  );
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body;
}

async function addOffer(overrides: Partial<OfferInput> = {}): Promise<StaffOffer> {
  const answer = await call<StaffOffer>(concierge, 'POST', '/offers', await offerInput(overrides));
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body;
}

const guestProgram = async (token: string, id: number) =>
  (await server.call<Program>('GET', `/api/programs/${id}`, { token })).body;

async function reserve(token: string, programId: number, seats: number, notes = '') {
  const answer = await server.call<Program>('POST', `/api/programs/${programId}/reservation`, {
    token,
    body: { seats, notes },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
}

describe("the concierge's program sessions", () => {
  it('shows each session with who reserved it, the seats reserved and the seats left, as the guest sees them', async () => {
    const session = await addProgram({ capacity: 10, seatsHeld: 3 });
    const minhAnh = await server.signIn('ESG', 'ESG1001');
    const lukas = await server.signIn('ESG', 'ESG1003');
    await reserve(minhAnh, session.id, 2, 'Vegetarian');
    await reserve(lukas, session.id, 3);

    const shown = (await staffPrograms()).find((program) => program.id === session.id);
    expect(shown).toMatchObject({
      capacity: 10,
      seatsHeld: 3,
      seatsReserved: 5,
      seatsLeft: 2,
      reservations: [
        {
          guestName: 'Minh Anh Nguyen',
          reservationNumber: 'ESG1001',
          roomNumber: '1208',
          seats: 2,
          notes: 'Vegetarian',
        },
        {
          guestName: 'Lukas Schmidt',
          reservationNumber: 'ESG1003',
          roomNumber: null,
          seats: 3,
          notes: '',
        },
      ],
    });
    expect(shown?.reservations[0]?.reservedAt).toBe(server.clock.now.toISOString());
    expect((await guestProgram(minhAnh, session.id)).seatsLeft).toBe(2);

    await reserve(await server.signIn('ESG', 'ESG1002'), session.id, 2);
    const full = (await staffPrograms()).find((program) => program.id === session.id);
    expect(full).toMatchObject({ seatsReserved: 7, seatsLeft: 0 });
    expect(await guestProgram(minhAnh, session.id)).toMatchObject({
      seatsLeft: 0,
      fullyBooked: true,
    });
  });

  it("lists the hotel's sessions ending today or later, soonest first, or from another date", async () => {
    const endedYesterday = await addProgram({
      startsAt: hotelTime(-1, '09:00'),
      endsAt: hotelTime(-1, '10:00'),
    });
    const endedThisMorning = await addProgram({
      startsAt: hotelTime(0, '00:10'),
      endsAt: hotelTime(0, '00:20'),
    });
    const list = await staffPrograms();
    const ids = list.map((program) => program.id);
    expect(ids).toContain(endedThisMorning.id);
    expect(ids).not.toContain(endedYesterday.id);
    const starts = list.map((program) => program.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(list.length).toBeGreaterThanOrEqual(4);

    const fromYesterday = await staffPrograms(`?from=${addDays(today(), -1)}`);
    expect(fromYesterday.map((program) => program.id)).toContain(endedYesterday.id);
    const fromLater = await staffPrograms(`?from=${addDays(today(), 1)}`);
    expect(fromLater.map((program) => program.id)).not.toContain(endedThisMorning.id);

    const vct = await staffPrograms('', otherHotel);
    expect(vct.length).toBeGreaterThan(0);
    expect(vct.map((program) => program.id).filter((id) => ids.includes(id))).toEqual([]);

    const badDate = await call(concierge, 'GET', '/programs?from=2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.code).toBe('VALIDATION_FAILED');
  });

  it('adds a session the guests can reserve, its times kept in UTC', async () => {
    const startsAt = `${addDays(today(), 3)}T18:00:00+07:00`;
    const answer = await call<StaffProgram>(
      concierge,
      'POST',
      '/programs',
      await programInput({ startsAt, endsAt: `${addDays(today(), 3)}T20:30:00+07:00` }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      title: { en: 'Lantern making', vi: 'Lantern making (vi)' },
      startsAt: new Date(startsAt).toISOString(),
      capacity: 6,
      seatsHeld: 1,
      seatsReserved: 0,
      seatsLeft: 5,
      reservations: [],
    });
    expect(answer.body.image.url).toBe(`/api/media/${answer.body.picture}.webp`);

    const token = await server.signIn('ESG', 'ESG1001');
    const seen = (
      await server.call<{ programs: Program[] }>('GET', '/api/programs', { token })
    ).body.programs.find((program) => program.id === answer.body.id);
    expect(seen).toMatchObject({ title: answer.body.title, seatsLeft: 5, fullyBooked: false });
  });

  it('changes a session, and the guest reads the new capacity in the seats left', async () => {
    const session = await addProgram({ capacity: 6, seatsHeld: 1 });
    const token = await server.signIn('ESG', 'ESG1001');
    await reserve(token, session.id, 2);
    expect((await guestProgram(token, session.id)).seatsLeft).toBe(3);

    const larger = await call<StaffProgram>(
      concierge,
      'PUT',
      `/programs/${session.id}`,
      await programInput({ picture: session.picture, capacity: 12, title: both('Lantern night') }),
    );
    expect(larger.status).toBe(200);
    expect(larger.body).toMatchObject({ capacity: 12, seatsReserved: 2, seatsLeft: 9 });
    expect(await guestProgram(token, session.id)).toMatchObject({
      title: both('Lantern night'),
      capacity: 12,
      seatsLeft: 9,
    });

    // Exactly the seats taken (1 held, 2 reserved) is allowed: the session is then full.
    const exact = await call<StaffProgram>(
      concierge,
      'PUT',
      `/programs/${session.id}`,
      await programInput({ picture: session.picture, capacity: 3 }),
    );
    expect(exact.body).toMatchObject({ capacity: 3, seatsLeft: 0 });
    expect(await guestProgram(token, session.id)).toMatchObject({
      seatsLeft: 0,
      fullyBooked: true,
    });
  });

  it('refuses a capacity below the seats held and reserved, and changes nothing', async () => {
    const session = await addProgram({ capacity: 6, seatsHeld: 1 });
    const token = await server.signIn('ESG', 'ESG1001');
    await reserve(token, session.id, 3);

    for (const change of [{ capacity: 3 }, { capacity: 6, seatsHeld: 4 }]) {
      const refused = await call(
        concierge,
        'PUT',
        `/programs/${session.id}`,
        await programInput({ picture: session.picture, title: both('Renamed'), ...change }),
      );
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('CAPACITY_BELOW_SEATS_TAKEN');
    }
    const kept = (await staffPrograms()).find((program) => program.id === session.id);
    expect(kept).toMatchObject({ title: session.title, capacity: 6, seatsHeld: 1, seatsLeft: 2 });
    expect(await guestProgram(token, session.id)).toMatchObject({ seatsLeft: 2 });
  });

  it("answers the contract's validation refusals, with details, and adds nothing", async () => {
    const count = async () => {
      const row = await server.store
        .selectFrom('programs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = await count();
    const cases: [unknown, string][] = [
      [{ ...(await programInput()), title: { en: 'Lanterns', vi: ' ' } }, 'body.title.vi'],
      [await programInput({ endsAt: hotelTime(2, '08:00') }), 'body.endsAt'],
      [await programInput({ capacity: 4, seatsHeld: 5 }), 'body.seatsHeld'],
      [await programInput({ capacity: 0 }), 'body.capacity'],
      [{ ...(await programInput()), picture: '../etc/passwd' }, 'body.picture'],
      [{ ...(await programInput()), extra: true }, 'body'],
    ];
    for (const [body, path] of cases) {
      const answer = await call(concierge, 'POST', '/programs', body);
      expect(answer.status, path).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.details?.map((detail) => detail.path)).toContain(path);
    }
    expect(await count()).toBe(before);
  });
});

describe('the picture of an entry', () => {
  it('may stay the one it has, a demo picture included', async () => {
    const cookingClass = (await staffPrograms()).find(
      (program) => program.picture === 'cooking-class',
    );
    if (!cookingClass) throw new Error('The demo has a cooking class');
    const kept = await call<StaffProgram>(
      concierge,
      'PUT',
      `/programs/${cookingClass.id}`,
      await programInput({
        picture: 'cooking-class',
        startsAt: cookingClass.startsAt,
        endsAt: cookingClass.endsAt,
        capacity: cookingClass.capacity,
        seatsHeld: cookingClass.seatsHeld,
      }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.image.url).toBe('/api/media/cooking-class.svg');

    const tip = (await call<{ localTips: StaffLocalTip[] }>(concierge, 'GET', '/local-tips')).body
      .localTips[0];
    if (!tip) throw new Error('The demo has local tips');
    const tipKept = await call<StaffLocalTip>(
      concierge,
      'PUT',
      `/local-tips/${tip.id}`,
      await tipInput({ picture: tip.picture }),
    );
    expect(tipKept.status).toBe(200);
    expect(tipKept.body.picture).toBe(tip.picture);
  });

  it("may be one this hotel uploaded, never another entry's demo picture, another hotel's upload or an unknown name", async () => {
    const offer = await addOffer();
    const ours = await uploadedPicture('ESG');
    const changed = await call<StaffOffer>(
      concierge,
      'PUT',
      `/offers/${offer.id}`,
      await offerInput({ picture: ours }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      picture: ours,
      image: { url: `/api/media/${ours}.webp` },
    });

    const refusedNames = [
      'offer-spa',
      await uploadedPicture('VCT'),
      `up-${randomBytes(16).toString('hex')}`,
    ];
    for (const picture of refusedNames) {
      for (const [method, url, body] of [
        ['PUT', `/offers/${offer.id}`, await offerInput({ picture })],
        ['POST', '/offers', await offerInput({ picture })],
        ['POST', '/programs', await programInput({ picture })],
        ['POST', '/local-tips', await tipInput({ picture })],
      ] as const) {
        const refused = await call(concierge, method, url, body);
        expect(refused.status, `${method} ${url} with ${picture}`).toBe(400);
        expect(refused.body.code).toBe('UNKNOWN_PICTURE');
      }
    }
    const kept = (await call<{ offers: StaffOffer[] }>(concierge, 'GET', '/offers')).body.offers;
    expect(kept.find((entry) => entry.id === offer.id)?.picture).toBe(ours);
  });
});

describe("the concierge's local tips", () => {
  const guestTips = async (token: string) =>
    (await server.call<{ localTips: LocalTip[] }>('GET', '/api/local-tips', { token })).body
      .localTips;

  it("adds a tip at the end of the guests' list, and renames it for them", async () => {
    const added = await addTip();
    expect(added).toMatchObject({ title: both('Banh mi stall'), address: '12 Le Loi', likes: 0 });
    const staffList = (await call<{ localTips: StaffLocalTip[] }>(concierge, 'GET', '/local-tips'))
      .body.localTips;
    expect(staffList.at(-1)?.id).toBe(added.id);
    const token = await server.signIn('ESG', 'ESG1001');
    expect((await guestTips(token)).at(-1)?.id).toBe(added.id);

    await server.call('PUT', `/api/local-tips/${added.id}/like`, { token });
    const renamed = await call<StaffLocalTip>(
      concierge,
      'PUT',
      `/local-tips/${added.id}`,
      await tipInput({ picture: added.picture, title: both('Banh mi Phuong') }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: both('Banh mi Phuong'), likes: 1 });
    const seen = await server.call<LocalTip>('GET', `/api/local-tips/${added.id}`, { token });
    expect(seen.body).toMatchObject({ title: both('Banh mi Phuong'), liked: true, likes: 1 });
    expect((await guestTips(token)).at(-1)?.id).toBe(added.id);
  });

  it("removes a tip with its likes and the guests' favourites of it, and only those", async () => {
    const tip = await addTip();
    const other = await firstIdOf(server.store, 'local_tips', 'ESG');
    const token = await server.signIn('ESG', 'ESG1001');
    const sharer = await server.signIn('ESG', 'ESG1001', 'Tran');
    for (const guest of [token, sharer]) {
      await server.call('PUT', `/api/local-tips/${tip.id}/like`, { token: guest });
      await server.call('PUT', `/api/favorites/local-tip/${tip.id}`, { token: guest });
    }
    await server.call('PUT', `/api/local-tips/${other}/like`, { token });
    await server.call('PUT', `/api/favorites/local-tip/${other}`, { token });
    // Another kind's favourite with the same number stays.
    await server.store
      .insertInto('favorites')
      .values({
        guest_id: await server.guestId('ESG', 'ESG1001'),
        kind: 'program',
        item_id: tip.id,
        added_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();

    const removed = await call(concierge, 'DELETE', `/local-tips/${tip.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });

    expect((await server.call('GET', `/api/local-tips/${tip.id}`, { token })).status).toBe(404);
    const likes = await server.store
      .selectFrom('local_tip_likes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('local_tip_id', '=', tip.id)
      .executeTakeFirstOrThrow();
    expect(Number(likes.n)).toBe(0);
    const favoritesOf = async (kind: string) => {
      const row = await server.store
        .selectFrom('favorites')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', kind)
        .where('item_id', '=', tip.id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    expect(await favoritesOf('local-tip')).toBe(0);
    expect(await favoritesOf('program')).toBe(1);
    const favorites = (
      await server.call<{ favorites: Favorite[] }>('GET', '/api/favorites?kind=local-tip', {
        token,
      })
    ).body.favorites;
    expect(favorites.map((favorite) => favorite.itemId)).toEqual([other]);
    const stillLiked = await server.call<LocalTip>('GET', `/api/local-tips/${other}`, { token });
    expect(stillLiked.body.liked).toBe(true);

    expect((await call(concierge, 'DELETE', `/local-tips/${tip.id}`)).status).toBe(404);
  });
});

describe("the concierge's special offers", () => {
  const guestOffers = async (token: string) =>
    (await server.call<{ offers: Offer[] }>('GET', '/api/offers', { token })).body.offers;

  it('adds an offer the guests see from its first day to its last, and changes it for them', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const current = await addOffer({
      validFrom: today(),
      validTo: today(),
      price: 450_000,
      discountPercent: null,
    });
    expect(current).toMatchObject({ price: 450_000, discountPercent: null, validTo: today() });
    const ended = await addOffer({
      validFrom: addDays(today(), -5),
      validTo: addDays(today(), -1),
    });
    const ids = (await guestOffers(token)).map((offer) => offer.id);
    expect(ids).toContain(current.id);
    expect(ids).not.toContain(ended.id);

    const changed = await call<StaffOffer>(
      concierge,
      'PUT',
      `/offers/${current.id}`,
      await offerInput({
        picture: current.picture,
        title: both('Sunset cocktails for two'),
        validTo: addDays(today(), 3),
      }),
    );
    expect(changed.status).toBe(200);
    const seen = await server.call<Offer>('GET', `/api/offers/${current.id}`, { token });
    expect(seen.body).toMatchObject({
      title: both('Sunset cocktails for two'),
      validTo: addDays(today(), 3),
      discountPercent: 50,
      price: null,
    });

    const backwards = await call(
      concierge,
      'PUT',
      `/offers/${current.id}`,
      await offerInput({
        picture: current.picture,
        validFrom: today(),
        validTo: addDays(today(), -1),
      }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('VALIDATION_FAILED');
  });

  it('lists current and coming offers first by their first day, then the ended ones, latest ended first', async () => {
    const endedLongAgo = await addOffer({
      validFrom: addDays(today(), -30),
      validTo: addDays(today(), -20),
    });
    const endedYesterday = await addOffer({
      validFrom: addDays(today(), -9),
      validTo: addDays(today(), -1),
    });
    const coming = await addOffer({ validFrom: addDays(today(), 5), validTo: addDays(today(), 9) });
    const current = await addOffer({ validFrom: addDays(today(), -2), validTo: today() });

    const offers = (await call<{ offers: StaffOffer[] }>(concierge, 'GET', '/offers')).body.offers;
    const order = offers.map((offer) => offer.id);
    const at = (offer: StaffOffer) => order.indexOf(offer.id);
    expect(at(current)).toBeLessThan(at(coming));
    expect(at(coming)).toBeLessThan(at(endedYesterday));
    expect(at(endedYesterday)).toBeLessThan(at(endedLongAgo));

    const firstEnded = offers.findIndex((offer) => offer.validTo < today());
    const live = offers.slice(0, firstEnded);
    const past = offers.slice(firstEnded);
    expect(live.every((offer) => offer.validTo >= today())).toBe(true);
    expect(past.every((offer) => offer.validTo < today())).toBe(true);
    expect(live.map((offer) => offer.validFrom)).toEqual(
      live.map((offer) => offer.validFrom).sort(),
    );
    expect(past.map((offer) => offer.validTo)).toEqual(
      past
        .map((offer) => offer.validTo)
        .sort()
        .reverse(),
    );
  });
});

describe("the concierge's calls", () => {
  it('are refused to the front desk and the kitchen, and open to the manager', async () => {
    const lists = ['/programs', '/local-tips', '/offers'];
    for (const who of [frontDesk, kitchen]) {
      for (const url of lists) {
        const refused = await call(who, 'GET', url);
        expect(refused.status, url).toBe(403);
        expect(refused.body.code).toBe('STAFF_FORBIDDEN');
      }
      const write = await call(who, 'POST', '/local-tips', await tipInput());
      expect(write.status).toBe(403);
    }
    for (const url of lists) expect((await call(manager, 'GET', url)).status, url).toBe(200);
    expect((await call(manager, 'POST', '/offers', await offerInput())).status).toBe(201);
    const noCsrf = await staffCall(server, concierge, 'POST', '/api/staff/offers', {
      body: await offerInput(),
      csrf: null,
    });
    expect(noCsrf.body).toMatchObject({ code: 'CSRF_REJECTED' });
  });

  it("answer 404 for another hotel's program, tip or offer, and change nothing", async () => {
    const program = await addProgram();
    const tip = await addTip();
    const offer = await addOffer();
    const vctPicture = await uploadedPicture('VCT');
    for (const [method, url, body] of [
      ['PUT', `/programs/${program.id}`, await programInput({ picture: vctPicture })],
      ['PUT', `/local-tips/${tip.id}`, await tipInput({ picture: vctPicture })],
      ['DELETE', `/local-tips/${tip.id}`, undefined],
      ['PUT', `/offers/${offer.id}`, await offerInput({ picture: vctPicture })],
    ] as const) {
      const answer = await call(otherHotel, method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect((await staffPrograms()).find((entry) => entry.id === program.id)).toEqual(program);
    const tips = (await call<{ localTips: StaffLocalTip[] }>(concierge, 'GET', '/local-tips')).body;
    expect(tips.localTips.find((entry) => entry.id === tip.id)).toEqual(tip);
    const offers = (await call<{ offers: StaffOffer[] }>(concierge, 'GET', '/offers')).body;
    expect(offers.offers.find((entry) => entry.id === offer.id)).toEqual(offer);

    const vctTips = (await call<{ localTips: StaffLocalTip[] }>(otherHotel, 'GET', '/local-tips'))
      .body.localTips;
    expect(vctTips.map((entry) => entry.id)).not.toContain(tip.id);
    const vctOffers = (await call<{ offers: StaffOffer[] }>(otherHotel, 'GET', '/offers')).body
      .offers;
    expect(vctOffers.map((entry) => entry.id)).not.toContain(offer.id);
    expect((await call(concierge, 'PUT', '/offers/999999', await offerInput())).status).toBe(404);
  });
});
