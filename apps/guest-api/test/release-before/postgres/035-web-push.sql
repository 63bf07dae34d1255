-- As SQLite's 035: the guests' push subscriptions, the VAPID keys, the outbox's push channel.
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  guest_id integer NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
  session_token_hash text NOT NULL,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX push_subscriptions_guest ON push_subscriptions(guest_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions(session_token_hash);

CREATE TABLE web_push_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at text NOT NULL
);

ALTER TABLE guest_messages ADD COLUMN channel text NOT NULL DEFAULT 'email';
ALTER TABLE guest_messages ADD COLUMN push_json text;
