import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { listenError } from './listen-errors.ts';

test('why serve or dev could not listen: the operator\'s mistakes become messages, anything else stays as it is', () => {
  const cases: [code: string, expected: string | null][] = [
    ['EADDRINUSE', 'PORTA_EM_USO'],
    ['EACCES', 'PORTA_RESERVADA'],
    ['ENOTFOUND', 'HOST_DESCONHECIDO'],
    ['EAI_AGAIN', 'HOST_DESCONHECIDO'],
    ['EADDRNOTAVAIL', 'HOST_DE_OUTRA_MAQUINA'],
    ['EMFILE', null],
  ];
  for (const [code, expected] of cases) {
    const error = Object.assign(new Error(code), { code });
    const mapped = listenError(error, 'nao.existe.invalid', 80);
    assert.equal(mapped instanceof UserError ? mapped.code : null, expected, code);
    if (!expected) assert.equal(mapped, error);
  }
  assert.equal((listenError(Object.assign(new Error(), { code: 'ENOTFOUND' }), 'nao.existe.invalid', 80) as UserError).message, '"nao.existe.invalid" não é um endereço nem um nome conhecido por este computador.');
});
