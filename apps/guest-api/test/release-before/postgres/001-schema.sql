-- The whole schema as SQLite's migrations 001-008 left it, for PostgreSQL. The two stores share one set
-- of queries (Kysely), so the columns keep SQLite's types where a query reads them: timestamps are ISO
-- 8601 text (UTC, one format, so they order and compare as text), flags are integers 0/1. Money is
-- bigint, which the pool reads as a JavaScript number (see src/db/store.ts).

CREATE TABLE hotels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_key text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  time_zone text NOT NULL
);

CREATE TABLE reservations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  reservation_number text NOT NULL,
  arrival_date text NOT NULL,
  departure_date text NOT NULL,
  room_type text NOT NULL,
  room_number text,
  adults integer NOT NULL,
  children integer NOT NULL DEFAULT 0,
  arrival_time text,
  status text NOT NULL CHECK (status IN ('Unconfirmed', 'Confirmed', 'Arrived')),
  cancellation_deadline text NOT NULL,
  cancelled_at text,
  cancel_reason text,
  check_in_submitted_at text,
  check_out_requested_at text, preference_codes_json text NOT NULL DEFAULT '[]', check_in_notes text NOT NULL DEFAULT '', checked_out_at text, check_in_review text CHECK (check_in_review IN ('accepted', 'returned')), check_in_return_note text NOT NULL DEFAULT '',
  UNIQUE (hotel_id, reservation_number)
);

CREATE TABLE guests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations(id),
  is_primary integer NOT NULL DEFAULT 0,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  is_child integer NOT NULL DEFAULT 0,
  billing_tax_code text NOT NULL DEFAULT '',
  billing_business_name text NOT NULL DEFAULT '',
  billing_address text NOT NULL DEFAULT '',
  billing_email text NOT NULL DEFAULT ''
, nationality text, declaration_json text);

CREATE INDEX guests_reservation ON guests(reservation_id);

CREATE INDEX guests_email ON guests(lower(email));

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  guest_id integer NOT NULL REFERENCES guests(id),
  hotel_id integer NOT NULL REFERENCES hotels(id),
  kind text NOT NULL CHECK (kind IN ('access', 'sign-in-link')),
  created_at text NOT NULL,
  expires_at text NOT NULL,
  revoked_at text
);

CREATE INDEX sessions_guest ON sessions(guest_id);

CREATE TABLE meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE identity_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  guest_id integer NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  reservation_id integer NOT NULL REFERENCES reservations(id),
  file_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  uploaded_at text NOT NULL
);

CREATE INDEX identity_documents_guest ON identity_documents(guest_id);

CREATE TABLE check_out_requests (
  reservation_id integer PRIMARY KEY REFERENCES reservations(id),
  guest_id integer NOT NULL REFERENCES guests(id),
  requested_at text NOT NULL,
  options_json text NOT NULL,
  minibar_used integer NOT NULL,
  minibar_notes text NOT NULL,
  notes text NOT NULL
, done_at text);

CREATE TABLE ratings (
  guest_id integer PRIMARY KEY REFERENCES guests(id) ON DELETE CASCADE,
  score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  experience text NOT NULL,
  rated_at text NOT NULL
);

CREATE TABLE bill_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations(id),
  group_name text NOT NULL CHECK (group_name IN ('room', 'room-service', 'other-services', 'food-and-beverage')),
  date text NOT NULL,
  description_en text NOT NULL,
  description_vi text NOT NULL,
  quantity integer NOT NULL,
  unit_price bigint NOT NULL,
  vat_percent integer NOT NULL CHECK (vat_percent IN (8, 10)),
  order_id integer
);

CREATE INDEX bill_lines_reservation ON bill_lines(reservation_id);

CREATE TABLE receipts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations(id),
  number text NOT NULL,
  date text NOT NULL,
  amount bigint NOT NULL,
  method text NOT NULL
);

CREATE INDEX receipts_reservation ON receipts(reservation_id);

CREATE TABLE menu_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  position integer NOT NULL,
  name_en text NOT NULL,
  name_vi text NOT NULL
);

