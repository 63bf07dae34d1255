-- Identity documents' bytes move from DATA_DIR/uploads into the database (issue #12), so that every
-- API instance serves them. Keyed by identity_documents.stored_name; a file still in uploads/ is
-- copied in at start (src/features/check-in/database-document-store.ts).
CREATE TABLE document_files (
  stored_name TEXT PRIMARY KEY,
  content BLOB NOT NULL,
  stored_at TEXT NOT NULL
);
