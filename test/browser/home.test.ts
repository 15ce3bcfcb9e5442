/**
 * The home page widgets as a visitor meets them (docs/site.md#home-page): hero WhatsApp call to action, the four
 * featured services, protocol tabs and their dialogs, the testimonial carousel and the FAQ accordion.
 * Texts come from the sample sheets (sheets/); where a test depends on one, it says which.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, expectHidden, expectVisible, visit, whatsappText } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
/** True when `owner` or something inside it has the keyboard focus. */
const isFocused = (owner: Locator) => owner.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

describe('home: hero and featured services', () => {
  it('the hero call to action opens WhatsApp asking for a personalised evaluation', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const hero = page.getByRole('region', { name: await page.getByRole('heading', { level: 1 }).innerText() });
    const cta = hero.getByRole('link', { name: /WhatsApp/ });
    assert.equal(await cta.count(), 1);
    const text = whatsappText(await cta.getAttribute('href'));
    assert.match(text, /avaliação personalizada/i, text);
    assert.equal(await cta.getAttribute('target'), '_blank');
  });

  it('four service cards (lip filler, harmonisation, botox, skinbooster) open their page in a new tab', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/');
    const section = page.locator('#serviços');
    const cards = section.getByRole('listitem');
    assert.equal(await cards.count(), 4);
    const links = section.getByRole('list').getByRole('link');
    const hrefs = await links.evaluateAll((all) => all.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
    assert.deepEqual(
      hrefs.map(([href]) => href).sort(),
      ['/servico/botox', '/servico/harmonizacao-facial', '/servico/preenchimento-labial', '/servico/skinbooster'],
    );
    for (const [href, target] of hrefs) assert.equal(target, '_blank', `${href} opens in a new tab`);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), links.filter({ hasText: 'Skinbooster' }).click()]);
    await tab.waitForLoadState();
    assert.equal(new URL(tab.url()).pathname, '/servico/skinbooster');
    assert.equal(new URL(page.url()).pathname, '/', 'the home page stays open');

    const all = section.getByRole('link', { name: /ver todos os serviços/i });
    assert.equal(await all.getAttribute('href'), '/servico');
  });
});

describe('home: protocol tabs and dialogs', () => {
  it('Facial is selected by default with three cards; arrow keys move the selection; Corporal shows corporal cards', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/');
    const tablist = page.getByRole('tablist');
    const facial = tablist.getByRole('tab', { name: 'Facial' });
    const corporal = tablist.getByRole('tab', { name: 'Corporal' });
    const capilar = tablist.getByRole('tab', { name: 'Capilar' });
    assert.equal(await facial.getAttribute('aria-selected'), 'true');
    assert.equal(await corporal.getAttribute('aria-selected'), 'false');
    const panel = page.getByRole('tabpanel');
    assert.equal(await panel.count(), 1, 'only the selected panel is shown');
    assert.equal(await panel.getByRole('article').count(), 3);
    await expectVisible(panel.getByRole('heading', { name: 'Protocolo Anti-idade Facial', level: 4 }));
    // The cards' titles sit under their group's heading, which only screen readers get once the tabs name the group.
    assert.equal(await panel.getByRole('heading', { name: 'Facial', level: 3, exact: true }).count(), 1);

    await facial.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await corporal.getAttribute('aria-selected'), 'true'));
    assert.equal(await isFocused(corporal), true, 'focus moved with the selection');
    assert.equal(await facial.getAttribute('tabindex'), '-1', 'roving tabindex');
    const corporalPanel = page.getByRole('tabpanel', { name: 'Corporal' });
    await expectVisible(corporalPanel);
    assert.equal(await corporalPanel.getByRole('article').count(), 3);
    await expectVisible(corporalPanel.getByRole('heading', { name: 'Protocolo Modelagem Corporal' }));
    await expectHidden(page.getByRole('heading', { name: 'Protocolo Anti-idade Facial' }));

    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await capilar.getAttribute('aria-selected'), 'true'));
    await page.keyboard.press('ArrowRight'); // wraps around
    await eventually(async () => assert.equal(await facial.getAttribute('aria-selected'), 'true'));
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => assert.equal(await capilar.getAttribute('aria-selected'), 'true'));
    await page.keyboard.press('Home');
    await eventually(async () => assert.equal(await facial.getAttribute('aria-selected'), 'true'));

    await corporal.click();
    await eventually(async () => assert.equal(await corporal.getAttribute('aria-selected'), 'true'));
  });

  it('a card opens a modal dialog: focus inside, Escape closes, focus returns to the card', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const opener = page.getByRole('button', { name: 'O que está incluído em Protocolo Anti-idade Facial' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Protocolo Anti-idade Facial' });
    await expectVisible(dialog);
    await eventually(async () => assert.equal(await isFocused(dialog), true, 'focus moved into the dialog'));
    assert.ok((await dialog.getByRole('listitem').count()) >= 1, 'the dialog lists what is included');
    const want = dialog.getByRole('link', { name: /Quero este protocolo/ });
    assert.match(whatsappText(await want.getAttribute('href')), /Protocolo Anti-idade Facial/);

    // Focus stays in the modal: Tab never lands on the page behind it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const outside = await dialog.evaluate((d) => {
        const active = document.activeElement;
        return active !== null && active !== document.body && !d.contains(active);
      });
      assert.equal(outside, false, `Tab ${i + 1} left the dialog`);
    }

    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await eventually(async () => assert.equal(await isFocused(opener), true, 'focus is back on the card button'));

    // The close button works as well.
    await opener.click();
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expectHidden(dialog);
  });

  it('a tap on the card itself (its picture, its title) opens the dialog too; its links still go where they say', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const name = 'Protocolo Anti-idade Facial';
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const dialog = page.getByRole('dialog', { name });
    await card.getByRole('img').first().click();
    await expectVisible(dialog);
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await card.getByRole('heading', { name, exact: true }).click();
    await expectVisible(dialog);
    // A click inside the open dialog is the dialog's own: it stays open.
    await dialog.getByText('O que está incluído', { exact: true }).click();
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expectHidden(dialog);
    await card.getByRole('link', { name: /Saiba mais/ }).click();
    await page.waitForURL(/\/protocolo\/[\w-]+$/);
  });
});

