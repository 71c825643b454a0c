-- Sign-in failures are counted per client too (per-account-and-client lock, per-client spraying
-- limit); sessions are purged by age, so their times are indexed.

ALTER TABLE login_failures ADD COLUMN lofaClient TEXT NOT NULL DEFAULT '';
DROP INDEX idx_login_failures_username;
CREATE INDEX idx_login_failures_username ON login_failures (lofaUsername, lofaClient, lofaTime);
CREATE INDEX idx_login_failures_client ON login_failures (lofaClient, lofaTime);
CREATE INDEX idx_login_failures_time ON login_failures (lofaTime);
CREATE INDEX idx_sessions_created ON sessions (sessCreatedTime);
CREATE INDEX idx_sessions_revoked ON sessions (sessRevokedTime) WHERE sessRevokedTime IS NOT NULL;
