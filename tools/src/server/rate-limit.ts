export interface RateLimitOptions {
  /** Requests a client may make at once (the bucket's size). */
  burst: number;
  /** Requests a client may make per minute on average (the bucket refills at this rate). */
  perMinute: number;
  /** Clients remembered at most; the longest-unseen are forgotten first. */
  maxClients?: number;
}

/**
 * A token bucket per client: `take(key)` says whether the client may go on, or after how many
 * seconds it may. In memory, per console server; memory stays bounded by `maxClients`.
 */
export function rateLimiter({ burst, perMinute, maxClients = 10_000 }: RateLimitOptions) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = perMinute / 60_000;
  return {
    take(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const previous = buckets.get(key);
      const tokens = previous ? Math.min(burst, previous.tokens + (now - previous.at) * refillPerMs) : burst;
      buckets.delete(key);
      if (buckets.size >= maxClients) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      return { allowed: true };
    },
    /** Clients remembered now (for tests). */
    get size() {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
