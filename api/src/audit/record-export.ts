import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from './record-audit';

/**
 * The header the console's CSV exporter marks each page request of one export with (decision 105):
 * the same id on every page, so the server records the export once, at its first page, with the
 * list, the range and filters asked for, and the row count of that first reply.
 */
export const EXPORT_HEADER = 'x-console-export';
const EXPORT_ID = /^[A-Za-z0-9-]{8,64}$/;
/** The most rows an export holds (spec 9). */
const EXPORT_MAX_ROWS = 1_000_000;
/** Paging and order say nothing about what was exported. */
const NOT_FILTERS = new Set(['page', 'max', 'orderField', 'orderValue', 'from', 'to']);

/** The export id of this request when it is the first page of an export; otherwise null. */
export function exportStartOf(request: FastifyRequest): string | null {
  const header = request.headers[EXPORT_HEADER];
  const id = Array.isArray(header) ? header[0] : header;
  if (!id || !EXPORT_ID.test(id)) return null;
  const page = (request.query as Record<string, unknown>).page;
  return page === undefined || page === '1' ? id : null;
}

/** Records an export at its first page (nothing for any other request): what was asked and how many rows the file gets. */
export function recordExport(app: FastifyInstance, request: FastifyRequest, { list, totalData }: { list: string; totalData: number }): void {
  const exportId = exportStartOf(request);
  if (!exportId) return;
  const query = request.query as Record<string, unknown>;
  const filters = Object.fromEntries(Object.entries(query).filter(([name, value]) => !NOT_FILTERS.has(name) && value !== ''));
  const target = [query['finds[trctOrderId]'], query['finds[notiOrderId]'], query.search].find((value) => typeof value === 'string' && value !== '');
  recordAudit(app, request, {
    action: 'export.csv',
    target: typeof target === 'string' ? target : null,
    details: {
      exportId,
      list,
      range: { from: query.from ?? null, to: query.to ?? null },
      filters,
      rows: Math.min(totalData, EXPORT_MAX_ROWS),
    },
    outcome: 'success',
  });
}

const TOTAL_MARK = Buffer.from('"pagination":{"totalData":');

/**
 * `pagination.totalData` of a list reply's JSON bytes (a heavy read's page), without parsing them:
 * the reply's pagination follows its rows, and no text value can hold the mark unescaped.
 */
export function totalDataOfJson(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = buffer.lastIndexOf(TOTAL_MARK);
  if (at < 0) return 0;
  const start = at + TOTAL_MARK.length;
  const digits = /^\d+/.exec(buffer.subarray(start, start + 20).toString('latin1'));
  return digits ? Number(digits[0]) : 0;
}
