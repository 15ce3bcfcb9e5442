import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import { textOf } from '../../test/support/render-markup.tsx';
import BookingForm from './BookingForm.tsx';
import ContactForm from './ContactForm.tsx';

const consentText = 'Autorizo a Clínica a usar meus dados.';
const attrsOf = (html: string, name: string) =>
  [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)].find((m) => m[2].includes(`name="${name}"`))?.[2] ?? '';
const assertPostsToApi = (html: string) => {
  const form = /<form\b[^>]*>/.exec(html)![0];
  assert.match(form, /method="post"/);
  assert.match(form, /action="\/api\/contact"/);
};
const labelFor = (html: string, attrs: string) => {
  const id = /id="([^"]+)"/.exec(attrs)![1];
  return textOf(new RegExp(`<label for="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">(.*?)</label>`, 's').exec(html)?.[1] ?? '');
};

test('contact form works without script: POST to /api/contact, labelled fields, required name and phone', () => {
  const html = renderToString(<ContactForm consentText={consentText} whatsapp="5511955550100" />);
  assertPostsToApi(html);
  const cases: [name: string, label: string, required: boolean, extra: RegExp | null][] = [
    ['name', 'Nome *', true, null],
    ['phone', 'Telefone *', true, /type="tel"/],
    ['treatment', 'Tratamento de interesse (opcional)', false, null],
    ['message', 'Mensagem (opcional)', false, /rows="4"/],
  ];
  for (const [name, label, required, extra] of cases) {
    const attrs = attrsOf(html, name);
    assert.ok(attrs, name);
    assert.equal(labelFor(html, attrs), label, name);
    assert.equal(/\brequired=""/.test(attrs), required, name);
    if (extra) assert.match(attrs, extra);
  }
  const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(options, ['', 'Harmonização Facial', 'Estética Corporal', 'Tratamentos Capilares', 'Medicina Estética']);
});

test('consent checkbox: unticked, required, with the consent text and a link to the privacy policy', () => {
  const html = renderToString(<ContactForm consentText={consentText} whatsapp="5511955550100" />);
  const attrs = attrsOf(html, 'consent');
  assert.match(attrs, /type="checkbox"/);
  assert.match(attrs, /required=""/);
  assert.doesNotMatch(attrs, /checked/);
  const label = labelFor(html, attrs);
  assert.ok(label.startsWith(consentText), label);
  assert.match(html, /href="\/politica-de-privacidade"/);
});

test('honeypot "website": hidden, out of tab order, autocomplete off, labelled "Deixe este campo em branco"', () => {
  for (const html of [
    renderToString(<ContactForm consentText={consentText} whatsapp="1" />),
    renderToString(<BookingForm consentText={consentText} whatsapp="1" thanksPath="/obrigado" />),
  ]) {
    const attrs = attrsOf(html, 'website');
    assert.match(attrs, /tabindex="-1"/i);
    assert.match(attrs, /autocomplete="off"/i);
    assert.equal(labelFor(html, attrs), 'Deixe este campo em branco');
    assert.match(html, /<div class="field--honeypot" aria-hidden="true">/);
  }
});

test('booking form: "Solicitar Agendamento", the documented required flags exactly, posts to /api/contact without script', () => {
  const html = renderToString(<BookingForm consentText={consentText} whatsapp="1" thanksPath="/obrigado" />);
  assert.match(html, /<h2[^>]*>Solicitar Agendamento<\/h2>/);
  assertPostsToApi(html);
  const cases: [name: string, type: string | null, required: boolean][] = [
    ['name', 'text', true],
    ['email', 'email', true],
    ['phone', 'tel', true],
    ['dataHora', 'datetime-local', true],
    ['message', null, false],
    ['consent', 'checkbox', true],
  ];
  for (const [name, type, required] of cases) {
    const attrs = attrsOf(html, name);
    if (type) assert.match(attrs, new RegExp(`type="${type}"`), name);
    assert.equal(/\brequired=""/.test(attrs), required, name);
  }
  assert.match(attrsOf(html, 'message'), /rows="4"/);
});

test('status regions exist (empty) before sending, so announcements are heard', () => {
  const html = renderToString(<ContactForm consentText={consentText} whatsapp="1" />);
  assert.match(html, /role="status"/);
  assert.match(html, /role="alert"/);
  assert.doesNotMatch(textOf(html), /Mensagem enviada/);
  assert.match(html, /<button type="submit"[^>]*>Enviar mensagem<\/button>/);
});
