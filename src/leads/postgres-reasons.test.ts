import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { postgresPoolConfig } from './postgres-database.ts';
import { postgresFailureReason, postgresReason } from './postgres-reasons.ts';

test("the server's and the driver's English reasons, in the operator's words", () => {
  const error = (message: string, extra: object = {}) => Object.assign(new Error(message), extra);
  const cases: [Error, string][] = [
    [error('database "naoexiste" does not exist', { code: '3D000' }), 'o banco "naoexiste" não existe nesse servidor'],
    [error('role "ninguem" does not exist', { code: '28000' }), 'o usuário "ninguem" não existe nesse servidor'],
    [error('password authentication failed for user "clinica"', { code: '28P01' }), 'o servidor recusou o usuário ou a senha'],
    [error('connect ECONNREFUSED 127.0.0.1:1', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 1 }), 'nada responde em 127.0.0.1:1 (o PostgreSQL está rodando? a porta está certa?)'],
    [error('getaddrinfo ENOTFOUND db.invalid', { code: 'ENOTFOUND', hostname: 'db.invalid' }), 'o servidor "db.invalid" não foi encontrado'],
    [error('The server does not support SSL connections'), 'o servidor não aceita conexões criptografadas (TLS): se o banco está nesta máquina ou numa rede privada, use sslmode=disable no endereço'],
    [error('Connection terminated due to connection timeout'), 'o servidor não respondeu a tempo'],
    [error('self-signed certificate'), 'o certificado do servidor não foi aceito (self-signed certificate)'],
    [error('something else entirely'), 'something else entirely'],
  ];
  for (const [cause, reason] of cases) assert.equal(postgresReason(cause), reason, cause.message);
});

test('a failure while serving says what happened and what to check, with the server’s text and no refused value', () => {
  const where = 'postgres://clinica:…@127.0.0.1:5499/leads';
  const error = (message: string, extra: object = {}) => Object.assign(new Error(message), extra);
  const advice = '; confira se o servidor PostgreSQL está no ar e tem espaço em disco, e se o endereço em --db, CLINIC_SITE_DB ou DATABASE_URL é o dele';
  const cases: [unknown, string][] = [
    [
      error('connect ECONNREFUSED 127.0.0.1:5499', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5499 }),
      `o PostgreSQL em ${where} não pôde ser usado: nada responde em 127.0.0.1:5499 (o PostgreSQL está rodando? a porta está certa?) (connect ECONNREFUSED 127.0.0.1:5499)${advice}`,
    ],
    // "localhost" refused on ::1 and on 127.0.0.1: Node's AggregateError has no message of its own.
    [
      Object.assign(new AggregateError([error('connect ECONNREFUSED ::1:5499'), error('connect ECONNREFUSED 127.0.0.1:5499')], ''), { code: 'ECONNREFUSED' }),
      `o PostgreSQL em ${where} não pôde ser usado: nada responde em ?:? (o PostgreSQL está rodando? a porta está certa?) (connect ECONNREFUSED ::1:5499; connect ECONNREFUSED 127.0.0.1:5499)${advice}`,
    ],
    [
      error('could not extend file "base/16384/16402": No space left on device', { code: '53100' }),
      `o PostgreSQL em ${where} não pôde ser usado: o disco do servidor PostgreSQL está cheio (53100: could not extend file "base/16384/16402": No space left on device)${advice}`,
    ],
    [
      error('terminating connection due to administrator command', { code: '57P01' }),
      `o PostgreSQL em ${where} não pôde ser usado: o servidor PostgreSQL está sendo desligado ou reiniciado (57P01: terminating connection due to administrator command)${advice}`,
    ],
    [error('cannot execute INSERT in a read-only transaction', { code: '25006' }), `o PostgreSQL em ${where} não pôde ser usado: o banco só aceita leitura (o endereço aponta para uma réplica, ou o servidor está em modo somente leitura) (25006: cannot execute INSERT in a read-only transaction)${advice}`],
    [error('Connection terminated unexpectedly'), `o PostgreSQL em ${where} não pôde ser usado: a conexão com o servidor PostgreSQL caiu (Connection terminated unexpectedly)${advice}`],
    // A data error quotes the value it refused, which may be what a visitor typed: left out.
    [error('invalid input syntax for type timestamp with time zone: "Ana Souza 11 98765-4321"', { code: '22007' }), `o PostgreSQL em ${where} não pôde ser usado: 22007: invalid input syntax for type timestamp with time zone: "…"${advice}`],
  ];
  for (const [cause, reason] of cases) assert.equal(postgresFailureReason(cause, where), reason, String((cause as Error).message));
});

test('an sslmode libpq does not know, or an sslrootcert file that is not there, is named in the message', () => {
  assert.throws(
    () => postgresPoolConfig('postgres://clinica:x@127.0.0.1:5432/leads?sslmode=bogus'),
    (e: unknown) => e instanceof UserError && e.code === 'BANCO_ENDERECO_INVALIDO' && e.message.includes('sslmode "bogus" não existe; use disable, allow, prefer, require, verify-ca, verify-full'),
  );
  assert.throws(
    () => postgresPoolConfig('postgres://clinica:x@127.0.0.1:5432/leads?sslmode=verify-full&sslrootcert=/nao/existe.pem'),
    (e: unknown) => e instanceof UserError && e.message.includes('o arquivo /nao/existe.pem não existe'),
  );
  assert.throws(
    () => postgresPoolConfig('postgres://clinica:x@127.0.0.1:5432/leads?sslmode=verify-ca'),
    (e: unknown) => e instanceof UserError && e.message.includes('(sslmode=verify-ca precisa do certificado da autoridade em sslrootcert=/caminho/do/ca.pem; ou use sslmode=verify-full)'),
  );
  // Every other sslmode libpq knows is accepted as it is.
  for (const mode of ['disable', 'allow', 'prefer', 'require', 'verify-full', 'no-verify', 'REQUIRE']) {
    assert.doesNotThrow(() => postgresPoolConfig(`postgres://clinica:x@127.0.0.1:5432/leads?sslmode=${mode}`), mode);
  }
});
