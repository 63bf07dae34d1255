-- The kitchen moves orders (issue #11): On its way and Refused join the states, a refusal keeps the
-- reason told to the guest, and every change is stamped with who made it and when. The staff id
-- is not a reference: staff accounts are 005's, and a stamp outlives the account.
-- SQLite cannot change a CHECK constraint, so the table is rebuilt (foreign keys are off during migrations).
CREATE TABLE orders_kitchen (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id),
  placed_by_guest_id INTEGER NOT NULL,
  placed_by_name TEXT NOT NULL,
  number TEXT NOT NULL,
  placed_at TEXT NOT NULL,
  room_number TEXT NOT NULL,
  delivery_date TEXT,
  delivery_time TEXT,
  notes TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Received', 'Preparing', 'On its way', 'Delivered', 'Refused', 'Cancelled')),
  refusal_reason TEXT CHECK ((status = 'Refused') = (refusal_reason IS NOT NULL)),
  total INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_fingerprint TEXT NOT NULL,
  UNIQUE (guest_id, placed_by_guest_id, idempotency_key)
);

INSERT INTO orders_kitchen (id, hotel_id, reservation_id, guest_id, placed_by_guest_id, placed_by_name, number,
  placed_at, room_number, delivery_date, delivery_time, notes, status, refusal_reason, total, idempotency_key,
  request_fingerprint)
SELECT id, hotel_id, reservation_id, guest_id, placed_by_guest_id, placed_by_name, number, placed_at, room_number,
  delivery_date, delivery_time, notes, status, NULL, total, idempotency_key, request_fingerprint
FROM orders;

DROP TABLE orders;
ALTER TABLE orders_kitchen RENAME TO orders;
CREATE INDEX orders_reservation ON orders(reservation_id);
CREATE INDEX orders_hotel_status ON orders(hotel_id, status);

CREATE TABLE order_status_changes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  at TEXT NOT NULL,
  -- Null when the guest placed it (the first Received) or before the kitchen moved orders.
  staff_id INTEGER,
  by_name TEXT NOT NULL
);
CREATE INDEX order_status_changes_order ON order_status_changes(order_id, id);

-- Orders placed before: their Received by the guest who placed them; a later state by the demo clock.
INSERT INTO order_status_changes (order_id, status, at, staff_id, by_name)
SELECT id, 'Received', placed_at, NULL, placed_by_name FROM orders;
INSERT INTO order_status_changes (order_id, status, at, staff_id, by_name)
SELECT id, status, placed_at, NULL, 'Hotel' FROM orders WHERE status <> 'Received';