CREATE TABLE menu_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  category_id integer NOT NULL REFERENCES menu_categories(id),
  position integer NOT NULL,
  name_en text NOT NULL,
  name_vi text NOT NULL,
  description_en text NOT NULL,
  description_vi text NOT NULL,
  price bigint NOT NULL,
  vat_percent integer NOT NULL DEFAULT 8,
  image text NOT NULL,
  available integer NOT NULL DEFAULT 1
);

CREATE INDEX menu_items_hotel ON menu_items(hotel_id);

CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  reservation_id integer NOT NULL REFERENCES reservations(id),
  guest_id integer NOT NULL REFERENCES guests(id),
  placed_by_guest_id integer NOT NULL,
  placed_by_name text NOT NULL,
  number text NOT NULL,
  placed_at text NOT NULL,
  room_number text NOT NULL,
  delivery_date text,
  delivery_time text,
  notes text NOT NULL,
  status text NOT NULL CHECK (status IN ('Received', 'Preparing', 'On its way', 'Delivered', 'Refused', 'Cancelled')),
  refusal_reason text CHECK ((status = 'Refused') = (refusal_reason IS NOT NULL)),
  total bigint NOT NULL,
  idempotency_key text NOT NULL,
  request_fingerprint text NOT NULL,
  UNIQUE (guest_id, placed_by_guest_id, idempotency_key)
);

CREATE INDEX orders_reservation ON orders(reservation_id);

CREATE INDEX orders_hotel_status ON orders(hotel_id, status);

CREATE TABLE order_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_id integer NOT NULL,
  name_en text NOT NULL,
  name_vi text NOT NULL,
  quantity integer NOT NULL,
  unit_price bigint NOT NULL
);

CREATE INDEX order_lines_order ON order_lines(order_id);

CREATE TABLE programs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  title_en text NOT NULL,
  title_vi text NOT NULL,
  summary_en text NOT NULL,
  summary_vi text NOT NULL,
  description_en text NOT NULL,
  description_vi text NOT NULL,
  location_en text NOT NULL,
  location_vi text NOT NULL,
  image text NOT NULL,
  starts_at text NOT NULL,
  ends_at text NOT NULL,
  price bigint NOT NULL,
  capacity integer NOT NULL,
  -- Seats taken by guests outside this portal (walk-ins, the front desk).
  seats_held integer NOT NULL DEFAULT 0
);

CREATE INDEX programs_hotel ON programs(hotel_id);

CREATE TABLE program_reservations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  program_id integer NOT NULL REFERENCES programs(id),
  guest_id integer NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  seats integer NOT NULL,
  notes text NOT NULL,
  reserved_at text NOT NULL,
  UNIQUE (program_id, guest_id)
);

CREATE TABLE local_tips (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  position integer NOT NULL,
  title_en text NOT NULL,
  title_vi text NOT NULL,
  category_en text NOT NULL,
  category_vi text NOT NULL,
  summary_en text NOT NULL,
  summary_vi text NOT NULL,
  description_en text NOT NULL,
  description_vi text NOT NULL,
  address text NOT NULL,
  distance_en text NOT NULL,
  distance_vi text NOT NULL,
  image text NOT NULL,
  base_likes integer NOT NULL DEFAULT 0
);

CREATE INDEX local_tips_hotel ON local_tips(hotel_id);

CREATE TABLE local_tip_likes (
  local_tip_id integer NOT NULL REFERENCES local_tips(id),
  guest_id integer NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  liked_at text NOT NULL,
  PRIMARY KEY (local_tip_id, guest_id)
);

CREATE TABLE favorites (
  guest_id integer NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('local-tip', 'program', 'menu-item', 'offer')),
  item_id integer NOT NULL,
  added_at text NOT NULL,
  PRIMARY KEY (guest_id, kind, item_id)
);

CREATE TABLE activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  position integer NOT NULL,
  name_en text NOT NULL,
  name_vi text NOT NULL,
  description_en text NOT NULL,
  description_vi text NOT NULL,
  location_en text NOT NULL,
  location_vi text NOT NULL,
  image text NOT NULL,
  opens_at text NOT NULL,
  closes_at text NOT NULL,
  open_days text NOT NULL
);

