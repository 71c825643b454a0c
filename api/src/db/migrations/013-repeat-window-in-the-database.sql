-- Inquiries and resends are safe to click twice whoever clicks, across restarts (decision 123):
-- the first answer to an action on a transaction is kept for the repeat window, per transaction
-- and action, whoever asked; and how many actions each user asked for, per second, for the
-- per-minute limit. Both were in the memory of one process, so a second user or a restart
-- reached the partner again.

CREATE TABLE action_windows (
  acwiKey   TEXT PRIMARY KEY,     -- '<action>|<type>|<trctId>'
  acwiAt    INTEGER NOT NULL,     -- when it was first answered (ms since the epoch)
  acwiBy    TEXT NOT NULL,        -- the username that asked first
  acwiReply TEXT NOT NULL         -- the first answer (JSON), given again to repeats
) WITHOUT ROWID;
CREATE INDEX idx_action_windows_at ON action_windows (acwiAt);

CREATE TABLE action_counts (
  accoUser   TEXT NOT NULL,       -- the user id, lower case
  accoSecond INTEGER NOT NULL,    -- seconds since the epoch
  accoCount  INTEGER NOT NULL,
  PRIMARY KEY (accoUser, accoSecond)
) WITHOUT ROWID;
CREATE INDEX idx_action_counts_second ON action_counts (accoSecond);
