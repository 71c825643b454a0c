// The company selection's messages (spec 8), apart from its hooks: the routes name the first
// without bringing the selection's code to the login page.
export const NO_TOKEN_MESSAGE = 'Tidak ada token tersimpan. Mengalihkan ke halaman login..';
export const SET_COMPANY_SUCCESS = 'Berhasil Set Company. Selamat Datang!';
export const SET_COMPANY_FAILED = 'Gagal Set Company.';
