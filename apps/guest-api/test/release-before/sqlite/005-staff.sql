-- Staff accounts of each hotel, their cookie sessions, what they did, and their failed sign-ins.
CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('front-desk', 'kitchen', 'concierge', 'manager')),
  -- argon2id, PHC string ($argon2id$v=19$...).
  password_hash TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_sign_in_at TEXT,
  UNIQUE (hotel_id, email)
);

CREATE TABLE staff_sessions (
  -- SHA-256 of the 32 random bytes in the cookie: the cookie itself is never stored.
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts(id),
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  -- 12 hours after sign-in; the 30 idle minutes count from last_seen_at.
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX staff_sessions_account ON staff_sessions(account_id);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  at TEXT NOT NULL,
  staff_id INTEGER NOT NULL REFERENCES staff_accounts(id),
  -- The name when it happened: a renamed account does not rewrite history.
  staff_name TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_hotel ON audit_log(hotel_id, id);

-- Budgeted like the guests' sign_in_failures: per client address, per hotel and per account e-mail.
CREATE TABLE staff_sign_in_failures (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  -- `account:<e-mail>`: an unknown e-mail counts like a known one.
  account_key TEXT NOT NULL,
  client_address TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX staff_sign_in_failures_client ON staff_sign_in_failures(client_address, failed_at);
CREATE INDEX staff_sign_in_failures_hotel ON staff_sign_in_failures(hotel_id, failed_at);
CREATE INDEX staff_sign_in_failures_account ON staff_sign_in_failures(hotel_id, account_key, failed_at);
