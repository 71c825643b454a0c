import { rateLimiter } from './rate-limit';

describe('rateLimiter', () => {
  it('lets a client make its burst at once, then one more as the bucket refills', () => {
    const limiter = rateLimiter({ burst: 3, perMinute: 6 });
    const at = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take('a', at).allowed)).toEqual([true, true, true]);
    expect(limiter.take('a', at)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.take('a', at + 9_000).allowed).toBe(false);
    expect(limiter.take('a', at + 20_000).allowed).toBe(true);
  });

  it('counts each client on its own', () => {
    const limiter = rateLimiter({ burst: 1, perMinute: 1 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 0).allowed).toBe(false);
    expect(limiter.take('b', 0).allowed).toBe(true);
  });

  it('remembers a bounded number of clients', () => {
    const limiter = rateLimiter({ burst: 1, perMinute: 1, maxClients: 100 });
    for (let index = 0; index < 1000; index += 1) limiter.take(`client-${index}`, 0);
    expect(limiter.size).toBe(100);
  });
});
