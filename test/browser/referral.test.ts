/**
 * The referral cookie `ref_source` (docs/site.md#referral-cookie): set on the first visit from the URL and the
 * referrer, never overwritten, 30 days (Max-Age 2592000), path /. Each test starts from a fresh browser context (no
 * cookies).
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, visit } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
const THIRTY_DAYS_S = 2592000;

async function referralCookie(page: Page) {
  return eventually(async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ref_source');
    assert.ok(cookie, 'no ref_source cookie');
    return { ...cookie, decoded: decodeURIComponent(cookie.value) };
  });
}

describe('referral cookie ref_source', () => {
  const cases: [string, string, string | undefined, string][] = [
    ['utm_medium=cpc', '/?utm_medium=cpc', undefined, 'google ads'],
    ['a click id (gclid)', '/servico?gclid=x', undefined, 'google ads'],
    ['a Google referrer', '/', 'https://www.google.com/', 'organic google'],
    ['a Google referrer on a detail page', '/servico/botox', 'https://www.google.com.br/search?q=botox', 'organic google'],
    ['another referrer', '/', 'https://www.instagram.com/', 'social/referral'],
    ['no referrer and no parameters', '/tratamento', undefined, 'social/referral'],
  ];
  for (const [what, path, referer, expected] of cases) {
    it(`${what} → '${expected}'`, opts, async () => {
      const page = await site.newPage({ viewport: PHONE });
      await visit(page, path, { referer });
      assert.equal((await referralCookie(page)).decoded, expected);
    });
  }

  it('utm_medium=cpc wins over a Google referrer', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/?utm_medium=cpc', { referer: 'https://www.google.com/' });
    assert.equal((await referralCookie(page)).decoded, 'google ads');
  });

  it('lasts 30 days on path /', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const before = Date.now() / 1000;
    await visit(page, '/?gclid=abc');
    const cookie = await referralCookie(page);
    const after = Date.now() / 1000;
    assert.equal(cookie.path, '/');
    assert.ok(cookie.expires >= before + THIRTY_DAYS_S - 5 && cookie.expires <= after + THIRTY_DAYS_S + 5, `expires ${cookie.expires - after} s from now`);
  });

  it('is not overwritten by a second visit from another source', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/?gclid=first');
    const first = await referralCookie(page);
    assert.equal(first.decoded, 'google ads');
    await visit(page, '/servico', { referer: 'https://www.google.com/' });
    await visit(page, '/tratamento', { referer: 'https://www.facebook.com/' });
    const again = await referralCookie(page);
    assert.equal(again.decoded, 'google ads');
    assert.ok(Math.abs(again.expires - first.expires) < 1, 'the expiry was renewed');
  });
});
