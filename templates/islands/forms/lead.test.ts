import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bookingPayload, CONTACT_TREATMENTS, contactFallbackText, contactPayload, EMPTY_BOOKING, fallbackWhatsappText, formatDataHora, outcomeOf } from './lead.ts';

test('contact payload has exactly the fields of docs/site.md#lead-forms plus consent and honeypot', () => {
  const body = contactPayload({ name: 'Ana', phone: '11 99999-0000', treatment: 'Estética Corporal', message: 'Oi', consent: true, website: '' }, 'google ads');
  assert.deepEqual(body, { name: 'Ana', phone: '11 99999-0000', treatment: 'Estética Corporal', message: 'Oi', referral: 'google ads', consent: true, website: '' });
});

test('booking payload maps the form state to {name, email, phone, dataHora, message, referral, consent, website}', () => {
  const body = bookingPayload({ ...EMPTY_BOOKING, name: 'Ana', email: 'a@b.co', phone: '11999990000', dataHora: '2030-01-02T10:00', consent: true }, '');
  assert.deepEqual(Object.keys(body), ['name', 'email', 'phone', 'dataHora', 'message', 'referral', 'consent', 'website']);
  assert.equal(body.consent, true);
  assert.equal(body.referral, '');
});

test('outcomeOf: what each answer means to the visitor', () => {
  const cases: [status: number | null, body: unknown, ok: boolean, fieldKeys: string[], messageIncludes: string][] = [
    [201, { id: 1 }, true, [], ''],
    [200, null, true, [], ''],
    [400, { errors: { phone: 'Informe um telefone com DDD.', name: 'Informe seu nome.' } }, false, ['phone', 'name'], 'Confira os campos'],
    [400, { errors: { phone: 3 } }, false, [], 'Não conseguimos enviar'],
    [400, 'bad', false, [], 'Não conseguimos enviar'],
    [429, null, false, [], 'Aguarde alguns minutos'],
    [500, null, false, [], 'continua no formulário'],
    [503, { errors: { form: 'Não conseguimos confirmar se seu contato foi registrado.' } }, false, [], 'Não conseguimos confirmar se seu contato foi registrado.'],
    [503, null, false, [], 'continua no formulário'],
    [503, { errors: { form: '  ' } }, false, [], 'continua no formulário'],
    [413, null, false, [], 'continua no formulário'],
    [null, null, false, [], 'Sem conexão'],
  ];
  for (const [status, body, ok, keys, text] of cases) {
    const outcome = outcomeOf(status, body);
    assert.equal(outcome.ok, ok, String(status));
    if (!outcome.ok) {
      assert.deepEqual(Object.keys(outcome.fieldErrors), keys, String(status));
      assert.ok(outcome.message.includes(text), `${status}: ${outcome.message}`);
    }
  }
});

test('the WhatsApp fallback carries what was written and skips empty fields', () => {
  const text = fallbackWhatsappText([['Nome', 'Ana'], ['Telefone', ''], ['Mensagem', ' Quero agendar ']]);
  assert.equal(text, 'Olá! Tentei enviar uma mensagem pelo site, mas não consegui.\nNome: Ana\nMensagem: Quero agendar');
  assert.equal(formatDataHora('2030-03-14T15:30'), '14/03/2030 às 15:30');
  assert.equal(formatDataHora(''), '');
});

test('the home form offers exactly the treatments the lead schema accepts, in its order', () => {
  assert.deepEqual(CONTACT_TREATMENTS, ['Harmonização Facial', 'Estética Corporal', 'Tratamentos Capilares', 'Medicina Estética']);
});

test('the home form\'s WhatsApp message names each field as the form labels it', () => {
  const text = contactFallbackText({ name: 'Ana', phone: '11 99999-0000', treatment: 'Estética Corporal', message: '', consent: true, website: '' });
  assert.equal(text, 'Olá! Tentei enviar uma mensagem pelo site, mas não consegui.\nNome: Ana\nTelefone: 11 99999-0000\nTratamento de interesse: Estética Corporal');
});
