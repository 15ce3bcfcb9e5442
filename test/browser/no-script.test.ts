/**
 * The site before (or without) any script (docs/templates.md#what-works-without-script: the page must read, and every
 * link must work, before any script runs; script only adds behaviour). Every test here runs in a context with
 * JavaScript disabled.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, expectHidden, expectVisible, focusedUncovered } from './support/visitor.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../templates/islands/navbar/model.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const noScript = (viewport: { width: number; height: number }) => site.newPage({ viewport, javaScriptEnabled: false });
const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };

describe('without JavaScript, pages read', () => {
  it('home: h1, the services, every protocol group and the FAQ answers', opts, async () => {
    const page = await noScript(PHONE);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /\S/);
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('heading', { name: 'Serviços mais procurados' }));
    assert.equal(await main.getByRole('link', { name: /Toxina botulínica \(botox\)/ }).count(), 1);
    // Without script there are no tabs: every protocol group is shown under its own heading.
    for (const group of ['Facial', 'Corporal', 'Capilar']) {
      await expectVisible(main.getByRole('heading', { name: group, level: 3, exact: true }));
    }
    // Each protocol's title one level below its group's.
    await expectVisible(main.getByRole('heading', { name: 'Protocolo Anti-idade Facial', level: 4 }));
    assert.equal(await main.getByRole('tab').count(), 0);
    // FAQ answers are native <details>: a click on the question shows the answer.
    const question = main.getByText('Como funciona a avaliação médica?');
    await question.click();
    const answer = main.locator('details[open]').getByRole('paragraph');
    await expectVisible(answer);
    assert.match(await answer.innerText(), /\S{3}/);
    // The testimonials are swiped, their dots are links: no play or arrow button that would do nothing.
    const testimonials = main.getByRole('group', { name: 'Lista de depoimentos' }).locator('xpath=..');
    assert.equal(await testimonials.getByRole('button').count(), 0);
    await testimonials.getByRole('link').last().click();
    await eventually(async () => assert.match(new URL(page.url()).hash, /depoimento-\d+$/));
    assert.equal(await testimonials.locator('[aria-current]').count(), 0, 'no dot claims a slide it cannot follow');
  });

  it('a list page: h1, the full count and every card link', opts, async () => {
    const page = await noScript(DESKTOP);
    await page.goto('/servico');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Serviços' }));
    assert.equal(await page.getByRole('status').innerText(), '60 serviço(s) encontrado(s)');
    assert.equal(await page.getByRole('link', { name: /^Saiba mais sobre / }).count(), 60);
    // The category buttons need the script to filter: none is offered that would do nothing. The form's button sends it.
    assert.equal(await page.getByRole('group', { name: 'Filtrar por categoria' }).count(), 0);
    await expectVisible(page.getByRole('combobox', { name: 'Categoria' }));
    await expectVisible(page.getByRole('search').getByRole('button', { name: 'Filtrar' }));
  });

  it("a list's category asked for in the address (the mobile menu's \"Ver todos de Facial\") or by the form", opts, async () => {
    const page = await noScript(PHONE);
    await page.goto('/tratamento?categoria=facial');
    assert.equal(new URL(page.url()).pathname, '/tratamento/categoria/facial');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tratamentos' }));
    const facial = Number(/^(\d+) tratamento\(s\) encontrado\(s\) na categoria Facial$/.exec(await page.getByRole('status').innerText())?.[1]);
    assert.ok(facial > 0 && facial < 48, `${facial} tratamentos faciais`);
    assert.equal(await page.getByRole('main').getByRole('article').count(), facial);
    for (const card of await page.getByRole('main').getByRole('article').all()) assert.equal(await card.getByText('Facial', { exact: true }).count(), 1);

    // The form asks for another category from this address too. It has no search box: only the script can search.
    assert.equal(await page.getByRole('searchbox').count(), 0);
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Capilar' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL((url) => url.pathname === '/tratamento/categoria/capilar');
    assert.match(await page.getByRole('status').innerText(), /^\d+ tratamento\(s\) encontrado\(s\) na categoria Capilar$/);
    // Links to each category's address, for visitors without script.
    const categories = page.getByRole('navigation', { name: 'Categorias' });
    assert.equal(await categories.getByRole('link', { name: 'Capilar' }).getAttribute('aria-current'), 'page');
    await categories.getByRole('link', { name: 'Corporal' }).click();
    assert.match(await page.getByRole('status').innerText(), /^\d+ tratamento\(s\) encontrado\(s\) na categoria Corporal$/);
    // And back to the whole list: by the form's own button, and by the links' "Todos".
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Todos' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL((url) => url.pathname === '/tratamento');
    assert.equal(await page.getByRole('status').innerText(), '48 tratamento(s) encontrado(s)');
    const todos = page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Todos' });
    assert.equal(await todos.getAttribute('aria-current'), 'page');
    await page.goto('/tratamento/categoria/capilar');
    await categories.getByRole('link', { name: 'Todos' }).click();
    await page.waitForURL((url) => url.pathname === '/tratamento');
    assert.equal(await page.getByRole('status').innerText(), '48 tratamento(s) encontrado(s)');
  });

  it('a detail page: h1, sections and contact links', opts, async () => {
    const page = await noScript(PHONE);
    await page.goto('/servico/botox');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Toxina botulínica (botox)' }));
    for (const section of ['Sobre o Tratamento', 'O que está incluído', 'Benefícios do Tratamento', 'Perguntas Frequentes']) {
      await expectVisible(page.getByRole('heading', { level: 2, name: section }));
    }
    assert.match((await page.getByRole('link', { name: /^Ligar Agora/ }).first().getAttribute('href')) ?? '', /^tel:\+55\d+$/);
  });
});

describe('without JavaScript, links navigate', () => {
  it('desktop: the main navigation, a card and the breadcrumb lead to their pages', opts, async () => {
    const page = await noScript(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Serviços', exact: true }).click();
    await page.waitForURL('**/servico');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Serviços' }));

    await page.getByRole('link', { name: 'Saiba mais sobre Toxina botulínica (botox)' }).click();
    await page.waitForURL('**/servico/botox');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Toxina botulínica (botox)' }));

    await page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Serviços' }).click();
    await page.waitForURL('**/servico');

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Agendar', exact: true }).click();
    await page.waitForURL('**/agendar-online');
    await expectVisible(page.getByRole('heading', { level: 1 }));
  });

  it('desktop: a dropdown opens on hover by CSS alone and its items are links', opts, async () => {
    const page = await noScript(DESKTOP);
    await page.goto('/tratamento');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    assert.equal(await nav.getByRole('button', { name: /^Submenu/ }).count(), 0, 'no chevron button that would do nothing');
    await nav.getByRole('link', { name: 'Protocolos', exact: true }).hover();
    const seeAll = nav.getByRole('link', { name: 'Ver Todos' });
    await expectVisible(seeAll);
    assert.equal(await seeAll.getAttribute('href'), '/protocolo');
    await nav.getByRole('link', { name: 'Protocolo Anti-idade Facial' }).click();
    await page.waitForURL('**/protocolo/anti-idade-avancado');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Protocolo Anti-idade Facial' }));
  });

  it('desktop: a panel the pointer left stays about 100 ms before it closes, as it does with script', opts, async () => {
    const page = await noScript(DESKTOP);
    await page.goto('/tratamento');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Serviços', exact: true }).hover();
    const seeAll = nav.getByRole('link', { name: 'Ver Todos', exact: true });
    await expectVisible(seeAll);
    const left = Date.now();
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
    // Time from the move until the panel is seen hidden: at least the delay (a busy machine only makes it longer).
    while (await seeAll.isVisible()) assert.ok(Date.now() - left < 5_000, 'the panel never closed');
    const closedAfter = Date.now() - left;
    assert.ok(closedAfter >= DROPDOWN_CLOSE_DELAY_MS * 0.9, `closed ${closedAfter} ms after the pointer left`);
  });

  it('phone: the menu opens as a native disclosure and its links navigate', opts, async () => {
    const page = await noScript(PHONE);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal (celular)' });
    assert.equal(await menu.isVisible(), false);
    await page.getByText('Menu', { exact: true }).click();
    await expectVisible(menu);
    await menu.getByRole('link', { name: 'Tratamentos', exact: true }).click();
    await page.waitForURL('**/tratamento');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tratamentos' }));

    await page.getByText('Menu', { exact: true }).click();
    await menu.getByText('Capilar (Serviços)').click();
    const item = menu.getByRole('link', { name: 'Transplante capilar' });
    await expectVisible(item);
    await item.click();
    await page.waitForURL('**/servico/transplante-capilar');
    await expectVisible(page.getByRole('heading', { level: 1 }));
  });

  it('phone: Tab past the open menu\'s last link puts the panel aside, and Shift+Tab brings it back', opts, async () => {
    const page = await noScript(PHONE);
    await page.goto('/servico');
    const menu = page.getByRole('navigation', { name: 'Menu principal (celular)' });
    await page.getByText('Menu', { exact: true }).click();
    await expectVisible(menu);
    await menu.getByRole('link', { name: 'Agendar Online' }).focus();
    await page.keyboard.press('Tab');
    await expectHidden(menu);
    assert.equal(await focusedUncovered(page), true, 'the focused element is the one seen at its place');
    await page.keyboard.press('Shift+Tab');
    await expectVisible(menu);
  });
});

