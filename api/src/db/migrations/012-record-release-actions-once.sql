-- Release actions come from the release plane (the console server, the release CLI) with an
-- idempotency key each (decision 121): the same report sent twice, at once or after a restart, is
-- one audit row. The key is also in the row's hashed details; this table only finds it again.

CREATE TABLE audit_release_events (
  areEventId TEXT PRIMARY KEY,
  areAudtId  INTEGER NOT NULL REFERENCES audit_trail (audtId)
) WITHOUT ROWID;

-- Like the trail itself: what was recorded stays recorded.
CREATE TRIGGER audit_release_events_no_update BEFORE UPDATE ON audit_release_events
BEGIN
  SELECT RAISE(ABORT, 'audit_release_events is append-only: rows cannot be updated');
END;
CREATE TRIGGER audit_release_events_no_delete BEFORE DELETE ON audit_release_events
BEGIN
  SELECT RAISE(ABORT, 'audit_release_events is append-only: rows cannot be deleted');
END;
