import { parentPort } from 'node:worker_threads';
import { type ConsolePageInput, runConsolePage } from './console-page';

// The load check's page runs in a worker thread of its own: a release whose code never stops
// running (or leaks) can be stopped by terminating the thread, and leaves the release command
// alone. The thread starts (and loads jsdom) while the release is still being copied, then waits
// for the page to run.
parentPort?.once('message', (input: ConsolePageInput) => {
  runConsolePage(input).then(
    (outcome) => parentPort?.postMessage({ outcome }),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
parentPort?.postMessage({ ready: true });
