-- Users, logins, roles, permissions and their assignments; company groups, clients, companies.
-- Times are ISO-8601 UTC strings (2026-11-21T03:04:05.000Z), so text order is time order.

CREATE TABLE users (
  userId            TEXT PRIMARY KEY COLLATE NOCASE,
  userStatus        INTEGER NOT NULL DEFAULT 1 CHECK (userStatus IN (0, 1)),
  userCreatedTime   TEXT NOT NULL,
  userCreatedUserId TEXT,
  userUpdatedTime   TEXT,
  userUpdatedUserId TEXT
);

CREATE TABLE user_logins (
  usloUserId        TEXT PRIMARY KEY COLLATE NOCASE REFERENCES users (userId) ON DELETE CASCADE,
  usloUserName      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  usloPassword      TEXT NOT NULL,
  usloCreatedTime   TEXT NOT NULL,
  usloCreatedUserId TEXT,
  usloUpdatedTime   TEXT,
  usloUpdatedUserId TEXT
);

CREATE TABLE roles (
  roleId            INTEGER PRIMARY KEY AUTOINCREMENT,
  roleName          TEXT NOT NULL,
  roleCreatedTime   TEXT NOT NULL,
  roleCreatedUserId TEXT,
  roleUpdatedTime   TEXT,
  roleUpdatedUserId TEXT
);

CREATE TABLE permissions (
  prmsId            INTEGER PRIMARY KEY AUTOINCREMENT,
  prmsName          TEXT NOT NULL,
  prmsOperations    TEXT NOT NULL,
  prmsCreatedTime   TEXT NOT NULL,
  prmsCreatedUserId TEXT,
  prmsUpdatedTime   TEXT,
  prmsUpdatedUserId TEXT
);

CREATE TABLE role_permissions (
  rperId            INTEGER PRIMARY KEY AUTOINCREMENT,
  rperRoleId        INTEGER NOT NULL REFERENCES roles (roleId) ON DELETE CASCADE,
  rperPrmsId        INTEGER NOT NULL REFERENCES permissions (prmsId),
  rperOperations    TEXT NOT NULL,
  rperCreatedTime   TEXT NOT NULL,
  rperCreatedUserId TEXT,
  rperUpdatedTime   TEXT,
  rperUpdatedUserId TEXT
);
CREATE INDEX idx_role_permissions_role ON role_permissions (rperRoleId);
CREATE INDEX idx_role_permissions_permission ON role_permissions (rperPrmsId);

CREATE TABLE user_roles (
  usroId            INTEGER PRIMARY KEY AUTOINCREMENT,
  usroUserId        TEXT NOT NULL COLLATE NOCASE REFERENCES users (userId) ON DELETE CASCADE,
  usroRoleId        INTEGER NOT NULL REFERENCES roles (roleId),
  usroCreatedTime   TEXT NOT NULL,
  usroCreatedUserId TEXT,
  usroUpdatedTime   TEXT,
  usroUpdatedUserId TEXT,
  UNIQUE (usroUserId, usroRoleId)
);
CREATE INDEX idx_user_roles_role ON user_roles (usroRoleId);

CREATE TABLE company_groups (
  grcpId            INTEGER PRIMARY KEY AUTOINCREMENT,
  grcpName          TEXT NOT NULL UNIQUE COLLATE NOCASE,
  grcpNickName      TEXT,
  grcpAddress       TEXT,
  grcpCity          TEXT,
  grcpTelp          TEXT,
  grcpFax           TEXT,
  grcpCreatedTime   TEXT NOT NULL,
  grcpCreatedUserId TEXT,
  grcpUpdatedTime   TEXT,
  grcpUpdatedUserId TEXT
);

CREATE TABLE clients (
  clntid   INTEGER PRIMARY KEY,
  clntName TEXT NOT NULL
);

CREATE TABLE companies (
  compId            INTEGER PRIMARY KEY AUTOINCREMENT,
  compGrcpId        INTEGER NOT NULL REFERENCES company_groups (grcpId),
  compName          TEXT NOT NULL UNIQUE COLLATE NOCASE,
  compAddress       TEXT,
  compPhone         TEXT,
  compPIC           TEXT,
  compPICPhone      TEXT,
  compStatus        INTEGER NOT NULL DEFAULT 1 CHECK (compStatus IN (0, 1)),
  compFileId        TEXT,
  compClientId      INTEGER REFERENCES clients (clntid),
  compCreatedTime   TEXT NOT NULL,
  compCreatedUserId TEXT,
  compUpdatedTime   TEXT,
  compUpdatedUserId TEXT
);
CREATE INDEX idx_companies_group ON companies (compGrcpId);

CREATE TABLE user_companies (
  uscoId            INTEGER PRIMARY KEY AUTOINCREMENT,
  uscoUserId        TEXT NOT NULL COLLATE NOCASE REFERENCES users (userId) ON DELETE CASCADE,
  uscoCompId        INTEGER NOT NULL REFERENCES companies (compId) ON DELETE CASCADE,
  uscoCreatedTime   TEXT NOT NULL,
  uscoCreatedUserId TEXT,
  uscoUpdatedTime   TEXT,
  uscoUpdatedUserId TEXT,
  UNIQUE (uscoUserId, uscoCompId)
);
CREATE INDEX idx_user_companies_company ON user_companies (uscoCompId);
