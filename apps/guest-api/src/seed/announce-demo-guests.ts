import type { Store } from '../db/store.ts';
import { createSessionRepository } from '../platform/sessions/session-repository.ts';
import { demoReservations } from './demo-reservations.ts';
import { demoStaffAccounts } from '../platform/sign-in/demo-staff.ts';

const LINK_TTL_MS = 7 * 24 * 3_600_000;

function hotelOf(store: Store, hotelCode: string) {
  return store
    .selectFrom('hotels')
    .select(['id', 'name'])
    .where('code', '=', hotelCode)
    .executeTakeFirst();
}

/**
 * The demo guests of one hotel with a fresh one-time deep link each (`/auth?token=…`, what a
 * hotel's pre-arrival e-mail would carry). Tokens are stored hashed as 'sign-in-link' sessions.
 */
export async function demoGuestLines(
  store: Store,
  url: string,
  hotelCode: string,
): Promise<string[]> {
  const hotel = await hotelOf(store, hotelCode);
  if (!hotel) return [];
  const sessions = createSessionRepository(store);
  const stories = new Map(demoReservations(hotelCode).map((demo) => [demo.number, demo.story]));
  const rows = await store
    .selectFrom('reservations as r')
    .innerJoin('guests as g', (join) =>
      join.onRef('g.reservation_id', '=', 'r.id').on('g.is_primary', '=', 1),
    )
    .select([
      'r.reservation_number as number',
      'r.arrival_date as arrival',
      'g.id as guest_id',
      'g.first_name as given_name',
      'g.last_name as surname',
      'g.email',
    ])
    .select((eb) =>
      eb
        .selectFrom('guests as o')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('o.reservation_id', '=', 'r.id')
        .whereRef('o.last_name', '=', 'g.last_name')
        .as('same_surname'),
    )
    .where('r.hotel_id', '=', hotel.id)
    .orderBy('r.reservation_number')
    .execute();
  const lines = [
    `  ${hotel.name} demo guests (reservation number or e-mail, arrival date, surname; the given name where a family shares it):`,
  ];
  for (const row of rows) {
    const { token } = await sessions.open(row.guest_id, hotel.id, 'sign-in-link', LINK_TTL_MS);
    const name =
      Number(row.same_surname) > 1 ? `${row.surname} (given name ${row.given_name})` : row.surname;
    lines.push(
      `  • ${row.number}  ${row.arrival}  ${name}  <${row.email}>  ${stories.get(row.number) ?? ''}`,
      `      one-time link: ${url}auth?token=${token}`,
    );
  }
  return lines;
}

/** The hotel's demo staff accounts that still sign in with their demo password (e-mail, password, role). */
export async function demoStaffLines(store: Store, hotelCode: string): Promise<string[]> {
  const hotel = await hotelOf(store, hotelCode);
  if (!hotel) return [];
  const seeded = new Set(
    (
      await store
        .selectFrom('staff_accounts')
        .select('email')
        .where('hotel_id', '=', hotel.id)
        .where('disabled', '=', 0)
        .execute()
    ).map((row) => row.email),
  );
  const accounts = demoStaffAccounts(hotelCode).filter((account) => seeded.has(account.email));
  if (accounts.length === 0) return [];
  return [
    `  ${hotel.name} demo staff (e-mail, password, role; demo data only):`,
    ...accounts.map((account) => `  • ${account.email}  ${account.password}  ${account.role}`),
  ];
}

/** What `npm start` prints: where the portal is and how the demo guests sign in. */
export async function announceDemoGuests(
  store: Store,
  url: string,
  hotelCode: string,
  demoMail = false,
): Promise<void> {
  const lines = [
    '',
    `✔ Guest portal: ${url}`,
    `  API: ${url}api/health   API docs: ${url}api/docs`,
    ...(demoMail
      ? [`✔ Demo e-mails (the guests' invitations, as they read them): ${url}demo-mail/`]
      : []),
    '',
    ...(await demoGuestLines(store, url, hotelCode)),
    '',
    ...(await demoStaffLines(store, hotelCode)),
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));
}
