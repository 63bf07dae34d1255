-- The front desk finds a reservation by any guest's name or e-mail, accents and case ignored (issue
-- #25). Neither store folds Vietnamese in SQL alike, so the API writes each guest's folded words
-- (src/stay/folded-names.ts) and matches them with LIKE; NULL until the API has folded the row.
ALTER TABLE guests ADD COLUMN search_text TEXT;
-- Who is in the house: Arrived reservations of a hotel.
CREATE INDEX reservations_status ON reservations(hotel_id, status);
