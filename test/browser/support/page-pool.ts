/**
 * The pages a browser test file's cases are given (`site.newPage`). A new browser context and page cost about one
 * second of processor time each (a renderer process started, the test library's scripts and the site's compiled
 * again), and most cases need nothing a used page lacks: so each kind of context (script on or off, touch…) keeps one
 * page, lent to one case at a time and made clean between cases, as a new one would be. Measured on the three
 * largest browser files together: 563 → about 240 processor-seconds, 290 → 130 s.
 *
 * What a case gets back clean: no routes, no listeners, no cookies, no local or session storage, no other tab, an
 * empty document (about:blank: nothing of the last case's page runs or loads on), the viewport and media it asked
 * for. What it shares with the cases before it, as one visitor's browser would: the HTTP cache (a page that routes
 * requests has it off, as Playwright does) and the compiled scripts. A page given an init script or an exposed
 * function is not lent again (neither can be taken back); a second page in the same case is a context of its own,
 * closed after the case, as every page was before.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface PageOptions extends Omit<BrowserContextOptions, 'baseURL'> {
  /** Defaults to the pool's default viewport (PHONE). */
  viewport?: { width: number; height: number };
}

interface Kept {
  context: BrowserContext;
  page: Page;
  /** Lent to the running case. */
  lent: boolean;
  /** Given something a clean-up cannot take back (an init script, an exposed function): closed after the case. */
  tainted: boolean;
  scriptEnabled: boolean;
}

/** Page-level methods whose effect lasts for the page's life. */
const LASTING = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

export class PagePool {
  private readonly kept = new Map<string, Kept>();
  private readonly own = new Set<BrowserContext>();

  /**
   * `siteUrl`: the served site (its robots.txt is where storage is cleared); `contextOptions`: what every context
   * starts with; `setUp`: called on each new context (timeouts).
   */
  constructor(
    private readonly browser: Browser,
    private readonly siteUrl: string,
    private readonly contextOptions: BrowserContextOptions & { viewport: { width: number; height: number } },
    private readonly setUp: (context: BrowserContext) => void,
  ) {}

  async page(options: PageOptions = {}): Promise<Page> {
    const { viewport = this.contextOptions.viewport, reducedMotion, forcedColors, ...rest } = options;
    // Set on the page every time, so a kept page shows exactly what was asked, as a new one would.
    const media = { reducedMotion: reducedMotion ?? 'no-preference', forcedColors: forcedColors ?? 'none' } as const;
    const key = JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
    const kept = this.kept.get(key);
    if (kept && !kept.lent && !kept.page.isClosed()) {
      kept.lent = true;
      await kept.page.setViewportSize(viewport);
      await kept.page.emulateMedia(media);
      return kept.page;
    }
    const context = await this.browser.newContext({ ...this.contextOptions, ...rest, viewport, baseURL: this.siteUrl });
    this.setUp(context);
    const page = await context.newPage();
    await page.emulateMedia(media);
    if (kept) {
      this.own.add(context);
      return page;
    }
    const entry: Kept = { context, page, lent: true, tainted: false, scriptEnabled: rest.javaScriptEnabled !== false };
    for (const method of LASTING) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        entry.tainted = true;
        return original(...args);
      };
    }
    this.kept.set(key, entry);
    return page;
  }

  /** After each case: the case's own contexts closed, the kept pages it used made clean (or closed, if they cannot be). */
  async release(): Promise<void> {
    const own = [...this.own];
    this.own.clear();
    await Promise.all(own.map((context) => context.close().catch(() => {})));
    for (const [key, kept] of this.kept) {
      if (!kept.lent) continue;
      kept.lent = false;
      const clean = !kept.tainted && !kept.page.isClosed() && (await this.clean(kept).then(() => true, () => false));
      if (!clean) {
        this.kept.delete(key);
        await kept.context.close().catch(() => {});
      }
    }
  }

  async close(): Promise<void> {
    await this.release();
    const kept = [...this.kept.values()];
    this.kept.clear();
    await Promise.all(kept.map(({ context }) => context.close().catch(() => {})));
  }

  private async clean({ context, page, scriptEnabled }: Kept): Promise<void> {
    // Routes first: a request a case still holds is let go (its handler's outcome ignored).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners();
    await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
    // Storage is the site's origin's: cleared from a page of it (a text file: nothing runs). Without script nothing
    // could have written any.
    if (scriptEnabled) {
      await page.goto(`${this.siteUrl}/robots.txt`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto('about:blank');
    await context.clearCookies();
  }
}
