/**
 * Per-address rate limiting for POST /api/contact: a fixed window per address, in memory. A person sends one or two
 * leads (a few more after fixing a field); a script sending hundreds gets 429 with Retry-After.
 *
 * In memory on purpose, also with several server processes on one PostgreSQL database (each counts its own, so an
 * address gets at most N times the limit): it is checked before anything else and costs the database nothing,
 * keeps refusing while the database is away, and losing the counters on a restart only forgives. A shared limit in
 * the database was measured and costs a write per request (docs/operador-leads.md, "Dois ou mais processos").
 * The table is bounded: beyond `maxTracked` addresses, expired windows are swept and then the oldest window is
 * dropped, which can only let an address through early, never block one wrongly.
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  maxTracked?: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Counts one request from `key` and says whether it may go on. */
  take(key: string): RateDecision;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { max, windowMs, maxTracked = 10_000, now = Date.now } = options;
  // Insertion order = window start order, so the first entries are the oldest windows.
  const windows = new Map<string, { count: number; resetAt: number }>();

  function makeRoom(at: number): void {
    for (const [key, window] of windows) {
      if (windows.size < maxTracked) return;
      if (window.resetAt <= at) windows.delete(key);
      else break;
    }
    while (windows.size >= maxTracked) windows.delete(windows.keys().next().value!);
  }

  return {
    take(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.delete(key);
        makeRoom(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
  };
}
