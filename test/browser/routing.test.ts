/**
 * Routing through the real `clinic-site serve` (docs/site.md#routes, #redirects-and-not-found): clean URLs, unknown
 * slugs redirect to /404, unmatched paths answer 404 with the not-found page, /obrigado is kept out of search engines.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { collectErrors, expectVisible, visit } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };

describe('routing through the real server', () => {
  for (const base of ['/servico', '/tratamento', '/protocolo']) {
    it(`an unknown slug on ${base}/{slug} redirects to /404`, opts, async () => {
      const page = await site.newPage({ viewport: DESKTOP });
      const response = await page.goto(`${base}/nao-existe`);
      assert.equal(new URL(page.url()).pathname, '/404');
      // The first hop is the redirect, the page at the end is the not-found page.
      const redirect = response!.request().redirectedFrom();
      assert.ok(redirect, 'no redirect happened');
      assert.equal(new URL(redirect.url()).pathname, `${base}/nao-existe`);
      assert.ok([301, 302, 303, 307, 308].includes((await redirect.response())!.status()));
      await expectVisible(page.getByText('Ops! Página não encontrada.'));
    });
  }

  it('an unmatched path answers 404 with the not-found page', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const response = await page.goto('/qualquer-coisa');
    assert.equal(response!.status(), 404);
    assert.equal(new URL(page.url()).pathname, '/qualquer-coisa');
    await expectVisible(page.getByRole('heading', { level: 1, name: '404' }));
    await expectVisible(page.getByText('Ops! Página não encontrada.'));
    assert.match(await page.title(), /^Página não encontrada \|/);
    const home = page.getByRole('main').getByRole('link', { name: /início/i });
    assert.equal(await home.getAttribute('href'), '/');
  });

  it('/obrigado carries a robots noindex meta; a catalogue page does not', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto('/obrigado');
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    assert.match(robots ?? '', /noindex/);
    assert.match(robots ?? '', /nofollow/);
    await page.goto('/servico/botox');
    assert.doesNotMatch((await page.locator('meta[name="robots"]').getAttribute('content')) ?? '', /noindex/);
  });

  it('every documented route answers 200 at its clean URL', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    for (const path of ['/', '/tratamento', '/tratamento/lifting-facial', '/protocolo', '/protocolo/anti-idade-avancado', '/servico', '/servico/botox', '/agendar-online', '/obrigado']) {
      const response = await page.goto(path);
      assert.equal(response!.status(), 200, path);
      assert.equal(new URL(page.url()).pathname, path);
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, `${path} has one h1`);
    }
  });

  it('every template hydrates without a script error or a hydration warning', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const errors = collectErrors(page);
    const paths = ['/', '/tratamento', '/tratamento/lifting-facial', '/protocolo', '/protocolo/anti-idade-avancado', '/servico', '/servico/botox', '/agendar-online', '/obrigado', '/politica-de-privacidade', '/qualquer-coisa'];
    const found: string[] = [];
    for (const path of paths) {
      errors.length = 0;
      await visit(page, path);
      // The 404 page's own status is reported by Chromium as a failed resource load: that one is expected.
      const real = errors.filter((e) => !(path === '/qualquer-coisa' && /status of 404/.test(e)));
      found.push(...real.map((e) => `${path}: ${e}`));
    }
    assert.deepEqual(found, []);
  });
});
