-- As SQLite's 030: the conversation's threads, messages, photos, quick replies and photo key.
CREATE TABLE conversation_threads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  guest_id integer NOT NULL UNIQUE REFERENCES guests(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'open',
  last_message_id integer,
  last_message_at text NOT NULL
);
CREATE INDEX conversation_threads_hotel ON conversation_threads(hotel_id, last_message_at);
CREATE INDEX conversation_threads_reservation ON conversation_threads(reservation_id);

CREATE TABLE conversation_photos (
  name text PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES conversation_threads(id) ON DELETE CASCADE,
  content bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL
);
CREATE INDEX conversation_photos_thread ON conversation_photos(thread_id);

CREATE TABLE conversation_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES conversation_threads(id) ON DELETE CASCADE,
  author text NOT NULL,
  text text NOT NULL,
  photo_name text REFERENCES conversation_photos(name),
  staff_id integer REFERENCES staff_accounts(id),
  staff_name text,
  quick_reply_id integer,
  sent_at text NOT NULL,
  seen_at text,
  idempotency_key text NOT NULL,
  request_fingerprint text NOT NULL,
  UNIQUE (thread_id, author, idempotency_key)
);
CREATE INDEX conversation_messages_unseen ON conversation_messages(thread_id, author, seen_at);
CREATE INDEX conversation_messages_sent ON conversation_messages(thread_id, author, sent_at);

CREATE TABLE quick_replies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  title_en text NOT NULL,
  title_vi text NOT NULL,
  text_en text NOT NULL,
  text_vi text NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX quick_replies_hotel ON quick_replies(hotel_id);

CREATE TABLE conversation_photo_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
