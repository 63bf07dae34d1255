-- The conversation between each guest of a reservation and the hotel (issue #27,
-- src/features/conversation/). A thread per guest, made with its first message; its messages from
-- either side, each seen (seen_at) by the other side; photos kept re-encoded in the database, so
-- every API instance serves them; the hotel's quick replies. Messages and photos go with the
-- reservation's data (the retention sweep, conversation-retention.ts).
CREATE TABLE conversation_threads (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  guest_id INTEGER NOT NULL UNIQUE REFERENCES guests(id) ON DELETE CASCADE,
  -- open, done (the hotel marked it; a new guest message opens it again)
  state TEXT NOT NULL DEFAULT 'open',
  last_message_id INTEGER,
  last_message_at TEXT NOT NULL
);
CREATE INDEX conversation_threads_hotel ON conversation_threads(hotel_id, last_message_at);
CREATE INDEX conversation_threads_reservation ON conversation_threads(reservation_id);

CREATE TABLE conversation_photos (
  -- `cp-` and 32 hex digits.
  name TEXT PRIMARY KEY,
  thread_id INTEGER NOT NULL REFERENCES conversation_threads(id) ON DELETE CASCADE,
  content BLOB NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
CREATE INDEX conversation_photos_thread ON conversation_photos(thread_id);

CREATE TABLE conversation_messages (
  id INTEGER PRIMARY KEY,
  thread_id INTEGER NOT NULL REFERENCES conversation_threads(id) ON DELETE CASCADE,
  -- guest, hotel
  author TEXT NOT NULL,
  text TEXT NOT NULL,
  photo_name TEXT REFERENCES conversation_photos(name),
  -- A hotel reply: who wrote it (their name then) and the quick reply it started from.
  staff_id INTEGER REFERENCES staff_accounts(id),
  staff_name TEXT,
  quick_reply_id INTEGER,
  sent_at TEXT NOT NULL,
  seen_at TEXT,
  idempotency_key TEXT NOT NULL,
  request_fingerprint TEXT NOT NULL,
  UNIQUE (thread_id, author, idempotency_key)
);
CREATE INDEX conversation_messages_unseen ON conversation_messages(thread_id, author, seen_at);
CREATE INDEX conversation_messages_sent ON conversation_messages(thread_id, author, sent_at);

CREATE TABLE quick_replies (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  title_en TEXT NOT NULL,
  title_vi TEXT NOT NULL,
  text_en TEXT NOT NULL,
  text_vi TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX quick_replies_hotel ON quick_replies(hotel_id);

-- The key photo addresses are signed with (an <img> sends no token): made once, shared by every
-- instance.
CREATE TABLE conversation_photo_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);
