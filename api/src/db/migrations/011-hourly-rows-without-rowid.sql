-- The hourly rows of migration 010, kept in their key's order only (decision 116). As rowid tables
-- each row lived three times (the table, its primary key, the covering read index), so every
-- write of a transaction or a notification updated three b-trees more; WITHOUT ROWID, the primary
-- key is the table and holds every column, so a range is read from it alone and a write updates one.
-- The triggers are created again as they were, with two more, since a notification's company is
-- its transaction's: a transaction moved to another company takes its notification's count with it,
-- and a deleted one takes it away (its notification is deleted by the foreign key's cascade after
-- the transaction is gone, when the notification's own trigger can no longer find the company).
DROP TRIGGER transaction_hours_insert;
DROP TRIGGER transaction_hours_delete;
DROP TRIGGER transaction_hours_update;
DROP TRIGGER notification_hours_insert;
DROP TRIGGER notification_hours_delete;
DROP TRIGGER notification_hours_update;

CREATE TABLE transaction_hours_keyed (
  compId INTEGER NOT NULL,
  type   TEXT    NOT NULL,
  hour   TEXT    NOT NULL,
  status TEXT    NOT NULL,
  bank   TEXT    NOT NULL,
  count  INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  paid   INTEGER NOT NULL,
  PRIMARY KEY (compId, type, hour, status, bank)
) WITHOUT ROWID;
INSERT INTO transaction_hours_keyed SELECT compId, type, hour, status, bank, count, amount, paid FROM transaction_hours WHERE count <> 0;
DROP TABLE transaction_hours;
ALTER TABLE transaction_hours_keyed RENAME TO transaction_hours;

CREATE TABLE notification_hours_keyed (
  compId INTEGER NOT NULL,
  hour   TEXT    NOT NULL,
  status INTEGER NOT NULL,
  count  INTEGER NOT NULL,
  PRIMARY KEY (compId, hour, status)
) WITHOUT ROWID;
INSERT INTO notification_hours_keyed SELECT compId, hour, status, count FROM notification_hours WHERE count <> 0;
DROP TABLE notification_hours;
ALTER TABLE notification_hours_keyed RENAME TO notification_hours;

CREATE TRIGGER transaction_hours_insert AFTER INSERT ON transactions BEGIN
  INSERT INTO transaction_hours (compId, type, hour, status, bank, count, amount, paid)
  VALUES (NEW.trctCompId, NEW.trctType, substr(NEW.trctCreatedTime, 1, 13), NEW.trctStatus,
    COALESCE(CASE WHEN NEW.trctType = 'va' THEN NEW.trctBank ELSE NEW.trctQrBank END, ''),
    1, NEW.trctTotalAmount, COALESCE(NEW.trctTotalAmountPaid, 0))
  ON CONFLICT (compId, type, hour, status, bank) DO UPDATE SET
    count = count + 1, amount = amount + excluded.amount, paid = paid + excluded.paid;
END;

CREATE TRIGGER transaction_hours_delete AFTER DELETE ON transactions BEGIN
  UPDATE transaction_hours SET count = count - 1, amount = amount - OLD.trctTotalAmount, paid = paid - COALESCE(OLD.trctTotalAmountPaid, 0)
  WHERE compId = OLD.trctCompId AND type = OLD.trctType AND hour = substr(OLD.trctCreatedTime, 1, 13) AND status = OLD.trctStatus
    AND bank = COALESCE(CASE WHEN OLD.trctType = 'va' THEN OLD.trctBank ELSE OLD.trctQrBank END, '');
END;

CREATE TRIGGER transaction_hours_update
AFTER UPDATE OF trctCompId, trctType, trctCreatedTime, trctStatus, trctBank, trctQrBank, trctTotalAmount, trctTotalAmountPaid ON transactions BEGIN
  UPDATE transaction_hours SET count = count - 1, amount = amount - OLD.trctTotalAmount, paid = paid - COALESCE(OLD.trctTotalAmountPaid, 0)
  WHERE compId = OLD.trctCompId AND type = OLD.trctType AND hour = substr(OLD.trctCreatedTime, 1, 13) AND status = OLD.trctStatus
    AND bank = COALESCE(CASE WHEN OLD.trctType = 'va' THEN OLD.trctBank ELSE OLD.trctQrBank END, '');
  INSERT INTO transaction_hours (compId, type, hour, status, bank, count, amount, paid)
  VALUES (NEW.trctCompId, NEW.trctType, substr(NEW.trctCreatedTime, 1, 13), NEW.trctStatus,
    COALESCE(CASE WHEN NEW.trctType = 'va' THEN NEW.trctBank ELSE NEW.trctQrBank END, ''),
    1, NEW.trctTotalAmount, COALESCE(NEW.trctTotalAmountPaid, 0))
  ON CONFLICT (compId, type, hour, status, bank) DO UPDATE SET
    count = count + 1, amount = amount + excluded.amount, paid = paid + excluded.paid;
END;

CREATE TRIGGER notification_hours_insert AFTER INSERT ON notifications BEGIN
  INSERT INTO notification_hours (compId, hour, status, count)
  VALUES ((SELECT trctCompId FROM transactions WHERE trctId = NEW.notiTrctId), substr(NEW.notiCreatedTime, 1, 13), NEW.notiStatus, 1)
  ON CONFLICT (compId, hour, status) DO UPDATE SET count = count + 1;
END;

CREATE TRIGGER notification_hours_delete AFTER DELETE ON notifications BEGIN
  UPDATE notification_hours SET count = count - 1
  WHERE compId = (SELECT trctCompId FROM transactions WHERE trctId = OLD.notiTrctId) AND hour = substr(OLD.notiCreatedTime, 1, 13) AND status = OLD.notiStatus;
END;

CREATE TRIGGER notification_hours_update AFTER UPDATE OF notiTrctId, notiStatus, notiCreatedTime ON notifications BEGIN
  UPDATE notification_hours SET count = count - 1
  WHERE compId = (SELECT trctCompId FROM transactions WHERE trctId = OLD.notiTrctId) AND hour = substr(OLD.notiCreatedTime, 1, 13) AND status = OLD.notiStatus;
  INSERT INTO notification_hours (compId, hour, status, count)
  VALUES ((SELECT trctCompId FROM transactions WHERE trctId = NEW.notiTrctId), substr(NEW.notiCreatedTime, 1, 13), NEW.notiStatus, 1)
  ON CONFLICT (compId, hour, status) DO UPDATE SET count = count + 1;
END;

-- A transaction has at most one notification (notiTrctId is unique); when the transaction changes
-- company, that notification's hour counts for the new company instead of the old one.
CREATE TRIGGER notification_hours_company AFTER UPDATE OF trctCompId ON transactions
WHEN OLD.trctCompId IS NOT NEW.trctCompId BEGIN
  UPDATE notification_hours SET count = count - 1
  WHERE compId = OLD.trctCompId
    AND (hour, status) IN (SELECT substr(notiCreatedTime, 1, 13), notiStatus FROM notifications WHERE notiTrctId = NEW.trctId);
  INSERT INTO notification_hours (compId, hour, status, count)
  SELECT NEW.trctCompId, substr(notiCreatedTime, 1, 13), notiStatus, 1 FROM notifications WHERE notiTrctId = NEW.trctId
  ON CONFLICT (compId, hour, status) DO UPDATE SET count = count + 1;
END;

CREATE TRIGGER notification_hours_transaction_delete BEFORE DELETE ON transactions BEGIN
  UPDATE notification_hours SET count = count - 1
  WHERE compId = OLD.trctCompId
    AND (hour, status) IN (SELECT substr(notiCreatedTime, 1, 13), notiStatus FROM notifications WHERE notiTrctId = OLD.trctId);
END;
