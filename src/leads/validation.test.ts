import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isHoneypotFilled, validateLead } from './validation.ts';

const NOW = new Date('2026-11-20T15:00:00.000Z'); // 12:00 in São Paulo
const home = { name: 'Ana Souza', phone: '(11) 98765-4321', treatment: '', message: '', referral: '', consent: true, website: '' };
const booking = { name: 'Bruno', email: 'Bruno@Exemplo.com.br', phone: '11987654321', dataHora: '2026-11-21T14:30', message: '', referral: '', consent: true };

test('accepted bodies become a normalised LeadSubmission', () => {
  const result = validateLead({ ...home, name: '  Ana  ', referral: 'google ads', extra: 'ignored' }, NOW);
  assert.deepEqual(result, {
    ok: true,
    lead: { form: 'contato', name: 'Ana', phone: '(11) 98765-4321', email: null, treatment: null, message: null, referral: 'google ads', desiredLocal: null, desiredAt: null },
  });
  const bookingResult = validateLead(booking, NOW);
  assert.ok(bookingResult.ok);
  assert.equal(bookingResult.lead.form, 'agendamento');
  assert.equal(bookingResult.lead.email, 'bruno@exemplo.com.br');
  assert.equal(bookingResult.lead.desiredAt, '2026-11-21T17:30:00.000Z');
});

test('phone: 10 to 13 digits once punctuation is removed', () => {
  const cases: [string, boolean][] = [
    ['1198765432', true],
    ['(11) 98765-4321', true],
    ['+55 11 98765-4321', true],
    ['+55 (11) 9.8765-4321', true],
    ['011 98765-4321', true], // long-distance prefix: 12 digits
    ['0055 11 98765 4321', false], // 15 digits
    ['119876543', false], // 9 digits
    ['55119876543210', false], // 14 digits
    ['11 98765-432a', false],
    ['11 98765-4321 ramal 2', false],
    ['', false],
  ];
  for (const [phone, ok] of cases) assert.equal(validateLead({ ...home, phone }, NOW).ok, ok, phone);
});

test('field errors are pt-BR messages keyed by field', () => {
  const cases: [Record<string, unknown>, Record<string, string>][] = [
    [{ ...home, name: ' ' }, { name: 'Informe seu nome.' }],
    [{ ...home, name: ' A ' }, { name: 'Escreva seu nome com pelo menos 2 letras.' }],
    [{ ...home, name: undefined }, { name: 'Informe seu nome.' }],
    [{ ...home, consent: false }, { consent: 'Para enviarmos seu contato, marque a caixa de consentimento.' }],
    [{ ...home, consent: 'true' }, { consent: 'Para enviarmos seu contato, marque a caixa de consentimento.' }],
    [{ ...home, treatment: 'Botox' }, { treatment: 'Escolha um dos tratamentos da lista.' }],
    [{ ...home, name: 42 }, { name: 'Este campo deve ser um texto.' }],
    [{ ...home, message: 'm'.repeat(2001) }, { message: 'A mensagem pode ter no máximo 2000 caracteres.' }],
    [{ ...booking, email: undefined }, { email: 'Informe seu e-mail.' }],
    [{ ...booking, dataHora: '2026-11-20T08:00' }, { dataHora: 'Essa data já passou. Escolha uma data e hora a partir de agora.' }],
    [{ ...booking, dataHora: '2026-02-30T10:00' }, { dataHora: 'Essa data não existe. Escolha a data e a hora no calendário do campo.' }],
    [{ ...booking, dataHora: '2028-01-01T10:00' }, { dataHora: 'Escolha uma data dentro dos próximos 12 meses.' }],
    [{ ...booking, dataHora: '21/11/2026 14:30' }, { dataHora: 'Escolha a data e a hora no calendário do campo.' }],
    [{ ...home, dataHora: '2026-11-21T14:30' }, { email: 'Informe seu e-mail.' }],
  ];
  for (const [body, errors] of cases) assert.deepEqual(validateLead(body, NOW), { ok: false, errors }, JSON.stringify(body).slice(0, 80));
});

test('a wished time a few minutes ago is still a lead (the visitor was typing)', () => {
  assert.ok(validateLead({ ...booking, dataHora: '2026-11-20T11:55' }, NOW).ok);
});

