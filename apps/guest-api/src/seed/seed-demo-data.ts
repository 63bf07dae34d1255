import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import { transaction, type Database } from '../db/database.ts';
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
import { hashPasswordNow } from '../features/staff/staff-password.ts';
import { demoStaffAccounts } from './demo-staff.ts';

/** Makes sure every tenant has its hotel row; keys and names follow the tenant configs. */
export function syncHotels(db: Database, tenants: TenantConfig[]): void {
  const upsert = db.prepare(`
    INSERT INTO hotels (hotel_key, code, name, time_zone) VALUES (?, ?, ?, ?)
    ON CONFLICT(code) DO UPDATE SET hotel_key = excluded.hotel_key, name = excluded.name,
      time_zone = excluded.time_zone`);
  for (const tenant of tenants) {
    upsert.run(tenant.hotelKey, tenant.hotelCode, tenant.displayName, tenant.timeZone);
  }
}

export function hasDemoData(db: Database): boolean {
  return db.prepare('SELECT COUNT(*) AS n FROM reservations').get()?.n !== 0;
}

const SEED_DAY_KEY = 'demo_seed_day';
const SEEDED_AT_KEY = 'demo_seeded_at';

/** The hotel day the demo was seeded on, in the time zone of the first hotel. */
function seedDay(db: Database, now: Date): string {
  const zone = db.prepare('SELECT time_zone FROM hotels ORDER BY id LIMIT 1').get()?.time_zone;
  return hotelToday(typeof zone === 'string' ? zone : 'UTC', now);
}

/** Rows that only a guest's own action creates: their presence means the demo was used. */
const GUEST_MADE = [
  `SELECT COUNT(*) AS n FROM orders WHERE idempotency_key NOT LIKE '${DEMO_ORDER_KEY_PREFIX}%'`,
  // The kitchen moved a seeded order: staff stamp the change at its time, which is after the seed.
  `SELECT COUNT(*) AS n FROM order_status_changes c JOIN meta m ON m.key = '${SEEDED_AT_KEY}' WHERE c.at > m.value`,
  'SELECT COUNT(*) AS n FROM program_reservations',
  'SELECT COUNT(*) AS n FROM my_activities',
  'SELECT COUNT(*) AS n FROM local_tip_likes',
  'SELECT COUNT(*) AS n FROM favorites',
  'SELECT COUNT(*) AS n FROM ratings',
  'SELECT COUNT(*) AS n FROM identity_documents',
  'SELECT COUNT(*) AS n FROM check_out_requests',
  'SELECT COUNT(*) AS n FROM reservation_moves',
  // Staff uploaded a picture for the menu or the concierge's pages: the demo is in use.
  'SELECT COUNT(*) AS n FROM pictures',
  'SELECT COUNT(*) AS n FROM reservations WHERE cancelled_at IS NOT NULL OR check_in_submitted_at IS NOT NULL',
  `SELECT COUNT(*) AS n FROM guests WHERE billing_tax_code <> '' OR billing_business_name <> ''
     OR billing_address <> '' OR billing_email <> ''`,
];

/**
 * Demo dates are relative to the day they were seeded. When the stored demo is from an earlier
 * hotel day and no guest has changed anything in it, it is seeded afresh so the stories still
 * hold (Walker departs today, Schmidt arrives in 3 days...). A used demo is left alone;
 * `npm run seed` re-creates it on demand.
 */
export function isStaleUntouchedDemo(db: Database, now: Date = new Date()): boolean {
  const stored = db.prepare('SELECT value FROM meta WHERE key = ?').get(SEED_DAY_KEY)?.value;
  if (typeof stored !== 'string' || stored === seedDay(db, now)) return false;
  return GUEST_MADE.every((sql) => Number(db.prepare(sql).get()?.n ?? 0) === 0);
}

