import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import { inTransaction, type Store } from '../db/store.ts';
import type { Tables } from '../db/tables.ts';
import { addDays, hotelInstant, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import {
  DEMO_ACTIVITIES,
  DEMO_MENU,
  DEMO_OFFERS,
  demoLocalTips,
  demoPrograms,
} from './demo-catalogue.ts';
import { DEMO_ORDER_KEY_PREFIX, seedDemoOrders } from './demo-orders.ts';
import { demoReservations, type DemoReservation } from './demo-reservations.ts';
import { hashPasswordNow } from '../platform/sign-in/staff-password.ts';
import { demoStaffAccounts } from '../platform/sign-in/demo-staff.ts';
import { guestSearchText } from '../platform/stay/folded-names.ts';

/** Makes sure every tenant has its hotel row; keys and names follow the tenant configs. */
export async function syncHotels(store: Store, tenants: TenantConfig[]): Promise<void> {
  for (const tenant of tenants) {
    await store
      .insertInto('hotels')
      .values({
        hotel_key: tenant.hotelKey,
        code: tenant.hotelCode,
        name: tenant.displayName,
        time_zone: tenant.timeZone,
      })
      .onConflict((conflict) =>
        conflict.column('code').doUpdateSet((eb) => ({
          hotel_key: eb.ref('excluded.hotel_key'),
          name: eb.ref('excluded.name'),
          time_zone: eb.ref('excluded.time_zone'),
        })),
      )
      .execute();
  }
}

export async function hasDemoData(store: Store): Promise<boolean> {
  return (
    (await store.selectFrom('reservations').select('id').limit(1).executeTakeFirst()) !== undefined
  );
}

const SEED_DAY_KEY = 'demo_seed_day';
const SEEDED_AT_KEY = 'demo_seeded_at';

/** The hotel day the demo was seeded on, in the time zone of the first hotel. */
async function seedDay(store: Store, now: Date): Promise<string> {
  const hotel = await store
    .selectFrom('hotels')
    .select('time_zone')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return hotelToday(hotel?.time_zone ?? 'UTC', now);
}

/** Whether the demo was used: a row is there that only a guest's or staff's own action creates. */
async function demoWasUsed(store: Store): Promise<boolean> {
  const { used } = await store
    .selectNoFrom((eb) => {
      const anyRowOf = (table: GuestMadeTable) =>
        eb.exists(eb.selectFrom(table).select(eb.lit(1).as('one')));
      return eb
        .or([
          eb.exists(
            eb
              .selectFrom('orders')
              .select('id')
              .where('idempotency_key', 'not like', `${DEMO_ORDER_KEY_PREFIX}%`),
          ),
          // The kitchen moved a seeded order: staff stamp the change at its time, which is after the seed.
          eb.exists(
            eb
              .selectFrom('order_status_changes as c')
              .innerJoin('meta as m', (join) =>
                join.on('m.key', '=', SEEDED_AT_KEY).onRef('c.at', '>', 'm.value'),
              )
              .select('c.id'),
          ),
          ...GUEST_MADE_TABLES.map(anyRowOf),
          eb.exists(
            eb
              .selectFrom('reservations')
              .select('id')
              .where((row) =>
                row.or([
                  row('cancelled_at', 'is not', null),
                  row('check_in_submitted_at', 'is not', null),
                ]),
              ),
          ),
          eb.exists(
            eb
              .selectFrom('guests')
              .select('id')
              .where((row) =>
                row.or([
                  row('billing_tax_code', '<>', ''),
                  row('billing_business_name', '<>', ''),
                  row('billing_address', '<>', ''),
                  row('billing_email', '<>', ''),
                ]),
              ),
          ),
        ])
        .as('used');
    })
    .executeTakeFirstOrThrow();
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return Boolean(used);
}

/** Tables whose every row a guest or staff made: the seed writes none. */
const GUEST_MADE_TABLES = [
  'program_reservations',
  'my_activities',
  'local_tip_likes',
  'favorites',
  'ratings',
  'identity_documents',
  'check_out_requests',
  'reservation_moves',
  // Staff uploaded a picture for the menu or the concierge's pages: the demo is in use.
  'pictures',
] as const satisfies readonly (keyof Tables)[];
type GuestMadeTable = (typeof GUEST_MADE_TABLES)[number];

/**
 * Demo dates are relative to the day they were seeded. When the stored demo is from an earlier
 * hotel day and no guest has changed anything in it, it is seeded afresh so the stories still
 * hold (Walker departs today, Schmidt arrives in 3 days...). A used demo is left alone;
 * `npm run seed` re-creates it on demand.
 */
export async function isStaleUntouchedDemo(store: Store, now: Date = new Date()): Promise<boolean> {
  const stored = await store
    .selectFrom('meta')
    .select('value')
    .where('key', '=', SEED_DAY_KEY)
    .executeTakeFirst();
  if (!stored || stored.value === (await seedDay(store, now))) return false;
  return !(await demoWasUsed(store));
}

/** Every guest and catalogue table, children before the tables they refer to. */
const DEMO_TABLES: (keyof Tables)[] = [
  'sessions',
  'sign_in_failures',
  'favorites',
  'local_tip_likes',
  'my_activities',
  'program_reservations',
  'ratings',
  'identity_documents',
  'check_out_requests',
  'reservation_moves',
  'order_status_changes',
  'order_lines',
  'orders',
  'bill_lines',
  'receipts',
  'guests',
  'reservations',
  'menu_items',
  'menu_categories',
  'programs',
  'local_tips',
  'activities',
  'offers',
  'pictures',
  'meta',
];

/** Removes every guest and catalogue row, keeping the hotels. */
export async function clearDemoData(store: Store): Promise<void> {
  await inTransaction(store, async (trx) => {
    for (const table of DEMO_TABLES) await trx.deleteFrom(table).execute();
  });
}

const ROOM_RATES: Record<string, number> = {
  'Deluxe King': 2_400_000,
  'Superior Twin': 1_850_000,
  'Family Suite': 3_600_000,
};

interface DemoBillLine {
  group: 'room' | 'room-service' | 'other-services' | 'food-and-beverage';
  dayOffset: number;
  en: string;
  vi: string;
  quantity: number;
  unitPrice: number;
  vat: 8 | 10;
}

/** What an arrived guest has been charged so far, and the deposit they paid on arrival. */
function demoCharges(demo: DemoReservation, arrival: string, today: string) {
  const rate = ROOM_RATES[demo.roomType] ?? 2_000_000;
  const lines: DemoBillLine[] = [];
  for (let night = 0; addDays(arrival, night) < today && night < demo.nights; night += 1) {
    lines.push({
      group: 'room',
      dayOffset: night,
      en: `Room ${demo.roomType}, night ${night + 1}`,
      vi: `Phòng ${demo.roomType}, đêm ${night + 1}`,
      quantity: 1,
      unitPrice: rate,
      vat: 8,
    });
  }
  lines.push(
    {
      group: 'food-and-beverage',
      dayOffset: 0,
      en: 'Dinner at the restaurant',
      vi: 'Bữa tối tại nhà hàng',
      quantity: 2,
      unitPrice: 420_000,
      vat: 8,
    },
    {
      group: 'food-and-beverage',
      dayOffset: 1,
      en: 'Cocktails at the bar',
      vi: 'Cocktail tại quầy bar',
      quantity: 2,
      unitPrice: 180_000,
      vat: 10,
    },
    {
      group: 'other-services',
      dayOffset: 0,
      en: 'Airport transfer',
      vi: 'Đưa đón sân bay',
      quantity: 1,
      unitPrice: 450_000,
      vat: 8,
    },
    {
      group: 'other-services',
      dayOffset: 1,
      en: 'Laundry',
      vi: 'Giặt ủi',
      quantity: 3,
      unitPrice: 60_000,
      vat: 8,
    },
    {
      group: 'room-service',
      dayOffset: 1,
      en: 'Vietnamese iced coffee (room service)',
      vi: 'Cà phê sữa đá (phục vụ phòng)',
      quantity: 2,
      unitPrice: 65_000,
      vat: 8,
    },
  );
  return { lines, deposit: Math.round((rate * 1.1) / 1000) * 1000 };
}

/**
 * Each demo password hashed once per process: an argon2id hash costs tens of milliseconds by design,
 * and the tests seed a fresh database for every server (on two stores).
 */
const demoHashes = new Map<string, string>();
function demoPasswordHash(password: string): string {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = hashPasswordNow(password);
    demoHashes.set(password, hash);
  }
  return hash;
}

