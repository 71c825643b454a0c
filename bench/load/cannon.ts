/**
 * One bounded load run with autocannon: a fixed number of connections for at most `seconds` and
 * at most `maxRequests` requests (whichever comes first), plus a hard stop a little after.
 * Latencies are kept per request, so p95 is exact rather than from autocannon's histogram.
 */
import autocannon, { type Instance, type RawRequest } from 'autocannon';

export interface LoadSpec {
  name: string;
  /** What is requested, for the report (method and path). */
  request: string;
  url: string;
  connections: number;
  seconds: number;
  maxRequests: number;
  token: string;
  method?: 'GET' | 'POST';
  /** A JSON body (sent with `Content-Type: application/json`). */
  body?: unknown;
  /** Paths taken in turn (each request the next one), for detail and action endpoints. */
  paths?: string[];
  /** Every reply must equal this byte for byte. */
  expectBody?: string;
}

export interface LoadFigure {
  name: string;
  request: string;
  connections: number;
  /** Requests per second of a steady stream (steady.ts); absent for a closed loop. */
  overallRate?: number;
  limits: { seconds: number; maxRequests: number };
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  bodyMismatches: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? Number.NaN).toFixed(2));
}

/** Runs the load; `whileRunning` is given the instance (to stop it early, e.g. when exports end). */
export function runLoad(spec: LoadSpec, whileRunning?: (instance: Instance) => void): Promise<LoadFigure> {
  const latencies: number[] = [];
  const headers: Record<string, string> = spec.token ? { Authentication: spec.token } : {};
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
  let next = 0;
  const paths = spec.paths;
  const requests = paths
    ? [{ setupRequest: (request: RawRequest): RawRequest => ({ ...request, path: paths[next++ % paths.length] }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer: { hardStop?: NodeJS.Timeout } = {};
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.seconds,
        maxOverallRequests: spec.maxRequests,
        timeout: 30,
        method: spec.method ?? 'GET',
        headers,
        // autocannon refuses `expectBody` next to a `requests` key, even an undefined one.
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
        ...(spec.expectBody === undefined ? {} : { expectBody: spec.expectBody }),
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        clearTimeout(timer.hardStop);
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const seconds = (Date.now() - started) / 1000;
        resolve({
          name: spec.name,
          request: spec.request,
          connections: spec.connections,
            limits: { seconds: spec.seconds, maxRequests: spec.maxRequests },
          seconds: Number(seconds.toFixed(1)),
          requests: latencies.length,
          requestsPerSecond: Number((latencies.length / seconds).toFixed(1)),
          latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: percentile(latencies, 100) },
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          bodyMismatches: result.mismatches,
        });
      },
    );
    timer.hardStop = setTimeout(() => instance.stop(), (spec.seconds + 30) * 1000);
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
    whileRunning?.(instance);
  });
}

export const failures = (figure: LoadFigure) => figure.errors + figure.timeouts + figure.non2xx + figure.bodyMismatches;
