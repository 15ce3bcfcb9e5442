/**
 * Script only when used (docs/templates.md#islands): before any interaction a page loads only the small islands
 * script, not React; and a tap on a widget before its script has arrived still does what it says (held and replayed
 * once the island hydrates, or done by the browser itself and kept by the widget). Each tap test holds back the
 * chunks loaded on use (React and the islands) with `page.route`, taps, then lets them through.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Locator, Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../templates/islands/navbar/model.ts';
import { eventually, expectHidden, expectText, expectVisible } from './support/visitor.ts';

let site: RunningSite;
/** The chunks the islands entry imports statically (loaded with every page); all others load on use. */
let eager: Set<string>;

before(async () => {
  if (browserSkip) return;
  site = await startSite();
  const assets = join(site.outDir, 'assets');
  const staticImports = (file: string) =>
    [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/(chunk-[\w-]+\.js)"/g)].map((m) => m[1]);
  const entry = readdirSync(assets).find((name) => /^islands-.*\.js$/.test(name))!;
  eager = new Set();
  const pending = staticImports(entry);
  while (pending.length) {
    const chunk = pending.pop()!;
    if (eager.has(chunk)) continue;
    eager.add(chunk);
    pending.push(...staticImports(chunk));
  }
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
/** docs/templates.md#islands: at most 15 KB (brotli) of script before the first interaction. */
const MAX_EAGER_SCRIPT_BROTLI = 15 * 1024;

/** Holds every chunk loaded on use until `release()`; `held()` counts the requests waiting. */
async function holdLazyChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  await page.route('**/assets/chunk-*.js', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    if (!eager.has(name)) {
      waiting++;
      await released;
    }
    await route.continue();
  });
  return { release, held: () => waiting };
}

const hydrated = (island: Locator) => island.evaluate((element) => element.closest('[data-island]')!.hasAttribute('data-island-hydrated'));

describe('before any interaction', () => {
  for (const path of ['/', '/servico', '/servico/botox', '/tratamento/lifting-facial', '/protocolo/anti-idade-avancado', '/agendar-online', '/blog']) {
    it(`${path} loads no React: under 15 KB brotli of script`, opts, async () => {
      const page = await site.newPage({ viewport: PHONE });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const lazy = scripts.filter((script) => script.includes('/chunk-') && !eager.has(script.split('/').pop()!));
      assert.deepEqual(lazy, [], 'chunks loaded on use were fetched without any interaction');
      const bytes = scripts.reduce((sum, script) => sum + brotliCompressSync(readFileSync(join(site.outDir, script))).length, 0);
      assert.ok(bytes <= MAX_EAGER_SCRIPT_BROTLI, `${bytes} bytes brotli of script`);
    });
  }
});

describe('the chunks the entry imports', () => {
  it('load beside the entry, not a round trip after it: requested while the entry is still on its way', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname.split('/').pop()!));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/islands-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/servico/botox', { waitUntil: 'commit' });
    try {
      await eventually(async () => assert.deepEqual([...eager].filter((chunk) => !requested.has(chunk)), [], 'not requested yet'));
    } finally {
      release();
    }
  });
});

describe('at the first touch of the page', () => {
  /** A finger drawn up over the hero's heading (no island): touches, no tap. */
  async function fingerScroll(page: Page) {
    const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    assert.equal(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('[data-island]') ?? null, [x, y]), null, 'the finger is on an island');
    const cdp = await page.context().newCDPSession(page);
    for (const [type, dy] of [['touchStart', 0], ['touchMove', -40], ['touchEnd', null]] as const) {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: dy === null ? [] : [{ x, y: y + dy }] });
    }
    await cdp.detach();
  }

  async function touchedHome(options: { saveData?: boolean } = {}) {
    const page = await site.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    if (options.saveData) {
      // As text: a function would be sent with the TypeScript loader's helpers, which the page does not have.
      await page.addInitScript({ content: "Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true });" });
    }
    const lazy: string[] = [];
    const arrived: string[] = [];
    const record = (into: string[]) => (request: Request) => {
      const name = new URL(request.url()).pathname.split('/').pop()!;
      if (name.startsWith('chunk-') && !eager.has(name)) into.push(`/assets/${name}`);
    };
    page.on('request', record(lazy));
    page.on('requestfinished', record(arrived));
    await page.goto('/', { waitUntil: 'networkidle' });
    assert.deepEqual(lazy, [], 'chunks loaded on use were fetched before the touch');
    await fingerScroll(page);
    return { page, lazy, arrived };
  }

  it('a finger scrolling the home page fetches React and its islands\' chunks, and runs none of them', opts, async () => {
    const { page, lazy, arrived } = await touchedHome();
    const ahead = (await page.locator('script[data-preload-on-touch]').getAttribute('data-preload-on-touch'))!.split(' ');
    await eventually(() => assert.deepEqual([...new Set(lazy)].sort(), [...ahead].sort()));
    assert.ok(ahead.some((url) => /hydrateRoot/.test(readFileSync(join(site.outDir, url), 'utf8'))), 'React is among them');
    // Fetched, not run: once every chunk has arrived, no island has hydrated, the carousel (off screen) and the
    // dialogs are as served.
    await eventually(() => assert.deepEqual([...new Set(arrived)].sort(), [...ahead].sort()));
    assert.equal(await page.locator('[data-island-hydrated]').count(), 0);
    const title = page.getByRole('heading', { name: 'Protocolo Anti-idade Facial', exact: true });
    await title.scrollIntoViewIfNeeded();
    await title.tap();
    await expectVisible(page.getByRole('dialog', { name: 'Protocolo Anti-idade Facial' }));
  });

  it('when the browser asks to save data, the touch fetches nothing ahead', opts, async () => {
    const { page, lazy } = await touchedHome({ saveData: true });
    assert.equal(await page.evaluate('navigator.connection.saveData'), true);
    await page.waitForTimeout(500);
    assert.deepEqual(lazy, []);
  });
});

