/**
 * A steady stream of GET requests: one every 1/rate seconds, each sent on time whether or not the
 * ones before were answered (as many users clicking do), on keep-alive connections from a pool.
 * A stall of the server then shows in the latencies of every request that arrived during it,
 * where a closed loop (each connection asking again only once answered) sends few requests during
 * a stall and hides it, and autocannon's rate limit sends each second's requests in one burst.
 */
import { Agent, request } from 'node:http';
import type { LoadFigure } from './cannon';

export interface SteadySpec {
  name: string;
  request: string;
  url: string;
  token: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** Every reply must equal this byte for byte. */
  expectBody?: string;
  /** Given a function that ends the stream early (e.g. when the exports are done). */
  whileRunning?: (stop: () => void) => void;
}

/** Connections the stream may hold open at once; a request finding none free waits for one (and that wait counts). */
const MAX_SOCKETS = 64;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Number((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN).toFixed(2));
}

export function runSteady(spec: SteadySpec): Promise<LoadFigure> {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const url = new URL(spec.url);
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let bodyMismatches = 0;
  let stopped = false;
  spec.whileRunning?.(() => (stopped = true));

  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const sent = performance.now();
      let timedOut = false;
      const outgoing = request(url, { agent, headers: { Authentication: spec.token } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(performance.now() - sent);
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) non2xx += 1;
          else if (spec.expectBody !== undefined && Buffer.concat(chunks).toString() !== spec.expectBody) bodyMismatches += 1;
          resolve();
        });
        response.on('error', () => {
          errors += 1;
          resolve();
        });
      });
      outgoing.setTimeout(30_000, () => {
        timedOut = true;
        outgoing.destroy();
      });
      outgoing.on('error', () => {
        if (timedOut) timeouts += 1;
        else errors += 1;
        resolve();
      });
      outgoing.end();
    });

  return (async () => {
    const started = performance.now();
    const interval = 1000 / spec.rate;
    const inFlight: Promise<void>[] = [];
    for (let i = 0; !stopped && i < spec.rate * spec.seconds; i++) {
      // Each request at its own moment from the start, so a late timer does not shift the rest.
      const wait = started + i * interval - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(one());
    }
    await Promise.all(inFlight);
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      name: spec.name,
      request: spec.request,
      connections: MAX_SOCKETS,
      overallRate: spec.rate,
      limits: { seconds: spec.seconds, maxRequests: spec.rate * spec.seconds },
      seconds: Number(seconds.toFixed(1)),
      requests: latencies.length,
      requestsPerSecond: Number((latencies.length / seconds).toFixed(1)),
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: percentile(latencies, 100) },
      errors,
      timeouts,
      non2xx,
      bodyMismatches,
    };
  })();
}
