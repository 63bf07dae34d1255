-- Identity documents' bytes, as SQLite's 009: every instance serves them from here.
CREATE TABLE document_files (
  stored_name text PRIMARY KEY,
  content bytea NOT NULL,
  stored_at text NOT NULL
);
