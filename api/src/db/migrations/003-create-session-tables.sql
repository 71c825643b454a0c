-- Sign-in sessions (only a SHA-256 hash of the token is kept) and failed sign-ins for throttling.

CREATE TABLE sessions (
  sessId           INTEGER PRIMARY KEY AUTOINCREMENT,
  sessTokenHash    TEXT NOT NULL UNIQUE,
  sessUserId       TEXT NOT NULL COLLATE NOCASE REFERENCES users (userId) ON DELETE CASCADE,
  sessCompId       INTEGER REFERENCES companies (compId) ON DELETE SET NULL,
  sessCreatedTime  TEXT NOT NULL,
  sessLastSeenTime TEXT NOT NULL,
  sessRevokedTime  TEXT
);
CREATE INDEX idx_sessions_user ON sessions (sessUserId);
CREATE INDEX idx_sessions_company ON sessions (sessCompId);

CREATE TABLE login_failures (
  lofaId       INTEGER PRIMARY KEY AUTOINCREMENT,
  lofaUsername TEXT NOT NULL,
  lofaTime     TEXT NOT NULL
);
CREATE INDEX idx_login_failures_username ON login_failures (lofaUsername, lofaTime);
