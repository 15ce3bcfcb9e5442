/**
 * The pages' Content-Security-Policy (PAGE_CSP, src/deploy/cache-policy.ts) in a real browser: every template is
 * served with it and works under it (its widgets hydrate, nothing is refused), and a script that reached a page
 * anyway does not run. Every other browser test runs under the same policy, since `clinic-site serve` sends it: the
 * lead forms (with and without script, test/browser/forms.test.ts and no-script.test.ts) and the search index of a
 * long catalogue (big-catalogue.test.ts) are proved there.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { PAGE_CSP } from '../../src/deploy/cache-policy.ts';
import { browserSkip, NAVIGATION_TIMEOUT_MS, startSite, TEMPLATE_PAGES, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, waitForIslands } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS * 2, skip: browserSkip };

/** A page that records every request or script the policy refuses (the browser's `securitypolicyviolation` event). */
async function watchedPage(): Promise<{ page: Page; refused: () => Promise<string[]> }> {
  const page = await site.newPage();
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { refused: string[] }).refused = refused;
    document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return { page, refused: () => page.evaluate(() => (window as unknown as { refused: string[] }).refused) };
}

const BLOG_PAGES: [template: string, path: string][] = [
  ['blog list', '/blog'],
  ['blog article', '/blog/melasma-por-que-as-manchas-voltam'],
];

describe("the pages' content policy", () => {
  it('every template is served with it, hydrates its widgets and has nothing refused', opts, async () => {
    const { page, refused } = await watchedPage();
    const report: string[] = [];
    for (const [template, path] of [...TEMPLATE_PAGES, ...BLOG_PAGES]) {
      const response = await page.goto(path, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
      assert.equal(response?.headers()['content-security-policy'], PAGE_CSP, `${template} (${path})`);
      await waitForIslands(page);
      const seen = await refused();
      if (seen.length) report.push(`${template} (${path}): ${seen.join('; ')}`);
    }
    assert.deepEqual(report, []);
  });

  it('an inline script and an on… handler that reached a page are not run', opts, async () => {
    const { page, refused } = await watchedPage();
    // As if a text had slipped past the sanitizer: the page's own answer, headers included, with two scripts added.
    await page.route('**/servico/botox', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</main>',
        '<img src="/nao-existe.png" alt="" onerror="document.title=\'atacado\'"><script>document.body.dataset.atacado = "sim"</script></main>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/servico/botox', { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    await eventually(async () => assert.equal((await refused()).length, 2, (await refused()).join('; ')));
    assert.notEqual(await page.title(), 'atacado');
    assert.equal(await page.evaluate(() => document.body.dataset.atacado), undefined);
  });
});
