-- The Home page's summaries (decision 110). A day's, a week's or a month's figures of one company
-- must be read in a few milliseconds while payments keep arriving, so they are kept per UTC hour as
-- the rows are written: per company, type, hour, status and bank (the bank each screen filters by:
-- trctBank for VA, trctQrBank for QRIS; '' when none), the count and both amounts. Site days and
-- hours are whole UTC hours, so any range of days is a range of these rows. Triggers keep them;
-- rows whose count falls to 0 stay (they add nothing).
CREATE TABLE transaction_hours (
  compId INTEGER NOT NULL,
  type   TEXT    NOT NULL,
  hour   TEXT    NOT NULL,
  status TEXT    NOT NULL,
  bank   TEXT    NOT NULL,
  count  INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  paid   INTEGER NOT NULL,
  PRIMARY KEY (compId, type, hour, status, bank)
);

INSERT INTO transaction_hours (compId, type, hour, status, bank, count, amount, paid)
  SELECT trctCompId, trctType, substr(trctCreatedTime, 1, 13), trctStatus,
    COALESCE(CASE WHEN trctType = 'va' THEN trctBank ELSE trctQrBank END, ''),
    COUNT(*), SUM(trctTotalAmount), COALESCE(SUM(trctTotalAmountPaid), 0)
  FROM transactions GROUP BY 1, 2, 3, 4, 5;

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

-- Notifications per company (their transaction's), UTC hour and status, kept the same way.
CREATE TABLE notification_hours (
  compId INTEGER NOT NULL,
  hour   TEXT    NOT NULL,
  status INTEGER NOT NULL,
  count  INTEGER NOT NULL,
  PRIMARY KEY (compId, hour, status)
);

INSERT INTO notification_hours (compId, hour, status, count)
  SELECT t.trctCompId, substr(n.notiCreatedTime, 1, 13), n.notiStatus, COUNT(*)
  FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId GROUP BY 1, 2, 3;

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

-- A range of hours is read from these indexes alone, every column in them, in key order.
CREATE INDEX idx_transaction_hours_read ON transaction_hours (compId, type, hour, status, bank, count, amount, paid);
CREATE INDEX idx_notification_hours_read ON notification_hours (compId, hour, status, count);

-- With other filters than the range (a bank, a status, a search) a summary reads the rows the list
-- reads: this index holds every column it needs, so that never touches the table either. The
-- oldest pending notification is found on the status index, in time order.
CREATE INDEX idx_transactions_summary ON transactions (
  trctCompId, trctType, trctCreatedTime, trctStatus, trctTotalAmount, trctTotalAmountPaid, trctBank, trctQrBank);
CREATE INDEX idx_notifications_created_status ON notifications (notiCreatedTime, notiStatus, notiTrctId);
CREATE INDEX idx_notifications_status_created ON notifications (notiStatus, notiCreatedTime, notiTrctId);
