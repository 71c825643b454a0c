/** The byte-order mark that makes spreadsheet programs read a CSV file as UTF-8. */
export const UTF8_BOM = '\ufeff';

/**
 * Saves text as a file through the browser's download (a temporary object URL on a hidden link).
 * CSV files get a UTF-8 byte-order mark so spreadsheets show non-ASCII names correctly.
 */
export function downloadFile(fileName: string, content: string, mimeType = 'text/csv;charset=utf-8'): void {
  const withBom = mimeType.startsWith('text/csv') && !content.startsWith(UTF8_BOM) ? UTF8_BOM + content : content;
  downloadBlob(fileName, new Blob([withBom], { type: mimeType }));
}

/** Saves a Blob (e.g. a file built from parts) through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
