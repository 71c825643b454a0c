/** Transaction status codes (spec 4 and 9): label and chip colour. Data only: the declaration's search reads the labels too. */
export const TRANSACTION_STATUS: Readonly<Record<string, { label: string; palette: string }>> = {
  '00': { label: 'Lunas', palette: 'green' },
  '03': { label: 'Belum Lunas', palette: 'orange' },
  '05': { label: 'Kadaluarsa', palette: 'red' },
};

/** The label of each status code. */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(TRANSACTION_STATUS).map(([code, { label }]) => [code, label]));
