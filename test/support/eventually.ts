/**
 * Waiting for a condition instead of for luck: retries `check` (which throws, e.g. with assert) until it passes or
 * `timeout` ms have gone, then rethrows its last error so the failure message is the assertion's own.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (let wait = 25; ; wait = Math.min(wait * 2, 250)) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
