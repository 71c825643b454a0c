import type { DatePicker } from '@chakra-ui/react';

type Translations = NonNullable<DatePicker.RootProps['translations']>;

/** Indonesian labels of the date picker's controls (the calendar itself follows `locale="id-ID"`). */
export const DATE_PICKER_TRANSLATIONS_ID: Translations = {
  trigger: (open) => (open ? 'Tutup kalender' : 'Buka kalender'),
  clearTrigger: 'Hapus tanggal',
  content: 'Kalender',
  prevTrigger: (view) => (view === 'day' ? 'Bulan sebelumnya' : view === 'month' ? 'Tahun sebelumnya' : 'Dekade sebelumnya'),
  nextTrigger: (view) => (view === 'day' ? 'Bulan berikutnya' : view === 'month' ? 'Tahun berikutnya' : 'Dekade berikutnya'),
  viewTrigger: (view) => (view === 'day' ? 'Pilih bulan' : view === 'month' ? 'Pilih tahun' : 'Pilih dekade'),
  monthSelect: 'Pilih bulan',
  yearSelect: 'Pilih tahun',
  placeholder: () => ({ year: 'tttt', month: 'bb', day: 'hh' }),
};
