/**
 * The lead forms state the server's limits (docs/site.md#lead-forms): the browser stops a message past its length, a
 * name or a phone the clinic would refuse, and with script a date outside the next 12 months, before anything is
 * sent. With script the site's own message sits next to the field; without it, the browser's, and the page the server
 * answers for what only the server can know (a date outside the window).
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, expectVisible, recordPosts, visit } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
const TOO_FAR = 'Escolha uma data dentro dos próximos 12 meses.';
const PHONE_RULE = 'Informe o telefone com DDD, de 10 a 13 dígitos, por exemplo (11) 98765-4321.';
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 15:00 on the São Paulo day `days` from now, as a datetime-local value. */
const daysAhead = (days: number) => `${SAO_PAULO_DAY.format(new Date(Date.now() + days * 86_400_000))}T15:00`;

/** The booking form, every field good, the date `days` ahead. */
async function fillBooking(page: Page, days: number): Promise<Locator> {
  const form = page.locator('form', { has: page.locator('[name="dataHora"]') });
  await form.getByLabel(/^Nome/).fill('Ana Limite');
  await form.getByLabel(/^E-mail/).fill('ana@exemplo.com.br');
  await form.getByLabel(/^Telefone/).fill('(11) 98765-4321');
  await form.getByLabel(/^Data e horário/).fill(daysAhead(days));
  await form.getByRole('checkbox').check();
  return form;
}

/** The text of the element(s) a control's aria-describedby points to: what a screen reader reads with it. */
const descriptionOf = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

describe('with script, the forms stop what the clinic would refuse and say why next to the field', () => {
  for (const [days, says] of [[730, TOO_FAR], [-3, 'Essa data já passou. Escolha uma data e hora a partir de agora.']] as const) {
    it(`a booking for ${days} days from now is not sent: "${says}"`, opts, async () => {
      const page = await site.newPage({ viewport: PHONE });
      const posts = recordPosts(page);
      await visit(page, '/agendar-online');
      const form = await fillBooking(page, days);
      await form.getByRole('button', { name: 'Solicitar agendamento' }).click();
      const date = form.getByLabel(/^Data e horário/);
      await eventually(async () => assert.equal(await date.getAttribute('aria-invalid'), 'true'));
      assert.equal(await descriptionOf(date), says);
      await expectVisible(form.getByText(says));
      await eventually(async () => assert.equal(await isFocused(date), true));
      assert.equal(posts.length, 0, 'nothing was sent');
      // Fixed, the same form goes.
      await date.fill(daysAhead(30));
      await eventually(async () => assert.equal(await date.getAttribute('aria-invalid'), null, 'the message goes once the date is changed'));
      await Promise.all([page.waitForURL('**/obrigado'), form.getByRole('button', { name: 'Solicitar agendamento' }).click()]);
    });
  }

  it('a date near the end of the 12 months is taken by the browser and by the server', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/agendar-online');
    const form = await fillBooking(page, 364);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact'),
      form.getByRole('button', { name: 'Solicitar agendamento' }).click(),
    ]);
    assert.equal(response.status(), 201, site.serverLog());
  });

  it('a message stops at 2000 characters and the note under its label says so, to a screen reader as well', opts, async () => {
    for (const path of ['/agendar-online', '/']) {
      const page = await site.newPage({ viewport: PHONE });
      await visit(page, path);
      const message = page.getByRole('textbox', { name: /Mensagem/ });
      assert.equal(await descriptionOf(message), 'Até 2000 caracteres.', path);
      await message.fill('Bom dia. '.repeat(300));
      assert.equal((await message.inputValue()).length, 2000, `${path}: the browser kept no more than the clinic takes`);
      await expectVisible(page.locator('.field__hint', { hasText: 'Você chegou ao limite de 2000 caracteres.' }));
      assert.equal(await descriptionOf(message), 'Você chegou ao limite de 2000 caracteres.', path);
      // Said to a screen reader too, where the paste's end was cut: a live region, empty until then.
      const announced = page.locator('[aria-live="polite"]', { hasText: 'Você chegou ao limite de 2000 caracteres.' });
      assert.equal(await announced.count(), 1, `${path}: the limit is not announced`);
      await message.fill('Bom dia.');
      assert.equal(await descriptionOf(message), '8 de 2000 caracteres.', path);
      assert.equal(await announced.count(), 0, `${path}: the announcement stays after the text is shorter`);
    }
  });

  it('a one-letter name and a short phone are not sent: the server\'s words are next to each field', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const posts = recordPosts(page);
    await visit(page, '/');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel(/^Nome/).fill('A');
    await form.getByLabel(/^Telefone/).fill('98765');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    const name = form.getByLabel(/^Nome/);
    await eventually(async () => assert.equal(await descriptionOf(name), 'Escreva seu nome com pelo menos 2 letras.'));
    assert.equal(await descriptionOf(form.getByLabel(/^Telefone/)), PHONE_RULE);
    assert.equal(await isFocused(name), true, 'focus is on the first field to fix');
    assert.equal(posts.length, 0, 'nothing was sent');
  });
});

describe('without script, the browser stops what the HTML knows, and the server says the rest', () => {
  const noScript = () => site.newPage({ viewport: PHONE, javaScriptEnabled: false });

  it('a message stops at 2000 characters, with the limit written under its label, and goes', opts, async () => {
    const page = await noScript();
    await page.goto('/agendar-online');
    const form = await fillBooking(page, 10);
    const message = form.getByRole('textbox', { name: /Mensagem/ });
    await expectVisible(form.getByText('Até 2000 caracteres.'));
    await message.fill('Linha de texto.\n'.repeat(160));
    assert.equal((await message.inputValue()).length, 2000);
    await Promise.all([page.waitForURL('**/obrigado'), form.getByRole('button', { name: 'Solicitar agendamento' }).click()]);
  });

  it('a one-letter name or a short phone is not sent: the browser says what is wrong', opts, async () => {
    for (const [label, value] of [[/^Nome/, 'A'], [/^Telefone/, '98765']] as const) {
      const page = await noScript();
      const posts = recordPosts(page);
      await page.goto('/agendar-online');
      const form = await fillBooking(page, 10);
      const field = form.getByLabel(label);
      await field.fill(value);
      await form.getByRole('button', { name: 'Solicitar agendamento' }).click();
      assert.equal(new URL(page.url()).pathname, '/agendar-online');
      assert.equal(posts.length, 0, `${label}: nothing was sent`);
      assert.equal(await isFocused(field), true, `${label}: the browser took the visitor to the field`);
      assert.match(await field.evaluate((input: HTMLInputElement) => input.validationMessage), /\S/);
    }
  });
});
