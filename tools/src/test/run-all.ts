import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { ROOT_DIR } from '../paths';

/**
 * `npm test`: lint, typecheck, unit and component tests, the production build, the bundle
 * budgets, a bounded load run of the API, then the end-to-end suite in Chromium. Stops at the
 * first failing step.
 */
const STEPS: { name: string; args: string[] }[] = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'unit and component tests (jest)', args: ['run', 'test:unit', '--', '--ci'] },
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

const chrome = chromiumPath();
for (const step of STEPS) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', step.args, { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } });
  if (result.status !== 0) {
    console.error(`\nnpm test: "${step.name}" failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${step.name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
console.log('\nnpm test: every step passed.');
