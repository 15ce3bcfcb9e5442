/**
 * The three detail templates (docs/site.md#treatment-detail, #protocol-detail, #service-detail): the contact links a
 * visitor uses, the related sections and the FAQ accordion. Slugs are those of the sample sheets.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, expectHidden, expectVisible, visit, whatsappText } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
const h1Text = async (page: Page) => (await page.getByRole('heading', { level: 1 }).innerText()).trim();
const hrefsIn = (region: Locator) => region.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('service detail', () => {
  it('"Agendar Consulta" prefills "Olá! Gostaria de agendar uma consulta para {title}."; "Ligar Agora" dials +55', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico/botox');
    const title = await h1Text(page);
    assert.equal(title, 'Toxina botulínica (botox)');
    const book = page.getByRole('link', { name: /^Agendar Consulta/ });
    assert.equal(whatsappText(await book.getAttribute('href')), `Olá! Gostaria de agendar uma consulta para ${title}.`);
    const call = page.getByRole('main').getByRole('link', { name: 'Ligar Agora' });
    assert.ok((await call.count()) >= 1);
    for (const href of await call.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      assert.match(href ?? '', /^tel:\+55\d{10,11}$/);
    }
    const finalCta = page.getByRole('link', { name: /^Agendar pelo WhatsApp/ });
    assert.equal(whatsappText(await finalCta.getAttribute('href')), `Olá! Gostaria de agendar uma consulta para ${title}.`);
  });

  it('breadcrumb Início › Serviços › title', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico/botox');
    const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    assert.equal(await crumbs.getByRole('link', { name: 'Início' }).getAttribute('href'), '/');
    assert.equal(await crumbs.getByRole('link', { name: 'Serviços' }).getAttribute('href'), '/servico');
    assert.match(await crumbs.innerText(), /Toxina botulínica \(botox\)\s*$/);
  });

  it('"Protocolos que utilizam este serviço" lists the protocols using botox, and is absent for bichectomia', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/servico/botox');
    const section = page.getByRole('region', { name: 'Protocolos que utilizam este serviço' });
    await expectVisible(section);
    const hrefs = await hrefsIn(section);
    assert.ok(hrefs.length >= 1);
    for (const href of hrefs) assert.match(href ?? '', /^\/protocolo\/[a-z0-9-]+$/);
    assert.ok(hrefs.includes('/protocolo/harmonizacao-facial-premium'));

    await visit(page, '/servico/bichectomia');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    assert.equal(await page.getByRole('heading', { name: 'Protocolos que utilizam este serviço' }).count(), 0);
  });

  it('FAQ accordion: one open at a time; clicking the open question closes it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/servico/botox');
    await checkAccordion(page.getByRole('region', { name: 'Perguntas Frequentes' }), page);
  });
});

describe('treatment detail', () => {
  it('lifting-facial shows related protocols and no related services', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/tratamento/lifting-facial');
    const related = page.getByRole('region', { name: 'Protocolos relacionados' });
    await expectVisible(related);
    const hrefs = await hrefsIn(related);
    assert.ok(hrefs.length >= 1);
    for (const href of hrefs) assert.match(href ?? '', /^\/protocolo\/[a-z0-9-]+$/);
    assert.equal(await page.getByRole('region', { name: 'Serviços relacionados' }).count(), 0);
    assert.equal(await page.getByRole('main').locator('a[href^="/servico/"]').count(), 0, 'no link to a service');
  });

  it('a treatment with linked services shows them, not protocols', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento/botox');
    const related = page.getByRole('region', { name: 'Serviços relacionados' });
    await expectVisible(related);
    for (const href of await hrefsIn(related)) assert.match(href ?? '', /^\/servico\/[a-z0-9-]+$/);
    assert.equal(await page.getByRole('region', { name: 'Protocolos relacionados' }).count(), 0);
  });

  it('WhatsApp call to action names the treatment; tel: link; FAQ accordion', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento/lifting-facial');
    const title = await h1Text(page);
    const cta = page.getByRole('main').getByRole('link', { name: /WhatsApp/ }).first();
    assert.ok(whatsappText(await cta.getAttribute('href')).includes(title));
    assert.match((await page.getByRole('main').getByRole('link', { name: 'Ligar Agora' }).first().getAttribute('href')) ?? '', /^tel:\+55\d+$/);
    await checkAccordion(page.getByRole('region', { name: 'Perguntas Frequentes' }), page);
  });
});

describe('protocol detail', () => {
  it('lists its services as links to /servico/{slug} that open the service page', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/protocolo/anti-idade-avancado');
    const services = page.getByRole('region', { name: 'Serviços incluídos no protocolo' });
    await expectVisible(services);
    const hrefs = await hrefsIn(services);
    assert.ok(hrefs.length >= 2);
    for (const href of hrefs) assert.match(href ?? '', /^\/servico\/[a-z0-9-]+$/);
    await services.getByRole('link', { name: 'Skinbooster' }).click();
    await page.waitForURL('**/servico/skinbooster');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Skinbooster' }));
  });

  it('fact cards, a WhatsApp link naming the protocol, and the FAQ accordion', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/protocolo/anti-idade-avancado');
    const main = page.getByRole('main');
    for (const term of ['Duração', 'Sessões', 'Investimento', 'Categoria']) {
      await expectVisible(main.getByRole('term').filter({ hasText: term }).first());
    }
    const title = await h1Text(page);
    const cta = main.getByRole('link', { name: /WhatsApp/ }).first();
    assert.ok(whatsappText(await cta.getAttribute('href')).includes(title));
    await checkAccordion(page.getByRole('region', { name: 'Perguntas Frequentes' }), page);
  });
});

