/**
 * The chart-library comparison of decision 111, repeatable: one panel's chart (a day's paid amount
 * hour by hour against the day before) drawn by the console's SVG `BarChart` and by
 * `@chakra-ui/charts` on recharts (installed in this folder only: `npm ci --legacy-peer-deps`).
 * - bytes: what each adds to a panel's chunk, bundled by esbuild (minified ES module) with what the
 *   shell already provides as singletons left out (React, React DOM, Chakra, Emotion), gzip -9;
 * - render: in headless Chromium, a page with React and Chakra, each chart rendered into a fresh
 *   root `RUNS` times (alternating, after `WARMUP` each) until its 24 bars are in the page: p50, p95.
 * Writes bench/results/charts.{json,md}. Run: `npx tsx bench/charts/run.ts` (RUNS, 40).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchChromium, ROOT } from '../support/console';

const HERE = import.meta.dirname;
const RUNS = Number(process.env.RUNS ?? 40);
const WARMUP = 5;
const PROVIDED = ['react', 'react-dom', 'react/jsx-runtime', '@chakra-ui/react', '@emotion/react'];
const KINDS = { svg: 'SVG BarChart (@console/shared)', chakra: '@chakra-ui/charts + recharts' } as const;
type Kind = keyof typeof KINDS;

async function bundle(entry: string, options: { external?: string[]; format: 'esm' | 'iife' }): Promise<string> {
  const result = await build({
    entryPoints: [path.join(HERE, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: options.format,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: options.external ?? [],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return result.outputFiles[0]?.text ?? '';
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (value: number) => Number(value.toFixed(2));

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const bytes = {} as Record<Kind, { minified: number; gzip9: number }>;
  for (const [kind, entry] of [['svg', 'svg-chart.tsx'], ['chakra', 'chakra-chart.tsx']] as const) {
    const code = await bundle(entry, { external: PROVIDED, format: 'esm' });
    bytes[kind] = { minified: Buffer.byteLength(code), gzip9: gzipSync(code, { level: 9 }).length };
  }

  const page = await bundle('page.tsx', { format: 'iife' });
  const browser = await launchChromium();
  const times: Record<Kind, number[]> = { svg: [], chakra: [] };
  try {
    const tab = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await tab.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await tab.addScriptTag({ content: page });
    for (let run = 0; run < WARMUP + RUNS; run++) {
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const ms = await tab.evaluate((which) => window.renderChart(which), kind);
        if (run >= WARMUP) times[kind].push(ms);
      }
    }
  } finally {
    await browser.close();
  }

  const rows = (Object.keys(KINDS) as Kind[]).map((kind) => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    return { kind, library: KINDS[kind], bytesMinified: bytes[kind].minified, bytesGzip9: bytes[kind].gzip9, renderP50Ms: round(percentile(sorted, 50)), renderP95Ms: round(percentile(sorted, 95)) };
  });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage1mBefore: round(loadBefore), loadAverage1mAfter: round(loadavg()[0] ?? 0) },
    chart: '24 bars (a day hour by hour) with a second series (the day before)',
    bytes: `esbuild, minified ES module, without ${PROVIDED.join(', ')} (the shell's singletons); gzip -9`,
    render: `headless Chromium, React production build, a fresh root per render until 24 bars are in the page; ${RUNS} runs each after ${WARMUP} warm-ups, alternating`,
    rows,
  };
  writeFileSync(path.join(ROOT, 'bench/results/charts.json'), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    '# Chart libraries for the Home panels',
    '',
    `Measured ${report.measuredAt} on ${report.machine.cpus} cores (${report.machine.cpuModel}) by \`bench/charts/run.ts\`; load average ${report.machine.loadAverage1mBefore} before, ${report.machine.loadAverage1mAfter} after. One chart: ${report.chart}.`,
    `Bytes: ${report.bytes}. Render: ${report.render}.`,
    '',
    '| chart | added to the panel chunk, minified | gzip -9 | render p50 ms | render p95 ms |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.library} | ${row.bytesMinified.toLocaleString('en')} | ${row.bytesGzip9.toLocaleString('en')} | ${row.renderP50Ms} | ${row.renderP95Ms} |`),
    '',
  ];
  writeFileSync(path.join(ROOT, 'bench/results/charts.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
