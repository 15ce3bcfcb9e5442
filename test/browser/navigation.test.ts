/**
 * The navigation bar as a visitor uses it (docs/site.md#navigation-bar): desktop dropdowns on hover and
 * keyboard focus, the mobile menu and its categories, and where the bar is while scrolling.
 * Lists use /servico and /tratamento because on the home page the bar is hidden until the visitor scrolls.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../templates/islands/navbar/model.ts';
import { eventually, expectHidden, expectText, expectVisible, focusedUncovered, scrollTo, visit } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal (celular)' });

describe('desktop dropdowns (1280 px)', () => {
  it('open on hover with "Ver Todos" and item links, stay open on the way into the panel, close after the pointer leaves', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/tratamento');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Submenu Serviços' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await expectHidden(nav.getByRole('link', { name: 'Ver Todos', exact: true }));

    await nav.getByRole('link', { name: 'Serviços', exact: true }).hover();
    const seeAll = nav.getByRole('link', { name: 'Ver Todos', exact: true });
    await expectVisible(seeAll);
    assert.equal(await seeAll.getAttribute('href'), '/servico');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const item = nav.getByRole('link', { name: 'Toxina botulínica (botox)' });
    assert.equal(await item.getAttribute('href'), '/servico/botox');

    // docs/site.md#constants: max height 70 % of the viewport, min 260 px.
    const panelHeight = await seeAll.evaluate((link) => link.closest('[id]')!.getBoundingClientRect().height);
    assert.ok(panelHeight >= 260 && panelHeight <= 0.7 * DESKTOP.height + 1, `panel height ${panelHeight}`);

    // Crossing from the label into the panel must not close it (the 100 ms delay bridges the gap).
    await item.hover();
    await expectVisible(item);

    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
    await expectHidden(seeAll);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  });

  it('a click on the chevron keeps the panel open when the pointer leaves; a second click, or a click elsewhere, closes it', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/tratamento');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Submenu Serviços' });
    const seeAll = nav.getByRole('link', { name: 'Ver Todos', exact: true });
    const pointerAway = async () => {
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
      await page.waitForTimeout(DROPDOWN_CLOSE_DELAY_MS * 3);
    };
    // The pointer over the chevron has already opened the panel: the click keeps it open, it does not close it.
    await toggle.click();
    await pointerAway();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await expectVisible(seeAll);
    await toggle.click();
    await expectHidden(seeAll);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    await toggle.click();
    await pointerAway();
    await expectVisible(seeAll);
    await page.getByRole('main').click({ position: { x: 10, y: 200 } });
    await expectHidden(seeAll);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  });

  it('an item link navigates to {basePath}/{slug}', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Protocolos', exact: true }).hover();
    await nav.getByRole('link', { name: 'Protocolo Detox Corporal' }).click();
    await page.waitForURL('**/protocolo/detox-corporal-intensivo');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Protocolo Detox Corporal' }));
  });

  it('opens on keyboard focus and closes when focus leaves it', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Sobre' }).focus();
    await page.keyboard.press('Tab'); // → "Serviços"
    const seeAll = nav.getByRole('link', { name: 'Ver Todos', exact: true });
    await expectVisible(seeAll);
    assert.equal(await seeAll.getAttribute('href'), '/servico');
    await page.keyboard.press('Tab'); // → its chevron button
    await page.keyboard.press('Tab'); // → "Ver Todos", inside the panel
    assert.equal(await seeAll.evaluate((link) => link === document.activeElement), true, 'Tab goes into the open panel');
    await page.keyboard.press('Tab'); // → the first item
    assert.equal(await nav.getByRole('link', { name: 'Toxina botulínica (botox)' }).evaluate((link) => link === document.activeElement), true);

    await nav.getByRole('link', { name: 'Blog' }).focus();
    await expectHidden(seeAll);
    assert.equal(await nav.getByRole('button', { name: 'Submenu Serviços' }).getAttribute('aria-expanded'), 'false');
  });

  it('Tab from one open panel to the next dropdown: the one with the focus stays open, whatever the pointer left', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/tratamento');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Serviços', exact: true }).hover();
    const item = nav.getByRole('link', { name: 'Skinbooster' });
    await item.hover(); // the pointer rests inside the Serviços panel
    const links = nav.locator('#' + (await nav.getByRole('button', { name: 'Submenu Serviços' }).getAttribute('aria-controls'))).getByRole('link');
    await links.last().focus();
    await page.keyboard.press('Tab'); // → "Tratamentos": its panel opens, the Serviços panel vanishes under the pointer
    const treatments = nav.getByRole('button', { name: 'Submenu Tratamentos' });
    await eventually(async () => assert.equal(await treatments.getAttribute('aria-expanded'), 'true'));
    await page.waitForTimeout(DROPDOWN_CLOSE_DELAY_MS * 4);
    assert.equal(await nav.getByRole('link', { name: 'Tratamentos', exact: true }).evaluate((link) => link === document.activeElement), true);
    assert.equal(await treatments.getAttribute('aria-expanded'), 'true', 'the dropdown holding the focus closed');
    await expectVisible(nav.getByRole('link', { name: 'Ver Todos', exact: true }));
  });

  it('Escape closes an open dropdown and returns focus to its button', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Tratamentos', exact: true }).focus();
    const seeAll = nav.getByRole('link', { name: 'Ver Todos', exact: true });
    await expectVisible(seeAll);
    await seeAll.focus();
    await page.keyboard.press('Escape');
    const toggle = nav.getByRole('button', { name: 'Submenu Tratamentos' });
    await eventually(async () => assert.equal(await toggle.evaluate((button) => button === document.activeElement), true, 'focus is on the button'));
    await eventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'the dropdown is still expanded after Escape'));
    await expectHidden(seeAll);
  });

  it('a dropdown the pointer opened closes with Escape while the focus is elsewhere (WCAG 1.4.13)', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/tratamento');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Serviços', exact: true }).hover();
    const seeAll = nav.getByRole('link', { name: 'Ver Todos', exact: true });
    await expectVisible(seeAll);
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'the focus is on the page');
    await page.keyboard.press('Escape');
    await expectHidden(seeAll);
    assert.equal(await nav.getByRole('button', { name: 'Submenu Serviços' }).getAttribute('aria-expanded'), 'false');
  });
});

