/**
 * The three list pages (/servico, /tratamento, /protocolo) as a visitor filters them (docs/site.md#list-pages and
 * #search-and-category-filter: each list counts in its own noun, search ignores case and accents, `?categoria=`
 * preselects). The counts are those of the sample sheets: 60 services, 48 treatments, 10 protocols.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { copySample, editWorkbook, setCell } from '../support/sheet-fixtures.ts';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, expectText, expectVisible, visit } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };

const LISTS = [
  { path: '/servico', noun: 'serviço', total: 60, search: 'Buscar serviços' },
  { path: '/tratamento', noun: 'tratamento', total: 48, search: 'Buscar tratamentos' },
  { path: '/protocolo', noun: 'protocolo', total: 10, search: 'Buscar protocolos' },
] as const;

const countText = (page: Page) => page.getByRole('status').filter({ hasText: /encontrado\(s\)/ });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** Lower case without accents, as a visitor's search is meant to compare. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The path and query of the page's address. */
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The number in the count text equals the number of cards shown. */
async function countMatchesCards(page: Page): Promise<number> {
  const text = await countText(page).innerText();
  const shown = Number(/^(\d+) /.exec(text)?.[1]);
  assert.equal(await cards(page).count(), shown, `"${text}" but ${await cards(page).count()} cards`);
  return shown;
}

describe('list pages: counts and filters', () => {
  for (const list of LISTS) {
    it(`${list.path}: '${list.total} ${list.noun}(s) encontrado(s)' with every card shown`, opts, async () => {
      const page = await site.newPage({ viewport: DESKTOP });
      await visit(page, list.path);
      await expectText(countText(page), `${list.total} ${list.noun}(s) encontrado(s)`);
      assert.equal(await countMatchesCards(page), list.total);
      assert.equal(await page.getByRole('group', { name: 'Filtrar por categoria' }).getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed'), 'true');
    });
  }

  it('search ignores accents and case: "acido" finds the items with "ácido"', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico');
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('acido');
    await eventually(async () => assert.notEqual(await countText(page).innerText(), '60 serviço(s) encontrado(s)'));
    const shown = await countMatchesCards(page);
    assert.ok(shown > 0, 'nothing found for "acido"');
    // textContent: cards far below the screen are drawn only as they come near it (content-visibility), and innerText
    // gives only what is drawn.
    const texts = await cards(page).allTextContents();
    for (const text of texts) assert.ok(fold(text).includes('acido'), `a card without "acido": ${text.slice(0, 80)}`);
    assert.ok(texts.some((text) => /ácido/i.test(text)), 'no card with the accented word "ácido"');

    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('ÁCIDO');
    await eventually(async () => assert.equal(await countMatchesCards(page), shown, 'upper case and accent give the same result'));
  });

  it('the category buttons and the select filter together: " na categoria Facial"', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico');
    const buttons = page.getByRole('group', { name: 'Filtrar por categoria' });
    const select = page.getByRole('combobox', { name: 'Categoria' });

    await buttons.getByRole('button', { name: 'Facial' }).click();
    await expectText(countText(page), /^\d+ serviço\(s\) encontrado\(s\) na categoria Facial$/);
    const facial = await countMatchesCards(page);
    assert.ok(facial > 0 && facial < 60);
    assert.equal(await buttons.getByRole('button', { name: 'Facial' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await buttons.getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed'), 'false');
    assert.equal(await select.inputValue(), 'facial', 'the select shows the same category');
    for (const card of await cards(page).all()) assert.equal(await card.getByText('Facial', { exact: true }).count(), 1);

    await select.selectOption({ label: 'Corporal' });
    await expectText(countText(page), /^\d+ serviço\(s\) encontrado\(s\) na categoria Corporal$/);
    assert.equal(await buttons.getByRole('button', { name: 'Corporal' }).getAttribute('aria-pressed'), 'true');
    await countMatchesCards(page);
    assert.match(page.url(), /[?&]categoria=corporal\b/, 'the category is kept in the address');

    // Search and category combine: a facial-only word under Corporal finds nothing.
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('botulínica');
    await expectText(countText(page), '0 serviço(s) encontrado(s) na categoria Corporal');
  });

  it('?categoria=capilar preselects Capilar', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento?categoria=capilar');
    await expectText(countText(page), /^\d+ tratamento\(s\) encontrado\(s\) na categoria Capilar$/);
    const shown = await countMatchesCards(page);
    assert.ok(shown > 0 && shown < 48);
    assert.equal(await page.getByRole('combobox', { name: 'Categoria' }).inputValue(), 'capilar');
    assert.equal(await page.getByRole('button', { name: 'Capilar', exact: true }).getAttribute('aria-pressed'), 'true');
  });

  it('a category address of a one-page list filters in place, and "Todos" shows every card at the list\'s own address', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento?categoria=facial');
    assert.equal(new URL(page.url()).pathname, '/tratamento/categoria/facial', 'the server sends ?categoria= to the category address');
    await expectText(countText(page), /^\d+ tratamento\(s\) encontrado\(s\) na categoria Facial$/);
    assert.ok((await countMatchesCards(page)) < 48);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tratamentos' }));

    await page.getByRole('button', { name: 'Todos', exact: true }).click();
    await expectText(countText(page), '48 tratamento(s) encontrado(s)');
    await countMatchesCards(page);
    await eventually(async () => assert.equal(addressOf(page), '/tratamento'));

    await page.getByRole('button', { name: 'Capilar', exact: true }).click();
    await expectText(countText(page), /^\d+ tratamento\(s\) encontrado\(s\) na categoria Capilar$/);
    await eventually(async () => assert.equal(addressOf(page), '/tratamento?categoria=capilar'));
  });

  for (const list of LISTS) {
    it(`${list.path}: empty state 'Nenhum ${list.noun} encontrado'; 'Limpar filtros' restores the full list`, opts, async () => {
      const page = await site.newPage({ viewport: PHONE });
      await visit(page, list.path);
      await page.getByRole('button', { name: 'Facial', exact: true }).click();
      const search = page.getByRole('searchbox', { name: list.search });
      await search.fill('xyzwq');
      const empty = page.getByRole('heading', { name: `Nenhum ${list.noun} encontrado` });
      await expectVisible(empty);
      await expectText(countText(page), `0 ${list.noun}(s) encontrado(s) na categoria Facial`);
      assert.equal(await cards(page).count(), 0);

      // The filters are in the address (the text a moment after the last key), so a reload keeps them.
      await eventually(async () => assert.equal(addressOf(page), `${list.path}?categoria=facial&busca=xyzwq`));

      await page.getByRole('button', { name: 'Limpar filtros' }).click();
      await expectText(countText(page), `${list.total} ${list.noun}(s) encontrado(s)`);
      assert.equal(await cards(page).count(), list.total);
      assert.equal(await search.inputValue(), '');
      assert.equal(await page.getByRole('combobox', { name: 'Categoria' }).inputValue(), 'todos');
      assert.equal(await page.getByRole('button', { name: 'Todos', exact: true }).getAttribute('aria-pressed'), 'true');
      // Cleared in the address too: a reload does not bring the search back.
      assert.equal(addressOf(page), list.path);
      await page.reload();
      await expectText(countText(page), `${list.total} ${list.noun}(s) encontrado(s)`);
      assert.equal(await search.inputValue(), '');
    });
  }

  it('a search kept in the address survives a reload, with the ad parameters, and can be shared', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico?utm_source=instagram');
    await page.getByRole('searchbox', { name: 'Buscar serviços' }).fill('ácido');
    await expectText(countText(page), /^[1-9]\d* serviço\(s\) encontrado\(s\)$/);
    const found = await countText(page).innerText();
    await eventually(async () => assert.equal(addressOf(page), '/servico?utm_source=instagram&busca=%C3%A1cido'));

    const shared = await site.newPage({ viewport: DESKTOP });
    await visit(shared, page.url());
    await expectText(countText(shared), found);
    assert.equal(await shared.getByRole('searchbox', { name: 'Buscar serviços' }).inputValue(), 'ácido');
  });
});

