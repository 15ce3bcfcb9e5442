/**
 * Waiting for another process's write lock without stopping the server. better-sqlite3 is synchronous: with SQLite's
 * own busy_timeout of 5 s, a `leads purge` or a `sqlite3` shell holding the lock froze the one thread that answers
 * every request, so two leads waited 5 and 10 s in a row and a page took 10 s. SQLite now waits a few milliseconds
 * itself; past that, the work is tried again after a pause in which the server answers other requests.
 */

/** How long SQLite itself may block the thread on a lock before it answers SQLITE_BUSY. */
export const BLOCKING_WAIT_MS = 20;

/** How long a piece of work is tried again before its SQLITE_BUSY is passed on (the server then answers 503). */
export const BUSY_LIMIT_MS = 5_000;

/** SQLite's answers for a lock held elsewhere (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED...). */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

/** `work()`, tried again with growing pauses (10 ms to 200 ms) while the database is busy, for up to `limitMs`. */
export async function whenFree<T>(work: () => Promise<T> | T, limitMs = BUSY_LIMIT_MS): Promise<T> {
  const started = Date.now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    try {
      return await work();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started + pause > limitMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * The same object, each of its methods tried again while the database is busy. A method is one transaction or one
 * statement, so trying it again does nothing twice.
 */
export function waitingWhileBusy<T extends object>(methods: T, limitMs = BUSY_LIMIT_MS): T {
  const wrapped = { ...methods } as Record<string, unknown>;
  for (const [name, method] of Object.entries(methods)) {
    if (typeof method === 'function') wrapped[name] = (...args: unknown[]) => whenFree(() => method.apply(methods, args), limitMs);
  }
  return wrapped as T;
}
