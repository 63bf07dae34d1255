import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/database.ts';

const MIGRATIONS = path.join(import.meta.dirname, '../src/db/migrations/sqlite');

/** A database as it was before orders kept who placed them: migrations 001 and 002 only. */
function databaseBeforeOrdersPlacedBy(dir: string): DatabaseSync {
  const db = new DatabaseSync(path.join(dir, 'guest-portal.sqlite'));
  db.exec('PRAGMA foreign_keys = ON');
  db.exec(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  for (const [version, file] of [
    [1, '001-hotels-guests-sessions.sql'],
    [2, '002-guest-services.sql'],
  ] as const) {
    db.exec(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
      version,
      file,
      '2026-01-01T00:00:00.000Z',
    );
  }
  db.exec(
    `INSERT INTO hotels (id, hotel_key, code, name, time_zone) VALUES (1, '10', 'ESG', 'ESG', 'Asia/Ho_Chi_Minh')`,
  );
  db.exec(`INSERT INTO reservations (id, hotel_id, reservation_number, arrival_date, departure_date, room_type, adults, status, cancellation_deadline)
    VALUES (1, 1, 'ESG1001', '2026-01-01', '2026-01-03', 'Deluxe King', 2, 'Arrived', '2025-12-31T00:00:00.000Z')`);
  db.exec(
    `INSERT INTO guests (id, reservation_id, is_primary, first_name, last_name) VALUES (7, 1, 1, 'Minh Anh', 'Nguyen')`,
  );
  db.exec(`INSERT INTO orders (id, hotel_id, reservation_id, guest_id, number, placed_at, room_number, notes, status, total, idempotency_key, request_fingerprint)
    VALUES (3, 1, 1, 7, 'RS000003', '2026-01-02T01:00:00.000Z', '1208', '', 'Received', 125000, 'key-0000001', 'f')`);
  db.exec(
    `INSERT INTO order_lines (order_id, item_id, name_en, name_vi, quantity, unit_price) VALUES (3, 1, 'Beef pho', 'Phở bò', 1, 125000)`,
  );
  return db;
}

describe('migration 003: orders keep who placed them', () => {
  it('keeps every order and its lines, names the placing guest and leaves foreign keys on', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guest-api-migration-'));
    const db = databaseBeforeOrdersPlacedBy(dir);
    try {
      migrate(db);
      expect(
        db
          .prepare(
            'SELECT id, guest_id, placed_by_guest_id, placed_by_name, idempotency_key FROM orders',
          )
          .all(),
      ).toEqual([
        {
          id: 3,
          guest_id: 7,
          placed_by_guest_id: 7,
          placed_by_name: 'Minh Anh Nguyen',
          idempotency_key: 'key-0000001',
        },
      ]);
      expect(db.prepare('SELECT order_id, quantity FROM order_lines').all()).toEqual([
        { order_id: 3, quantity: 1 },
      ]);
      expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migration 011: failed staff sign-ins in the audit log', () => {
  it('keeps every audit entry, and takes one with no staff member and the address tried from', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guest-api-migration-'));
    const db = new DatabaseSync(path.join(dir, 'guest-portal.sqlite'));
    try {
      db.exec('PRAGMA foreign_keys = ON');
      db.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      const before = readdirSync(MIGRATIONS)
        .filter((file) => /^\d{3}-/.test(file) && Number(file.slice(0, 3)) < 11)
        .sort();
      for (const file of before) {
        db.exec(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
        db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
          Number(file.slice(0, 3)),
          file,
          '2026-01-01T00:00:00.000Z',
        );
      }
      db.exec(
        `INSERT INTO hotels (id, hotel_key, code, name, time_zone) VALUES (1, '10', 'ESG', 'ESG', 'Asia/Ho_Chi_Minh')`,
      );
      db.exec(`INSERT INTO staff_accounts (id, hotel_id, email, name, role, password_hash, created_at, updated_at)
        VALUES (4, 1, 'manager@esg.example', 'Minh', 'manager', 'x', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`);
      db.exec(`INSERT INTO audit_log (id, hotel_id, at, staff_id, staff_name, action, subject)
        VALUES (9, 1, '2026-01-02T00:00:00.000Z', 4, 'Minh', 'staff-signed-in', '')`);
      migrate(db);
      db.exec(`INSERT INTO audit_log (hotel_id, at, staff_id, staff_name, action, subject, client_address)
        VALUES (1, '2026-01-03T00:00:00.000Z', NULL, '', 'staff-sign-in-failed', 'x@esg.example', '203.0.113.9')`);
      expect(
        db.prepare('SELECT id, staff_id, action, subject, client_address FROM audit_log').all(),
      ).toEqual([
        { id: 9, staff_id: 4, action: 'staff-signed-in', subject: '', client_address: null },
        {
          id: 10,
          staff_id: null,
          action: 'staff-sign-in-failed',
          subject: 'x@esg.example',
          client_address: '203.0.113.9',
        },
      ]);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