/**
 * One demo account per role in each hotel, with the password `npm start` prints. An account
 * already there (a demo re-seeded, or its password changed by a manager) is left as it is.
 */
export async function seedDemoStaff(store: Store, now: Date = new Date()): Promise<void> {
  const hotels = await store.selectFrom('hotels').select(['id', 'code']).execute();
  for (const hotel of hotels) {
    for (const account of demoStaffAccounts(hotel.code)) {
      const exists = await store
        .selectFrom('staff_accounts')
        .select('id')
        .where('hotel_id', '=', hotel.id)
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (exists) continue;
      const stamp = now.toISOString();
      await store
        .insertInto('staff_accounts')
        .values({
          hotel_id: hotel.id,
          email: account.email,
          name: account.name,
          role: account.role,
          password_hash: demoPasswordHash(account.password),
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((conflict) => conflict.columns(['hotel_id', 'email']).doNothing())
        .execute();
    }
  }
}

/** Seeds each hotel with the demo stories and catalogue, dates relative to the hotel's today. */
export async function seedDemoData(store: Store, now: Date = new Date()): Promise<void> {
  await seedDemoStaff(store, now);
  const hotels = await store.selectFrom('hotels').select(['id', 'code', 'time_zone']).execute();
  await inTransaction(store, async (trx) => {
    for (const hotel of hotels) {
      await seedHotel(trx, { id: hotel.id, code: hotel.code, timeZone: hotel.time_zone }, now);
    }
    const day = await seedDay(trx, now);
    for (const [key, value] of [
      [SEED_DAY_KEY, day],
      [SEEDED_AT_KEY, now.toISOString()],
    ] as const) {
      await trx
        .insertInto('meta')
        .values({ key, value })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
        )
        .execute();
    }
  });
}

async function seedHotel(
  store: Store,
  hotel: { id: number; code: string; timeZone: string },
  now: Date,
): Promise<void> {
  const { id: hotelId, code, timeZone } = hotel;
  const today = hotelToday(timeZone, now);
  for (const demo of demoReservations(code)) {
    const arrival = addDays(today, demo.arrivalOffset);
    const deadline = hotelInstant(
      addDays(arrival, -demo.cancellationDaysBefore),
      '18:00',
      timeZone,
    );
    const children = demo.guests.filter((guest) => guest.isChild).length;
    const { id: reservationId } = await store
      .insertInto('reservations')
      .values({
        hotel_id: hotelId,
        reservation_number: demo.number,
        arrival_date: arrival,
        departure_date: addDays(arrival, demo.nights),
        room_type: demo.roomType,
        room_number: demo.roomNumber,
        adults: demo.guests.length - children,
        children,
        status: demo.status,
        cancellation_deadline: deadline,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store
      .insertInto('guests')
      .values(
        demo.guests.map((guest, index) => ({
          reservation_id: reservationId,
          is_primary: index === 0 ? 1 : 0,
          first_name: guest.firstName,
          last_name: guest.lastName,
          email: guest.email,
          is_child: guest.isChild ? 1 : 0,
          search_text: guestSearchText(guest),
        })),
      )
      .execute();
    if (demo.status === 'Arrived') {
      const { lines, deposit } = demoCharges(demo, arrival, today);
      await store
        .insertInto('bill_lines')
        .values(
          lines.map((line) => ({
            reservation_id: reservationId,
            group_name: line.group,
            date: addDays(arrival, line.dayOffset),
            description_en: line.en,
            description_vi: line.vi,
            quantity: line.quantity,
            unit_price: line.unitPrice,
            vat_percent: line.vat,
          })),
        )
        .execute();
      await store
        .insertInto('receipts')
        .values({
          reservation_id: reservationId,
          number: `RC-${demo.number}-01`,
          date: arrival,
          amount: deposit,
          method: 'Card',
        })
        .execute();
    }
  }

  for (const [categoryPosition, category] of DEMO_MENU.entries()) {
    const { id: categoryId } = await store
      .insertInto('menu_categories')
      .values({
        hotel_id: hotelId,
        position: categoryPosition,
        name_en: category.name.en,
        name_vi: category.name.vi,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store
      .insertInto('menu_items')
      .values(
        category.items.map((item, position) => ({
          hotel_id: hotelId,
          category_id: categoryId,
          position,
          name_en: item.name.en,
          name_vi: item.name.vi,
          description_en: item.description.en,
          description_vi: item.description.vi,
          price: item.price,
          vat_percent: item.vatPercent ?? 8,
          image: item.image,
          available: item.available === false ? 0 : 1,
        })),
      )
      .execute();
  }
  await seedDemoOrders(store, { id: hotelId, timeZone, reservationNumber: `${code}1001` }, now);
  await store
    .insertInto('programs')
    .values(
      demoPrograms(code).map((program) => {
        const startsAt = hotelInstant(
          addDays(today, program.dayOffset),
          program.startTime,
          timeZone,
        );
        return {
          hotel_id: hotelId,
          title_en: program.title.en,
          title_vi: program.title.vi,
          summary_en: program.summary.en,
          summary_vi: program.summary.vi,
          description_en: program.description.en,
          description_vi: program.description.vi,
          location_en: program.location.en,
          location_vi: program.location.vi,
          image: program.image,
          starts_at: startsAt,
          ends_at: new Date(Date.parse(startsAt) + program.durationMinutes * 60_000).toISOString(),
          price: program.price,
          capacity: program.capacity,
          seats_held: program.seatsHeld,
        };
      }),
    )
    .execute();
  await store
    .insertInto('local_tips')
    .values(
      demoLocalTips(code).map((tip, position) => ({
        hotel_id: hotelId,
        position,
        title_en: tip.title.en,
        title_vi: tip.title.vi,
        category_en: tip.category.en,
        category_vi: tip.category.vi,
        summary_en: tip.summary.en,
        summary_vi: tip.summary.vi,
        description_en: tip.description.en,
        description_vi: tip.description.vi,
        address: tip.address,
        distance_en: tip.distance.en,
        distance_vi: tip.distance.vi,
        image: tip.image,
        base_likes: tip.likes,
      })),
    )
    .execute();
  await store
    .insertInto('activities')
    .values(
      DEMO_ACTIVITIES.map((activity, position) => ({
        hotel_id: hotelId,
        position,
        name_en: activity.name.en,
        name_vi: activity.name.vi,
        description_en: activity.description.en,
        description_vi: activity.description.vi,
        location_en: activity.location.en,
        location_vi: activity.location.vi,
        image: activity.image,
        opens_at: activity.opensAt,
        closes_at: activity.closesAt,
        open_days: activity.openDays,
      })),
    )
    .execute();
  await store
    .insertInto('offers')
    .values(
      DEMO_OFFERS.map((offer, position) => ({
        hotel_id: hotelId,
        position,
        title_en: offer.title.en,
        title_vi: offer.title.vi,
        summary_en: offer.summary.en,
        summary_vi: offer.summary.vi,
        description_en: offer.description.en,
        description_vi: offer.description.vi,
        terms_en: offer.terms.en,
        terms_vi: offer.terms.vi,
        image: offer.image,
        valid_from: addDays(today, offer.fromOffset),
        valid_to: addDays(today, offer.toOffset),
        price: offer.price,
        discount_percent: offer.discountPercent,
      })),
    )
    .execute();
}
