/**
 * How long a verified release takes, as a release manager runs it: `npm run release -- publish`
 * (the CLI's start, the identity, completeness, integrity, compatibility and names checks, the
 * load check in jsdom, copying and compressing, the registry write), from the apps' current
 * `dist/` into a throw-away releases folder. No server is started.
 *
 * - the first publish of every app into an empty releases folder (what `npm start` does on a
 *   fresh machine, and what the e2e suite starts with), app by app;
 * - RUNS (default 5) verified publishes of each remote, each a build that differs from the last
 *   (its dist with a note), under the active shell: wall and CPU time of the command (CPU with GNU
 *   time, when installed: on a busy shared machine it says more than the wall time), and the load
 *   check's own wall time;
 * - RUNS dry runs of a remote's publish.
 *
 * Writes bench/results/release.json.
 *
 *   npm run build && npx tsx bench/release/run.ts
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/console';
import { stats } from '../support/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const APPS = ['shell', 'mf-transactions', 'mf-master', 'mf-notifications'] as const;
const REMOTES = APPS.filter((app) => app !== 'shell');

interface PublishJson {
  version?: string;
  verification?: { passed: boolean; checks: { name: string; status: string; ms?: number }[] };
}

const state = mkdtempSync(path.join(tmpdir(), 'console-bench-release-'));
const env = { ...process.env, RELEASES_DIR: path.join(state, 'releases') };

/** GNU time, when installed: the CPU time of the command (its worker thread included), which the machine's load moves less than its wall time. */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Runs the release CLI as `npm run release` does; returns its wall and CPU time and its JSON answer. */
function release(args: string[]): { ms: number; cpuMs: number | null; json: PublishJson; stdout: string } {
  const command = [process.execPath, '--import', 'tsx', path.join(ROOT, 'tools/src/release/cli.ts'), ...args];
  const started = performance.now();
  const result = TIME
    ? spawnSync(TIME, ['-f', 'CPU %U %S', ...command], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    : spawnSync(command[0] as string, command.slice(1), { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} failed:\n${result.stderr}`);
  const cpu = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr);
  const cpuMs = cpu ? Math.round((Number(cpu[1]) + Number(cpu[2])) * 1000) : null;
  let json: PublishJson = {};
  try {
    json = JSON.parse(result.stdout) as PublishJson;
  } catch {
    // Text output (a dry run).
  }
  return { ms, cpuMs, json, stdout: result.stdout };
}

/** A build of `app` that differs from every release so far: its dist with a note. */
function distinctBuild(app: string, note: string): string {
  const copy = path.join(state, 'builds', `${app}-${note}`);
  cpSync(path.join(ROOT, app, 'dist'), copy, { recursive: true });
  writeFileSync(path.join(copy, 'release-note.txt'), `${note}\n`);
  return copy;
}

const loadMs = (json: PublishJson) => json.verification?.checks.find((check) => check.name === 'load')?.ms;

function main(): void {
  for (const app of APPS) {
    if (!existsSync(path.join(ROOT, app, 'dist', 'build-info.json'))) throw new Error(`${app} has no current build: run \`npm run build\` first`);
  }
  const loadAverageAtStart = loadavg().map((value) => Math.round(value * 10) / 10);

  const first: Record<string, { ms: number; cpuMs: number | null; loadCheckMs: number | null }> = {};
  for (const app of APPS) {
    const { ms, cpuMs, json } = release(['publish', app, '--json']);
    if (!json.verification?.passed) throw new Error(`the first publish of ${app} did not pass its checks`);
    first[app] = { ms, cpuMs, loadCheckMs: loadMs(json) ?? null };
    console.log(`first publish of ${app}: ${ms} ms, CPU ${cpuMs ?? '-'} ms (load check ${loadMs(json) ?? '-'} ms)`);
  }

  const publishMs: Record<string, number[]> = {};
  const publishCpuMs: Record<string, number[]> = {};
  const loadCheckMs: Record<string, number[]> = {};
  for (let run = 0; run < RUNS; run += 1) {
    for (const app of REMOTES) {
      const build = distinctBuild(app, `run-${run}`);
      const { ms, cpuMs, json } = release(['publish', app, '--from', build, '--json']);
      rmSync(build, { recursive: true, force: true });
      if (!json.verification?.passed) throw new Error(`publish of ${app} did not pass its checks`);
      (publishMs[app] ??= []).push(ms);
      if (cpuMs !== null) (publishCpuMs[app] ??= []).push(cpuMs);
      const load = loadMs(json);
      if (load !== undefined) (loadCheckMs[app] ??= []).push(load);
      console.log(`verified publish of ${app}: ${ms} ms, CPU ${cpuMs ?? '-'} ms (load check ${load ?? '-'} ms)`);
    }
  }

  const dryRunMs: number[] = [];
  let dryRunOutput = '';
  for (let run = 0; run < RUNS; run += 1) {
    const build = distinctBuild('mf-transactions', `dry-${run}`);
    const result = release(['publish', 'mf-transactions', '--from', build, '--dry-run']);
    rmSync(build, { recursive: true, force: true });
    dryRunMs.push(result.ms);
    dryRunOutput = result.stdout;
  }

  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model.trim() ?? 'unknown', loadAverageAtStart, loadAverageAtEnd: loadavg().map((value) => Math.round(value * 10) / 10) },
    runs: RUNS,
    firstPublish: { ...first, totalMs: Object.values(first).reduce((sum, app) => sum + app.ms, 0), totalCpuMs: Object.values(first).reduce((sum, app) => sum + (app.cpuMs ?? 0), 0) },
    verifiedPublishMs: Object.fromEntries(Object.entries(publishMs).map(([app, samples]) => [app, stats(samples)])),
    verifiedPublishCpuMs: Object.fromEntries(Object.entries(publishCpuMs).map(([app, samples]) => [app, stats(samples)])),
    loadCheckMs: Object.fromEntries(Object.entries(loadCheckMs).map(([app, samples]) => [app, stats(samples)])),
    dryRunOfMfTransactionsMs: stats(dryRunMs),
    dryRunOutput,
  };
  writeFileSync(path.join(ROOT, 'bench/results/release.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('bench/results/release.json written');
}

try {
  main();
} finally {
  rmSync(state, { recursive: true, force: true });
}
