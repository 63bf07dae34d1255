-- Orders keep who placed them (id and name, in their own columns), and an Idempotency-Key belongs
-- to the guest who placed the order. A companion removed at pre check-in hands their orders to the
-- primary guest (guest_id); with the key scoped by the placing guest too, those orders can never
-- meet the primary guest's own key (UNIQUE (guest_id, idempotency_key) made that a 500).
-- SQLite cannot drop a UNIQUE constraint, so the table is rebuilt (foreign keys are off during migrations).
CREATE TABLE orders_placed_by (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  -- The guest the order belongs to now: the placing guest, or the primary guest once they are removed.
  guest_id INTEGER NOT NULL REFERENCES guests(id),
  -- Not a reference: the placing guest may have been removed from the reservation since.
  placed_by_guest_id INTEGER NOT NULL,
  placed_by_name TEXT NOT NULL,
  number TEXT NOT NULL,
  placed_at TEXT NOT NULL,
  room_number TEXT NOT NULL,
  delivery_date TEXT,
  delivery_time TEXT,
  notes TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Received', 'Preparing', 'Delivered', 'Cancelled')),
  total INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_fingerprint TEXT NOT NULL,
  UNIQUE (guest_id, placed_by_guest_id, idempotency_key)
);

INSERT INTO orders_placed_by (id, hotel_id, reservation_id, guest_id, placed_by_guest_id, placed_by_name, number,
  placed_at, room_number, delivery_date, delivery_time, notes, status, total, idempotency_key, request_fingerprint)
SELECT o.id, o.hotel_id, o.reservation_id, o.guest_id, o.guest_id,
  COALESCE((SELECT g.first_name || ' ' || g.last_name FROM guests g WHERE g.id = o.guest_id), ''),
  o.number, o.placed_at, o.room_number, o.delivery_date, o.delivery_time, o.notes, o.status, o.total,
  o.idempotency_key, o.request_fingerprint
FROM orders o;

DROP TABLE orders;
ALTER TABLE orders_placed_by RENAME TO orders;
CREATE INDEX orders_reservation ON orders(reservation_id);