describe('protocol detail: the floating "Agendar Agora"', () => {
  const floating = (page: Page) => page.getByRole('link', { name: /^Agendar Agora/ });
  const shown = (page: Page) => floating(page).evaluate((link) => {
    const style = getComputedStyle(link);
    return style.visibility === 'visible' && Number(style.opacity) === 1;
  });

  it('on a phone it is on screen from the start, before any scrolling', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/protocolo/anti-idade-avancado');
    await expectVisible(floating(page));
    assert.ok(await shown(page), 'hidden at load');
    assert.ok(await floating(page).isVisible());
  });

  it('on a wide screen, faded out before scrolling, it lets a click through to what it covers', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/protocolo/anti-idade-avancado');
    const box = (await floating(page).boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
    assert.doesNotMatch(hit, /Agendar Agora/, 'the invisible button catches the click');
    await page.mouse.wheel(0, 2000);
    await eventually(async () => assert.ok(await shown(page), 'shown after scrolling'));
    const after = (await floating(page).boundingBox())!;
    const hitAfter = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', [after.x + after.width / 2, after.y + after.height / 2]);
    assert.match(hitAfter, /Agendar Agora/, 'shown, it takes clicks');
  });

  it('on a wide screen the keyboard reaches it before scrolling, and it shows itself when focused', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/protocolo/anti-idade-avancado');
    assert.equal(await floating(page).count(), 1, 'not in the accessibility tree at load');
    let reached = false;
    for (let step = 0; step < 80 && !reached; step++) {
      await page.keyboard.press('Tab');
      reached = await floating(page).evaluate((link) => link === document.activeElement);
    }
    assert.ok(reached, 'Tab never reaches "Agendar Agora"');
    await eventually(async () => assert.ok(await shown(page), 'focused but invisible'));
  });
});

/**
 * APG accordion with the rule of docs/site.md#faq-accordion: one answer open at a time, and a click on the open
 * question closes it.
 */
async function checkAccordion(faq: Locator, page: Page): Promise<void> {
  const questions = faq.getByRole('button');
  assert.ok((await questions.count()) >= 2, 'fewer than two questions');
  const [first, second] = [questions.nth(0), questions.nth(1)];
  const answer = async (question: Locator) => page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  assert.equal(await first.getAttribute('aria-expanded'), 'false');
  await first.click();
  await eventually(async () => assert.equal(await first.getAttribute('aria-expanded'), 'true'));
  await expectVisible(await answer(first));
  await second.click();
  await eventually(async () => {
    assert.equal(await first.getAttribute('aria-expanded'), 'false');
    assert.equal(await second.getAttribute('aria-expanded'), 'true');
  });
  await expectHidden(await answer(first));
  await second.click();
  await eventually(async () => assert.equal(await second.getAttribute('aria-expanded'), 'false'));
  await expectHidden(await answer(second));
}
