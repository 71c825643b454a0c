import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ROOT_DIR, serverEnv, STATE_DIR } from './environment';

// A fresh database and releases folder for every run, then exactly what `npm start` does.
rmSync(STATE_DIR, { recursive: true, force: true });
const child = spawn('npm', ['start'], { cwd: ROOT_DIR, env: serverEnv(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
