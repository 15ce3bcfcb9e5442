/**
 * What a test needs besides Playwright's own waiting: knowing that the islands have hydrated (before that a click on
 * an island's button does nothing, by design: the page works without script), retrying an assertion until the page
 * catches up, and small readers for what a visitor sees (a WhatsApp link's prefilled text, the page's width).
 */
import assert from 'node:assert/strict';
import { eventually as retryUntil } from '../../support/eventually.ts';
import type { Locator, Page, Request } from 'playwright-core';
import { ACTION_TIMEOUT_MS } from './site.ts';

/**
 * Resolves once every island on the page has hydrated and its effects have run. Islands hydrate when a visitor is
 * about to use them (docs/templates.md#islands), so this first moves a pointer over each one, as a visitor's hand
 * would, and then waits for the islands script's `data-island-hydrated` mark (set once React has claimed the markup
 * and the effects, `?categoria=` included, have run; src/render/client/settle.ts).
 */
export async function waitForIslands(page: Page, timeout = ACTION_TIMEOUT_MS): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]')) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  // The islands script marks each island once React has claimed it and its effects have run.
  await page.waitForFunction(() => document.querySelector('[data-island]:not([data-island-hydrated])') === null, undefined, {
    timeout,
    polling: 50,
  });
}

/** Opens `path` and waits for the islands: the state in which a visitor starts clicking. */
export async function visit(page: Page, path: string, options: { referer?: string } = {}): Promise<void> {
  await page.goto(path, { waitUntil: 'load', referer: options.referer });
  await waitForIslands(page);
}

/** Retries `check` until it passes (see test/support/eventually.ts), by default for as long as one browser action. */
export const eventually = <T>(check: () => Promise<T> | T, timeout = ACTION_TIMEOUT_MS): Promise<T> => retryUntil(check, timeout);

/** Asserts that a locator's visible text becomes `expected` (string: trimmed equality; RegExp: match). */
export async function expectText(locator: Locator, expected: string | RegExp, timeout = ACTION_TIMEOUT_MS): Promise<void> {
  await eventually(async () => {
    const text = (await locator.innerText()).replace(/\s+/g, ' ').trim();
    if (typeof expected === 'string') assert.equal(text, expected);
    else assert.match(text, expected);
  }, timeout);
}

/** Asserts that a locator becomes visible / hidden within the bound. */
export const expectVisible = (locator: Locator, timeout = ACTION_TIMEOUT_MS) => locator.waitFor({ state: 'visible', timeout });
export const expectHidden = (locator: Locator, timeout = ACTION_TIMEOUT_MS) => locator.waitFor({ state: 'hidden', timeout });

/** The prefilled message of a wa.me / api.whatsapp.com link: its `text` parameter, decoded. */
export function whatsappText(href: string | null): string {
  assert.ok(href, 'o link de WhatsApp não tem href');
  const url = new URL(href);
  assert.match(url.hostname, /(^|\.)(wa\.me|whatsapp\.com)$/, `não é um link de WhatsApp: ${href}`);
  const text = url.searchParams.get('text');
  assert.ok(text !== null, `o link de WhatsApp não tem o parâmetro text: ${href}`);
  return text;
}

/** The page's scrolling width against the viewport: a visitor must never scroll sideways. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
}

/** Scrolls the window to `y` and waits until the scroll (and a frame for rAF-throttled listeners) has happened. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(async (target) => {
    window.scrollTo({ top: target, behavior: 'instant' });
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, y);
}

/** Every request the page makes to the lead server's /api/contact, from now on (what a form sent, or did not). */
export function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') posts.push(request);
  });
  return posts;
}

/** Collects uncaught page errors and console errors, for tests that assert a page runs cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Whether the focused element is what the page shows at its centre (not under a panel drawn over it). */
export function focusedUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return false;
    focused.scrollIntoView({ block: 'center', behavior: 'instant' });
    const rect = focused.getBoundingClientRect();
    const seen = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return !!seen && (seen === focused || focused.contains(seen));
  });
}