describe('a category with nothing in it yet (both capilar protocols moved to Facial)', () => {
  let emptySite: RunningSite;
  let sheets: string;
  before(async () => {
    if (browserSkip) return;
    sheets = copySample('clinic-site-empty-category-');
    editWorkbook(sheets, 'protocolos', (tabs) => {
      const protocols = tabs.get('Protocolos')!;
      for (const slug of ['revitalizacao-capilar-completa', 'fortalecimento-capilar-masculino']) setCell(protocols, slug, 'Categoria', 'facial');
    });
    emptySite = await startSite({ sheets });
  });
  afterEach(() => emptySite?.closePages());
  after(async () => {
    await emptySite?.stop();
    if (sheets) rmSync(dirname(sheets), { recursive: true, force: true });
  });

  it("without script, 'Limpar filtros' on the empty category's address leads to the whole list", opts, async () => {
    const page = await emptySite.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/protocolo?categoria=capilar');
    assert.equal(new URL(page.url()).pathname, '/protocolo/categoria/capilar');
    assert.equal(await page.getByRole('status').innerText(), '0 protocolo(s) encontrado(s) na categoria Capilar');
    await expectVisible(page.getByRole('heading', { name: 'Nenhum protocolo encontrado' }));
    await page.getByRole('link', { name: 'Limpar filtros' }).click();
    await page.waitForURL((url) => url.pathname === '/protocolo');
    assert.equal(await page.getByRole('status').innerText(), '10 protocolo(s) encontrado(s)');
  });

  it("with script, it becomes the button that clears in place once the list hydrates", opts, async () => {
    const page = await emptySite.newPage({ viewport: PHONE });
    await visit(page, '/protocolo/categoria/capilar');
    await page.getByRole('searchbox', { name: 'Buscar protocolos' }).focus(); // the island hydrates on use
    const clear = page.getByRole('button', { name: 'Limpar filtros' });
    await expectVisible(clear);
    await clear.click();
    await expectText(countText(page), '10 protocolo(s) encontrado(s)');
    assert.equal(await cards(page).count(), 10);
    assert.equal(addressOf(page), '/protocolo');
  });
});

