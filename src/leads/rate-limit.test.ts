import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRateLimiter } from './rate-limit.ts';

test('an address gets `max` requests per window, then a Retry-After until the window ends', () => {
  let now = 1_000_000;
  const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => now });
  assert.deepEqual(limiter.take('a'), { allowed: true });
  assert.deepEqual(limiter.take('a'), { allowed: true });
  assert.deepEqual(limiter.take('a'), { allowed: false, retryAfterSeconds: 60 });
  assert.deepEqual(limiter.take('b'), { allowed: true });
  now += 45_500;
  assert.deepEqual(limiter.take('a'), { allowed: false, retryAfterSeconds: 15 });
  now += 14_500;
  assert.deepEqual(limiter.take('a'), { allowed: true });
});

test('the table stays bounded; dropping the oldest window only forgives', () => {
  let now = 0;
  const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxTracked: 3, now: () => now });
  for (const key of ['a', 'b', 'c']) limiter.take(key);
  assert.equal(limiter.take('c').allowed, false);
  limiter.take('d'); // evicts 'a', the oldest window
  assert.equal(limiter.take('a').allowed, true);
  assert.equal(limiter.take('d').allowed, false);
  now = 5000; // all expired: swept instead of evicting live windows
  for (const key of ['e', 'f', 'g']) assert.equal(limiter.take(key).allowed, true);
});
