CREATE TABLE hotels (
  id INTEGER PRIMARY KEY,
  hotel_key TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  time_zone TEXT NOT NULL
);

CREATE TABLE reservations (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  reservation_number TEXT NOT NULL,
  arrival_date TEXT NOT NULL,
  departure_date TEXT NOT NULL,
  room_type TEXT NOT NULL,
  room_number TEXT,
  adults INTEGER NOT NULL,
  children INTEGER NOT NULL DEFAULT 0,
  arrival_time TEXT,
  status TEXT NOT NULL CHECK (status IN ('Unconfirmed', 'Confirmed', 'Arrived')),
  cancellation_deadline TEXT NOT NULL,
  cancelled_at TEXT,
  cancel_reason TEXT,
  check_in_submitted_at TEXT,
  check_out_requested_at TEXT,
  UNIQUE (hotel_id, reservation_number)
);

CREATE TABLE guests (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  is_primary INTEGER NOT NULL DEFAULT 0,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  is_child INTEGER NOT NULL DEFAULT 0,
  billing_tax_code TEXT NOT NULL DEFAULT '',
  billing_business_name TEXT NOT NULL DEFAULT '',
  billing_address TEXT NOT NULL DEFAULT '',
  billing_email TEXT NOT NULL DEFAULT ''
);
CREATE INDEX guests_reservation ON guests(reservation_id);
CREATE INDEX guests_email ON guests(email COLLATE NOCASE);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  guest_id INTEGER NOT NULL REFERENCES guests(id),
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  kind TEXT NOT NULL CHECK (kind IN ('access', 'sign-in-link')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX sessions_guest ON sessions(guest_id);
