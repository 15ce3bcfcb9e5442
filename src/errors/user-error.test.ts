import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LEAD_SERVER_ERRORS } from './lead-server-errors.ts';
import { USER_ERRORS } from './user-error-catalogue.ts';
import { UserError } from './user-error.ts';

test('a user error takes its message and hint from the catalogue, built from typed arguments, and exits 1', () => {
  const cases: [UserError, string, string][] = [
    [new UserError('PORTA_EM_USO', { port: 8080 }), 'A porta 8080 já está em uso.', 'Feche o outro programa ou escolha outra porta com --port.'],
    [new UserError('FORMATO_DESCONHECIDO', { format: 'xml', accepted: ['text', 'json', 'github'] }), 'Formato "xml" desconhecido.', 'Use --format text, json ou github.'],
    [new UserError('FORMATO_DESCONHECIDO', { format: 'xml', accepted: ['text', 'markdown'] }), 'Formato "xml" desconhecido.', 'Use --format text ou markdown.'],
    [
      new UserError('CONFIGURACAO_INVALIDA', { variable: 'CLINIC_SITE_RATE_LIMIT', value: 'x', expected: { kind: 'integer', min: 1, max: 1000 } }),
      'A variável CLINIC_SITE_RATE_LIMIT tem um valor inválido: "x".',
      'Use um número inteiro de 1 a 1000.',
    ],
    [
      new UserError('CONFIGURACAO_INVALIDA', { variable: 'CLINIC_SITE_SMTP_URL', value: 'ftp://x', expected: { kind: 'url-protocol', protocols: ['smtp://', 'smtps://'] } }),
      'A variável CLINIC_SITE_SMTP_URL tem um valor inválido: "ftp://x".',
      'O endereço deve começar com smtp:// ou smtps://',
    ],
  ];
  for (const [error, message, hint] of cases) {
    assert.equal(error.message, message);
    assert.equal(error.hint, hint);
    assert.equal(error.exitCode, 1);
    assert.equal(error.name, 'UserError');
  }
});

test('the cause is kept for the bug report, and the code is the catalogue key', () => {
  const cause = new Error('EACCES');
  const error = new UserError('BANCO_ARQUIVO_INACESSIVEL', { file: '/var/lib/leads.db' }, { cause });
  assert.equal(error.cause, cause);
  assert.equal(error.code, 'BANCO_ARQUIVO_INACESSIVEL');
});

test('the lead server\'s errors are part of the catalogue, none under a code the catalogue also defines', () => {
  const catalogueSource = readFileSync(new URL('./user-error-catalogue.ts', import.meta.url), 'utf8');
  for (const code of Object.keys(LEAD_SERVER_ERRORS)) {
    assert.equal(USER_ERRORS[code as keyof typeof USER_ERRORS], LEAD_SERVER_ERRORS[code as keyof typeof LEAD_SERVER_ERRORS], code);
    // A second definition in the catalogue itself would silently replace or be replaced by this one.
    assert.doesNotMatch(catalogueSource, new RegExp(`^  ${code}:`, 'm'), code);
  }
  assert.equal(new UserError('BANCO_MAIS_NOVO', { where: 'data/leads.db', current: 3, latest: 2 }).hint, 'Atualize o clinic-site antes de usar este banco.');
});
