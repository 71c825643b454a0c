/** One table of every benchmark's figures, from the JSON files in bench/results. */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, platform, release } from 'node:os';
import path from 'node:path';

type Json = Record<string, unknown>;
interface StatsJson {
  median: number;
  runs: number;
}

function read(root: string, name: string): Json | undefined {
  const file = path.join(root, 'bench/results', `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : undefined;
}

const at = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Json)[key] : undefined), value);
const kb = (bytes: unknown) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
const ms = (value: unknown) => {
  const s = value as StatsJson | undefined;
  return s && typeof s.median === 'number' ? `${s.median} ms (median of ${s.runs})` : 'n/a';
};
const seconds = (value: unknown) => {
  const s = value as StatsJson | undefined;
  return s && typeof s.median === 'number' ? `${(s.median / 1000).toFixed(1)} s (median of ${s.runs})` : 'n/a';
};
const when = (json: Json | undefined) => (typeof json?.measuredAt === 'string' ? json.measuredAt.slice(0, 16).replace('T', ' ') : 'not run');

export function renderBenchmarks(root: string): string {
  const build = read(root, 'build');
  const bundle = read(root, 'bundle');
  const budget = read(root, 'budget');
  const consoleRun = read(root, 'console');
  const lighthouse = read(root, 'lighthouse');
  const staticRun = read(root, 'static');
  const table = read(root, 'table');
  const api = read(root, 'api');
  const exportRun = read(root, 'export');
  const loadRun = read(root, 'load');
  const soak = read(root, 'soak');
  const releaseRun = read(root, 'release');

  const rows: [string, string, string, string][] = [];
  const add = (what: string, figure: string, target: string, source: Json | undefined) => rows.push([what, figure, target, when(source)]);

  add('login page scripts, gzip -9', kb(at(budget, 'loginPage', 'bytes')), '< 200 KB', budget);
  add('login page scripts, on the wire (brotli)', kb(at(bundle, 'login', 'shell')), '', bundle);
  for (const remote of ['mf-transactions', 'mf-master', 'mf-notifications']) {
    add(`${remote}: manifest + entry, gzip -9`, kb(at(budget, 'remotes', remote, 'fixedCost', 'bytes')), '< 20 KB', budget);
    add(`${remote}: first visit from home, on the wire (shell + remote; what the idle fetch ahead has not brought yet)`, kb(((at(bundle, 'firstVisitOfRemote', remote, 'shell') as number) ?? 0) + ((at(bundle, 'firstVisitOfRemote', remote, remote) as number) ?? 0)), '', bundle);
  }
  add('sign-in to home (form, company, home)', ms(at(consoleRun, 'signInToHomeMs')), '', consoleRun);
  for (const remote of ['mf-transactions', 'mf-master', 'mf-notifications']) add(`first visit of ${remote}'s screen (click to heading)`, ms(at(consoleRun, 'firstVisitMs', remote)), '', consoleRun);
  add('peak JS heap after every screen', `${at(consoleRun, 'peakJsHeapMb', 'median') ?? 'n/a'} MB`, '', consoleRun);
  // Each DataTable step: the main thread's work to its first frame, that frame painted, and every row painted (decision 073).
  const tableStep = (key: string) => {
    const step = at(table, key);
    if (!at(step, 'work')) return ms(step);
    return `work ${ms(at(step, 'work'))}; first frame ${String(at(step, 'firstFrame', 'median') ?? 'n/a')} ms; every row ${String(at(step, 'everyRow', 'median') ?? 'n/a')} ms`;
  };
  add('DataTable: render a 100-row page', tableStep('mountMs'), '< 33 ms', table);
  if (at(table, 'mountInMountedProviderMs')) add('DataTable: render it in a provider mounted before', tableStep('mountInMountedProviderMs'), '', table);
  add('DataTable: re-sort it', tableStep('resortMs'), '< 16 ms', table);
  if (at(table, 'pageChangeMs')) add('DataTable: change page', tableStep('pageChangeMs'), '< 33 ms', table);
  for (const page of ['login page', 'list screen (Company Group)']) {
    for (const category of ['performance', 'accessibility', 'best-practices']) add(`Lighthouse ${category}, ${page}`, String(at(lighthouse, 'scores', page, category, 'median') ?? 'n/a'), '>= 95', lighthouse);
    const metric = (name: string) => at(lighthouse, 'metrics', page, name, 'median');
    if (metric('lcp') !== undefined) {
      const figure = `FCP ${String(metric('fcp'))} ms, LCP ${String(metric('lcp'))} ms, TBT ${String(metric('tbt'))} ms, CLS ${String(metric('cls'))}, SI ${String(metric('si'))} ms`;
      add(`Lighthouse metrics (medians), ${page}`, figure, '', lighthouse);
    }
  }
  for (const app of ['shell', 'mf-transactions', 'mf-master', 'mf-notifications', 'all']) add(`production build, ${app === 'all' ? 'all apps' : app}`, seconds(at(build, 'wallMs', app)), '', build);
  for (const remote of ['mf-transactions', 'mf-master', 'mf-notifications']) {
    add(`verified publish of ${remote} (the CLI, every check, load check included)`, `${ms(at(releaseRun, 'verifiedPublishMs', remote))}, CPU ${ms(at(releaseRun, 'verifiedPublishCpuMs', remote))}; load check ${ms(at(releaseRun, 'loadCheckMs', remote))}`, '< 5 s', releaseRun);
  }
  if (releaseRun) add("first publish of all four apps (npm start's on a fresh machine)", `${String(at(releaseRun, 'firstPublish', 'totalMs') ?? 'n/a')} ms`, '', releaseRun);
  add('API: VA list p95 (1M transactions)', `${at(api, 'results', 'latencyMs', 'p95') ?? 'n/a'} ms`, '< 30 ms', api);
  add('API: requests per second', String(at(api, 'results', 'requestsPerSecond') ?? 'n/a'), '> 1,000', api);
  if (exportRun) {
    const paged = at(exportRun, 'paged');
    const naive = at(exportRun, 'naive');
    const rows = (run: unknown) => `${String(at(run, 'rows') ?? 'n/a')} rows${at(run, 'completed') === false ? ' (stopped at the time limit)' : ''}`;
    add('CSV export of 1M VA rows, paged (the console): wall time, peak JS heap', `${String(at(paged, 'wallSeconds') ?? 'n/a')} s, ${String(at(paged, 'peakHeapMB') ?? 'n/a')} MB, ${rows(paged)}`, '< 15 s, < 150 MB', exportRun);
    const naiveFailed = at(naive, 'failed');
    const naiveFigure = naiveFailed ? `failed: ${String(naiveFailed)}` : `${String(at(naive, 'wallSeconds') ?? 'n/a')} s, ${String(at(naive, 'peakHeapMB') ?? 'n/a')} MB, ${rows(naive)}`;
    add('CSV export of 1M VA rows, naive (one request, one string)', naiveFigure, 'paged >= 3x faster, or naive fails', exportRun);
    add('API time of one 10,000-row export page: page 1 / last page', `${String(at(exportRun, 'apiPage', 'first', 'medianMs') ?? 'n/a')} / ${String(at(exportRun, 'apiPage', 'last', 'medianMs') ?? 'n/a')} ms`, 'about equal', exportRun);
  }
  for (const scenario of (at(loadRun, 'scenarios') as Json[] | undefined) ?? []) {
    const figure = `${at(scenario, 'requestsPerSecond') ?? 'n/a'} req/s, p95 ${at(scenario, 'latencyMs', 'p95') ?? 'n/a'} ms, ${at(scenario, 'requests') ?? 'n/a'} requests`;
    add(`API load (1M transactions): ${String(at(scenario, 'name'))}`, figure, 'zero errors', loadRun);
  }
  for (const scenario of [...((at(loadRun, 'duringExports', 'alone') as Json[] | undefined) ?? []), ...((at(loadRun, 'duringExports', 'during') as Json[] | undefined) ?? [])]) {
    const name = String(at(scenario, 'name'));
    const target = name === 'VA list during two exports' ? 'p95 < 15 ms' : name === 'status during two exports' ? 'p95 < 5 ms' : '';
    add(`API load (1M VA rows of one company): ${name}`, `${at(scenario, 'requestsPerSecond') ?? 'n/a'} req/s, p95 ${at(scenario, 'latencyMs', 'p95') ?? 'n/a'} ms`, target, loadRun);
  }
  const exportWalls = (key: string) => ((at(loadRun, 'duringExports', key) as Json[] | undefined) ?? []).map((figure) => `${(Number(at(figure, 'wallMs')) / 1000).toFixed(1)} s`).join(', ');
  if (at(loadRun, 'duringExports')) add('API load: two full exports, alone / under load (wall time each)', `${exportWalls('exportsAlone')} / ${exportWalls('exportsDuring')}`, 'no slower', loadRun);
  if (at(loadRun, 'rush')) add(`API load: morning rush (${String(at(loadRun, 'rush', 'users'))} sign-ins in ${String(at(loadRun, 'rush', 'withinSeconds'))} s), max`, `${String(at(loadRun, 'rush', 'summary', 'max'))} ms`, '< 5,000 ms each', loadRun);
  if (at(loadRun, 'guessing')) {
    add('API load: real sign-in while 50 addresses guess, returning / first-time (max)', `${String(at(loadRun, 'guessing', 'returning', 'max'))} / ${String(at(loadRun, 'guessing', 'firstTime', 'max'))} ms`, '< 2,000 ms', loadRun);
  }
  if (loadRun) add('API load: errors over every run', String(at(loadRun, 'errors') ?? 'n/a'), '0', loadRun);
  if (soak) {
    const verdict = at(soak, 'verdict');
    const heap = `${at(verdict, 'baselineMb') ?? 'n/a'} MB after warm-up, last ${((at(verdict, 'lastMb') as number[] | undefined) ?? []).join(' / ')} MB (${at(verdict, 'flat') ? 'flat' : 'NOT flat'})`;
    add(`browser soak, ${at(soak, 'durationMinutes') ?? '?'} min: JS heap after GC`, heap, `within ${at(verdict, 'allowedMb') ?? '?'} MB`, soak);
  }
  if (staticRun) {
    const ways: [key: string, what: string][] = [
      ['cold', 'deep link, empty browser'],
      ['click', 'click from home'],
    ];
    for (const [remote, byWay] of Object.entries((at(staticRun, 'remotes') as Json | undefined) ?? {})) {
      for (const [way, what] of ways) {
        const figures = at(byWay, way);
        if (!figures) continue;
        add(`${remote}: bytes to first screen (${what}), federated / single bundle`, `${kb(at(figures, 'federated', 'bytes'))} / ${kb(at(figures, 'single', 'bytes'))} (ratio ${at(figures, 'bytesRatio') ?? 'n/a'})`, 'ratio <= 1.10', staticRun);
        add(`${remote}: time to first screen (${what}), federated / single bundle`, `${at(figures, 'federated', 'ms', 'median') ?? 'n/a'} / ${at(figures, 'single', 'ms', 'median') ?? 'n/a'} ms (ratio ${at(figures, 'msRatio') ?? 'n/a'})`, 'ratio <= 1.10', staticRun);
      }
    }
  }

  const cpu = cpus();
  return [
    '# Benchmarks',
    '',
    `Written ${new Date().toISOString()} by \`npm run bench\` on ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${platform()} ${release()}, Node ${process.version}; Chromium ${String(at(table, 'machine', 'chromium') ?? '')}.`,
    'Figures are medians of repeated runs (the count is given); byte sizes are exact. The machine is shared: compare runs, not single figures.',
    '',
    '| what | figure | target | measured (UTC) |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    'Details: the `*.json` and `*.md` files beside this one.',
    '',
  ].join('\n');
}
