-- As SQLite's 012: each guest's folded words for the front desk's search, written by the API.
ALTER TABLE guests ADD COLUMN search_text text;
CREATE INDEX reservations_status ON reservations(hotel_id, status);
