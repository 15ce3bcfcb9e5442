import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { csvCell, leadsToCsv, leadsToJson } from './export.ts';
import type { Lead } from './lead.ts';
import { cutoffOf, sinceDate } from './period.ts';

const lead: Lead = {
  id: 'id-1',
  createdAt: '2026-11-20T13:05:00.000Z',
  form: 'agendamento',
  name: '=HYPERLINK("http://golpe","Clique")',
  phone: '+55 11 98765-4321',
  email: 'ana@exemplo.com.br',
  treatment: null,
  message: 'Linha 1\r\nLinha "2"; fim',
  referral: 'google ads',
  desiredLocal: '2026-12-01T14:30',
  desiredAt: '2026-12-01T17:30:00.000Z',
  consentText: 'Autorizo a Clínica Aurora a usar meus dados para responder a este contato.',
};

test('csvCell quotes every cell and defuses formulas', () => {
  const cases: [string | null, string][] = [
    ['Ana', '"Ana"'],
    [null, '""'],
    ['=1+1', `"'=1+1"`],
    ['+55 11', `"'+55 11"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['diz "oi"', '"diz ""oi"""'],
    ['São João; centro', '"São João; centro"'],
  ];
  for (const [value, cell] of cases) assert.equal(csvCell(value), cell, String(value));
});

test('leadsToCsv: BOM, ";" separators, CRLF rows, São Paulo dates, line breaks kept inside the cell', () => {
  const csv = leadsToCsv([lead]);
  assert.ok(csv.startsWith('\uFEFF"Recebido em";"Formulário";"Nome"'));
  const [header, row, end] = csv.slice(1).split(/\r\n(?=")|\r\n$/);
  assert.equal(header.split(';').length, 11);
  assert.ok(header.endsWith('"Consentimento";"Código"'), header);
  assert.equal(end, '');
  assert.ok(row.startsWith(`"20/11/2026 10:05";"Agendamento";"'=HYPERLINK(""http://golpe"",""Clique"")";"'+55 11 98765-4321"`), row);
  assert.ok(row.includes('"01/12/2026 14:30"'));
  assert.ok(row.includes('"Linha 1\r\nLinha ""2""; fim"'));
  // What the person agreed to, beside when ("Recebido em"): the clinic's proof of consent (LGPD art. 8º).
  assert.ok(row.endsWith(`"${lead.consentText}";"id-1"`), row);
});

test('leadsToJson keeps the raw values (no spreadsheet guard) with ISO dates', () => {
  const [item] = JSON.parse(leadsToJson([lead]));
  assert.equal(item.name, lead.name);
  assert.equal(item.createdAt, lead.createdAt);
  assert.equal(item.desiredLocal, '2026-12-01T14:30');
  assert.equal(item.consentText, lead.consentText);
});

test('sinceDate reads pt-BR and ISO dates as São Paulo midnight', () => {
  assert.equal(sinceDate('31/01/2026'), '2026-01-31T03:00:00.000Z');
  assert.equal(sinceDate('2026-01-31'), '2026-01-31T03:00:00.000Z');
  assert.equal(sinceDate('1/2/2026'), '2026-02-01T03:00:00.000Z');
  for (const bad of ['31/02/2026', 'ontem', '2026-1-31', '']) assert.throws(() => sinceDate(bad), UserError, bad);
});

test('cutoffOf reads "180d"', () => {
  const now = new Date('2026-07-01T00:00:00Z');
  assert.equal(cutoffOf('180d', now), '2026-01-02T00:00:00.000Z');
  assert.equal(cutoffOf('30 dias', now), '2026-06-01T00:00:00.000Z');
  for (const bad of ['180', '6m', '0d', '-5d', 'd']) assert.throws(() => cutoffOf(bad, now), UserError, bad);
});
