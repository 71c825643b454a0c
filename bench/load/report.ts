import type { LoadFigure } from './cannon';
import { type DuringExportsFigures, LIST_RATE, STATUS_RATE } from './during-exports';
import type { DuringHeavyReadsFigures } from './during-heavy-reads';
import type { ExportFigure } from './exports';
import type { GuessingFigure, RushFigure } from './sign-ins';

export interface LoadReport {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadAverage1mBefore: number; loadAverage1mAfter: number };
  dataset: { transactions: number; seedSeconds: number; exportSeedSeconds: number; company: number; user: string };
  ranges: { list: { from: string; to: string }; export: { from: string; to: string } };
  scenarios: LoadFigure[];
  rush: RushFigure;
  guessing: GuessingFigure;
  duringExports: DuringExportsFigures;
  duringHeavyReads: DuringHeavyReadsFigures;
  errors: number;
}

const n = (value: number) => value.toLocaleString('en');

const HEADER = `| scenario | connections | time (limits) | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors / timeouts / non-2xx / wrong bodies |
|---|---|---|---|---|---|---|---|---|---|`;
const loadRows = (figures: LoadFigure[]) =>
  figures
    .map((f) => `| ${f.name} | ${f.overallRate ? `steady ${f.overallRate}/s (≤ ${f.connections})` : f.connections} | ${f.seconds} s (≤ ${f.limits.seconds} s, ≤ ${n(f.limits.maxRequests)}) | ${n(f.requests)} | ${f.requestsPerSecond} | ${f.latencyMs.p50} | ${f.latencyMs.p95} | ${f.latencyMs.p99} | ${f.latencyMs.max} | ${f.errors} / ${f.timeouts} / ${f.non2xx} / ${f.bodyMismatches} |`)
    .join('\n');
const exportRows = (label: string, figures: ExportFigure[]) =>
  figures
    .map((e, i) => `| ${label} ${i + 1} | ${n(e.rows)} of ${n(e.totalData)} | ${e.pages} | ${(e.bytes / 1024 / 1024).toFixed(1)} MB | ${(e.wallMs / 1000).toFixed(1)} s | ${e.pageMs.median} ms | ${e.pageMs.max} ms | ${e.errors} |`)
    .join('\n');

