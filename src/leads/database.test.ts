import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { databaseFromEnv, isPostgresUrl, redactedLocation } from './database.ts';
import { postgresPoolConfig } from './postgres-database.ts';

test('the database comes from --db, else CLINIC_SITE_DB, else DATABASE_URL, else data/leads.db', () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{}, 'data/leads.db'],
    [{ DATABASE_URL: 'postgres://h/leads' }, 'postgres://h/leads'],
    [{ DATABASE_URL: 'postgres://h/leads', CLINIC_SITE_DB: '/var/lib/clinic-site/leads.db' }, '/var/lib/clinic-site/leads.db'],
    [{ CLINIC_SITE_DB: '  ', DATABASE_URL: ' postgresql://h/leads ' }, 'postgresql://h/leads'],
  ];
  for (const [env, expected] of cases) assert.equal(databaseFromEnv(env), expected, JSON.stringify(env));
});

test('postgres:// and postgresql:// URLs are PostgreSQL; paths are SQLite files', () => {
  const cases: Array<[string, boolean]> = [
    ['postgres://u:p@db.exemplo.com/leads', true],
    ['postgresql://db.exemplo.com:6543/leads?sslmode=require', true],
    ['POSTGRES://db/leads', true],
    ['data/leads.db', false],
    ['/var/lib/clinic-site/postgres.db', false],
    ['postgres.db', false],
  ];
  for (const [location, expected] of cases) assert.equal(isPostgresUrl(location), expected, location);
  assert.equal(redactedLocation('postgresql://clinica:p%40ss@db:5432/leads'), 'postgresql://clinica:…@db:5432/leads');
  assert.equal(redactedLocation('postgres://db/leads?user=clinica&password=segredo&sslmode=require'), 'postgres://db/leads?user=clinica&password=…&sslmode=require');
  // A password typed with "/", "?" or "@" as they are (not %2F, %3F, %40): hidden all the same.
  const typedAsIs: [string, string][] = [
    ['postgres://clinica:S3c/ret@127.0.0.1:1/leads', 'postgres://clinica:…@127.0.0.1:1/leads'],
    ['smtp://site:Se/nha?x@127.0.0.1:25251', 'smtp://site:…@127.0.0.1:25251'],
    ['postgres://clinica:p@ss@db:5432/leads', 'postgres://clinica:…@db:5432/leads'],
    ['postgres://clinica@db:5432/leads', 'postgres://clinica@db:5432/leads'],
    ['postgres://db:5432/leads', 'postgres://db:5432/leads'],
  ];
  for (const [location, shown] of typedAsIs) assert.equal(redactedLocation(location), shown, location);
  // Such an address cannot be read: the message hides the password and the hint says how to write it.
  assert.throws(
    () => postgresPoolConfig('postgres://clinica:S3c/ret@127.0.0.1:1/leads'),
    (e: unknown) =>
      e instanceof UserError &&
      e.message === 'O endereço do PostgreSQL "postgres://clinica:…@127.0.0.1:1/leads" não pôde ser lido (endereço malformado).' &&
      /escreva \/ como %2F/.test(e.hint),
  );
});

test('sslmode means what libpq and the managed hosts say it means', () => {
  const ssl = (url: string) => {
    const value = postgresPoolConfig(url).ssl;
    return typeof value === 'object' ? { ...value } : value;
  };
  // require: encrypted, certificate not checked (hosts with their own authority: Heroku, Render, Railway).
  assert.deepEqual(ssl('postgres://u:p@db.exemplo.com/leads?sslmode=require'), { rejectUnauthorized: false });
  // verify-full: encrypted and the certificate checked against the system's authorities.
  assert.deepEqual(ssl('postgres://u:p@db.exemplo.com/leads?sslmode=verify-full'), {});
  assert.equal(ssl('postgres://u:p@db.exemplo.com/leads?sslmode=disable'), false);
  assert.equal(ssl('postgres://u:p@localhost/leads'), undefined);
  const config = postgresPoolConfig('postgres://clinica:s%C3%AAnha@db.exemplo.com:6543/leads');
  assert.deepEqual([config.user, config.password, config.host, config.port, config.database], ['clinica', 'sênha', 'db.exemplo.com', 6543, 'leads']);
  // Every wait is bounded: a lost database answers 503 in seconds, it never hangs a visitor.
  assert.ok(config.connectionTimeoutMillis! > 0 && config.query_timeout! > 0);
});

test('a URL that cannot be read is a UserError without the password', () => {
  assert.throws(
    () => postgresPoolConfig('postgres://clinica:segredo@db.exemplo.com:porta/leads'),
    (e: unknown) => e instanceof UserError && e.code === 'BANCO_ENDERECO_INVALIDO' && !e.message.includes('segredo'),
  );
});
