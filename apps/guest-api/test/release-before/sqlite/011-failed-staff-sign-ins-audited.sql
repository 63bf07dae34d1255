-- A failed staff sign-in is audited too (apps/guest-api/README.md, Staff sign-in): nobody signed in,
-- so no staff id, the e-mail tried as the subject and the client address that tried it.
-- SQLite cannot drop a NOT NULL, so the table is rebuilt (foreign keys are off during migrations).
CREATE TABLE audit_log_new (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  at TEXT NOT NULL,
  -- NULL for a failed sign-in: no one was signed in.
  staff_id INTEGER REFERENCES staff_accounts(id),
  -- The name when it happened: a renamed account does not rewrite history.
  staff_name TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  -- Only for a failed sign-in: the address it came from.
  client_address TEXT
);
INSERT INTO audit_log_new (id, hotel_id, at, staff_id, staff_name, action, subject)
SELECT id, hotel_id, at, staff_id, staff_name, action, subject FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE audit_log_new RENAME TO audit_log;
CREATE INDEX audit_log_hotel ON audit_log(hotel_id, id);
