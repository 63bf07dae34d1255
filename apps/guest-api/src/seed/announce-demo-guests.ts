import type { Database } from '../db/database.ts';
import { demoReservations } from './demo-reservations.ts';

/** What `npm start` prints: where the portal is and how the demo guests sign in. */
export function announceDemoGuests(db: Database, url: string, hotelCode: string): void {
  const hotel = db.prepare('SELECT id, name FROM hotels WHERE code = ?').get(hotelCode);
  if (!hotel) return;
  const stories = new Map(demoReservations(hotelCode).map((demo) => [demo.number, demo.story]));
  const rows = db
    .prepare(
      `SELECT r.reservation_number AS number, r.arrival_date AS arrival, g.last_name AS surname, g.email AS email
       FROM reservations r JOIN guests g ON g.reservation_id = r.id AND g.is_primary = 1
       WHERE r.hotel_id = ? ORDER BY r.reservation_number`,
    )
    .all(Number(hotel.id));
  const lines = [
    '',
    `✔ ${String(hotel.name)} guest portal: ${url}`,
    `  API: ${url}api/health`,
    '',
    '  Demo guests (reservation number or e-mail, arrival date, surname):',
    ...rows.map(
      (row) =>
        `  • ${String(row.number)}  ${String(row.arrival)}  ${String(row.surname)}  <${String(row.email)}>  ${stories.get(String(row.number)) ?? ''}`,
    ),
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));
}
