-- The Home page's summaries (decision 110) read a range of one company's transactions grouped by
-- hour, status and bank, with both amounts: this index holds every column they read, so a day's
-- or a month's summary never touches the table. The list's own indexes lack trctTotalAmount.
CREATE INDEX idx_transactions_summary ON transactions (
  trctCompId, trctType, trctCreatedTime, trctStatus, trctTotalAmount, trctTotalAmountPaid, trctBank, trctQrBank);
-- Notifications of a range with their status and transaction (for the company), and the oldest
-- notification still pending, from indexes alone.
CREATE INDEX idx_notifications_created_status ON notifications (notiCreatedTime, notiStatus, notiTrctId);
CREATE INDEX idx_notifications_status_created ON notifications (notiStatus, notiCreatedTime, notiTrctId);
