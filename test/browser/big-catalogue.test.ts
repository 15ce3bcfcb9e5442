/**
 * The service list of a catalogue of 10,000 services as a visitor uses it (docs/site.md#list-pages): pages and
 * category pages with real links without script, `?categoria=`, the count of the whole catalogue, and a search that
 * finds an item of the last page. The site is built once for the file, with one question per service so the build
 * stays quick.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Page } from 'playwright-core';
import { writeBigCatalogue } from '../support/big-catalogue.ts';
import type { CardData } from '../../templates/components/catalogue/card-data.ts';
import { cardsOfIndex } from '../../templates/components/catalogue/card-index.ts';
import { filterCatalogue } from '../../templates/islands/catalogue-filter.ts';
import { DESKTOP, PHONE, browserSkip, startSite, type RunningSite } from './support/site.ts';
import { eventually, expectText, expectVisible, visit } from './support/visitor.ts';

const SERVICES = 10_000;
const PAGE_SIZE = 60;
/** docs/site.md#list-pages: no HTML page over 150 KB once compressed with brotli. */
const MAX_PAGE_BROTLI = 150 * 1024;
/**
 * The search index as gzip sends it (nginx has no brotli): a phone at 400 kbit/s takes 3 s for 150 KB. The objects of
 * the first format, keys and links repeated on every card, weighed 900 KB.
 */
const MAX_INDEX_GZIP = 150 * 1024;

let site: RunningSite;
let sheets: string;
/** Services per category in the generated catalogue, read from the built search index. */
let perCategory: Record<string, number>;
let lastTitle: string;
/** How many services the search for `lastTitle` must find (the list's own matching rules over the whole catalogue). */
let lastTitleMatches: number;
/** The built search index: every card of the catalogue. */
let index: CardData[];

before(async () => {
  if (browserSkip) return;
  sheets = mkdtempSync(join(tmpdir(), 'clinic-site-10000-'));
  writeBigCatalogue(join(sheets, 'planilhas'), SERVICES, 1);
  site = await startSite({ sheets: join(sheets, 'planilhas') });
  index = cardsOfIndex(JSON.parse(readFileSync(join(site.outDir, 'catalogo', 'servicos.json'), 'utf8')));
  perCategory = {};
  for (const card of index) perCategory[card.category] = (perCategory[card.category] ?? 0) + 1;
  lastTitle = index[index.length - 1].title;
  lastTitleMatches = filterCatalogue(index, lastTitle, 'todos').length;
});
afterEach(() => site?.closePages());
after(async () => {
  await site?.stop();
  if (sheets) rmSync(sheets, { recursive: true, force: true });
});

const opts = { timeout: 120_000, skip: browserSkip };
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /encontrado\(s\)/ });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Páginas da lista de serviços' });

describe('10,000 services: the list without script', () => {
  it('/servico counts the whole catalogue, shows one page of cards and links the next pages', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/servico');
    await expectText(countText(page), `${SERVICES} serviço(s) encontrado(s)`);
    assert.equal(await cards(page).count(), PAGE_SIZE);
    const pages = Math.ceil(SERVICES / PAGE_SIZE);
    await expectText(pagination(page).getByText(/^Página \d+ de \d+$/), `Página 1 de ${pages}`);
    // textContent: the cards far below the screen are drawn only as they come near it (content-visibility), and
    // innerText gives only what is drawn.
    const firstTitles = await cards(page).getByRole('heading').allTextContents();

    await pagination(page).getByRole('link', { name: 'Próxima →' }).click();
    await page.waitForURL('**/servico/pagina/2');
    await expectText(countText(page), `${SERVICES} serviço(s) encontrado(s)`);
    const secondTitles = await cards(page).getByRole('heading').allTextContents();
    assert.equal(secondTitles.length, PAGE_SIZE);
    assert.ok(secondTitles.every((title) => !firstTitles.includes(title)), 'page 2 shows other services');

    await pagination(page).getByRole('link', { name: `Página ${pages}` }).click();
    await page.waitForURL(`**/servico/pagina/${pages}`);
    assert.equal(await cards(page).count(), SERVICES - (pages - 1) * PAGE_SIZE);
    assert.ok(await cards(page).getByRole('heading', { name: lastTitle, exact: true }).isVisible(), 'the last service is on the last page');
  });

  it('a category link leads to that category\'s pages, counted over the whole catalogue', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/servico');
    await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Medicina' }).click();
    await page.waitForURL('**/servico/categoria/medicina');
    await expectText(countText(page), `${perCategory.medicina} serviço(s) encontrado(s) na categoria Medicina`);
    for (const card of await cards(page).all()) assert.equal(await card.getByText('Medicina', { exact: true }).count(), 1);
    assert.equal(await page.getByRole('combobox', { name: 'Categoria' }).inputValue(), 'medicina');
  });

  it('?categoria=capilar (the mobile menu\'s "Ver todos de Capilar") opens the Capilar pages', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/servico?categoria=Capilar');
    assert.equal(new URL(page.url()).pathname, '/servico/categoria/capilar');
    await expectText(countText(page), `${perCategory.capilar} serviço(s) encontrado(s) na categoria Capilar`);
    assert.equal(await cards(page).count(), Math.min(PAGE_SIZE, perCategory.capilar));
  });
});

