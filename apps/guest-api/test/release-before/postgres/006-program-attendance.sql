-- As SQLite's 013: who reserved at the desk (null: the guest in the portal), the reservation's
-- state (reserved, attended, no-show) and who marked it when.
ALTER TABLE program_reservations ADD COLUMN reserved_by_staff_id integer;
ALTER TABLE program_reservations ADD COLUMN reserved_by_name text;
ALTER TABLE program_reservations ADD COLUMN state text NOT NULL DEFAULT 'reserved';
ALTER TABLE program_reservations ADD COLUMN marked_at text;
ALTER TABLE program_reservations ADD COLUMN marked_by_staff_id integer;
ALTER TABLE program_reservations ADD COLUMN marked_by_name text;