export function loadMarkdown(report: LoadReport): string {
  const { rush, guessing, duringExports: during, duringHeavyReads: heavy } = report;
  const heavyGoals = heavy.runs
    .map((run) => `| another user's VA list p95 under 15 ms while ${run.name} | ${run.list.latencyMs.p95} ms (load average ${run.loadAverage1m.before} before, ${run.loadAverage1m.after} after) |`)
    .join('\n');
  const heavyRows = heavy.runs
    .map(
      (run) =>
        `| ${run.name}: \`${run.clientsRequest}\` | ${run.clients.clients} | ${run.clients.seconds} s | ${n(run.clients.requests)} | ${run.clients.requestsPerSecond} | ${run.clients.latencyMs.p50} | ${run.clients.latencyMs.p95} | ${run.clients.latencyMs.max} | ${n(run.clients.replyBytes)} | ${run.clients.errors} (${Object.entries(run.clients.statuses).map(([status, count]) => `${status}: ${n(count)}`).join(', ')}) | ${run.loadAverage1m.before} / ${run.loadAverage1m.after} |`,
    )
    .join('\n');
  const requests = report.scenarios.map((f) => `- ${f.name}: \`${f.request}\``).join('\n');
  const p95 = (name: string) => report.duringExports.during.find((f) => f.name === name)?.latencyMs.p95;
  const legit = guessing.legit.map((s) => `| ${s.atSeconds} s | ${s.kind} | ${s.status} | ${s.attempts ?? 1} | ${s.ms} |`).join('\n');
  return `# API load

Measured ${report.measuredAt} on ${report.machine.cpus} cores (${report.machine.cpuModel}), Node ${report.machine.node}, by \`bench/load/run.ts\`
(\`npm run bench:load\`); load average ${report.machine.loadAverage1mBefore} before and ${report.machine.loadAverage1mAfter} after (the machine is shared: other work slows every figure).

Goals (issues 24 and 33), next to what this run measured:

| goal | measured |
|---|---|
| VA list p95 under 15 ms while two full exports run | ${p95('VA list during two exports')} ms |
| status p95 under 5 ms while two full exports run | ${p95('status during two exports')} ms |
| each export no slower than before | ${during.exportsDuring.map((e) => `${(e.wallMs / 1000).toFixed(1)} s`).join(', ')} under load (${during.exportsAlone.map((e) => `${(e.wallMs / 1000).toFixed(1)} s`).join(', ')} alone) |
| a real sign-in under 2 s while ${guessing.attackers} addresses guess | returning user max ${guessing.returning.max} ms, first-time max ${guessing.firstTime.max} ms |
| ${rush.users} staff signing in within ${rush.withinSeconds} s, each under 5 s | max ${rush.summary.max} ms (${rush.over5s} at 5 s or more) |
${heavyGoals}

## Lists, actions and sign-ins

- Database: ${n(report.dataset.transactions)} generated transactions spread over the companies and both types, plus the demo data (built in ${report.dataset.seedSeconds} s), the real server on a loopback port.
- As \`${report.dataset.user}\`, company ${report.dataset.company}. List range ${report.ranges.list.from} to ${report.ranges.list.to} (site days), newest first, 10 a page, with totals.
- Load: autocannon, each run bounded in time and in requests (both limits shown); latencies per request (p95 exact).
  Every list reply was compared byte for byte with one fetched just before (\`expectBody\`).

${requests}

${HEADER}
${loadRows(report.scenarios)}

Sign-in is bound by its cost: a scrypt 2^17 hash per sign-in (OWASP's floor for scrypt), at most 2 at once on the server, so
2 connections; only correct passwords, so the failure throttle is never reached.

### Morning rush

${rush.users} staff accounts (\`rush001\` ...) sign in once each, at moments spread at random over ${rush.withinSeconds} s, each from its
own loopback address and for the first time from there (so none has the priority of a returning user); told the server is
busy (503), they try again after its Retry-After, and their time runs from the first attempt: ${rush.summary.ok} of
${rush.summary.count} signed in (${rush.toldToComeBack ?? 0} told to come back first); p50 ${rush.summary.p50} ms, p95 ${rush.summary.p95} ms,
max ${rush.summary.max} ms; ${rush.over5s} took 5 s or more.

### Real sign-ins while ${guessing.attackers} addresses guess

${guessing.attackers} addresses (127.0.2.x) each guess passwords of made-up users for ${guessing.seconds} s, sending the next guess as soon as the
last is answered (100 ms later after a refusal). Their replies by HTTP status: ${Object.entries(guessing.guesses)
    .map(([status, count]) => `${status}: ${n(count)}`)
    .join(', ')}${guessing.busyWithoutRetryAfter ? ` (${guessing.busyWithoutRetryAfter} 503 without Retry-After)` : ''}.
Meanwhile staff sign in, each at their own moment: a returning user (\`staff\`, who signed in from that address before the
guessing) and first-time users (each from a new address), alternately, the first 50 ms after the guessing began. Told the
server is busy (503), they try again after its Retry-After, as the console's message asks; the time is from the first attempt
to getting in:

| sent at | who | HTTP | attempts | ms |
|---|---|---|---|---|
${legit}

Returning: max ${guessing.returning.max} ms; first-time: max ${guessing.firstTime.max} ms.

## Everyone else while two full exports run

- Database: ${n(during.rows)} VA transactions of company 1 over 29 days plus the demo data (built in ${report.dataset.exportSeedSeconds} s), ids in creation order.
- Exports: the VA list from ${during.range.from} to ${during.range.to} at \`max=10000\`, newest first, page after page to the last,
  as the browser's exporter asks; two at once, in a process of their own (their JSON parsing does not delay the load's timing).
- The VA list as above and the session status (\`GET /security/authentication/status\`) as steady streams of ${LIST_RATE} and
  ${STATUS_RATE} requests a second (\`bench/load/steady.ts\`: each request sent at its moment whether or not earlier ones were
  answered, on up to 64 keep-alive connections, so a stall of the request thread shows in the latency of every request that
  arrived during it), together, alone and then while two exports run (stopped when both are done).

${HEADER}
${loadRows([...during.alone, ...during.during])}

| export | rows | pages | bytes | wall time | page median | page max | errors |
|---|---|---|---|---|---|---|---|
${exportRows('alone', during.exportsAlone)}
${exportRows('under load', during.exportsDuring)}

## Another user's VA list while others run heavy reads (issue 33)

- The database above plus an audit trail of ${n(heavy.auditRows)} rows (hash-chained as the API writes them).
- The VA list as above (\`staff\`, company 1) as a steady stream of ${LIST_RATE} requests a second, alone and then while
  ${heavy.runs.map((run) => run.name).join(', and while ')}; those clients ask again as soon as they are answered, in a
  process of their own (\`bench/load/loop-client.ts\`): the summaries as \`superadmin\` in company 1, the Audit Log as \`auditor\`.
  Summaries with a search and Audit Log pages over 1,000 rows are read by the heavy-read worker (decision 124).

${HEADER}
${loadRows([heavy.alone, ...heavy.runs.map((run) => run.list)])}

| the other clients | clients | time | requests | req/s | p50 ms | p95 ms | max ms | bytes per reply | errors (replies by status) | load average 1 min before / after |
|---|---|---|---|---|---|---|---|---|---|---|
${heavyRows}

**Errors over every run: ${report.errors}.**
`;
}