describe('mobile menu (375 px)', () => {
  it('the toggle opens and closes the menu, which has "Agendar Online"', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico');
    assert.equal(await mainNav(page).isVisible(), false, 'the desktop navigation is not shown on a phone');
    const menu = mobileNav(page);
    const toggle = page.getByRole('banner').getByText('Menu', { exact: true });
    await expectHidden(menu);
    await toggle.click();
    await expectVisible(menu);
    const book = menu.getByRole('link', { name: 'Agendar Online' });
    await expectVisible(book);
    assert.equal(await book.getAttribute('href'), '/agendar-online');
    await toggle.click();
    await expectHidden(menu);
  });

  it('a category shows at most 6 items; one category open at a time; clicking it again collapses it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico');
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const menu = mobileNav(page);
    const facial = menu.getByRole('group').filter({ hasText: 'Facial (Serviços)' });
    const corporal = menu.getByRole('group').filter({ hasText: 'Corporal (Serviços)' });

    await facial.getByText('Facial (Serviços)').click();
    const facialItems = facial.getByRole('link').filter({ hasNotText: /^Ver todos/ });
    await expectVisible(facialItems.first());
    const count = await facialItems.count();
    assert.ok(count >= 1 && count <= 6, `Facial shows ${count} items`);
    assert.equal(await facial.getByRole('link', { name: 'Toxina botulínica (botox)' }).getAttribute('href'), '/servico/botox');

    await corporal.getByText('Corporal (Serviços)').click();
    await expectVisible(corporal.getByRole('link').first());
    await expectHidden(facialItems.first());

    await corporal.getByText('Corporal (Serviços)').click();
    await expectHidden(corporal.getByRole('link').first());
  });

  it('"Ver todos de Facial" links to /servico?categoria=facial when a category has more than 6 items', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico?categoria=facial');
    const facialServices = Number(/^(\d+) /.exec(await page.getByRole('status').filter({ hasText: 'encontrado' }).innerText())?.[1]);
    assert.ok(facialServices > 6, `the sample has ${facialServices} facial services`);

    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const menu = mobileNav(page);
    const facial = menu.getByRole('group').filter({ hasText: 'Facial (Serviços)' });
    await facial.getByText('Facial (Serviços)').click();
    await expectVisible(facial.getByRole('link').first());
    const more = facial.getByRole('link', { name: 'Ver todos de Facial' });
    assert.equal(await more.count(), 1, `no "Ver todos de Facial" although there are ${facialServices} facial services`);
    assert.equal(await more.getAttribute('href'), '/servico?categoria=facial');
    await visit(page, '/tratamento');
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    await mobileNav(page).getByText('Facial (Serviços)').click();
    await mobileNav(page).getByRole('link', { name: 'Ver todos de Facial' }).click();
    // The server answers with the list's Facial address, which shows the Facial cards before any script.
    await page.waitForURL('**/servico/categoria/facial');
    await expectText(page.getByRole('status').filter({ hasText: 'encontrado' }), `${facialServices} serviço(s) encontrado(s) na categoria Facial`);
  });

  it('a category without items says "Em breve" (Protocolos → Medicina)', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento');
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const menu = mobileNav(page);
    const medicina = menu.getByRole('group').filter({ hasText: 'Medicina (Protocolos)' });
    await medicina.getByText('Medicina (Protocolos)').click();
    await expectVisible(medicina.getByText('Em breve'));
    assert.equal(await medicina.getByRole('link').count(), 0);
  });

  it('Tab past the last link closes the menu: the focus never goes on under the open panel', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico');
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const menu = mobileNav(page);
    await expectVisible(menu);
    await menu.getByRole('link', { name: 'Agendar Online' }).focus();
    await page.keyboard.press('Tab');
    await expectHidden(menu);
    assert.equal(await focusedUncovered(page), true, 'the focused element is the one seen at its place');
    // Focus moving inside the menu, or a tap that focuses nothing, leaves it open.
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    await menu.getByRole('link', { name: 'Sobre' }).focus();
    await page.keyboard.press('Tab');
    await expectVisible(menu);
  });

  it('an item link navigates and the menu is closed on the new page', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento');
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const menu = mobileNav(page);
    await menu.getByText('Capilar (Tratamentos)').click();
    await menu.getByRole('link', { name: 'Transplante capilar' }).click();
    await page.waitForURL('**/tratamento/transplante-capilar');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expectHidden(mobileNav(page));
  });

  it('keeps its place while the page is still arriving: the button drawn before its label does not move when the label comes', opts, async () => {
    // A slow connection as a server sends it: the page's HTML up to the button's label, then, later, the rest. The
    // phone draws what has arrived (the stylesheet is in the head) before the rest comes.
    const html = readFileSync(join(site.outDir, 'tratamento', 'lifting-facial.html'), 'utf8');
    const cut = html.indexOf('<span>Menu</span>');
    assert.ok(cut > 0, 'the button\'s label in the page');
    let sendRest!: () => void;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === '/tratamento/lifting-facial') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        void rest.then(() => response.end(html.slice(cut)));
        return;
      }
      const file = join(site.outDir, normalize(path));
      if (!file.startsWith(site.outDir) || !existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': path.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const page = await site.newPage({ viewport: PHONE });
      // Every layout shift of the page, as Lighthouse's CLS adds them up.
      await page.addInitScript(`window.shifts = [];
        new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.shifts.push(entry.value); })
          .observe({ type: 'layout-shift', buffered: true });`);
      const loaded = page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/tratamento/lifting-facial`);
      const toggle = page.getByRole('banner').locator('summary').first();
      const drawnBefore = await eventually(async () => {
        const box = await toggle.evaluate((element) => (getComputedStyle(element).display === 'inline-flex' ? element.getBoundingClientRect().toJSON() : null));
        assert.ok(box, 'the button drawn with the stylesheet');
        return box as DOMRect;
      });
      assert.equal(await page.getByText('Menu', { exact: true }).count(), 0, 'the label has not arrived yet');
      sendRest();
      await loaded;
      await expectVisible(page.getByText('Menu', { exact: true }));
      const drawnAfter = (await toggle.evaluate((element) => element.getBoundingClientRect().toJSON())) as DOMRect;
      assert.deepEqual([drawnAfter.x, drawnAfter.width], [drawnBefore.x, drawnBefore.width], 'the button moved or grew when its label came');
      assert.deepEqual(await page.evaluate('window.shifts'), [], 'layout shifts');
    } finally {
      sendRest();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** Whether the bar is on screen for a visitor: some of it inside the viewport and not faded out. */
async function barShown(bar: Locator): Promise<boolean> {
  return bar.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return rect.bottom > 1 && rect.top < window.innerHeight && Number(getComputedStyle(element).opacity) > 0.5;
  });
}

/** The bar's transitions last 0.3 s; a scroll listener is throttled to one frame. */
const SCROLL_BOUND_MS = 3_000;
const barTop = (bar: Locator) => bar.evaluate((element) => element.getBoundingClientRect().top);
const shadowOf = (bar: Locator) => bar.evaluate((element) => getComputedStyle(element).boxShadow);

describe('the bar while scrolling', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`home at ${viewport.width} px: hidden at the top, shown past 0.9 × viewport − 64 px`, opts, async () => {
      const page = await site.newPage({ viewport });
      await visit(page, '/');
      const bar = page.getByRole('banner');
      const threshold = 0.9 * viewport.height - 64;
      await eventually(async () => assert.equal(await barShown(bar), false, 'shown at the top of the home page'), SCROLL_BOUND_MS);
      await scrollTo(page, Math.floor(threshold) - 20);
      await eventually(async () => assert.equal(await barShown(bar), false, `shown at ${Math.floor(threshold) - 20} px`), SCROLL_BOUND_MS);
      await scrollTo(page, Math.ceil(threshold) + 20);
      await eventually(async () => assert.equal(await barShown(bar), true, `hidden at ${Math.ceil(threshold) + 20} px`), SCROLL_BOUND_MS);
      await scrollTo(page, viewport.height + 200);
      await eventually(async () => assert.equal(await barTop(bar), 0, 'at the top of the window past one viewport height'), SCROLL_BOUND_MS);
      await scrollTo(page, 0);
      await eventually(async () => assert.equal(await barShown(bar), false, 'hidden again back at the top'), SCROLL_BOUND_MS);
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`other pages at ${viewport.width} px: sticky and visible, with a shadow only after 10 px`, opts, async () => {
      const page = await site.newPage({ viewport });
      await visit(page, '/servico');
      const bar = page.getByRole('banner');
      assert.equal(await barShown(bar), true);
      const flat = await shadowOf(bar);
      assert.equal(flat, 'none');
      await scrollTo(page, 5);
      await eventually(async () => assert.equal(await shadowOf(bar), 'none', 'a shadow at 5 px'), SCROLL_BOUND_MS);
      await scrollTo(page, 60);
      await eventually(async () => assert.notEqual(await shadowOf(bar), 'none', 'no shadow at 60 px'), SCROLL_BOUND_MS);
      await scrollTo(page, 3000);
      await eventually(async () => {
        assert.equal(await barShown(bar), true, 'the bar scrolled out of view');
        assert.equal(await barTop(bar), 0, 'the bar is not stuck to the top of the window');
      }, SCROLL_BOUND_MS);
      await scrollTo(page, 0);
      await eventually(async () => assert.equal(await shadowOf(bar), 'none', 'the shadow stays back at the top'), SCROLL_BOUND_MS);
    });
  }
});
