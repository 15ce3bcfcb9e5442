/**
 * The blog as a visitor meets it: the "Blog" link (desktop and mobile) → the list → an article → a related
 * treatment; the home page's three newest articles; the feed; axe at 375 and 1280 px; the pages without script; and
 * the pagination of a generated catalogue of 30 articles (sheets generated in a temporary folder). Builds use a
 * fixed date, so the articles shown do not depend on the day the test runs.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generatedTitle, writeBlogSheets } from '../support/blog-fixtures.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { expectVisible, horizontalOverflow, visit } from './support/visitor.ts';

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
const ARTICLE = '/blog/melasma-por-que-as-manchas-voltam';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const articleLinks = (page: Page) => page.getByRole('main').locator('.blog-card').getByRole('link');

describe('the sample blog', () => {
  let site: RunningSite;
  before(async () => {
    if (!browserSkip) site = await startSite({ date: '2026-11-24' });
  });
  afterEach(() => site?.closePages());
  after(() => site?.stop());

  it('desktop: Blog in the navigation → the list → an article → a related treatment', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('**/blog');
    await expectVisible(h1(page));
    assert.equal(await articleLinks(page).count(), 8);
    assert.equal(await articleLinks(page).first().innerText(), 'Preenchimento e toxina botulínica: qual é a diferença');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Melasma' });
    assert.match(await card.innerText(), /9 de abril de 2026\s*·?\s*\d+ min de leitura/);

    await page.getByRole('link', { name: 'Melasma: por que as manchas voltam e como é o acompanhamento' }).click();
    await page.waitForURL(`**${ARTICLE}`);
    await expectVisible(h1(page));
    assert.equal(await h1(page).innerText(), 'Melasma: por que as manchas voltam e como é o acompanhamento');
    const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    assert.equal(await crumbs.getByRole('link', { name: 'Blog' }).getAttribute('href'), '/blog');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('Dra. Helena Exemplo', { exact: true }));
    await expectVisible(main.getByText('CRM-SP 000000 · RQE 00000'));
    await expectVisible(main.getByText(/não substitui uma consulta/));
    await expectVisible(main.getByRole('link', { name: 'Agendar online' }));
    await expectVisible(main.getByRole('link', { name: /Conversar pelo WhatsApp/ }));
    await expectVisible(main.getByRole('link', { name: /Artigo anterior/ }));

    const related = page.getByRole('region', { name: 'Tratamentos e serviços relacionados' });
    // The treatment comes first, then the service of the same name.
    const treatment = related.getByRole('link', { name: 'Tratamento para melasma' }).first();
    assert.equal(await treatment.getAttribute('href'), '/tratamento/tratamento-para-melasma');
    await treatment.click();
    await page.waitForURL('**/tratamento/tratamento-para-melasma');
    await expectVisible(page.getByRole('heading', { level: 1, name: /melasma/i }));
  });

  it('phone: the menu\'s Blog link goes to /blog; the page never scrolls sideways', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico'); // on the home page the bar only appears after scrolling
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal (celular)' });
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('**/blog');
    await expectVisible(h1(page));
    for (const path of ['/blog', ARTICLE]) {
      await visit(page, path);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      assert.ok(scrollWidth <= innerWidth, `${path}: ${scrollWidth} > ${innerWidth}`);
    }
  });

  it('home: #blog shows the three newest articles and "Ver todos os artigos"', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/');
    const section = page.locator('#blog');
    assert.deepEqual(await section.locator('.blog-card').getByRole('link').allInnerTexts(), [
      'Preenchimento e toxina botulínica: qual é a diferença',
      'Rotina de cuidados com a pele: o essencial, passo a passo',
      'Tratamentos corporais: o que esperar com realismo',
    ]);
    await section.getByRole('link', { name: 'Ver todos os artigos' }).click();
    await page.waitForURL('**/blog');
  });

  it('the feed is served as RSS with absolute links, and linked from the page head', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, ARTICLE);
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    assert.equal(href, '/blog/feed.xml');
    const response = await page.request.get(href!);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'application/rss+xml; charset=utf-8');
    assert.match(await response.text(), /<link>https?:\/\/[^<]+\/blog\/melasma-por-que-as-manchas-voltam<\/link>/);
  });

  it('axe-core finds no violation on /blog and an article, at 375 px and 1280 px', opts, async () => {
    const report: string[] = [];
    // One page, loaded afresh at each width.
    const page = await site.newPage({ viewport: PHONE });
    for (const path of ['/blog', ARTICLE]) {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await visit(page, path);
        const violations = await axeViolations(page);
        if (violations.length) report.push(`${path} at ${viewport.width} px:\n${formatViolations(violations)}`);
      }
    }
    assert.equal(report.length, 0, `axe violations:\n${report.join('\n')}`);
  });

  it('without JavaScript the list and the article read and their links work', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/blog');
    await expectVisible(h1(page));
    assert.equal(await articleLinks(page).count(), 8);
    await articleLinks(page).nth(1).click();
    await page.waitForURL('**/blog/rotina-de-cuidados-com-a-pele');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Conheça o seu tipo de pele' }));
  });
});

