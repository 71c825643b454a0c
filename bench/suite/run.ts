/**
 * `npm run bench`: every benchmark, one after the other, each bounded in time, then one table of
 * their figures in bench/results/BENCHMARKS.md (medians of repeated runs, machine and date).
 * BENCH_CONSOLE_PORT / BENCH_API_PORT move the servers the browser benchmarks start; BUILD_RUNS
 * (default 3) repeats the build timings; SKIP=api,lighthouse,... leaves benchmarks out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/console';
import { stats } from '../support/stats';
import { renderBenchmarks } from './render';

const APPS = ['shell', 'mf-transactions', 'mf-master', 'mf-notifications'];
const BUILD_RUNS = Number(process.env.BUILD_RUNS ?? 3);
const SKIP = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));

/** Runs a command with a time limit; returns its wall time in ms, or throws with its output. */
function run(label: string, command: string, args: string[], minutes: number): number {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: minutes * 60_000, env: process.env });
  const took = Date.now() - started;
  if (result.status !== 0) throw new Error(`${label} failed (${result.signal ?? `exit ${result.status}`} after ${(took / 1000).toFixed(0)} s):\n${result.stdout}\n${result.stderr}`.slice(0, 4000));
  console.log(`${label}: ${(took / 1000).toFixed(1)} s`);
  return took;
}

function buildTimes(): void {
  const samples: Record<string, number[]> = Object.fromEntries([...APPS, 'all'].map((app) => [app, []]));
  for (let i = 0; i < BUILD_RUNS; i += 1) {
    for (const app of APPS) samples[app]?.push(run(`build ${app}`, 'npm', ['run', 'build', '-w', app], 5));
    samples.all?.push(run('build all', 'npm', ['run', 'build'], 10));
  }
  const result = { measuredAt: new Date().toISOString(), runs: BUILD_RUNS, wallMs: Object.fromEntries(Object.entries(samples).map(([app, values]) => [app, stats(values)])) };
  writeFileSync(path.join(ROOT, 'bench/results/build.json'), `${JSON.stringify(result, null, 2)}\n`);
}

const STEPS: { name: string; run: () => void }[] = [
  { name: 'build', run: buildTimes },
  { name: 'bundle', run: () => run('bundle', 'npx', ['tsx', 'bench/bundle/run.ts'], 10) },
  { name: 'budget', run: () => void spawnSync('npx', ['tsx', 'bench/budget/check.ts'], { cwd: ROOT, stdio: 'inherit', timeout: 10 * 60_000 }) },
  { name: 'console', run: () => run('console (sign-in, first visits, heap)', 'npx', ['tsx', 'bench/console/run.ts'], 20) },
  {
    name: 'static',
    run: () => {
      run('build the single-bundle shell', 'npm', ['run', 'build:static'], 5);
      run('federated versus single bundle', 'npx', ['tsx', 'bench/static/run.ts'], 20);
    },
  },
  { name: 'lighthouse', run: () => run('lighthouse', 'npx', ['tsx', 'bench/lighthouse/run.ts'], 20) },
  { name: 'release', run: () => run('release (verified publishes, load check)', 'npx', ['tsx', 'bench/release/run.ts'], 10) },
  { name: 'table', run: () => run('table', 'npx', ['tsx', 'bench/table/run.ts'], 15) },
  { name: 'api', run: () => run('api', 'npm', ['run', 'bench:api'], 15) },
  { name: 'load', run: () => run('load (API under load, two exports)', 'npm', ['run', 'bench:load'], 15) },
  { name: 'soak', run: () => run('browser soak', 'npm', ['run', 'bench:soak'], 20) },
  { name: 'export', run: () => (existsSync(path.join(ROOT, 'bench/export/run.ts')) ? void run('export', 'npx', ['tsx', 'bench/export/run.ts'], 15) : console.log('export: no benchmark yet')) },
];

const failures: string[] = [];
for (const step of STEPS) {
  if (SKIP.has(step.name)) continue;
  try {
    step.run();
  } catch (error) {
    failures.push(step.name);
    console.error(error instanceof Error ? error.message : error);
  }
}
writeFileSync(path.join(ROOT, 'bench/results/BENCHMARKS.md'), renderBenchmarks(ROOT));
console.log(`bench/results/BENCHMARKS.md written${failures.length ? `; failed: ${failures.join(', ')}` : ''}`);
if (failures.length) process.exitCode = 1;
