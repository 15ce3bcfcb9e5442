/**
 * The kept page of support/page-pool.ts: the next case gets it back as clean as a new page (what each browser test
 * file relies on), and only when nothing it cannot clean was done to it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };

describe('a kept page lent to the next case', () => {
  it('comes back clean: no cookie, storage, route, listener, other tab or page left, with the viewport and media asked', opts, async () => {
    const used = await site.newPage({ viewport: DESKTOP, reducedMotion: 'reduce', forcedColors: 'active' });
    await used.goto('/obrigado');
    await used.evaluate(() => {
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      document.cookie = 'left=1; path=/';
    });
    let routed = 0;
    await used.route('**/*', (route) => (routed++, route.continue()));
    let heard = 0;
    used.on('request', () => heard++);
    await used.context().newPage();
    await site.closePages();

    const page = await site.newPage();
    assert.equal(page, used, 'the kept page is lent again');
    assert.equal(page.url(), 'about:blank');
    assert.deepEqual(await page.context().cookies(), []);
    assert.equal(page.context().pages().length, 1);
    assert.deepEqual(page.viewportSize(), PHONE);
    const [routedBefore, heardBefore] = [routed, heard];
    await page.goto('/obrigado');
    assert.equal(routed, routedBefore, 'a route of the last case still ran');
    assert.equal(heard, heardBefore, 'a listener of the last case still ran');
    assert.deepEqual(
      await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left'), document.cookie.includes('left='), matchMedia('(prefers-reduced-motion: reduce)').matches, matchMedia('(forced-colors: active)').matches]),
      [null, null, false, false, false],
    );
    await site.closePages();
  });

  it('is not lent twice in one case, nor again once given an init script', opts, async () => {
    const first = await site.newPage();
    const second = await site.newPage();
    assert.notEqual(first, second);
    await first.addInitScript(() => {
      (window as unknown as { marked: boolean }).marked = true;
    });
    await site.closePages();
    assert.equal(second.isClosed(), true, "the case's own page is closed after it");
    const next = await site.newPage();
    assert.notEqual(next, first);
    await next.goto('/obrigado');
    assert.equal(await next.evaluate(() => 'marked' in window), false);
    await site.closePages();
  });
});
