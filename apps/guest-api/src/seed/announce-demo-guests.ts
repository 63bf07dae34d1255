import type { Database } from '../db/database.ts';
import { createSessionRepository } from '../features/session/session-repository.ts';
import { demoReservations } from './demo-reservations.ts';
import { demoStaffAccounts } from './demo-staff.ts';

const LINK_TTL_MS = 7 * 24 * 3_600_000;

/**
 * The demo guests of one hotel with a fresh one-time deep link each (`/auth?token=…`, what a
 * hotel's pre-arrival e-mail would carry). Tokens are stored hashed as 'sign-in-link' sessions.
 */
export function demoGuestLines(db: Database, url: string, hotelCode: string): string[] {
  const hotel = db.prepare('SELECT id, name FROM hotels WHERE code = ?').get(hotelCode);
  if (!hotel) return [];
  const sessions = createSessionRepository(db);
  const stories = new Map(demoReservations(hotelCode).map((demo) => [demo.number, demo.story]));
  const rows = db
    .prepare(
      `SELECT r.reservation_number AS number, r.arrival_date AS arrival, g.id AS guest_id, g.first_name AS given_name,
              g.last_name AS surname, g.email AS email,
              (SELECT COUNT(*) FROM guests o WHERE o.reservation_id = r.id AND o.last_name = g.last_name) AS same_surname
       FROM reservations r JOIN guests g ON g.reservation_id = r.id AND g.is_primary = 1
       WHERE r.hotel_id = ? ORDER BY r.reservation_number`,
    )
    .all(Number(hotel.id));
  return [
    `  ${String(hotel.name)} demo guests (reservation number or e-mail, arrival date, surname; the given name where a family shares it):`,
    ...rows.flatMap((row) => {
      const { token } = sessions.open(
        Number(row.guest_id),
        Number(hotel.id),
        'sign-in-link',
        LINK_TTL_MS,
      );
      const name =
        Number(row.same_surname) > 1
          ? `${String(row.surname)} (given name ${String(row.given_name)})`
          : String(row.surname);
      return [
        `  • ${String(row.number)}  ${String(row.arrival)}  ${name}  <${String(row.email)}>  ${stories.get(String(row.number)) ?? ''}`,
        `      one-time link: ${url}auth?token=${token}`,
      ];
    }),
  ];
}

/** The hotel's demo staff accounts that still sign in with their demo password (e-mail, password, role). */
export function demoStaffLines(db: Database, hotelCode: string): string[] {
  const hotel = db.prepare('SELECT id, name FROM hotels WHERE code = ?').get(hotelCode);
  if (!hotel) return [];
  const seeded = db.prepare(
    'SELECT 1 AS found FROM staff_accounts WHERE hotel_id = ? AND email = ? AND disabled = 0',
  );
  const accounts = demoStaffAccounts(hotelCode).filter((account) =>
    seeded.get(Number(hotel.id), account.email),
  );
  if (accounts.length === 0) return [];
  return [
    `  ${String(hotel.name)} demo staff (e-mail, password, role; demo data only):`,
    ...accounts.map((account) => `  • ${account.email}  ${account.password}  ${account.role}`),
  ];
}

/** What `npm start` prints: where the portal is and how the demo guests sign in. */
export function announceDemoGuests(db: Database, url: string, hotelCode: string): void {
  const lines = [
    '',
    `✔ Guest portal: ${url}`,
    `  API: ${url}api/health   API docs: ${url}api/docs`,
    '',
    ...demoGuestLines(db, url, hotelCode),
    '',
    ...demoStaffLines(db, hotelCode),
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));
}