describe('pagination of 30 generated articles', () => {
  let site: RunningSite;
  let sheets = '';
  before(async () => {
    if (browserSkip) return;
    sheets = writeBlogSheets(join(mkdtempSync(join(tmpdir(), 'clinic-site-blog-30-')), 'sheets'), 30);
    site = await startSite({ sheets, date: '2026-04-01' });
  });
  afterEach(() => site?.closePages());
  after(async () => {
    await site?.stop();
    if (sheets) rmSync(join(sheets, '..'), { recursive: true, force: true });
  });

  it('12 per page, newest first; "Artigos anteriores" and "Artigos mais recentes" walk the pages, with rel prev/next', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/blog');
    assert.equal(await articleLinks(page).count(), 12);
    assert.equal(await articleLinks(page).first().innerText(), generatedTitle(0));
    // Head links are absolute, on the site's own address (the settings sheet's, as canonical URLs are).
    assert.equal(await page.locator('link[rel="next"]').getAttribute('href'), 'https://www.clinica-aurora.example/blog/pagina/2');
    assert.equal(await page.locator('link[rel="prev"]').count(), 0);
    await expectVisible(page.getByText('Página 1 de 3'));

    await page.getByRole('link', { name: 'Artigos anteriores →' }).click();
    await page.waitForURL('**/blog/pagina/2');
    assert.equal(await articleLinks(page).count(), 12);
    assert.equal(await articleLinks(page).first().innerText(), generatedTitle(12));
    assert.equal(await page.locator('link[rel="prev"]').getAttribute('href'), 'https://www.clinica-aurora.example/blog');
    assert.match(await h1(page).innerText(), /\(página 2\)/);

    await page.getByRole('link', { name: 'Artigos anteriores →' }).click();
    await page.waitForURL('**/blog/pagina/3');
    assert.equal(await articleLinks(page).count(), 6);
    assert.equal(await articleLinks(page).last().innerText(), generatedTitle(29));
    assert.equal(await page.getByRole('link', { name: 'Artigos anteriores →' }).count(), 0);
    assert.equal(await page.locator('link[rel="next"]').count(), 0);

    await page.getByRole('link', { name: '← Artigos mais recentes' }).click();
    await page.waitForURL('**/blog/pagina/2');
    await articleLinks(page).first().click();
    await page.waitForURL('**/blog/artigo-de-teste-13');
    assert.equal(await h1(page).innerText(), generatedTitle(12));
  });

  it('a page past the last one is the not-found page', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const response = await page.goto('/blog/pagina/4');
    assert.equal(response?.status(), 404);
    await expectVisible(page.getByText('Ops! Página não encontrada.'));
  });
});
