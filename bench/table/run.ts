/**
 * Table benchmark: time to render a 100-row page of the console's DataTable (client mode, 1,000
 * rows, production React), to re-sort it and to change page, in headless Chromium, over several runs. Writes
 * bench/results/table.json and bench/results/table.md.
 *
 *   npx tsx bench/table/run.ts            (CHROME_PATH overrides /usr/bin/chromium; RUNS=30)
 *   TABLE_BEFORE=<checkout> npx tsx bench/table/run.ts
 *
 * With `TABLE_BEFORE` (the root of another checkout of the repository, e.g. an extracted older
 * commit), the same harness is also built against that checkout's `shared/src` and both are
 * measured in the same run, alternately (before, after, after, before, ...), so that the load of
 * a shared machine falls on both alike; the results hold both, side by side.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { chromium, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS = path.join(ROOT, 'bench', 'results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 30);
const BEFORE = process.env.TABLE_BEFORE ? path.resolve(process.env.TABLE_BEFORE) : null;
const WARMUP = 3;
const STEPS = ['mount', 'mountInMountedProvider', 'resort', 'pageChange', 'mountFolding', 'resortFolding'] as const;
type Step = (typeof STEPS)[number];
const FIGURES = ['work', 'firstFrame', 'everyRow'] as const;
type StepTimes = Record<(typeof FIGURES)[number], number>;
/**
 * The pause before each click, after the previous step's last frame: no one clicks a header within
 * milliseconds of the table appearing, and without it the click would also time the tail of the
 * step before (its garbage collection, the rows it rendered after its first frame).
 */
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 200);
/** Columns clicked in turn: text, number, date (each click toggles or switches the sort). */
const SORT_COLUMNS = ['Order Id', 'Jumlah', 'Tanggal', 'Nama'];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { runs: samples.length, median: round(at(0.5)), p95: round(at(0.95)), min: round(sorted[0]!), max: round(sorted.at(-1)!), samples: samples.map(round) };
}

const HARNESS = path.join(import.meta.dirname, 'harness.tsx');
const SHARED_SOURCE = path.join(ROOT, 'shared', 'src');

/** The harness's imports of `shared/src` taken from another checkout (its packages still from this one's install). */
function sharedFrom(checkout: string): Plugin {
  return {
    name: 'shared-from-checkout',
    setup(builder) {
      builder.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.importer !== HARNESS) return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        if (!target.startsWith(`${SHARED_SOURCE}${path.sep}`)) return undefined;
        return builder.resolve(`./${path.relative(SHARED_SOURCE, target)}`, { resolveDir: path.join(checkout, 'shared', 'src'), kind: args.kind });
      });
    },
  };
}

async function bundle(dir: string, checkout: string | null = null): Promise<string> {
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [HARNESS],
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(dir, 'harness.js'),
    // The theme's web font files, as the apps' builds emit them.
    loader: { '.woff2': 'file', '.woff': 'file' },
    logLevel: 'warning',
    ...(checkout ? { plugins: [sharedFrom(checkout)], nodePaths: [path.join(ROOT, 'node_modules')] } : {}),
  });
  const page = path.join(dir, 'index.html');
  writeFileSync(page, '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Table benchmark</title></head><body><div id="root"></div><script src="harness.js"></script></body></html>');
  return pathToFileURL(page).href;
}

type Figures = Record<keyof StepTimes, ReturnType<typeof stats>>;
type Samples = Record<Step, Record<keyof StepTimes, number[]>>;