/**
 * A desktop page whose navbar script is held back, with the Serviços panel opened by CSS (the pointer over its label,
 * or the focus on it), which asked for the script.
 */
async function servicesPanelBeforeScript(how: 'pointer' | 'keyboard') {
  const page = await site.newPage({ viewport: DESKTOP });
  const chunks = await holdLazyChunks(page);
  await page.goto('/servico/botox');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const label = nav.getByRole('link', { name: 'Serviços', exact: true });
  if (how === 'pointer') await label.hover();
  else await label.focus();
  await eventually(() => assert.ok(chunks.held() > 0, 'the navbar was asked for'));
  await expectVisible(nav.getByRole('link', { name: 'Ver Todos' }).first());
  return { page, chunks, nav, chevron: page.getByRole('button', { name: 'Submenu Serviços' }) };
}

describe('a tap before the script has arrived', () => {
  it('desktop dropdown chevron: the panel opens once the navbar hydrates', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const chunks = await holdLazyChunks(page);
    await page.goto('/servico/botox');
    const chevron = page.getByRole('button', { name: 'Submenu Serviços' });
    await chevron.click();
    await eventually(() => assert.ok(chunks.held() > 0, 'the tap asked for the navbar'));
    assert.equal(await hydrated(chevron), false);
    chunks.release();
    await eventually(async () => assert.equal(await chevron.getAttribute('aria-expanded'), 'true'));
    await page.mouse.move(0, 700); // the pointer leaves: the panel must still be open because it was clicked open
    await page.waitForTimeout(DROPDOWN_CLOSE_DELAY_MS * 3); // past the delay that closes a panel the pointer opened
    assert.equal(await chevron.getAttribute('aria-expanded'), 'true');
    await expectVisible(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ver Todos' }).first());
  });

  // The pointer over a label (or focus on it) opens the panel with CSS and asks for the navbar: the hydrated bar must
  // keep that panel open, although no mouseenter or focus event comes again, and close it as usual once left.
  for (const how of ['pointer', 'keyboard'] as const) {
    it(`desktop dropdown opened by the ${how} before the script: still open once the navbar hydrates`, opts, async () => {
      const { page, chunks, nav, chevron } = await servicesPanelBeforeScript(how);
      chunks.release();
      await eventually(async () => assert.equal(await hydrated(chevron), true));
      await page.waitForTimeout(DROPDOWN_CLOSE_DELAY_MS * 3);
      assert.equal(await chevron.getAttribute('aria-expanded'), 'true');
      await expectVisible(nav.getByRole('link', { name: 'Ver Todos' }).first());
      if (how === 'pointer') await page.mouse.move(0, 700);
      else await page.keyboard.press('Shift+Tab'); // focus leaves the dropdown
      await eventually(async () => assert.equal(await chevron.getAttribute('aria-expanded'), 'false'));
    });
  }

  it('desktop dropdown: Escape pressed before the script closes the panel once the navbar hydrates, focus on its chevron', opts, async () => {
    const { page, chunks, nav, chevron } = await servicesPanelBeforeScript('keyboard');
    await page.keyboard.press('Escape');
    chunks.release();
    await eventually(async () => assert.equal(await hydrated(chevron), true));
    await eventually(async () => assert.equal(await chevron.evaluate((element) => element === document.activeElement), true));
    assert.equal(await chevron.getAttribute('aria-expanded'), 'false');
    await expectHidden(nav.getByRole('link', { name: 'Ver Todos' }).first());
  });

  it('mobile "Menu": opens at once (native), and the hydrated menu closes on the next tap', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, hasTouch: true });
    const chunks = await holdLazyChunks(page);
    await page.goto('/servico');
    const toggle = page.getByText('Menu', { exact: true });
    await toggle.tap();
    const menu = page.getByRole('navigation', { name: 'Menu principal (celular)' });
    await expectVisible(menu);
    chunks.release();
    await eventually(async () => assert.equal(await hydrated(toggle), true));
    await expectVisible(menu);
    await toggle.tap();
    await eventually(async () => assert.equal(await menu.isVisible(), false));
  });

  it('FAQ question: the answer opens and stays open in the hydrated accordion', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, hasTouch: true });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    const question = page.getByText('Como funciona a avaliação médica?');
    await question.scrollIntoViewIfNeeded();
    await question.tap();
    await expectVisible(page.locator('details[open]').getByRole('paragraph'));
    chunks.release();
    const button = page.getByRole('button', { name: 'Como funciona a avaliação médica?' });
    await eventually(async () => assert.equal(await button.getAttribute('aria-expanded'), 'true'));
    await expectVisible(page.getByRole('region', { name: 'Como funciona a avaliação médica?' }));
  });

  it('FAQ question focused by keyboard before the script: it keeps the focus as a button, and Enter opens it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    await page.locator('summary', { hasText: 'Como funciona a avaliação médica?' }).focus();
    chunks.release();
    const button = page.getByRole('button', { name: 'Como funciona a avaliação médica?' });
    await eventually(async () => assert.equal(await button.getAttribute('aria-expanded'), 'false'));
    assert.equal(await button.evaluate((element) => element === document.activeElement), true, 'the focus moved to the new button');
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await expectVisible(page.getByRole('region', { name: 'Como funciona a avaliação médica?' }));
  });

  it('protocol tabs: shown as tabs before the script, nothing moves when they hydrate, and a tab tapped early is selected', opts, async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await site.newPage({ viewport, hasTouch: true });
      const chunks = await holdLazyChunks(page);
      await page.goto('/');
      const tabs = page.getByRole('tablist', { name: 'Categorias de protocolos' });
      await tabs.scrollIntoViewIfNeeded();
      const island = tabs.locator('xpath=..'); // the widget (its island wrapper is display: contents)
      const before = (await island.boundingBox())!;
      assert.equal(await hydrated(tabs), false);
      assert.equal(await tabs.getByRole('tab', { name: 'Facial' }).getAttribute('aria-selected'), 'true');
      await expectVisible(page.getByRole('tabpanel').getByRole('heading', { name: 'Protocolo Anti-idade Facial' }));
      assert.equal(await page.getByRole('tabpanel').count(), 1, 'one panel shown');

      await tabs.getByRole('tab', { name: 'Corporal' }).tap();
      chunks.release();
      await eventually(async () => assert.equal(await hydrated(tabs), true));
      await eventually(async () => assert.equal(await tabs.getByRole('tab', { name: 'Corporal' }).getAttribute('aria-selected'), 'true'));
      await expectVisible(page.getByRole('tabpanel', { name: 'Corporal' }).getByRole('heading', { name: 'Protocolo Modelagem Corporal' }));
      await tabs.getByRole('tab', { name: 'Facial' }).tap();
      const after = (await island.boundingBox())!;
      assert.deepEqual([after.y, after.height].map(Math.round), [before.y, before.height].map(Math.round), `${viewport.width} px: the same place and height`);
    }
  });

  it('protocol tabs: arrow keys pressed before the script are pressed again once it arrives', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Categorias de protocolos' });
    await tabs.getByRole('tab', { name: 'Facial' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await hydrated(tabs), false);
    chunks.release();
    await eventually(async () => assert.equal(await tabs.getByRole('tab', { name: 'Capilar' }).getAttribute('aria-selected'), 'true'));
    assert.equal(await tabs.getByRole('tab', { name: 'Capilar' }).evaluate((tab) => tab === document.activeElement), true, 'the focus follows');
    await page.keyboard.press('Home');
    assert.equal(await tabs.getByRole('tab', { name: 'Facial' }).getAttribute('aria-selected'), 'true');
  });

  it('protocol tabs: one arrow key pressed while the tabs are hydrating moves one tab, not two', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Categorias de protocolos' });
    await tabs.getByRole('tab', { name: 'Facial' }).focus();
    chunks.release();
    // As soon as React is there (its fiber on the tab list), often before the island is marked hydrated (it settles).
    await page.waitForFunction(() => {
      const list = document.querySelector('[role="tablist"][aria-label="Categorias de protocolos"]');
      return !!list && Object.keys(list).some((key) => key.startsWith('__reactFiber'));
    }, undefined, { polling: 'raf', timeout: 20_000 });
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await hydrated(tabs), true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await tabs.getByRole('tab', { name: 'Corporal' }).getAttribute('aria-selected'), 'true');
  });

  it('testimonial carousel: "Reproduzir" tapped before the script leaves it rotating, not stopped', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, hasTouch: true });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    const play = page.getByRole('button', { name: /^Reproduzir/ });
    await play.scrollIntoViewIfNeeded();
    await play.tap();
    chunks.release();
    await eventually(async () => assert.equal(await hydrated(page.getByRole('group', { name: 'Lista de depoimentos' }).locator('xpath=..')), true));
    await expectVisible(page.getByRole('button', { name: /^Pausar/ }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectVisible(page.getByRole('button', { name: /^Pausar/ }));
  });

  it('testimonial carousel: keyboard focus inside it before the script arrives keeps it from rotating once it hydrates', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    const track = page.getByRole('group', { name: 'Lista de depoimentos' });
    await track.focus();
    chunks.release();
    await eventually(async () => assert.equal(await hydrated(track.locator('xpath=..')), true));
    // Rotating (no reduced motion here) but held by the focus: the region is announced and no slide moves under it.
    await expectVisible(page.getByRole('button', { name: /^Pausar/ }));
    await eventually(async () => assert.equal(await track.getAttribute('aria-live'), 'polite'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await track.getAttribute('aria-live'), 'polite');
  });

  it('testimonial carousel: the same height before and after it hydrates (nothing below it moves)', opts, async () => {
    for (const viewport of [{ width: 320, height: 640 }, PHONE, DESKTOP]) {
      const page = await site.newPage({ viewport });
      const chunks = await holdLazyChunks(page);
      await page.goto('/');
      const carousel = page.getByRole('group', { name: 'Lista de depoimentos' }).locator('xpath=..');
      await carousel.scrollIntoViewIfNeeded();
      const before = (await carousel.boundingBox())!.height;
      assert.equal(await hydrated(carousel), false);
      chunks.release();
      await eventually(async () => assert.equal(await hydrated(carousel), true));
      assert.equal(Math.round((await carousel.boundingBox())!.height), Math.round(before), `${viewport.width} px`);
    }
  });

  it('protocol "O que está incluído": the dialog opens', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'O que está incluído em Protocolo Anti-idade Facial' });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    chunks.release();
    const dialog = page.getByRole('dialog', { name: 'Protocolo Anti-idade Facial' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('link', { name: /Quero este protocolo/ }));
  });

  it('protocol card tapped on its title: the dialog opens', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const chunks = await holdLazyChunks(page);
    await page.goto('/');
    const title = page.getByRole('heading', { name: 'Protocolo Anti-idade Facial', exact: true });
    await title.scrollIntoViewIfNeeded();
    await title.click();
    await eventually(() => assert.ok(chunks.held() > 0));
    chunks.release();
    await expectVisible(page.getByRole('dialog', { name: 'Protocolo Anti-idade Facial' }));
  });

  it('list category button "Facial": the list is filtered', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const chunks = await holdLazyChunks(page);
    await page.goto('/servico');
    const facial = page.getByRole('group', { name: 'Filtrar por categoria' }).getByRole('button', { name: 'Facial' });
    await facial.click();
    await eventually(() => assert.ok(chunks.held() > 0));
    chunks.release();
    const count = page.getByRole('status').filter({ hasText: /encontrado\(s\)/ });
    await expectText(count, /^\d+ serviço\(s\) encontrado\(s\) na categoria Facial$/);
    assert.equal(await facial.getAttribute('aria-pressed'), 'true');
  });

  it('list search typed before the script: the list is filtered by it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const chunks = await holdLazyChunks(page);
    await page.goto('/servico');
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('acido');
    chunks.release();
    const count = page.getByRole('status').filter({ hasText: /encontrado\(s\)/ });
    await eventually(async () => assert.notEqual(await count.innerText(), '60 serviço(s) encontrado(s)'));
    assert.match(await count.innerText(), /^[1-9]\d* serviço\(s\) encontrado\(s\)$/);
    // In the address too, as a search typed after the script would be.
    await eventually(async () => assert.equal(new URL(page.url()).search, '?busca=acido'));
  });

  it('list category chosen in the select before the script: the list is filtered and the address says so', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const chunks = await holdLazyChunks(page);
    await page.goto('/servico');
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Capilar' });
    chunks.release();
    const count = page.getByRole('status').filter({ hasText: /encontrado\(s\)/ });
    await expectText(count, /^[1-9]\d* serviço\(s\) encontrado\(s\) na categoria Capilar$/);
    await eventually(async () => assert.equal(new URL(page.url()).search, '?categoria=capilar'));
  });
});

