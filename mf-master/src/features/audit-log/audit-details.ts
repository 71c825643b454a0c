import { formatZonedDateTime, NOT_AVAILABLE } from '@console/shared/core';
import { fieldTitle } from './audit-field-titles';

/** One field of a change: its form title, and its value before and after, as text. */
export interface ChangedField {
  field: string;
  title: string;
  before: string;
  after: string;
}

/** A whole record in the details (what a create added, what a delete removed, what a refusal asked for). */
export interface RecordSection {
  heading: string;
  fields: { field: string; title: string; value: string }[];
}

/** An audit row's details as an auditor reads them: field titles and site times instead of names and UTC JSON. */
export interface DetailsView {
  changes: ChangedField[];
  records: RecordSection[];
  items: { label: string; value: string }[];
}

type Change = { before: unknown; after: unknown };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isChange = (value: unknown): value is Change => isRecord(value) && 'before' in value && 'after' in value && Object.keys(value).length === 2;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The details' own keys, named for an auditor. */
const ITEM_LABELS: Readonly<Record<string, string>> = {
  reason: 'Alasan',
  username: 'Username',
  trctId: 'Id transaksi',
  type: 'Jenis transaksi',
  result: 'Hasil',
  responseCode: 'Kode jawaban merchant',
  firstAnsweredSecondsAgo: 'Jawaban pertama (detik sebelumnya)',
  exportId: 'Id export',
  list: 'Daftar',
  range: 'Rentang tanggal',
  filters: 'Filter',
  rows: 'Jumlah baris',
  version: 'Versi',
  message: 'Pesan',
  reportedClientAddress: 'Alamat klien (menurut console server)',
  via: 'Dicatat oleh',
  eventId: 'Id kejadian',
  at: 'Waktu kejadian',
  actorKind: 'Jenis pelaku',
  path: 'Path',
  required: 'Izin yang diperlukan',
  repeated: 'Diulang (kali)',
  firstRepeatAt: 'Ulangan pertama',
  lastRepeatAt: 'Ulangan terakhir',
  windowSeconds: 'Jendela (detik)',
  otherUsernames: 'Username lain yang diketik',
  firstAskedBy: 'Pertama diminta oleh',
  origin: 'Origin',
  secFetchSite: 'Sec-Fetch-Site',
};

/** Who acted on the release plane (decision 121). */
const ACTOR_KINDS: Readonly<Record<string, string>> = { user: 'User console', cli: 'Command line', automatic: 'Otomatis (console server)', key: 'Team key' };

/** The list filters an export records (`finds[trctStatus]`), by the names their screens give them. */
const FILTER_LABELS: Readonly<Record<string, string>> = {
  search: 'Cari',
  trctOrderId: 'Order Id',
  trctVirtualAccountNo: 'No. Virtual Account',
  trqrReferenceNo: 'Ref. No',
  trctStatus: 'Status',
  trctQrBank: 'Bank',
  trctBank: 'Bank',
  notiOrderId: 'Order Id',
  notiStatus: 'Notif Status',
};

/** A company's name by id, when it can be read. */
export type CompanyName = (id: number | string) => string | null;

const TRANSACTION_TYPES: Readonly<Record<string, string>> = { va: 'VA', qris: 'QRIS' };

/** A recorded value as text: times in site time with their zone, nothing as N/A, a list or object spelled out. */
export function valueText(value: unknown, hours: number): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatZonedDateTime(value, hours) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(item, hours)).join(', ');
  if (isRecord(value)) return Object.entries(value).map(([key, item]) => `${key}: ${valueText(item, hours)}`).join('; ');
  return String(value);
}

const recordFields = (record: Record<string, unknown>, hours: number) =>
  Object.entries(record).map(([field, value]) => ({ field, title: fieldTitle(field), value: valueText(value, hours) }));

/** One of the details' own entries, in words. */
function itemOf(action: string, key: string, value: unknown, hours: number, companyName: CompanyName): { label: string; value: string } {
  if (action === 'auth.company-switch' && (key === 'from' || key === 'to')) {
    const name = typeof value === 'number' || typeof value === 'string' ? companyName(value) : null;
    const company = value === null || value === undefined ? 'Belum dipilih' : `Company ${String(value)}${name ? ` (${name})` : ''}`;
    return { label: key === 'from' ? 'Dari company' : 'Ke company', value: company };
  }
  if (key === 'range' && isRecord(value)) return { label: ITEM_LABELS.range!, value: `${valueText(value.from, hours)} – ${valueText(value.to, hours)}` };
  if (key === 'filters' && isRecord(value)) {
    const filters = Object.entries(value).map(([name, item]) => {
      const inner = /^finds\[(.+)\]$/.exec(name)?.[1] ?? name;
      return `${FILTER_LABELS[inner] ?? fieldTitle(inner)}: ${valueText(item, hours)}`;
    });
    return { label: ITEM_LABELS.filters!, value: filters.length > 0 ? filters.join('; ') : 'Tidak ada' };
  }
  if (key === 'actorKind' && typeof value === 'string') return { label: ITEM_LABELS.actorKind!, value: ACTOR_KINDS[value] ?? value };
  if (key === 'via' && value === 'release-plane') return { label: ITEM_LABELS.via!, value: 'Release plane' };
  if (key === 'type' && typeof value === 'string') return { label: ITEM_LABELS.type!, value: TRANSACTION_TYPES[value] ?? value };
  return { label: ITEM_LABELS[key] ?? fieldTitle(key), value: valueText(value, hours) };
}

/**
 * An audit row's details for the Details dialog: an update's changed fields (and an account's
 * username before and after) titled as the forms title them; a create's new record, a delete's
 * removed record and a refusal's request as records; every other entry labelled in words.
 */
export function detailsView(action: string, details: unknown, hours: number, companyName: CompanyName = () => null): DetailsView {
  const view: DetailsView = { changes: [], records: [], items: [] };
  if (!isRecord(details)) return view;
  for (const [key, value] of Object.entries(details)) {
    if (key === 'changes' && isRecord(value)) {
      for (const [field, change] of Object.entries(value)) {
        view.changes.push({ field, title: fieldTitle(field), before: valueText(isChange(change) ? change.before : undefined, hours), after: valueText(isChange(change) ? change.after : change, hours) });
      }
    } else if (isChange(value)) {
      view.changes.push({ field: key, title: ITEM_LABELS[key] ?? fieldTitle(key), before: valueText(value.before, hours), after: valueText(value.after, hours) });
    } else if ((key === 'after' || key === 'before' || key === 'requested') && isRecord(value)) {
      const heading = key === 'after' ? 'Data yang ditambahkan' : key === 'before' ? 'Data yang dihapus' : 'Data yang diminta';
      view.records.push({ heading, fields: recordFields(value, hours) });
    } else {
      view.items.push(itemOf(action, key, value, hours, companyName));
    }
  }
  return view;
}