/** One run of every step against the harness at `url`, each page fresh: nothing cached in React, the table or the style sheet. */
async function runOnce(page: Page, url: string, column: string): Promise<Record<Step, StepTimes>> {
  await page.goto(url);
  const mount = await page.evaluate(() => window.tableBench.mount());
  if ((await page.evaluate(() => window.tableBench.rowCount())) !== 100) throw new Error('the page did not show 100 rows');
  await page.waitForTimeout(SETTLE_MS);
  const resort = await page.evaluate((name) => window.tableBench.resort(name), column);
  await page.waitForTimeout(SETTLE_MS);
  const pageChange = await page.evaluate(() => window.tableBench.pageChange());
  // Another fresh page: the table alone, in a provider mounted before (a separate figure).
  await page.goto(url);
  const mountInMountedProvider = await page.evaluate(() => window.tableBench.mountInMountedProvider());
  // And one with column priorities, as the console's screens declare them (decision 095).
  await page.goto(url);
  const mountFolding = await page.evaluate(() => window.tableBench.mountFolding());
  if ((await page.evaluate(() => window.tableBench.rowCount())) !== 100) throw new Error('the folding table did not show 100 rows');
  await page.waitForTimeout(SETTLE_MS);
  const resortFolding = await page.evaluate((name) => window.tableBench.resort(name), column);
  return { mount, mountInMountedProvider, resort, pageChange, mountFolding, resortFolding };
}

const emptySamples = () => Object.fromEntries(STEPS.map((step) => [step, { firstFrame: [] as number[], work: [] as number[], everyRow: [] as number[] }])) as Samples;

function summarise(samples: Samples) {
  const figures = (step: Step) => Object.fromEntries(FIGURES.map((figure) => [figure, stats(samples[step][figure])])) as Figures;
  return {
    mountMs: figures('mount'),
    mountInMountedProviderMs: figures('mountInMountedProvider'),
    resortMs: figures('resort'),
    pageChangeMs: figures('pageChange'),
    mountFoldingMs: figures('mountFolding'),
    resortFoldingMs: figures('resortFolding'),
  };
}
type Summary = ReturnType<typeof summarise>;

/** The measures of the table, with the targets for the three it sets (work, decision 162). */
const MEASURES: { step: Step; what: string; target: string }[] = [
  { step: 'mount', what: 'render a 100-row page', target: '< 16 ms work' },
  { step: 'mountInMountedProvider', what: "render it in a provider mounted before (the theme's global styles in place)", target: '' },
  { step: 'resort', what: 're-sort it (header click)', target: '< 8 ms work' },
  { step: 'pageChange', what: 'change page (Next)', target: '< 8 ms work' },
  { step: 'mountFolding', what: 'render it with column priorities (decision 095: a details toggle per row, one column folded at 1366 px)', target: '' },
  { step: 'resortFolding', what: 're-sort that one', target: '' },
];

