-- As SQLite's 010: reservation numbers are looked up case-folded at sign-in and import.
CREATE INDEX reservations_number_folded ON reservations(hotel_id, lower(reservation_number));
