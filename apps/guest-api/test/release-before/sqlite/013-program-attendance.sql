-- The concierge's program loop: who reserved at the desk (null: the guest in the portal), the
-- reservation's state (reserved, attended, no-show) and who marked it when.
ALTER TABLE program_reservations ADD COLUMN reserved_by_staff_id INTEGER;
ALTER TABLE program_reservations ADD COLUMN reserved_by_name TEXT;
ALTER TABLE program_reservations ADD COLUMN state TEXT NOT NULL DEFAULT 'reserved';
ALTER TABLE program_reservations ADD COLUMN marked_at TEXT;
ALTER TABLE program_reservations ADD COLUMN marked_by_staff_id INTEGER;
ALTER TABLE program_reservations ADD COLUMN marked_by_name TEXT;
