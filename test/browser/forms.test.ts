/**
 * The two lead forms (docs/site.md#lead-forms, with its handling of success and failure): the home contact form and the
 * booking form of /agendar-online. The success paths go to the real POST /api/contact of the serve child; failures
 * the server cannot be made to produce on demand (500, a dropped connection) are simulated with page.route.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, expectText, expectVisible, visit, recordPosts, whatsappText } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
const PHONE_NUMBER = '(11) 98765-4321';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Formulário de contato' });
const bookingForm = (page: Page) => page.getByRole('form', { name: 'Solicitar Agendamento' });

async function fillContact(form: Locator, { consent = true } = {}) {
  await form.getByLabel('Nome').fill('Maria Teste');
  await form.getByLabel('Telefone').fill(PHONE_NUMBER);
  await form.getByRole('combobox', { name: /Tratamento de interesse/ }).selectOption({ label: 'Estética Corporal' });
  await form.getByRole('textbox', { name: /Mensagem/ }).fill('Gostaria de saber os horários.');
  if (consent) await form.getByRole('checkbox', { name: /Autorizo/ }).check();
}

/** A wished date two days ahead at 15:00 local time, as a datetime-local value. */
function wishedDate(): string {
  const date = new Date(Date.now() + 2 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T15:00`;
}

async function fillBooking(form: Locator) {
  await form.getByLabel('Nome').fill('João Teste');
  await form.getByLabel('E-mail').fill('joao@exemplo.com.br');
  await form.getByLabel('Telefone').fill(PHONE_NUMBER);
  await form.getByLabel('Data e horário de preferência').fill(wishedDate());
  await form.getByRole('textbox', { name: /Mensagem/ }).fill('Prefiro à tarde.');
  await form.getByRole('checkbox', { name: /Autorizo/ }).check();
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

/**
 * Clicks `button` and returns how many submit events the form fired. The browser's constraint validation runs
 * synchronously on the click and fires no submit event for an invalid form, and the island sends its request from
 * the submit handler, so once the click returns nothing can still be on its way: no waiting needed.
 */
async function submitCount(form: Locator, button: Locator): Promise<number> {
  await form.evaluate((element) => {
    (element as HTMLFormElement & { submits?: number }).submits = 0;
    element.addEventListener('submit', () => ((element as HTMLFormElement & { submits: number }).submits += 1), { capture: true });
  });
  await button.click();
  return form.evaluate((element) => (element as HTMLFormElement & { submits: number }).submits);
}

describe('home contact form', () => {
  it('sends to the real server: 201, "Mensagem enviada!", the form is cleared', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/?utm_medium=cpc');
    const form = contactForm(page);
    await fillContact(form);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact'),
      form.getByRole('button', { name: 'Enviar mensagem' }).click(),
    ]);
    assert.equal(response.status(), 201, `server answered ${response.status()}: ${await response.text()}\n${site.serverLog()}`);
    const sent = response.request().postDataJSON();
    assert.equal(sent.name, 'Maria Teste');
    assert.equal(sent.phone, PHONE_NUMBER);
    assert.equal(sent.treatment, 'Estética Corporal');
    assert.equal(sent.message, 'Gostaria de saber os horários.');
    assert.equal(sent.referral, 'google ads', 'the referral cookie travels with the lead');

    await expectText(form.getByRole('status'), 'Mensagem enviada!');
    await eventually(async () => {
      assert.equal(await form.getByLabel('Nome').inputValue(), '');
      assert.equal(await form.getByLabel('Telefone').inputValue(), '');
      assert.equal(await form.getByRole('textbox', { name: /Mensagem/ }).inputValue(), '');
      assert.equal(await form.getByRole('checkbox', { name: /Autorizo/ }).isChecked(), false);
    });
  });

  for (const failure of ['a 500 answer', 'a dropped connection'] as const) {
    it(`on ${failure}: the text is kept, an error is shown and WhatsApp is offered with what was written`, opts, async () => {
      const page = await site.newPage({ viewport: DESKTOP });
      await page.route('**/api/contact', (route) =>
        failure === 'a 500 answer'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":{"form":"Erro interno"}}' })
          : route.abort('connectionreset'),
      );
      await visit(page, '/');
      const form = contactForm(page);
      await fillContact(form);
      await form.getByRole('button', { name: 'Enviar mensagem' }).click();
      const alert = form.getByRole('alert');
      await expectVisible(alert.getByRole('paragraph'));
      assert.match(await alert.innerText(), /\S{10}/);
      assert.equal(await form.getByLabel('Nome').inputValue(), 'Maria Teste');
      assert.equal(await form.getByLabel('Telefone').inputValue(), PHONE_NUMBER);
      assert.equal(await form.getByRole('textbox', { name: /Mensagem/ }).inputValue(), 'Gostaria de saber os horários.');
      const whatsapp = alert.getByRole('link', { name: /WhatsApp/ });
      const text = whatsappText(await whatsapp.getAttribute('href'));
      assert.ok(text.includes('Maria Teste') && text.includes('Gostaria de saber os horários.'), text);
      assert.equal(await form.getByText('Mensagem enviada!').count(), 0, 'no success message');
    });
  }

  it('the consent box is required: nothing is sent without it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const posts = recordPosts(page);
    await visit(page, '/');
    const form = contactForm(page);
    await fillContact(form, { consent: false });
    const consent = form.getByRole('checkbox', { name: /Autorizo/ });
    assert.equal(await consent.evaluate((box: HTMLInputElement) => box.required), true);
    assert.equal(await submitCount(form, form.getByRole('button', { name: 'Enviar mensagem' })), 0, 'the form was submitted');
    assert.equal(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing), true);
    assert.equal(posts.length, 0);
    assert.equal(await form.getByLabel('Nome').inputValue(), 'Maria Teste');
  });

  const PHONE_REFUSED = 'Informe o telefone com DDD, de 10 a 13 dígitos, por exemplo (11) 98765-4321.';

  /** Sends the home form to a server that answers 400 {errors: {phone}}; the phone field once it is marked. */
  async function sendRefusedPhone(page: Page): Promise<{ form: Locator; phone: Locator }> {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: { phone: PHONE_REFUSED } }) }),
    );
    await visit(page, '/');
    const form = contactForm(page);
    await fillContact(form);
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    const phone = form.getByLabel('Telefone');
    await eventually(async () => assert.equal(await phone.getAttribute('aria-invalid'), 'true'));
    return { form, phone };
  }

  it('a 400 with {errors: {phone}} shows the message next to the phone field', opts, async () => {
    const { form, phone } = await sendRefusedPhone(await site.newPage({ viewport: PHONE }));
    assert.equal(await descriptionOf(phone), PHONE_REFUSED);
    await expectVisible(form.getByText(PHONE_REFUSED));
    assert.equal(await form.getByLabel('Nome').getAttribute('aria-invalid'), null, 'only the phone is marked');
  });

  it('focus goes to the refused field even when the next frame comes before React has drawn the error', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    // A busy phone can run the next animation frame before React commits the refused state. Here every frame
    // callback runs at once, the earliest it could ever come, so focusing "on the next frame" finds no field.
    await page.addInitScript(() => {
      window.requestAnimationFrame = (callback) => {
        queueMicrotask(() => callback(performance.now()));
        return 0;
      };
    });
    const { phone } = await sendRefusedPhone(page);
    await eventually(async () => assert.equal(await phone.evaluate((element) => element === document.activeElement), true));
  });

  it('the real server refuses a name that is one letter once trimmed, with a message next to the field', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/');
    const form = contactForm(page);
    await fillContact(form);
    // Two characters for the browser's minLength; the server trims the space and finds one letter.
    await form.getByLabel('Nome').fill(' A');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact'),
      form.getByRole('button', { name: 'Enviar mensagem' }).click(),
    ]);
    assert.equal(response.status(), 400);
    const name = form.getByLabel('Nome');
    await eventually(async () => assert.equal(await name.getAttribute('aria-invalid'), 'true'));
    assert.equal(await descriptionOf(name), 'Escreva seu nome com pelo menos 2 letras.');
    assert.equal(await name.inputValue(), ' A');
    // The summary under the button points up, where the field is, and focus is taken there.
    await expectVisible(form.getByText('Confira os campos indicados acima e envie de novo.'));
    await eventually(async () => assert.equal(await name.evaluate((element) => element === document.activeElement), true));
  });
});

describe('booking form (/agendar-online)', () => {
  it('sends to the real server and lands on /obrigado', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/agendar-online');
    const form = bookingForm(page);
    await fillBooking(form);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact'),
      form.getByRole('button', { name: 'Solicitar agendamento' }).click(),
    ]);
    // The page navigates away at once, so the body cannot be read here; the server log says what went wrong.
    assert.equal(response.status(), 201, `server answered ${response.status()}\n${site.serverLog()}`);
    const sent = response.request().postDataJSON();
    assert.equal(sent.name, 'João Teste');
    assert.equal(sent.email, 'joao@exemplo.com.br');
    assert.equal(sent.phone, PHONE_NUMBER);
    assert.equal(sent.dataHora, wishedDate());
    assert.equal(sent.message, 'Prefiro à tarde.');
    assert.equal(sent.referral, 'social/referral');
    await page.waitForURL('**/obrigado');
    await expectVisible(page.getByRole('heading', { level: 1 }));
  });

  it('on a 500 answer it stays, keeps the text, shows an error and offers WhatsApp', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Erro interno' }));
    await visit(page, '/agendar-online');
    const form = bookingForm(page);
    await fillBooking(form);
    await form.getByRole('button', { name: 'Solicitar agendamento' }).click();
    const alert = form.getByRole('alert');
    await expectVisible(alert.getByRole('paragraph'));
    assert.equal(new URL(page.url()).pathname, '/agendar-online');
    assert.equal(await form.getByLabel('E-mail').inputValue(), 'joao@exemplo.com.br');
    assert.equal(await form.getByLabel('Data e horário de preferência').inputValue(), wishedDate());
    const text = whatsappText(await alert.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'));
    assert.ok(text.includes('João Teste') && text.includes('joao@exemplo.com.br'), text);
  });

  it('on a dropped connection it stays and shows an error', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await visit(page, '/agendar-online');
    const form = bookingForm(page);
    await fillBooking(form);
    await form.getByRole('button', { name: 'Solicitar agendamento' }).click();
    await expectVisible(form.getByRole('alert').getByRole('paragraph'));
    assert.equal(new URL(page.url()).pathname, '/agendar-online');
    assert.equal(await form.getByLabel('Nome').inputValue(), 'João Teste');
  });

  it('required fields and consent: nothing is sent while one is missing', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    const posts = recordPosts(page);
    await visit(page, '/agendar-online');
    const form = bookingForm(page);
    for (const label of ['Nome', 'E-mail', 'Telefone', 'Data e horário de preferência']) {
      assert.equal(await form.getByLabel(label).evaluate((input: HTMLInputElement) => input.required), true, `${label} is required`);
    }
    await fillBooking(form);
    await form.getByRole('checkbox', { name: /Autorizo/ }).uncheck();
    assert.equal(await submitCount(form, form.getByRole('button', { name: 'Solicitar agendamento' })), 0, 'the form was submitted');
    assert.equal(posts.length, 0);
    assert.equal(new URL(page.url()).pathname, '/agendar-online');
  });

  it('a 400 with {errors: {phone}} shows the message next to the phone field', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const message = 'Informe um telefone para retorno.';
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: { phone: message } }) }),
    );
    await visit(page, '/agendar-online');
    const form = bookingForm(page);
    await fillBooking(form);
    await form.getByRole('button', { name: 'Solicitar agendamento' }).click();
    const phone = form.getByLabel('Telefone');
    await eventually(async () => assert.equal(await phone.getAttribute('aria-invalid'), 'true'));
    assert.equal(await descriptionOf(phone), message);
    assert.equal(new URL(page.url()).pathname, '/agendar-online');
  });
});