CREATE INDEX activities_hotel ON activities(hotel_id);

CREATE TABLE my_activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  guest_id integer NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  activity_id integer NOT NULL REFERENCES activities(id),
  date text NOT NULL,
  added_at text NOT NULL,
  UNIQUE (guest_id, activity_id, date)
);

CREATE TABLE offers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  position integer NOT NULL,
  title_en text NOT NULL,
  title_vi text NOT NULL,
  summary_en text NOT NULL,
  summary_vi text NOT NULL,
  description_en text NOT NULL,
  description_vi text NOT NULL,
  terms_en text NOT NULL,
  terms_vi text NOT NULL,
  image text NOT NULL,
  valid_from text NOT NULL,
  valid_to text NOT NULL,
  price bigint,
  discount_percent integer
);

CREATE INDEX offers_hotel ON offers(hotel_id);

CREATE TABLE sign_in_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  reservation_key text NOT NULL,
  failed_at text NOT NULL
, client_address text NOT NULL DEFAULT '');

CREATE INDEX sign_in_failures_key ON sign_in_failures(hotel_id, reservation_key, failed_at);

CREATE INDEX sign_in_failures_client ON sign_in_failures(client_address, failed_at);

CREATE INDEX sign_in_failures_hotel ON sign_in_failures(hotel_id, failed_at);

CREATE TABLE staff_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('front-desk', 'kitchen', 'concierge', 'manager')),
  -- argon2id, PHC string ($argon2id$v=19$...).
  password_hash text NOT NULL,
  disabled integer NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  created_at text NOT NULL,
  updated_at text NOT NULL,
  last_sign_in_at text,
  UNIQUE (hotel_id, email)
);

CREATE TABLE staff_sessions (
  -- SHA-256 of the 32 random bytes in the cookie: the cookie itself is never stored.
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES staff_accounts(id),
  hotel_id integer NOT NULL REFERENCES hotels(id),
  csrf_token text NOT NULL,
  created_at text NOT NULL,
  last_seen_at text NOT NULL,
  -- 12 hours after sign-in; the 30 idle minutes count from last_seen_at.
  expires_at text NOT NULL,
  revoked_at text
);

CREATE INDEX staff_sessions_account ON staff_sessions(account_id);

CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  at text NOT NULL,
  staff_id integer NOT NULL REFERENCES staff_accounts(id),
  -- The name when it happened: a renamed account does not rewrite history.
  staff_name text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL DEFAULT ''
);

CREATE INDEX audit_log_hotel ON audit_log(hotel_id, id);

CREATE TABLE staff_sign_in_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  -- `account:<e-mail>`: an unknown e-mail counts like a known one.
  account_key text NOT NULL,
  client_address text NOT NULL,
  failed_at text NOT NULL
);

CREATE INDEX staff_sign_in_failures_client ON staff_sign_in_failures(client_address, failed_at);

CREATE INDEX staff_sign_in_failures_hotel ON staff_sign_in_failures(hotel_id, failed_at);

CREATE INDEX staff_sign_in_failures_account ON staff_sign_in_failures(hotel_id, account_key, failed_at);

CREATE TABLE order_status_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status text NOT NULL,
  at text NOT NULL,
  -- Null when the guest placed it (the first Received) or before the kitchen moved orders.
  staff_id integer,
  by_name text NOT NULL
);

CREATE INDEX order_status_changes_order ON order_status_changes(order_id, id);

CREATE TABLE reservation_moves (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations(id),
  at text NOT NULL,
  move text NOT NULL,
  staff_id integer REFERENCES staff_accounts(id),
  -- The name when it happened (a staff member's, or the guest's).
  by_name text NOT NULL,
  note text NOT NULL DEFAULT ''
);

CREATE INDEX reservation_moves_reservation ON reservation_moves(reservation_id, id);

CREATE TABLE pictures (
  -- `up-` and 32 hex digits: what menu_items.image, programs.image, local_tips.image and offers.image hold.
  name text PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  content bytea NOT NULL,
  uploaded_at text NOT NULL,
  uploaded_by integer REFERENCES staff_accounts(id)
);

CREATE INDEX pictures_hotel ON pictures(hotel_id);