/** The list items of the detail page section titled `heading` (the source a card summarises). */
async function detailList(page: Page, path: string, heading: string): Promise<string[]> {
  await page.goto(path);
  const items = page.getByRole('region', { name: heading, exact: true }).getByRole('list').first().getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.trim());
}

const cut25 = (text: string) => (text.length > 25 ? `${text.slice(0, 25)}…` : text);

describe('list pages: card details', () => {
  // Cards far below the screen are laid out only as they come near it (content-visibility); a visitor who scrolls,
  // or tabs, to the last one finds it drawn: its title, its facts, its link in view.
  it('the last card of /servico, reached by scrolling or by the keyboard, is drawn in full', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico');
    const last = cards(page).last();
    assert.equal(await last.innerText(), '', 'the last card is not drawn before it comes near the screen');
    await last.scrollIntoViewIfNeeded();
    await eventually(async () => assert.match(await last.innerText(), /Saiba mais/));
    assert.ok(await last.getByRole('heading').isVisible());
    await page.evaluate(() => window.scrollTo(0, 0));
    const link = last.getByRole('link', { name: /^Saiba mais/ });
    await link.focus();
    await eventually(async () => assert.ok(await link.isVisible() && (await link.boundingBox())!.height > 0));
    assert.ok(await page.evaluate(() => document.activeElement?.closest('article') !== null));
  });

  it('service card: two benefit chips cut at 25 characters + "…", "+N benefícios", rating 5.0, "Saiba mais"', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Toxina botulínica (botox)' }) });
    const chips = (await card.getByRole('list', { name: 'Benefícios' }).getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    assert.ok(await card.getByRole('img', { name: /5\.0/ }).isVisible(), 'no 5.0 rating');
    assert.ok((await card.innerText()).includes('5.0'));
    assert.equal(await card.getByRole('link', { name: /^Saiba mais/ }).getAttribute('href'), '/servico/botox');
    for (const other of await cards(page).allTextContents()) assert.ok(other.includes('5.0'), 'every service card shows 5.0'); // drawn or not

    const benefits = await detailList(page, '/servico/botox', 'Benefícios do Tratamento');
    assert.ok(benefits.length > 2, 'the sample botox has more than two benefits');
    assert.deepEqual(chips, [cut25(benefits[0]), cut25(benefits[1]), `+${benefits.length - 2} benefícios`]);
    assert.ok(chips.some((chip) => chip.endsWith('…')), 'the sample has a benefit longer than 25 characters');
  });

  it('protocol card: sessions and the same benefit chips', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/protocolo');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Protocolo Anti-idade Facial' }) });
    assert.match(await card.innerText(), /Sessões\s+4 a 6 sessões/);
    const chips = (await card.getByRole('list', { name: 'Benefícios' }).getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    const benefits = await detailList(page, '/protocolo/anti-idade-avancado', 'Benefícios');
    assert.deepEqual(chips, [cut25(benefits[0]), cut25(benefits[1]), `+${benefits.length - 2} benefícios`]);
  });

  it('treatment card: the first 3 features and "+N mais", a "Saiba mais" link to /tratamento/{slug}', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Harmonização facial', exact: true }) });
    const shown = (await card.getByRole('list', { name: 'O que está incluído' }).getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    assert.equal(await card.getByRole('link', { name: /^Saiba mais/ }).getAttribute('href'), '/tratamento/harmonizacao-facial');
    const text = await card.innerText();
    assert.match(text, /Duração/);
    assert.match(text, /Recuperação/);
    const features = await detailList(page, '/tratamento/harmonizacao-facial', 'O que está incluído');
    assert.ok(features.length > 3, 'the sample treatment has more than three features');
    assert.deepEqual(shown, [...features.slice(0, 3), `+${features.length - 3} mais`]);
  });

  it('closing links of each list', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const expected: [string, RegExp[]][] = [
      ['/tratamento', [/^Fale Conosco/]],
      ['/protocolo', [/^Agendar Avaliação/, /^Ligar Agora/]],
      ['/servico', [/^Agendar Consulta/, /^Ligar Agora/]],
    ];
    for (const [path, names] of expected) {
      await page.goto(path);
      for (const name of names) {
        const link = page.getByRole('main').getByRole('link', { name }).last();
        const href = (await link.getAttribute('href')) ?? '';
        assert.match(href, /^(https:\/\/wa\.me\/|tel:\+55)/, `${path} ${name}: ${href}`);
      }
    }
  });
});
