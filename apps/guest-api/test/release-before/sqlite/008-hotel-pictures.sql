-- Pictures the hotel's staff upload for the menu, programs, local tips and offers (issue #11). Kept in
-- the database, not on disk, so that every API instance serves them; re-encoded WebP, a few hundred KB.
CREATE TABLE pictures (
  -- `up-` and 32 hex digits: what menu_items.image, programs.image, local_tips.image and offers.image hold.
  name TEXT PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  content BLOB NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_by INTEGER REFERENCES staff_accounts(id)
);
CREATE INDEX pictures_hotel ON pictures(hotel_id);
