-- Who asked the bank (an inquiry) or the merchant (a notification sent again from the console):
-- the transaction's timeline names them (decision 109). Empty for the system's own sends.
ALTER TABLE inquiry_logs ADD COLUMN inqlRequestedBy TEXT;
ALTER TABLE notification_history ADD COLUMN nohiRequestedBy TEXT;
