/** The part of autocannon 9 the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stops after this many requests overall (the run also ends at `duration`). */
    maxOverallRequests?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    expectBody?: string;
    /** The requests each connection makes in turn; `setupRequest` may change each one before it is sent. */
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
  }

  interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
    stop(): void;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
  export type { Instance, RawRequest, Result };
}
