import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import { transaction, type Database } from '../db/database.ts';
import { addDays, hotelInstant, hotelToday } from '../hotel-time/hotel-date.ts';
import { demoReservations } from './demo-reservations.ts';

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

/** Seeds each hotel with the demo stories, dates relative to the hotel's today. */
export function seedDemoData(db: Database, now: Date = new Date()): void {
  const hotels = db.prepare('SELECT id, code, time_zone FROM hotels').all();
  const insertReservation = db.prepare(`
    INSERT INTO reservations (hotel_id, reservation_number, arrival_date, departure_date, room_type,
      room_number, adults, children, status, cancellation_deadline)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertGuest = db.prepare(`
    INSERT INTO guests (reservation_id, is_primary, first_name, last_name, email, is_child)
    VALUES (?, ?, ?, ?, ?, ?)`);
  transaction(db, () => {
    for (const hotel of hotels) {
      const timeZone = String(hotel.time_zone);
      const today = hotelToday(timeZone, now);
      for (const demo of demoReservations(String(hotel.code))) {
        const arrival = addDays(today, demo.arrivalOffset);
        const deadline = hotelInstant(addDays(arrival, -demo.cancellationDaysBefore), '18:00', timeZone);
        const children = demo.guests.filter((guest) => guest.isChild).length;
        const { lastInsertRowid } = insertReservation.run(
          Number(hotel.id),
          demo.number,
          arrival,
          addDays(arrival, demo.nights),
          demo.roomType,
          demo.roomNumber,
          demo.guests.length - children,
          children,
          demo.status,
          deadline,
        );
        demo.guests.forEach((guest, index) => {
          insertGuest.run(
            Number(lastInsertRowid),
            index === 0 ? 1 : 0,
            guest.firstName,
            guest.lastName,
            guest.email,
            guest.isChild ? 1 : 0,
          );
        });
      }
    }
  });
}
