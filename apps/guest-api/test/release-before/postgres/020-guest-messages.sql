-- As SQLite's 020: the guest e-mails' outbox, each hotel's switches, the reservation's language.
ALTER TABLE reservations ADD COLUMN language text;

CREATE TABLE guest_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  guest_id integer NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  kind text NOT NULL,
  recipient text NOT NULL,
  state text NOT NULL DEFAULT 'scheduled',
  note text NOT NULL DEFAULT '',
  due_at text NOT NULL,
  next_attempt_at text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  lease_owner text,
  lease_until text,
  reason text,
  message_id text NOT NULL,
  created_at text NOT NULL,
  sent_at text
);
CREATE INDEX guest_messages_due ON guest_messages(state, next_attempt_at);
CREATE INDEX guest_messages_reservation ON guest_messages(reservation_id);
CREATE INDEX guest_messages_hotel_due ON guest_messages(hotel_id, due_at);

CREATE TABLE message_settings (
  hotel_id integer PRIMARY KEY REFERENCES hotels(id),
  kinds_json text NOT NULL,
  invitation_days_before integer NOT NULL,
  send_hour integer NOT NULL
);
