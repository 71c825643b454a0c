/**
 * The load scenarios, one after the other against the same server and token (staff, company 1).
 * Bounds: 10 connections for at most 10 s and 20,000 requests each; sign-in 2 connections (the
 * API hashes at most 2 passwords at once) for at most 15 s and 40 sign-ins, all successful, so
 * the throttle (failures only) is never reached. The sign-in rush and guessing are in sign-ins.ts,
 * the list and status during exports in during-exports.ts.
 */
import { shiftDay, siteDay } from '../../api/src/http/site-time';
import { type LoadFigure, type LoadSpec, runLoad } from './cannon';

const CONNECTIONS = 10;
/** Seconds per scenario (read when the scenarios run); `npm run test:reliability` shortens it (BENCH_LOAD_SECONDS). */
const scenarioSeconds = () => Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const MAX_REQUESTS = 20_000;

interface ListReply {
  data: Record<string, unknown>[];
  status: { error: number };
}

async function getJson(base: string, token: string, pathAndQuery: string): Promise<{ text: string; body: ListReply }> {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { Authentication: token } });
  const text = await response.text();
  const body = JSON.parse(text) as ListReply;
  if (response.status !== 200 || body.status.error !== 0) throw new Error(`${pathAndQuery}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return { text, body };
}

const ids = (reply: ListReply, key: string) => reply.data.map((row) => Number(row[key])).filter(Number.isFinite);

export async function runScenarios(base: string, token: string, siteOffsetHours: number) {
  const today = siteDay(new Date(), siteOffsetHours);
  const listRange = { from: shiftDay(today, 6), to: today };
  const listQuery = `from=${listRange.from}&to=${listRange.to}&orderField=trctCreatedTime&orderValue=DESC&page=1&max=10`;
  const vaList = `/dashboard/transactionVa/?${listQuery}`;
  const qrisList = `/dashboard/transactionQr/?${listQuery}`;
  const common = { token, connections: CONNECTIONS, seconds: scenarioSeconds(), maxRequests: MAX_REQUESTS };
  const figures: LoadFigure[] = [];
  const run = async (spec: LoadSpec) => {
    console.log(`${spec.name}: ${spec.request}, ${spec.connections} connections, at most ${spec.seconds} s / ${spec.maxRequests} requests ...`);
    const figure = await runLoad(spec);
    console.log(`  ${figure.requests} requests, ${figure.requestsPerSecond}/s, p95 ${figure.latencyMs.p95} ms, errors ${figure.errors + figure.timeouts + figure.non2xx + figure.bodyMismatches}`);
    figures.push(figure);
  };
  // Warm the caches the way a running server's are.
  for (let i = 0; i < 20; i += 1) await getJson(base, token, vaList);

  for (const [name, list] of [['VA list, 7-day range', vaList], ['QRIS list, 7-day range', qrisList]] as const) {
    await run({ ...common, name, request: `GET ${list}`, url: `${base}${list}`, expectBody: (await getJson(base, token, list)).text });
  }

  const notifications = ids((await getJson(base, token, '/dashboard/notification?max=50')).body, 'notiId');
  await run({ ...common, name: 'notification detail', request: `GET /dashboard/notification/{id} (${notifications.length} ids in turn)`, url: base, paths: notifications.map((id) => `/dashboard/notification/${id}`) });

  const unpaid = ids((await getJson(base, token, `/dashboard/transactionVa/?finds[trctStatus]=03&max=5&from=${listRange.from}&to=${listRange.to}`)).body, 'trctId');
  const paid = ids((await getJson(base, token, `/dashboard/transactionVa/?finds[trctStatus]=00&max=5&from=${listRange.from}&to=${listRange.to}`)).body, 'trctId');
  await run({ ...common, name: 'inquiry (VA)', request: `POST /dashboard/transactionVa/inquiry_status/{id} (${unpaid.length} unpaid rows in turn)`, url: base, method: 'POST', body: { type: 'va' }, paths: unpaid.map((id) => `/dashboard/transactionVa/inquiry_status/${id}`) });
  await run({ ...common, name: 'send notification (VA)', request: `POST /dashboard/transactionVa/send_notification/{id} (${paid.length} paid rows in turn)`, url: base, method: 'POST', body: { type: 'va' }, paths: paid.map((id) => `/dashboard/transactionVa/send_notification/${id}`) });

  await run({ name: 'sign-in (successful)', request: 'POST /security/authentication/login (staff, JSON)', url: `${base}/security/authentication/login`, token: '', connections: 2, seconds: 15, maxRequests: 40, method: 'POST', body: { username: 'staff', password: 'staff123' } });

  return { scenarios: figures, ranges: { list: listRange } };
}
