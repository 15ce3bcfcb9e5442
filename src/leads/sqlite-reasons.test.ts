import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sqliteReason } from './sqlite-reasons.ts';

test('sqliteReason says in Portuguese what failed and what to check, keeping SQLite’s own words', () => {
  const file = '/var/lib/clinic-site/leads.db';
  // The codes and messages better-sqlite3 12 gives for each failure (extended codes included).
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ code: 'SQLITE_FULL', message: 'database or disk is full' }, /^o disco do banco de contatos está cheio \(SQLITE_FULL: database or disk is full\); libere espaço .* df -h \/var\/lib\/clinic-site\)$/],
    [{ code: 'SQLITE_BUSY', message: 'database is locked' }, /^outro processo segurou o banco de contatos \/var\/lib\/clinic-site\/leads\.db por mais de 5 s \(SQLITE_BUSY: database is locked\); veja quem .*fuser -v .*\.backup do sqlite3 como em docs\/operador-leads\.md, "Cópia de segurança"/],
    [{ code: 'SQLITE_BUSY_SNAPSHOT', message: 'database is locked' }, /^outro processo segurou o banco/],
    [{ code: 'SQLITE_LOCKED', message: 'database table is locked' }, /^outro processo segurou o banco/],
    [{ code: 'SQLITE_READONLY', message: 'attempt to write a readonly database' }, /^o servidor não tem permissão para gravar no banco de contatos \/var\/lib\/clinic-site\/leads\.db \(SQLITE_READONLY: attempt to write a readonly database\); o usuário do serviço \(User= no systemd\) precisa ser o dono .*-wal e -shm.*ls -l \/var\/lib\/clinic-site\).*só para leitura$/],
    [{ code: 'SQLITE_READONLY_DIRECTORY', message: 'attempt to write a readonly database' }, /^o servidor não tem permissão para gravar/],
    [{ code: 'SQLITE_READONLY_DBMOVED', message: 'attempt to write a readonly database' }, /foi movido, trocado ou apagado com o servidor ligado .*reinicie o serviço/],
    [{ code: 'SQLITE_CANTOPEN', message: 'unable to open database file' }, /^o servidor não consegue abrir o banco .*\(SQLITE_CANTOPEN: unable to open database file\); confira se a pasta \/var\/lib\/clinic-site existe: o usuário do serviço/],
    [{ code: 'SQLITE_PERM', message: 'access permission denied' }, /^o servidor não consegue abrir o banco/],
    [{ code: 'SQLITE_IOERR_WRITE', message: 'disk I/O error' }, /^o sistema recusou uma leitura ou gravação .*\(SQLITE_IOERR_WRITE: disk I\/O error\); confira o espaço livre \(df -h \/var\/lib\/clinic-site\).*journalctl -k/],
    [{ code: 'SQLITE_IOERR_FSYNC', message: 'disk I/O error' }, /^o sistema recusou uma leitura ou gravação/],
    [{ code: 'SQLITE_CORRUPT', message: 'database disk image is malformed' }, /^o arquivo do banco de contatos .* está danificado \(SQLITE_CORRUPT: database disk image is malformed\); pare o serviço, .*restaure a última cópia de segurança \(docs\/operador-leads\.md, "Cópia de segurança"\)$/],
    [{ code: 'SQLITE_NOTADB', message: 'file is not a database' }, /está danificado/],
    [{ code: 'SQLITE_NOMEM', message: 'out of memory' }, /^faltou memória .*free -h/],
    // Not known here: SQLite's text as it is, on one line.
    [{ code: 'SQLITE_CONSTRAINT_CHECK', message: 'CHECK constraint failed: form IN (\'contato\')\n' }, /^SQLITE_CONSTRAINT_CHECK: CHECK constraint failed: form IN \('contato'\)$/],
    [{ message: 'something else entirely' }, /^something else entirely$/],
  ];
  for (const [error, expected] of cases) {
    const reason = sqliteReason(error, file);
    assert.match(reason, expected, String(error.code));
    assert.doesNotMatch(reason, /\n/, String(error.code));
  }
});
