-- Failed sign-ins are also budgeted per client address and per hotel, not only per reservation.
-- reservation_key is now `reservation:<id>` when the number or e-mail names one, else `typed:<folded>`.
ALTER TABLE sign_in_failures ADD COLUMN client_address TEXT NOT NULL DEFAULT '';
CREATE INDEX sign_in_failures_client ON sign_in_failures(client_address, failed_at);
CREATE INDEX sign_in_failures_hotel ON sign_in_failures(hotel_id, failed_at);
