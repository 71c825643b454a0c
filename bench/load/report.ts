import type { LoadFigure } from './cannon';
import type { ExportFigure } from './exports';

export interface LoadReport {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadAverage1mBefore: number; loadAverage1mAfter: number };
  dataset: { transactions: number; seedSeconds: number; company: number; user: string };
  ranges: { list: { from: string; to: string }; export: { from: string; to: string } };
  scenarios: LoadFigure[];
  exports: ExportFigure[];
  errors: number;
}

const n = (value: number) => value.toLocaleString('en');

export function loadMarkdown(report: LoadReport): string {
  const rows = report.scenarios
    .map((f) => `| ${f.name} | ${f.connections} | ${f.seconds} s (≤ ${f.limits.seconds} s, ≤ ${n(f.limits.maxRequests)}) | ${n(f.requests)} | ${f.requestsPerSecond} | ${f.latencyMs.p50} | ${f.latencyMs.p95} | ${f.latencyMs.p99} | ${f.latencyMs.max} | ${f.errors} / ${f.timeouts} / ${f.non2xx} / ${f.bodyMismatches} |`)
    .join('\n');
  const requests = report.scenarios.map((f) => `- ${f.name}: \`${f.request}\``).join('\n');
  const exports = report.exports
    .map((e, i) => `| ${i + 1} | ${n(e.rows)} of ${n(e.totalData)} | ${e.pages} | ${(e.bytes / 1024 / 1024).toFixed(1)} MB | ${(e.wallMs / 1000).toFixed(1)} s | ${e.pageMs.median} ms | ${e.pageMs.max} ms | ${e.errors} |`)
    .join('\n');
  return `# API load

Measured ${report.measuredAt} on ${report.machine.cpus} cores (${report.machine.cpuModel}), Node ${report.machine.node}, by \`bench/load/run.ts\`
(\`npm run bench:load\`); load average ${report.machine.loadAverage1mBefore} before and ${report.machine.loadAverage1mAfter} after (the machine is shared: other work slows every figure).

- Database: ${n(report.dataset.transactions)} generated transactions plus the demo data (built in ${report.dataset.seedSeconds} s), the real server on a loopback port.
- As \`${report.dataset.user}\`, company ${report.dataset.company}. List range ${report.ranges.list.from} to ${report.ranges.list.to} (site days), newest first, 10 a page, with totals.
- Load: autocannon, each run bounded in time and in requests (both limits shown); latencies per request (p95 exact).
  Every list reply was compared byte for byte with one fetched just before (\`expectBody\`).

${requests}

| scenario | connections | time (limits) | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors / timeouts / non-2xx / wrong bodies |
|---|---|---|---|---|---|---|---|---|---|
${rows}

Sign-in is bound by its cost: a scrypt 2^17 hash per sign-in, at most 2 at once on the server, so 2 connections; only
correct passwords, so the failure throttle (5 per username and client, 20 per client in 15 minutes) is never reached.

## Two full exports under list load

The last scenario's list load ran while two exports, started together, paged the VA list from ${report.ranges.export.from}
to ${report.ranges.export.to} (every generated transaction of company 1) at \`max=10000\`, newest first, page after page
to the end, as the browser's exporter does; the load stopped when both were done.

| export | rows | pages | bytes | wall time | page median | page max | errors |
|---|---|---|---|---|---|---|---|
${exports}

**Errors over every run: ${report.errors}.**
`;
}
