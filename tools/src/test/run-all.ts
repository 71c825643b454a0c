import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths';
import { e2eTimes, jestFileTimes, timeReport, type StepTime } from './test-time-report';

/** Where jest and Playwright leave their results for the time report (`e2e/playwright.config.ts` names the second). */
const RESULTS_DIR = path.join(ROOT_DIR, 'test-results');
const JEST_RESULTS = path.join(RESULTS_DIR, 'jest-results.json');
const E2E_RESULTS = path.join(ROOT_DIR, 'e2e', 'test-results', 'e2e-results.json');

/**
 * `npm test`: lint, typecheck, unit and component tests, the production build, the bundle
 * budgets, a bounded load run of the API, then the end-to-end suite in Chromium. Stops at the
 * first failing step, and says where the time went either way (`test-results/npm-test-times.md`).
 * Jest runs a worker per core (its default leaves one core idle, and nothing else runs then).
 */
const STEPS: { name: string; args: string[] }[] = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'unit and component tests (jest)', args: ['run', 'test:unit', '--', '--ci', '--maxWorkers=100%', '--json', `--outputFile=${JEST_RESULTS}`] },
  { name: 'production build', args: ['run', 'build'] },
  { name: 'single-bundle build (the yardstick of bench/static, kept buildable)', args: ['run', 'build:static'] },
  { name: 'bundle budgets (gzip sizes of what the login page and each remote load, and the price of federation)', args: ['run', 'test:budgets'] },
  { name: 'API under load, bounded (every scenario of bench/load; errors must be 0)', args: ['run', 'test:reliability'] },
  { name: 'end-to-end tests (Playwright, Chromium)', args: ['run', 'test:e2e'] },
];

function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    console.error(
      `Chromium is missing: no executable at ${candidate}.\n` +
        'Install it with `apt-get install -y chromium` (Debian) or point CHROME_PATH at a Chromium binary.\n' +
        'The end-to-end tests cannot download a browser of their own.',
    );
    process.exit(1);
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function reportTimes(steps: StepTime[]): void {
  const report = timeReport(steps, jestFileTimes(readJson(JEST_RESULTS) ?? {}, ROOT_DIR), e2eTimes(readJson(E2E_RESULTS) ?? {}));
  writeFileSync(path.join(RESULTS_DIR, 'npm-test-times.md'), report);
  console.log(`\n${report}`);
}

const chrome = chromiumPath();
mkdirSync(RESULTS_DIR, { recursive: true });
rmSync(JEST_RESULTS, { force: true });
rmSync(E2E_RESULTS, { force: true });
const times: StepTime[] = [];
for (const step of STEPS) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', step.args, { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } });
  const seconds = (Date.now() - started) / 1000;
  times.push({ name: step.name, seconds, passed: result.status === 0 });
  if (result.status !== 0) {
    reportTimes(times);
    console.error(`\nnpm test: "${step.name}" failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${step.name}: passed in ${seconds.toFixed(1)} s ===`);
}
reportTimes(times);
console.log('\nnpm test: every step passed.');
