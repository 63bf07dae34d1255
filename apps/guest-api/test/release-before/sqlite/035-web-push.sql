-- Web Push (issue #27). The guests' browsers that take notifications: one row per device
-- (`endpoint`, the push service's address for it, with the keys its payload is encrypted to),
-- kept with the guest session that subscribed it, so signing out removes that device's.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  session_token_hash TEXT NOT NULL,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_guest ON push_subscriptions(guest_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions(session_token_hash);

-- The VAPID key pair every instance signs with, when none is given in the environment: made by
-- the first instance that needs it (one row).
CREATE TABLE web_push_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Pushes go through the guest e-mails' outbox (020) and its sender: `channel` 'push' rows have the
-- subscription's endpoint as `recipient` and what the notification says in `push_json`.
ALTER TABLE guest_messages ADD COLUMN channel TEXT NOT NULL DEFAULT 'email';
ALTER TABLE guest_messages ADD COLUMN push_json TEXT;
