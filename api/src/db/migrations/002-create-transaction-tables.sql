-- VA and QRIS transactions share one table (trctType), scoped by company; notifications, their
-- history and the inquiry log hang off a transaction.

CREATE TABLE transactions (
  trctId                 INTEGER PRIMARY KEY,
  trctType               TEXT NOT NULL CHECK (trctType IN ('va', 'qris')),
  trctCompId             INTEGER NOT NULL REFERENCES companies (compId),
  trctOrderId            TEXT NOT NULL,
  trctBank               TEXT,
  trctTotalAmount        INTEGER NOT NULL,
  trctTotalAmountPaid    INTEGER,
  trctCreatedTime        TEXT NOT NULL,
  trctStatus             TEXT NOT NULL CHECK (trctStatus IN ('00', '03', '05')),
  trctLunasTime          TEXT,
  trctVirtualAccountNo   TEXT,
  trctVirtualAccountName TEXT,
  trvaExpiredDate        TEXT,
  trctQrName             TEXT,
  trctQrBank             TEXT,
  trqrReferenceNo        TEXT
);
-- A day of one company's VA (or QRIS) list, its paid totals included, is read from the index alone.
CREATE INDEX idx_transactions_scope_time
  ON transactions (trctCompId, trctType, trctCreatedTime, trctStatus, trctTotalAmountPaid);
-- The same with a status filter: equality on status, then the time range in order.
CREATE INDEX idx_transactions_scope_status
  ON transactions (trctCompId, trctType, trctStatus, trctCreatedTime, trctTotalAmountPaid);

CREATE TABLE notifications (
  notiId          INTEGER PRIMARY KEY AUTOINCREMENT,
  notiTrctId      INTEGER NOT NULL UNIQUE REFERENCES transactions (trctId) ON DELETE CASCADE,
  notiOrderId     TEXT,
  notiStatus      INTEGER NOT NULL CHECK (notiStatus IN (1, 2)),
  notiCreatedTime TEXT NOT NULL,
  notiUpdatedTime TEXT
);
CREATE INDEX idx_notifications_created ON notifications (notiCreatedTime);

CREATE TABLE notification_history (
  nohiId          INTEGER PRIMARY KEY AUTOINCREMENT,
  nohiNotiId      INTEGER NOT NULL REFERENCES notifications (notiId) ON DELETE CASCADE,
  nohiRequest     TEXT,
  nohiResponse    TEXT,
  nohiCreatedTime TEXT NOT NULL
);
CREATE INDEX idx_notification_history_notification ON notification_history (nohiNotiId);

CREATE TABLE inquiry_logs (
  inqlId          INTEGER PRIMARY KEY AUTOINCREMENT,
  inqlTrctId      INTEGER NOT NULL REFERENCES transactions (trctId) ON DELETE CASCADE,
  inqlRequest     TEXT NOT NULL,
  inqlResponse    TEXT NOT NULL,
  inqlPaid        INTEGER NOT NULL CHECK (inqlPaid IN (0, 1)),
  inqlCreatedTime TEXT NOT NULL
);
CREATE INDEX idx_inquiry_logs_transaction ON inquiry_logs (inqlTrctId);