describe('10,000 services: the list with script', () => {
  it('the search box finds a service of the last page', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico');
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill(lastTitle);
    await expectText(countText(page), `${lastTitleMatches} serviço(s) encontrado(s)`);
    assert.ok(lastTitleMatches >= 1 && lastTitleMatches < PAGE_SIZE);
    await eventually(async () => assert.equal(await cards(page).count(), lastTitleMatches));
    assert.ok(await cards(page).getByRole('heading', { name: lastTitle, exact: true }).isVisible());
    assert.equal(await pagination(page).count(), 0, 'no pages while a search is shown');
  });

  it('the cursor in the search box starts loading the index, and the first key uses that same download', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    let asked = 0;
    page.on('request', (request) => (asked += request.url().includes('/catalogo/servicos.json') ? 1 : 0));
    await visit(page, '/servico');
    const box = page.getByRole('searchbox', { name: 'Buscar serviços' });
    await box.focus();
    await eventually(() => assert.equal(asked, 1, 'requested before anything is typed'));
    await box.fill(lastTitle);
    await expectText(countText(page), `${lastTitleMatches} serviço(s) encontrado(s)`);
    assert.equal(asked, 1, 'one download of the index');
  });

  it('a category button with a search typed filters the whole category here, and "Mostrar mais resultados" adds more', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico');
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('a');
    await page.getByRole('group', { name: 'Filtrar por categoria' }).getByRole('button', { name: 'Corporal' }).click();
    const matches = filterCatalogue(index, 'a', 'corporal').length;
    assert.ok(matches > 2 * PAGE_SIZE, `${matches} matches`);
    await expectText(countText(page), `${matches} serviço(s) encontrado(s) na categoria Corporal`);
    await eventually(async () => assert.equal(await cards(page).count(), PAGE_SIZE));
    await page.getByRole('button', { name: 'Mostrar mais resultados' }).click();
    await eventually(async () => assert.equal(await cards(page).count(), 2 * PAGE_SIZE));
    assert.equal(new URL(page.url()).pathname, '/servico');
    assert.match(page.url(), /[?&]categoria=corporal\b/);
  });

  it('a category picked in the select before the script, nothing typed: once it runs, that category\'s pages open', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/islands-*.js', async (route) => {
      await released;
      await route.continue();
    });
    let indexAsked = false;
    page.on('request', (request) => (indexAsked ||= request.url().includes('/catalogo/')));
    await page.goto('/servico', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Capilar' });
    release();
    await page.waitForURL('**/servico/categoria/capilar');
    await expectText(page.getByRole('heading', { level: 1 }), /Capilar/);
    await expectText(countText(page), `${perCategory.capilar} serviço(s) encontrado(s) na categoria Capilar`);
    await expectVisible(pagination(page));
    assert.equal(indexAsked, false, 'the whole catalogue is not downloaded to show one category');
  });

  // On page 3 of the Facial pages, filtering in place would keep the heading and address of 'Facial, página 3'.
  it('a category button with nothing typed opens that category\'s pages, and "Todos" the whole list', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico/categoria/facial/pagina/3');
    const buttons = page.getByRole('group', { name: 'Filtrar por categoria' });
    await buttons.getByRole('button', { name: 'Capilar' }).click();
    await page.waitForURL('**/servico/categoria/capilar');
    await expectText(page.getByRole('heading', { level: 1 }), /Capilar/);
    await expectText(countText(page), `${perCategory.capilar} serviço(s) encontrado(s) na categoria Capilar`);
    assert.equal(await cards(page).count(), PAGE_SIZE);
    await buttons.getByRole('button', { name: 'Todos' }).click();
    await page.waitForURL(/\/servico$/);
    await expectText(countText(page), `${SERVICES} serviço(s) encontrado(s)`);
    await expectText(pagination(page).getByText(/^Página \d+ de \d+$/), `Página 1 de ${Math.ceil(SERVICES / PAGE_SIZE)}`);
  });

  it('a search with another category, on a category\'s later page: the address loads the same cards again', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico/categoria/facial/pagina/3');
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('a');
    const buttons = page.getByRole('group', { name: 'Filtrar por categoria' });
    for (const [button, category, address, reached] of [
      ['Todos', 'todos', '/servico?busca=a', '/servico?busca=a'],
      ['Corporal', 'corporal', '/servico?busca=a&categoria=corporal', '/servico/categoria/corporal?busca=a'],
    ] as const) {
      await buttons.getByRole('button', { name: button }).click();
      const counted = `${filterCatalogue(index, 'a', category).length} serviço(s) encontrado(s)${category === 'todos' ? '' : ' na categoria Corporal'}`;
      await expectText(countText(page), counted);
      await eventually(async () => assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, address));
      await page.reload();
      assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, reached);
      await expectText(countText(page), counted);
      // The count can be the same before the island read the address (every card of the category has an "a"): the
      // box is filled once it did.
      await eventually(async () => assert.equal(await page.getByRole('searchbox', { name: 'Buscar serviços' }).inputValue(), 'a'));
    }
  });

  it('the search index does not load: the page keeps its pages and category links, and the next keystroke tries again', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    let refuse = true;
    let asked = 0;
    await page.route('**/catalogo/*.json', async (route) => {
      asked++;
      if (refuse) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await visit(page, '/servico');
    const box = page.getByRole('searchbox', { name: 'Buscar serviços' });
    await box.fill(lastTitle.slice(0, -1));
    await expectText(page.getByRole('status').filter({ hasText: /busca/ }), 'Não foi possível carregar a busca. Use as páginas e as categorias da lista.');
    await expectVisible(pagination(page).getByRole('link', { name: 'Próxima →' }));
    await expectVisible(page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Capilar' }));
    assert.equal(asked, 1);
    refuse = false;
    await box.fill(lastTitle);
    await expectText(countText(page), `${lastTitleMatches} serviço(s) encontrado(s)`);
    assert.ok(await cards(page).getByRole('heading', { name: lastTitle, exact: true }).isVisible());
    assert.equal(asked, 2);
  });

  it('?categoria= on a category page address is applied by the script too', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await page.goto('/servico?categoria=facial');
    assert.equal(new URL(page.url()).pathname, '/servico/categoria/facial');
    await expectText(countText(page), `${perCategory.facial} serviço(s) encontrado(s) na categoria Facial`);
    assert.equal(await page.getByRole('button', { name: 'Facial', exact: true }).getAttribute('aria-pressed'), 'true');
  });
});

