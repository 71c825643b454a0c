-- Who did what: one append-only row per operator action, written in the same transaction as the
-- change it records (decision 105). Each row holds the hash of the row before it, so an edited,
-- removed or inserted row breaks the chain (`npm run audit -w api -- verify` says where).

CREATE TABLE audit_trail (
  audtId            INTEGER PRIMARY KEY AUTOINCREMENT,
  audtTime          TEXT NOT NULL,
  audtUserId        TEXT,
  audtUserName      TEXT,
  audtClientAddress TEXT,
  audtCompId        INTEGER,
  audtAction        TEXT NOT NULL,
  audtTarget        TEXT,
  audtDetails       TEXT,
  audtOutcome       TEXT NOT NULL,
  audtPrevHash      TEXT NOT NULL,
  audtHash          TEXT NOT NULL
);

-- Nothing in the API can change or remove a row: the database refuses it.
CREATE TRIGGER audit_trail_no_update BEFORE UPDATE ON audit_trail
BEGIN
  SELECT RAISE(ABORT, 'audit_trail is append-only: rows cannot be updated');
END;
CREATE TRIGGER audit_trail_no_delete BEFORE DELETE ON audit_trail
BEGIN
  SELECT RAISE(ABORT, 'audit_trail is append-only: rows cannot be deleted');
END;

-- The Audit Log's filters, newest first.
CREATE INDEX idx_audit_trail_time ON audit_trail (audtTime);
CREATE INDEX idx_audit_trail_user ON audit_trail (audtUserName COLLATE NOCASE, audtId);
CREATE INDEX idx_audit_trail_action ON audit_trail (audtAction, audtId);
CREATE INDEX idx_audit_trail_company ON audit_trail (audtCompId, audtId);
CREATE INDEX idx_audit_trail_target ON audit_trail (audtTarget, audtId);