/** The booking form on a phone without script, filled in for a day `daysAhead` from now. */
async function bookingWithoutScript(daysAhead = 5) {
  const page = await noScript(PHONE);
  await page.goto('/agendar-online');
  const form = page.locator('form', { has: page.locator('[name="dataHora"]') });
  const wished = `${new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)}T15:00`;
  await form.locator('[name="name"]').fill('Visitante Sem Script');
  await form.locator('[name="email"]').fill('visitante@exemplo.com.br');
  await form.locator('[name="phone"]').fill('(11) 91234-5678');
  await form.locator('[name="dataHora"]').fill(wished);
  await form.locator('[name="consent"]').check();
  return { page, form, wished };
}

describe('without JavaScript, the forms still reach the clinic', () => {
  it('the booking form posts itself, the lead is stored and the visitor lands on /obrigado', opts, async () => {
    const { page, form } = await bookingWithoutScript();
    await Promise.all([page.waitForURL('**/obrigado'), form.locator('button[type="submit"]').click()]);
    await expectVisible(page.getByRole('heading', { level: 1 }));
  });

  it('the home contact form posts itself, and the visitor is back at the form reading "Mensagem enviada!"', opts, async () => {
    const page = await noScript(PHONE);
    await page.goto('/#contato');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    const sent = page.getByText(/Mensagem enviada! Respondemos/);
    assert.equal(await sent.isVisible(), false, 'hidden until a message is sent');
    await form.getByLabel(/^Nome/).fill('Visitante Sem Script');
    await form.getByLabel(/^Telefone/).fill('(11) 91234-5678');
    await form.getByRole('checkbox').check();
    await Promise.all([page.waitForURL('**/#mensagem-enviada'), form.getByRole('button', { name: 'Enviar mensagem' }).click()]);
    await expectVisible(sent);
    assert.equal(await page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' }).count(), 0, 'not the booking thank-you page');
  });

  it('a refused form: a page in the site\'s colours says why, and Back returns to the form with what was typed', opts, async () => {
    // Two years ahead: a page built once cannot know where "the next 12 months" end, so only the server refuses it.
    const { page, form, wished } = await bookingWithoutScript(730);
    await Promise.all([page.waitForURL('**/api/contact'), form.locator('button[type="submit"]').click()]);
    const heading = page.getByRole('heading', { level: 1, name: 'Não foi possível enviar seu contato' });
    await expectVisible(heading);
    await expectVisible(page.getByText('Escolha uma data dentro dos próximos 12 meses.'));
    // Styled by the page's own inline style (its hash is in the page's CSP): not the browser's default Times.
    assert.doesNotMatch(await heading.evaluate((element) => getComputedStyle(element).color), /^rgb\(0, 0, 0\)$/);
    assert.equal(await page.getByRole('link', { name: 'Abrir o formulário de novo' }).evaluate((a) => Math.round(a.getBoundingClientRect().height) >= 44), true);
    await page.goBack();
    assert.equal(await form.locator('[name="name"]').inputValue(), 'Visitante Sem Script');
    assert.equal(await form.locator('[name="dataHora"]').inputValue(), wished);
  });
});
