-- The e-mails the hotel sends its guests (issue #26): a durable outbox, written in the same
-- transaction as the change that causes each message, and sent by the API's sender
-- (src/features/guest-messages/). A message is leased while it is being sent (lease_until), so
-- several instances never send one at once; `message_id` is its stable Message-ID header.
-- The reservation's language ('en', 'vi'); NULL: the hotel's default.
ALTER TABLE reservations ADD COLUMN language TEXT;

CREATE TABLE guest_messages (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  -- scheduled, sent, failed, not-sent (no mail server), cancelled (the reservation was), skipped
  -- (no longer wanted when due: the kind switched off, pre check-in sent, the stay rated).
  state TEXT NOT NULL DEFAULT 'scheduled',
  note TEXT NOT NULL DEFAULT '',
  due_at TEXT NOT NULL,
  next_attempt_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT,
  lease_until TEXT,
  reason TEXT,
  message_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX guest_messages_due ON guest_messages(state, next_attempt_at);
CREATE INDEX guest_messages_reservation ON guest_messages(reservation_id);
CREATE INDEX guest_messages_hotel_due ON guest_messages(hotel_id, due_at);

-- Each hotel's switches; no row: every kind on, 7 days before arrival, 09:00.
CREATE TABLE message_settings (
  hotel_id INTEGER PRIMARY KEY REFERENCES hotels(id),
  kinds_json TEXT NOT NULL,
  invitation_days_before INTEGER NOT NULL,
  send_hour INTEGER NOT NULL
);
