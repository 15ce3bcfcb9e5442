/**
 * Why the SQLite file refused a write while the server runs, in the operator's words: better-sqlite3 answers in
 * SQLite's English ("database or disk is full", "database is locked", "attempt to write a readonly database"), which
 * is all the log showed when a lead got 503. Each reason says what happened and what to check; SQLite's own code and
 * text stay in parentheses, for a search or a bug report. SQLite's messages name no stored value, so no lead's data
 * reaches the log through them. A code not known here is kept as it is, on one line.
 *
 * The refusals while opening the file are UserErrors instead (`openingError` in sqlite-database.ts).
 */
import { dirname } from 'node:path';
import { oneLine } from './one-line.ts';
import { BUSY_LIMIT_MS } from './sqlite-busy.ts';


/** Where staff's own procedure for copies is written: a copy made any other way can hold the file. */
const BACKUP_SECTION = 'docs/operador-leads.md, "Cópia de segurança"';

/**
 * @example sqliteReason({ code: 'SQLITE_FULL', message: 'database or disk is full' }, '/var/lib/clinic-site/leads.db')
 * // 'o disco do banco de contatos está cheio (SQLITE_FULL: database or disk is full); libere espaço em /var/lib/clinic-site …'
 */
export function sqliteReason(error: unknown, file: string): string {
  const { code = '', message = String(error) } = (error ?? {}) as { code?: string; message?: string };
  const folder = dirname(file);
  const raw = oneLine(code && !message.includes(code) ? `${code}: ${message}` : message);
  const own = ` (${raw})`;
  const serviceOwns = `o usuário do serviço (User= no systemd) precisa ser o dono do arquivo, dos arquivos -wal e -shm ao lado dele e da pasta ${folder} (confira com ls -l ${folder})`;
  if (code === 'SQLITE_FULL') {
    return `o disco do banco de contatos está cheio${own}; libere espaço no disco da pasta ${folder} (veja quanto resta com df -h ${folder})`;
  }
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) {
    return (
      `outro processo segurou o banco de contatos ${file} por mais de ${BUSY_LIMIT_MS / 1000} s${own}; veja quem o tem aberto com fuser -v ${file}: ` +
      `uma cópia de segurança deve usar o .backup do sqlite3 como em ${BACKUP_SECTION}, ` +
      'e um sqlite3 ou um comando leads parado no meio de uma gravação deve ser terminado'
    );
  }
  if (code === 'SQLITE_READONLY_DBMOVED') {
    return `o arquivo do banco de contatos ${file} foi movido, trocado ou apagado com o servidor ligado${own}; reinicie o serviço (para restaurar uma cópia, siga ${BACKUP_SECTION})`;
  }
  if (code.startsWith('SQLITE_READONLY')) {
    return `o servidor não tem permissão para gravar no banco de contatos ${file}${own}; ${serviceOwns}, e o disco não pode estar montado só para leitura`;
  }
  if (code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') {
    return `o servidor não consegue abrir o banco de contatos ${file} ou os arquivos ao lado dele${own}; confira se a pasta ${folder} existe: ${serviceOwns}`;
  }
  if (code.startsWith('SQLITE_IOERR')) {
    return (
      `o sistema recusou uma leitura ou gravação no banco de contatos ${file}${own}; confira o espaço livre (df -h ${folder}), ` +
      'se o disco continua montado e se o sistema registrou erros de disco (journalctl -k)'
    );
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return (
      `o arquivo do banco de contatos ${file} está danificado${own}; pare o serviço, guarde uma cópia do arquivo como está ` +
      `e restaure a última cópia de segurança (${BACKUP_SECTION})`
    );
  }
  if (code === 'SQLITE_NOMEM') return `faltou memória para o banco de contatos${own}; confira a memória livre da máquina (free -h)`;
  return raw;
}
