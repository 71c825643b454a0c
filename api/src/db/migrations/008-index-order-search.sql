-- The top bar's search (decision 108): an order id, VA number or QRIS reference number of the
-- active company, whatever the date, is found from an index (a prefix is a range of it).
CREATE INDEX idx_transactions_order_id ON transactions (trctCompId, trctOrderId);
CREATE INDEX idx_transactions_va_number ON transactions (trctCompId, trctVirtualAccountNo);
CREATE INDEX idx_transactions_qris_reference ON transactions (trctCompId, trqrReferenceNo);
