-- Sign-in looks reservation numbers and e-mails up case-folded with lower(), the same query on both
-- stores (issue #12); COLLATE NOCASE indexes cannot serve lower(), these can.
CREATE INDEX guests_email_folded ON guests(lower(email));
CREATE INDEX reservations_number_folded ON reservations(hotel_id, lower(reservation_number));
DROP INDEX guests_email;