describe('a list used before the page script itself has arrived', () => {
  // On a slow phone the list page shows, and its search box takes text, well before the islands entry runs: the
  // events that would have woken the list went by with nobody listening.
  async function holdEntry(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/islands-*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  const count = (page: Page) => page.getByRole('status').filter({ hasText: /encontrado\(s\)/ });

  it('search typed: once the script runs the list is filtered by it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const release = await holdEntry(page);
    await page.goto('/servico', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('acido');
    release();
    await eventually(async () => assert.equal(new URL(page.url()).search, '?busca=acido'));
    assert.match(await count(page).innerText(), /^[1-9]\d* serviço\(s\) encontrado\(s\)$/);
    assert.notEqual(await count(page).innerText(), '60 serviço(s) encontrado(s)');
  });

  it('category chosen in the select: once the script runs the list shows that category', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const release = await holdEntry(page);
    await page.goto('/tratamento', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Capilar' });
    release();
    await expectText(count(page), /^[1-9]\d* tratamento\(s\) encontrado\(s\) na categoria Capilar$/);
  });
});

describe('a lead form filled before the script has arrived', () => {
  // Typing in a form is what brings its script: on a slow network the visitor goes on typing meanwhile.
  const forms = [
    {
      path: '/',
      name: 'Formulário de contato',
      early: async (form: Locator) => {
        await form.getByLabel('Nome').fill('Maria Antes');
        await form.getByLabel('Telefone').fill('(11) 98765-4321');
        await form.getByRole('combobox', { name: /Tratamento de interesse/ }).selectOption({ label: 'Estética Corporal' });
        await form.getByRole('checkbox', { name: /Autorizo/ }).check();
      },
      kept: { name: 'Maria Antes', phone: '(11) 98765-4321', treatment: 'Estética Corporal', consent: true },
    },
    {
      path: '/agendar-online',
      name: 'Solicitar Agendamento',
      early: async (form: Locator) => {
        await form.getByLabel('Nome').fill('João Antes');
        await form.getByLabel('E-mail').fill('joao@exemplo.com.br');
        await form.getByLabel('Telefone').fill('(11) 98765-4321');
        await form.getByRole('checkbox', { name: /Autorizo/ }).check();
      },
      kept: { name: 'João Antes', email: 'joao@exemplo.com.br', phone: '(11) 98765-4321', consent: true },
    },
  ];
  for (const { path, name, early, kept } of forms) {
    it(`${path} "${name}": what was typed before React arrived stays when the next field is typed, and is what is sent`, opts, async () => {
      const page = await site.newPage({ viewport: PHONE });
      const chunks = await holdLazyChunks(page);
      await page.goto(path);
      const form = page.getByRole('form', { name });
      await early(form);
      await eventually(() => assert.ok(chunks.held() > 0));
      chunks.release();
      await eventually(async () => assert.ok(await hydrated(form)));
      await form.getByRole('textbox', { name: /Mensagem/ }).fill('Escrito depois.');
      for (const [field, value] of Object.entries(kept)) {
        const control = form.locator(`[name="${field}"]`);
        if (typeof value === 'boolean') assert.equal(await control.isChecked(), value, field);
        else assert.equal(await control.inputValue(), value, field);
      }
      // Sent by the island (a request with a JSON body), not by the browser's plain form post.
      await page.route('**/api/contact', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }));
      const sent = page.waitForRequest('**/api/contact');
      // A month ahead: within the 12 months the form's date field takes.
      const wished = `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T15:00`;
      if (path === '/agendar-online') await form.getByLabel('Data e horário de preferência').fill(wished);
      await form.getByRole('button', { name: /Enviar|Solicitar/ }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      for (const [field, value] of Object.entries(kept)) if (typeof value === 'string') assert.equal(body[field], value, field);
      assert.equal(body.message, 'Escrito depois.');
    });
  }
});