describe('home: testimonials', () => {
  it('three testimonials with dots; a dot and the arrows change the current one', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await visit(page, '/');
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    const dot = (n: number) => carousel.getByRole('link', { name: `Depoimento ${n} de 3` });
    const current = async () => {
      for (const n of [1, 2, 3]) if ((await dot(n).getAttribute('aria-current')) === 'true') return n;
      return 0;
    };
    // What a screen reader finds: the current testimonial alone, so the one brought into view is announced.
    const exposed = () => carousel.getByRole('group', { name: /^\d de 3$/ }).evaluateAll((all) => all.map((group) => group.getAttribute('aria-label')));
    await carousel.scrollIntoViewIfNeeded();
    await eventually(async () => assert.equal(await current(), 1));
    assert.deepEqual(await exposed(), ['1 de 3']);
    assert.equal(await carousel.getByRole('group', { name: 'Lista de depoimentos' }).getAttribute('aria-live'), 'polite');
    await dot(3).click();
    await eventually(async () => assert.equal(await current(), 3));
    assert.deepEqual(await exposed(), ['3 de 3']);
    await carousel.getByRole('button', { name: 'Próximo depoimento' }).click();
    await eventually(async () => assert.equal(await current(), 1, 'wraps to the first'));
    assert.deepEqual(await exposed(), ['1 de 3']);
    await carousel.getByRole('button', { name: 'Depoimento anterior' }).click();
    await eventually(async () => assert.equal(await current(), 3));
    assert.deepEqual(await exposed(), ['3 de 3']);
  });

  it('the previous arrow points left and the next arrow points right', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const carousel = page.locator('[aria-roledescription="carrossel"]');
    // The arrow icon is drawn pointing right; "Depoimento anterior" turns it half a circle.
    const turn = (name: string) => carousel.getByRole('button', { name }).locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
    assert.equal(await turn('Depoimento anterior'), 'matrix(-1, 0, 0, -1, 0, 0)');
    assert.equal(await turn('Próximo depoimento'), 'none');
  });

  it('a visible pause control stops the rotation; with reduced motion it does not rotate', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const pause = page.getByRole('button', { name: /^Pausar/ });
    await expectVisible(pause);
    await pause.click();
    const play = page.getByRole('button', { name: /^Reproduzir/ });
    await expectVisible(play);
    await play.click();
    await expectVisible(page.getByRole('button', { name: /^Pausar/ }));

    const still = await site.newPage({ viewport: PHONE, reducedMotion: 'reduce' });
    await visit(still, '/');
    await expectVisible(still.getByRole('button', { name: /^Reproduzir/ }));
  });
});

describe('home: FAQ accordion', () => {
  it('one answer open at a time; clicking the open question closes it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    const questions = faq.getByRole('button');
    assert.equal(await questions.count(), 4);
    const first = questions.nth(0);
    const second = questions.nth(1);
    for (const q of [first, second]) assert.equal(await q.getAttribute('aria-expanded'), 'false');

    await first.click();
    await eventually(async () => assert.equal(await first.getAttribute('aria-expanded'), 'true'));
    const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expectVisible(firstAnswer);

    await second.click();
    await eventually(async () => {
      assert.equal(await second.getAttribute('aria-expanded'), 'true');
      assert.equal(await first.getAttribute('aria-expanded'), 'false');
    });
    await expectHidden(firstAnswer);
    const secondAnswer = page.locator(`#${await second.getAttribute('aria-controls')}`);
    await expectVisible(secondAnswer);

    await second.click();
    await eventually(async () => assert.equal(await second.getAttribute('aria-expanded'), 'false'));
    await expectHidden(secondAnswer);
    assert.equal(await faq.locator('[aria-expanded="true"]').count(), 0);
  });
});

describe('home: anchors and contact section', () => {
  it('has the #sobre, #blog, #contato, #serviços and #protocolos anchors the menus link to', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await visit(page, '/');
    for (const id of ['sobre', 'blog', 'contato', 'serviços', 'protocolos']) {
      assert.equal(await page.locator(`[id="${id}"]`).count(), 1, `#${id}`);
    }
  });

  it('the contact section shows phone, e-mail, address with CEP 04515-001 and the opening hours', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const contact = page.locator('[id="contato"]');
    assert.match((await contact.getByRole('link').filter({ hasText: /\(\d{2}\)/ }).first().getAttribute('href')) ?? '', /^tel:\+55\d+$/);
    assert.match((await contact.getByRole('link').filter({ hasText: '@' }).first().getAttribute('href')) ?? '', /^mailto:/);
    const text = (await contact.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /04515-001/);
    assert.match(text, /Segunda a Sexta 12:00 – 20:00/);
    assert.match(text, /Sábado 09:00 – 13:30/);
    assert.match(text, /Domingo Fechado/);
    await expectVisible(contact.getByRole('form', { name: 'Formulário de contato' }));
  });
});
