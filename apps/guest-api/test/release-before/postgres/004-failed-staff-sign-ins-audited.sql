-- As SQLite's 011: a failed staff sign-in is audited with no staff id and the client's address.
ALTER TABLE audit_log ALTER COLUMN staff_id DROP NOT NULL;
ALTER TABLE audit_log ADD COLUMN client_address text;