const cell = (figure: ReturnType<typeof stats>) => `${figure.median} (p95 ${figure.p95})`;
const loadText = (load: number[]) => load.map((value) => value.toFixed(2)).join(', ');

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'table-bench-'));
  if (BEFORE && !existsSync(path.join(BEFORE, 'shared', 'src', 'table', 'data-table.tsx'))) throw new Error(`TABLE_BEFORE: no shared/src/table in ${BEFORE}`);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const variants = [
      ...(BEFORE ? [{ name: 'before' as const, url: await bundle(path.join(dir, 'before'), BEFORE), samples: emptySamples() }] : []),
      { name: 'after' as const, url: await bundle(path.join(dir, 'after')), samples: emptySamples() },
    ];
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const loadAtStart = loadavg();
    for (let run = 0; run < RUNS + WARMUP; run += 1) {
      const column = SORT_COLUMNS[run % SORT_COLUMNS.length]!;
      // Before, after; then after, before: neither always follows the other.
      for (const variant of run % 2 === 0 ? variants : [...variants].reverse()) {
        const times = await runOnce(page, variant.url, column);
        if (run < WARMUP) continue;
        for (const step of STEPS) for (const figure of FIGURES) variant.samples[step][figure].push(times[step][figure]);
      }
    }
    const loadAtEnd = loadavg();
    const summaries = Object.fromEntries(variants.map((variant) => [variant.name, summarise(variant.samples)])) as { before?: Summary; after: Summary };
    const after = summaries.after;
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: browser.version() },
      loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
      setup: { rows: 1000, pageSize: 100, mode: 'client', react: 'production', warmupRuns: WARMUP, sortColumns: SORT_COLUMNS, ...(BEFORE ? { before: 'TABLE_BEFORE', alternated: true } : {}) },
      ...after,
      ...(summaries.before ? { before: summaries.before } : {}),
    };
    writeFileSync(path.join(RESULTS, 'table.json'), `${JSON.stringify(result, null, 2)}\n`);
    const key = (step: Step) => `${step}Ms` as const;
    const table = summaries.before
      ? [
          '| measure | target | work: before | work: after | first frame: before | first frame: after | every row: before | every row: after |',
          '|---|---|---|---|---|---|---|---|',
          ...MEASURES.map(({ step, what, target }) => {
            const [b, a] = [summaries.before![key(step)], after[key(step)]];
            return `| ${what} | ${target} | ${cell(b.work)} | **${cell(a.work)}** | ${cell(b.firstFrame)} | ${cell(a.firstFrame)} | ${cell(b.everyRow)} | ${cell(a.everyRow)} |`;
          }),
        ]
      : [
          '| measure | target | work: median (ms) | first frame: median (ms) | every row: median (ms) |',
          '|---|---|---|---|---|',
          ...MEASURES.map(({ step, what, target }) => `| ${what} | ${target} | ${cell(after[key(step)].work)} | ${cell(after[key(step)].firstFrame)} | ${cell(after[key(step)].everyRow)} |`),
        ];
    writeFileSync(
      path.join(RESULTS, 'table.md'),
      [
        '# DataTable benchmark',
        '',
        `Measured ${result.measuredAt} on ${result.machine.cpus} x ${result.machine.cpu}, Chromium ${result.machine.chromium}, Node ${result.machine.node}.`,
        `Load average (1, 5, 15 min) ${loadText(loadAtStart)} at the start and ${loadText(loadAtEnd)} at the end, on ${result.machine.cpus} cores: the machine is shared, and every figure is higher the busier it is.`,
        `Client mode, 1,000 rows, 100 per page, production React; ${RUNS} runs after ${WARMUP} warm-up runs, a fresh page each.`,
        ...(summaries.before
          ? ['"Before" is the same harness built against another checkout\'s `shared/src` (`TABLE_BEFORE`), measured in the same run, alternately with "after" (this checkout).']
          : []),
        '"Render" mounts the console\'s theme provider (`ConsoleThemeProvider`) with the table;',
        '"render it in a provider mounted before" shows the table in a provider already painted. Milliseconds from the step\'s start, median (and 95th percentile):',
        '',
        '- **work**: the main thread\'s time to the first frame showing the result: until React\'s commit, plus',
        '  that frame\'s style, layout and paint. The wait for the display\'s next frame in between is left out;',
        '  it depends only on when in a frame the click came (0 to 16.7 ms at 60 Hz).',
        '- **first frame**: until the first frame showing the result is painted, that wait included.',
        '- **every row**: until the frame in which all 100 rows are painted. A new page first renders the rows',
        '  that fill the table\'s visible height, and the rest right after that frame (decision 073).',
        '',
        ...table,
        '',
        'Run it with `npx tsx bench/table/run.ts` (`RUNS`, `CHROME_PATH`, `TABLE_BEFORE` optional).',
        '',
      ].join('\n'),
    );
    for (const variant of variants) {
      for (const step of STEPS) {
        const { work, firstFrame, everyRow } = summaries[variant.name]![key(step)];
        console.log(`${variant.name} ${step}: work ${work.median} ms, first frame ${firstFrame.median} ms, every row ${everyRow.median} ms (medians)`);
      }
    }
    console.log(`load average ${loadText(loadAtStart)} at the start, ${loadText(loadAtEnd)} at the end`);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
