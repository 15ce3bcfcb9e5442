/**
 * Waits until React has claimed an island's markup and run its effects (the upgrades of `useHydrated` included),
 * so that a held-back click is replayed on the hydrated widget. React marks the elements it owns with a
 * `__reactFiber$…` property; hydration of one small island takes a few frames. Bounded: after about two seconds the
 * click is replayed anyway.
 */
const MAX_FRAMES = 120;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function claimed(element: HTMLElement): boolean {
  const first = [...element.children].find((child) => !['LINK', 'META', 'STYLE', 'TITLE'].includes(child.tagName));
  return !first || Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
}

export async function settleAfterHydration(element: HTMLElement): Promise<void> {
  for (let count = 0; count < MAX_FRAMES && !claimed(element); count++) await frame();
  // Passive effects run after the commit's paint: two frames and a task later they have run.
  await frame();
  await frame();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