test('control characters and header breaks are refused in single-line fields, allowed as line breaks in the message', () => {
  for (const name of ['Ana\r\nBcc: x@y.com', 'Ana\u0000', 'Ana\u001b[2J', 'Ana\u0085', 'Ana\u2028B']) {
    assert.equal(validateLead({ ...home, name }, NOW).ok, false, JSON.stringify(name));
  }
  for (const email of ['a@b.com\r\nBcc: x@y.com', 'a@b.com,x@y.com', 'a@b.com;x@y.com', 'Ana <a@b.com>', 'a b@c.com']) {
    assert.equal(validateLead({ ...booking, email }, NOW).ok, false, JSON.stringify(email));
  }
  assert.ok(validateLead({ ...home, message: 'Linha 1\r\nLinha 2\n\tRecuo' }, NOW).ok);
  assert.equal(validateLead({ ...home, message: 'bip\u0007' }, NOW).ok, false);
});

test('bidirectional controls pasted into a field are dropped, and the lead is kept', () => {
  const result = validateLead({ ...home, name: 'Ana \u202emoc.elpmaxe\u202c Souza', message: '\u2066Olá\u2069, tudo bem?' }, NOW);
  assert.ok(result.ok);
  assert.equal(result.lead.name, 'Ana moc.elpmaxe Souza');
  assert.equal(result.lead.message, 'Olá, tudo bem?');
});

test('a field of invisible characters is empty: a name of two zero-width spaces is asked for, not stored blank', () => {
  assert.deepEqual(validateLead({ ...home, name: '\u200b\u200b' }, NOW), { ok: false, errors: { name: 'Informe seu nome.' } });
  assert.deepEqual(validateLead({ ...home, name: 'A\u2060\ufeff' }, NOW), { ok: false, errors: { name: 'Escreva seu nome com pelo menos 2 letras.' } });
  assert.deepEqual(validateLead({ ...home, name: '\u200d\u200c \u200d' }, NOW), { ok: false, errors: { name: 'Informe seu nome.' } });
  const result = validateLead({ ...home, name: 'Ana\u200b Souza\u00ad \u200d👩🏽\u200d⚕️', message: 'Família 👨\u200d👩\u200d👧\u200b' }, NOW);
  assert.ok(result.ok);
  assert.equal(result.lead.name, 'Ana Souza 👩🏽\u200d⚕️', 'the joiner inside an emoji stays');
  assert.equal(result.lead.message, 'Família 👨\u200d👩\u200d👧');
});

test('C1 controls and the Arabic letter mark pasted into a field are dropped, and the lead is kept', () => {
  const result = validateLead({ ...home, name: '\u061c=1+1 Ana', message: 'x\u0085\u009b31m vermelho\u0080' }, NOW);
  assert.ok(result.ok);
  assert.equal(result.lead.name, '=1+1 Ana');
  assert.equal(result.lead.message, 'x31m vermelho');
});

test('bodies that are not objects are refused as a whole', () => {
  for (const body of [null, [], 'texto', 42, true]) {
    assert.deepEqual(validateLead(body, NOW), { ok: false, errors: { form: 'Envie os dados do formulário como um objeto JSON.' } });
  }
});

test('an unknown referral value is dropped, not refused: it is analytics, not the visitor’s doing', () => {
  const result = validateLead({ ...home, referral: 'direct' }, NOW);
  assert.ok(result.ok);
  assert.equal(result.lead.referral, null);
});

test('isHoneypotFilled', () => {
  const cases: [unknown, boolean][] = [
    [{ website: '' }, false],
    [{}, false],
    [{ website: null }, false],
    [{ website: 'http://x' }, true],
    [{ website: 0 }, true],
    [null, false],
    [['website'], false],
  ];
  for (const [body, filled] of cases) assert.equal(isHoneypotFilled(body), filled, JSON.stringify(body));
});

test('unknown fields are dropped without an error that names them (no echo of what the client invented)', () => {
  const result = validateLead({ ...home, '<script>alert(1)</script>': 'x', lixo: '\ud800', __proto__: { name: 'x' } }, NOW);
  assert.ok(result.ok);
  assert.equal(result.lead.name, 'Ana Souza');
});
