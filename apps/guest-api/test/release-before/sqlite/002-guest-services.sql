-- Everything a guest does besides signing in, and the hotel's catalogue they do it with.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

ALTER TABLE guests ADD COLUMN nationality TEXT;
ALTER TABLE guests ADD COLUMN declaration_json TEXT;

ALTER TABLE reservations ADD COLUMN preference_codes_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE reservations ADD COLUMN check_in_notes TEXT NOT NULL DEFAULT '';

CREATE TABLE identity_documents (
  id INTEGER PRIMARY KEY,
  guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  file_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL
);
CREATE INDEX identity_documents_guest ON identity_documents(guest_id);

CREATE TABLE check_out_requests (
  reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id),
  requested_at TEXT NOT NULL,
  options_json TEXT NOT NULL,
  minibar_used INTEGER NOT NULL,
  minibar_notes TEXT NOT NULL,
  notes TEXT NOT NULL
);

CREATE TABLE ratings (
  guest_id INTEGER PRIMARY KEY REFERENCES guests(id) ON DELETE CASCADE,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  experience TEXT NOT NULL,
  rated_at TEXT NOT NULL
);

CREATE TABLE bill_lines (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  group_name TEXT NOT NULL CHECK (group_name IN ('room', 'room-service', 'other-services', 'food-and-beverage')),
  date TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_vi TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  vat_percent INTEGER NOT NULL CHECK (vat_percent IN (8, 10)),
  order_id INTEGER
);
CREATE INDEX bill_lines_reservation ON bill_lines(reservation_id);

CREATE TABLE receipts (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  number TEXT NOT NULL,
  date TEXT NOT NULL,
  amount INTEGER NOT NULL,
  method TEXT NOT NULL
);
CREATE INDEX receipts_reservation ON receipts(reservation_id);

CREATE TABLE menu_categories (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  position INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_vi TEXT NOT NULL
);

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  category_id INTEGER NOT NULL REFERENCES menu_categories(id),
  position INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_vi TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_vi TEXT NOT NULL,
  price INTEGER NOT NULL,
  vat_percent INTEGER NOT NULL DEFAULT 8,
  image TEXT NOT NULL,
  available INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX menu_items_hotel ON menu_items(hotel_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id),
  number TEXT NOT NULL,
  placed_at TEXT NOT NULL,
  room_number TEXT NOT NULL,
  delivery_date TEXT,
  delivery_time TEXT,
  notes TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Received', 'Preparing', 'Delivered', 'Cancelled')),
  total INTEGER NOT NULL,
  -- Same key from the same guest answers the same order: the key is stored with the order.
  idempotency_key TEXT NOT NULL,
  request_fingerprint TEXT NOT NULL,
  UNIQUE (guest_id, idempotency_key)
);
CREATE INDEX orders_reservation ON orders(reservation_id);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_vi TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL
);
CREATE INDEX order_lines_order ON order_lines(order_id);

CREATE TABLE programs (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  title_en TEXT NOT NULL,
  title_vi TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  summary_vi TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_vi TEXT NOT NULL,
  location_en TEXT NOT NULL,
  location_vi TEXT NOT NULL,
  image TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  price INTEGER NOT NULL,
  capacity INTEGER NOT NULL,
  -- Seats taken by guests outside this portal (walk-ins, the front desk).
  seats_held INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX programs_hotel ON programs(hotel_id);

CREATE TABLE program_reservations (
  id INTEGER PRIMARY KEY,
  program_id INTEGER NOT NULL REFERENCES programs(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  seats INTEGER NOT NULL,
  notes TEXT NOT NULL,
  reserved_at TEXT NOT NULL,
  UNIQUE (program_id, guest_id)
);

CREATE TABLE local_tips (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  position INTEGER NOT NULL,
  title_en TEXT NOT NULL,
  title_vi TEXT NOT NULL,
  category_en TEXT NOT NULL,
  category_vi TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  summary_vi TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_vi TEXT NOT NULL,
  address TEXT NOT NULL,
  distance_en TEXT NOT NULL,
  distance_vi TEXT NOT NULL,
  image TEXT NOT NULL,
  base_likes INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX local_tips_hotel ON local_tips(hotel_id);

CREATE TABLE local_tip_likes (
  local_tip_id INTEGER NOT NULL REFERENCES local_tips(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  liked_at TEXT NOT NULL,
  PRIMARY KEY (local_tip_id, guest_id)
);

CREATE TABLE favorites (
  guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('local-tip', 'program', 'menu-item', 'offer')),
  item_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (guest_id, kind, item_id)
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  position INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_vi TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_vi TEXT NOT NULL,
  location_en TEXT NOT NULL,
  location_vi TEXT NOT NULL,
  image TEXT NOT NULL,
  opens_at TEXT NOT NULL,
  closes_at TEXT NOT NULL,
  open_days TEXT NOT NULL
);
CREATE INDEX activities_hotel ON activities(hotel_id);

CREATE TABLE my_activities (
  id INTEGER PRIMARY KEY,
  guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  date TEXT NOT NULL,
  added_at TEXT NOT NULL,
  UNIQUE (guest_id, activity_id, date)
);

CREATE TABLE offers (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  position INTEGER NOT NULL,
  title_en TEXT NOT NULL,
  title_vi TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  summary_vi TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_vi TEXT NOT NULL,
  terms_en TEXT NOT NULL,
  terms_vi TEXT NOT NULL,
  image TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  price INTEGER,
  discount_percent INTEGER
);
CREATE INDEX offers_hotel ON offers(hotel_id);

-- Failed sign-ins per hotel and reservation (number or e-mail, folded), for the per-reservation limit.
CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  reservation_key TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX sign_in_failures_key ON sign_in_failures(hotel_id, reservation_key, failed_at);
