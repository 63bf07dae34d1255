-- The front desk's moves (issue #11). A checked-out stay keeps status 'Arrived' with checked_out_at
-- set, so the guest's gates that read 'Arrived' need only that one column more.
ALTER TABLE reservations ADD COLUMN checked_out_at TEXT;
-- NULL: not looked at since the guest last sent it.
ALTER TABLE reservations ADD COLUMN check_in_review TEXT CHECK (check_in_review IN ('accepted', 'returned'));
-- What the front desk asks the guest to fix, shown on the guest's pre check-in.
ALTER TABLE reservations ADD COLUMN check_in_return_note TEXT NOT NULL DEFAULT '';
ALTER TABLE check_out_requests ADD COLUMN done_at TEXT;

-- Every state change of a reservation: when, which move, and who (a staff account, or the guest).
CREATE TABLE reservation_moves (
  id INTEGER PRIMARY KEY,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id),
  at TEXT NOT NULL,
  move TEXT NOT NULL,
  staff_id INTEGER REFERENCES staff_accounts(id),
  -- The name when it happened (a staff member's, or the guest's).
  by_name TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX reservation_moves_reservation ON reservation_moves(reservation_id, id);