describe('10,000 services: every page small', () => {
  it(`the search index under ${MAX_INDEX_GZIP / 1024} KB gzip`, { skip: browserSkip }, () => {
    const compressed = gzipSync(readFileSync(join(site.outDir, 'catalogo', 'servicos.json')), { level: 9 }).length;
    assert.ok(compressed <= MAX_INDEX_GZIP, `${compressed} bytes gzip`);
  });

  it('the search index is sent as the build compressed it, at its best (not compressed again on each request)', { skip: browserSkip }, async () => {
    for (const [encoding, file] of [['br', 'servicos.json.br'], ['gzip', 'servicos.json.gz']] as const) {
      const response = await fetch(`${site.url}/catalogo/servicos.json`, { headers: { 'Accept-Encoding': encoding } });
      assert.equal(response.headers.get('content-encoding'), encoding);
      assert.equal(Number(response.headers.get('content-length')), statSync(join(site.outDir, 'catalogo', file)).size);
      await response.arrayBuffer();
    }
  });

  it(`no HTML page over ${MAX_PAGE_BROTLI / 1024} KB brotli`, { skip: browserSkip }, () => {
    const files: { path: string; size: number }[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        const stat = statSync(path);
        if (stat.isDirectory()) walk(path);
        else if (name.endsWith('.html')) files.push({ path, size: stat.size });
      }
    };
    walk(site.outDir);
    assert.ok(files.length > SERVICES, `${files.length} pages`);
    // Brotli at its best quality is slow: measure the 30 largest files, which bound all the others.
    files.sort((a, b) => b.size - a.size);
    for (const { path } of files.slice(0, 30)) {
      const bytes = readFileSync(path);
      const compressed = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
      assert.ok(compressed <= MAX_PAGE_BROTLI, `${path}: ${compressed} bytes brotli`);
    }
  });
});
