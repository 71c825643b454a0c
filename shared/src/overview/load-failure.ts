import { ApiError, errorMessage } from '../api/api-error';

/**
 * Why figures could not be read, said to an operator in Indonesian, with the technical reason
 * after it for whoever they forward it to: `Server tidak dapat dihubungi. (Network Error: Failed to fetch)`.
 */
export function loadFailureText(error: unknown): string {
  const reason = errorMessage(error);
  if (error instanceof ApiError && error.httpStatus === 0) return `Server tidak dapat dihubungi; periksa koneksi lalu coba lagi. (${reason})`;
  if (error instanceof ApiError && error.httpStatus === 403) return 'Anda tidak memiliki akses ke data ini.';
  if (error instanceof ApiError && error.httpStatus >= 500) return `Server sedang bermasalah; coba lagi sebentar lagi. (${reason})`;
  return `Server menolak permintaan ini. (${reason})`;
}
