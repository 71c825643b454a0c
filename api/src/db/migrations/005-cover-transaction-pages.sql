-- Deep pages cost what the first does: these indexes hold, after the company and type, the time
-- (or the status, then the time) and the id in the export's order, then every column the lists
-- filter on and the paid amount of the totals. A page's ids are found, and its totals summed, from
-- an index alone; only the page's own rows are then read from the table.
DROP INDEX idx_transactions_scope_time;
DROP INDEX idx_transactions_scope_status;
CREATE INDEX idx_transactions_scope_time ON transactions (
  trctCompId, trctType, trctCreatedTime, trctId, trctStatus, trctTotalAmountPaid,
  trctBank, trctQrBank, trctOrderId, trqrReferenceNo);
CREATE INDEX idx_transactions_scope_status ON transactions (
  trctCompId, trctType, trctStatus, trctCreatedTime, trctId, trctTotalAmountPaid,
  trctBank, trctQrBank, trctOrderId, trqrReferenceNo);
