import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CONSOLE_PORT, CONSOLE_URL } from './support/environment';

export default defineConfig({
  testDir: './tests',
  // One console and one database serve the whole run; tests create their own data.
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  // The JSON file feeds npm test's time report (tools/src/test/test-time-report.ts).
  reporter: [['list'], ['json', { outputFile: './test-results/e2e-results.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: CONSOLE_URL,
    browserName: 'chromium',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npx tsx support/start-servers.ts',
    url: `http://127.0.0.1:${CONSOLE_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
