/**
 * The login page's scripts by package (gzip -9), as the budget check measures them, without the
 * rest of the budget check: `npm run build && npx tsx bench/bundle/login-parts.ts`.
 */
import path from 'node:path';
import { gzipByPackage, gzipSize } from '../../tools/src/rspack/composition';
import { launchChromium, loginPageScripts, startConsole } from '../support/console';

async function main(): Promise<void> {
  const running = await startConsole({ consolePort: 8580, apiPort: 3580 });
  const browser = await launchChromium();
  try {
    const files = await loginPageScripts(await browser.newPage(), running);
    const parts = [...gzipByPackage(files)].map(([name, bytes]) => [name, Math.round(bytes)] as const).sort((a, b) => b[1] - a[1]);
    console.log(JSON.stringify({ bytes: files.reduce((sum, file) => sum + gzipSize(file), 0), files: files.map((file) => path.basename(file)), parts: Object.fromEntries(parts) }, null, 1));
  } finally {
    await browser.close();
    running.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
