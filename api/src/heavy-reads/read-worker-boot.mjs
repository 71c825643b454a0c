// A worker thread does not inherit the TypeScript loader (tsx) of the thread that started it, so it
// registers one before loading its TypeScript entry (`workerData.entry`).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