/** Removes every guest and catalogue row, keeping the hotels. */
export function clearDemoData(db: Database): void {
  const tables = [
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
  transaction(db, () => {
    for (const table of tables) db.exec(`DELETE FROM ${table}`);
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
 * One demo account per role in each hotel, with the password `npm start` prints. An account
 * already there (a demo re-seeded, or its password changed by a manager) is left as it is.
 */
export function seedDemoStaff(db: Database, now: Date = new Date()): void {
  const hotels = db.prepare('SELECT id, code FROM hotels').all();
  const insert = db.prepare(`
    INSERT INTO staff_accounts (hotel_id, email, name, role, password_hash, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (hotel_id, email) DO NOTHING`);
  const exists = db.prepare(
    'SELECT 1 AS found FROM staff_accounts WHERE hotel_id = ? AND email = ?',
  );
  for (const hotel of hotels) {
    for (const account of demoStaffAccounts(String(hotel.code))) {
      if (exists.get(Number(hotel.id), account.email)) continue;
      const stamp = now.toISOString();
      insert.run(
        Number(hotel.id),
        account.email,
        account.name,
        account.role,
        hashPasswordNow(account.password),
        stamp,
        stamp,
      );
    }
  }
}

/** Seeds each hotel with the demo stories and catalogue, dates relative to the hotel's today. */
export function seedDemoData(db: Database, now: Date = new Date()): void {
  seedDemoStaff(db, now);
  const hotels = db.prepare('SELECT id, code, time_zone FROM hotels').all();
  const insertReservation = db.prepare(`
    INSERT INTO reservations (hotel_id, reservation_number, arrival_date, departure_date, room_type,
      room_number, adults, children, status, cancellation_deadline)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertGuest = db.prepare(`
    INSERT INTO guests (reservation_id, is_primary, first_name, last_name, email, is_child)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertBillLine = db.prepare(`
    INSERT INTO bill_lines (reservation_id, group_name, date, description_en, description_vi, quantity, unit_price, vat_percent)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertReceipt = db.prepare(
    'INSERT INTO receipts (reservation_id, number, date, amount, method) VALUES (?, ?, ?, ?, ?)',
  );
  const insertCategory = db.prepare(
    'INSERT INTO menu_categories (hotel_id, position, name_en, name_vi) VALUES (?, ?, ?, ?)',
  );
  const insertItem = db.prepare(`
    INSERT INTO menu_items (hotel_id, category_id, position, name_en, name_vi, description_en, description_vi, price, vat_percent, image, available)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertProgram = db.prepare(`
    INSERT INTO programs (hotel_id, title_en, title_vi, summary_en, summary_vi, description_en, description_vi,
      location_en, location_vi, image, starts_at, ends_at, price, capacity, seats_held)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTip = db.prepare(`
    INSERT INTO local_tips (hotel_id, position, title_en, title_vi, category_en, category_vi, summary_en, summary_vi,
      description_en, description_vi, address, distance_en, distance_vi, image, base_likes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertActivity = db.prepare(`
    INSERT INTO activities (hotel_id, position, name_en, name_vi, description_en, description_vi, location_en, location_vi,
      image, opens_at, closes_at, open_days)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertOffer = db.prepare(`
    INSERT INTO offers (hotel_id, position, title_en, title_vi, summary_en, summary_vi, description_en, description_vi,
      terms_en, terms_vi, image, valid_from, valid_to, price, discount_percent)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  transaction(db, () => {
    for (const hotel of hotels) {
      const hotelId = Number(hotel.id);
      const code = String(hotel.code);
      const timeZone = String(hotel.time_zone);
      const today = hotelToday(timeZone, now);
      for (const demo of demoReservations(code)) {
        const arrival = addDays(today, demo.arrivalOffset);
        const deadline = hotelInstant(
          addDays(arrival, -demo.cancellationDaysBefore),
          '18:00',
          timeZone,
        );
        const children = demo.guests.filter((guest) => guest.isChild).length;
        const reservationId = Number(
          insertReservation.run(
            hotelId,
            demo.number,
            arrival,
            addDays(arrival, demo.nights),
            demo.roomType,
            demo.roomNumber,
            demo.guests.length - children,
            children,
            demo.status,
            deadline,
          ).lastInsertRowid,
        );
        demo.guests.forEach((guest, index) => {
          insertGuest.run(
            reservationId,
            index === 0 ? 1 : 0,
            guest.firstName,
            guest.lastName,
            guest.email,
            guest.isChild ? 1 : 0,
          );
        });
        if (demo.status === 'Arrived') {
          const { lines, deposit } = demoCharges(demo, arrival, today);
          for (const line of lines) {
            insertBillLine.run(
              reservationId,
              line.group,
              addDays(arrival, line.dayOffset),
              line.en,
              line.vi,
              line.quantity,
              line.unitPrice,
              line.vat,
            );
          }
          insertReceipt.run(reservationId, `RC-${demo.number}-01`, arrival, deposit, 'Card');
        }
      }

      DEMO_MENU.forEach((category, categoryPosition) => {
        const categoryId = Number(
          insertCategory.run(hotelId, categoryPosition, category.name.en, category.name.vi)
            .lastInsertRowid,
        );
        category.items.forEach((item, position) => {
          insertItem.run(
            hotelId,
            categoryId,
            position,
            item.name.en,
            item.name.vi,
            item.description.en,
            item.description.vi,
            item.price,
            item.vatPercent ?? 8,
            item.image,
            item.available === false ? 0 : 1,
          );
        });
      });
      seedDemoOrders(db, { id: hotelId, timeZone, reservationNumber: `${code}1001` }, now);
      for (const program of demoPrograms(code)) {
        const day = addDays(today, program.dayOffset);
        const startsAt = hotelInstant(day, program.startTime, timeZone);
        const endsAt = new Date(
          Date.parse(startsAt) + program.durationMinutes * 60_000,
        ).toISOString();
        insertProgram.run(
          hotelId,
          program.title.en,
          program.title.vi,
          program.summary.en,
          program.summary.vi,
          program.description.en,
          program.description.vi,
          program.location.en,
          program.location.vi,
          program.image,
          startsAt,
          endsAt,
          program.price,
          program.capacity,
          program.seatsHeld,
        );
      }
      demoLocalTips(code).forEach((tip, position) => {
        insertTip.run(
          hotelId,
          position,
          tip.title.en,
          tip.title.vi,
          tip.category.en,
          tip.category.vi,
          tip.summary.en,
          tip.summary.vi,
          tip.description.en,
          tip.description.vi,
          tip.address,
          tip.distance.en,
          tip.distance.vi,
          tip.image,
          tip.likes,
        );
      });
      DEMO_ACTIVITIES.forEach((activity, position) => {
        insertActivity.run(
          hotelId,
          position,
          activity.name.en,
          activity.name.vi,
          activity.description.en,
          activity.description.vi,
          activity.location.en,
          activity.location.vi,
          activity.image,
          activity.opensAt,
          activity.closesAt,
          activity.openDays,
        );
      });
      DEMO_OFFERS.forEach((offer, position) => {
        insertOffer.run(
          hotelId,
          position,
          offer.title.en,
          offer.title.vi,
          offer.summary.en,
          offer.summary.vi,
          offer.description.en,
          offer.description.vi,
          offer.terms.en,
          offer.terms.vi,
          offer.image,
          addDays(today, offer.fromOffset),
          addDays(today, offer.toOffset),
          offer.price,
          offer.discountPercent,
        );
      });
    }
    const setMeta = db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
    setMeta.run(SEED_DAY_KEY, seedDay(db, now));
    setMeta.run(SEEDED_AT_KEY, now.toISOString());
  });
}
