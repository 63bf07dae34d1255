import { randomInt } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { arrivalDateOf, demoReservations } from '@portal/guest-api/demo-reservations';
import type { E2eTenant } from './e2e-tenants.ts';

/** The demo stories every hotel is seeded with (see apps/guest-api/src/seed). */
export const STORIES = {
  arrived: 1001,
  departsToday: 1002,
  confirmedNoRoom: 1003,
  unconfirmed: 1004,
  pastCancellationDeadline: 1005,
} as const;
export type Story = keyof typeof STORIES;

export interface SignInDetails {
  reservation: string;
  email: string;
  arrivalDate: string;
  surname: string;
  firstName: string;
}

/** Sign-in details of a seeded demo guest (shared: use for journeys that change nothing). */
export function demoGuest(tenant: E2eTenant, story: Story): SignInDetails {
  const number = `${tenant.hotelCode}${STORIES[story]}`;
  const demo = demoReservations(tenant.hotelCode).find((candidate) => candidate.number === number);
  const primary = demo?.guests[0];
  if (!demo || !primary) throw new Error(`No demo reservation ${number}`);
  return {
    reservation: number,
    email: primary.email,
    arrivalDate: arrivalDateOf(demo, hotelToday(tenant.timeZone)),
    surname: primary.lastName,
    firstName: primary.firstName,
  };
}

function columnsOf(db: DatabaseSync, table: string, except: string[]): string[] {
  return db
    .prepare(`PRAGMA table_info(${table})`)
    .all()
    .map((column) => String(column.name))
    .filter((name) => !except.includes(name));
}

/**
 * A private copy of a demo story for a journey that changes things (check in, cancel, order…),
 * so journeys running in parallel never see each other's changes. Written straight into the
 * e2e server's database (WAL lets both write).
 */
export function freshGuest(tenant: E2eTenant, story: Story): SignInDetails {
  const template = demoGuest(tenant, story);
  const dataRoot = process.env.E2E_DATA_ROOT;
  if (!dataRoot) throw new Error('E2E_DATA_ROOT is not set (run through playwright.config.ts)');
  const db = new DatabaseSync(path.join(dataRoot, tenant.id, 'guest-portal.sqlite'));
  db.exec('PRAGMA busy_timeout = 5000');
  const number = `${tenant.hotelCode}${randomInt(200_000, 999_999)}`;
  const surname = `${template.surname}`;
  try {
    db.exec('BEGIN IMMEDIATE');
    const source = db
      .prepare(
        'SELECT r.id FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE h.code = ? AND r.reservation_number = ?',
      )
      .get(tenant.hotelCode, template.reservation);
    if (!source) throw new Error(`Template ${template.reservation} not in the e2e database`);
    const reservationColumns = columnsOf(db, 'reservations', ['id', 'reservation_number']);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO reservations (reservation_number, ${reservationColumns.join(', ')})
         SELECT ?, ${reservationColumns.join(', ')} FROM reservations WHERE id = ?`,
      )
      .run(number, Number(source.id));
    const guestColumns = columnsOf(db, 'guests', ['id', 'reservation_id', 'email']);
    db.prepare(
      `INSERT INTO guests (reservation_id, email, ${guestColumns.join(', ')})
       SELECT ?, CASE WHEN email = '' THEN '' ELSE ? || email END, ${guestColumns.join(', ')}
       FROM guests WHERE reservation_id = ? ORDER BY id`,
    ).run(Number(lastInsertRowid), `${number.toLowerCase()}.`, Number(source.id));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  } finally {
    db.close();
  }
  return {
    ...template,
    reservation: number,
    email: template.email ? `${number.toLowerCase()}.${template.email}` : '',
    surname,
  };
}

/** Adds a companion (an adult sharer) to a journey's own reservation; they sign in with their surname. */
export function addCompanion(
  tenant: E2eTenant,
  reservationNumber: string,
  firstName: string,
  lastName: string,
): void {
  const dataRoot = process.env.E2E_DATA_ROOT;
  if (!dataRoot) throw new Error('E2E_DATA_ROOT is not set (run through playwright.config.ts)');
  const db = new DatabaseSync(path.join(dataRoot, tenant.id, 'guest-portal.sqlite'));
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    db.prepare(
      `INSERT INTO guests (reservation_id, is_primary, first_name, last_name)
       SELECT r.id, 0, ?, ? FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE h.code = ? AND r.reservation_number = ?`,
    ).run(firstName, lastName, tenant.hotelCode, reservationNumber);
  } finally {
    db.close();
  }
}
