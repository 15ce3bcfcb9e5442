import { test } from 'node:test';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliAll } from '../../test/support/run-cli.ts';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { createServer } from 'node:net';
import { checkListen, listenError } from './listen-errors.ts';

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

test('checkListen finds a host that is no address of this machine, or a taken port, and leaves a free port free', async () => {
  await assert.rejects(checkListen('192.0.2.1', 0), (e: unknown) => e instanceof UserError && e.code === 'HOST_DE_OUTRA_MAQUINA');
  const taken = createServer();
  await new Promise<void>((done) => taken.listen(0, '127.0.0.1', () => done()));
  const port = (taken.address() as { port: number }).port;
  try {
    await assert.rejects(checkListen('127.0.0.1', port), (e: unknown) => e instanceof UserError && e.code === 'PORTA_EM_USO');
  } finally {
    await new Promise<void>((done) => taken.close(() => done()));
  }
  await checkListen('127.0.0.1', port);
  await checkListen('127.0.0.1', port); // let go: the same port can be taken again at once
});

test('serve with a --host of another machine stops before it creates the lead database', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-listen-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'out'));
  writeFileSync(join(folder, 'out', '.clinic-site.json'), '{}');
  const db = join(folder, 'dados', 'leads.db');
  const [code, , stderr] = await runCliAll(['serve', '--out', join(folder, 'out'), '--host', '192.0.2.1', '--port', '0', '--db', db]);
  assert.equal(code, 1);
  assert.match(stderr, /192\.0\.2\.1/);
  assert.equal(existsSync(db), false, 'no database made for a server that cannot start');
});
