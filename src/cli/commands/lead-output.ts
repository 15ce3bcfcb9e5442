/**
 * What the lead commands (./leads.ts, ./leads-migrate.ts) show and write, and where: the terminal table of `leads
 * list`, and an export file written whole or not at all, readable by the server's user only.
 */
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileErrorReason, isFileError } from '../../errors/file-errors.ts';
import { UserError } from '../../errors/user-error.ts';
import { realLocation } from '../../folders.ts';
import { isPostgresUrl } from '../../leads/database.ts';
import { formatSaoPaulo } from '../../leads/sao-paulo-time.ts';
import type { LeadWithStatus } from '../../leads/store.ts';

/** Where the lead commands write; tests pass their own to read the output. */
export interface LeadCommandIo {
  out(text: string): void;
  /** A line the operator should notice that is not the command's result (standard error). */
  warn(line: string): void;
}

/** A cell of the terminal table: one line, at most `width` characters. */
export function cell(value: string | null, width: number): string {
  const text = (value ?? '—').replace(/\s+/g, ' ');
  return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
}

export function tableOf(leads: LeadWithStatus[]): string {
  const header = `${cell('Recebido em', 16)}  ${cell('Formulário', 11)}  ${cell('Nome', 28)}  ${cell('Telefone', 19)}  ${cell('E-mail', 30)}  ${cell('Interesse / data', 22)}  Avisos`;
  const lines = leads.map((lead) => {
    const interest = lead.desiredAt ? formatSaoPaulo(lead.desiredAt) : lead.treatment;
    const notice = lead.pendingNotifications > 0 ? `${lead.pendingNotifications} pendente(s)` : 'enviados';
    return `${cell(formatSaoPaulo(lead.createdAt), 16)}  ${cell(lead.form, 11)}  ${cell(lead.name, 28)}  ${cell(lead.phone, 19)}  ${cell(lead.email, 30)}  ${cell(interest, 22)}  ${notice}`;
  });
  return [header, ...lines].join('\n') + '\n';
}

/**
 * Refuses an export file that is the SQLite database itself or one of the files SQLite keeps beside it, under any
 * name (a link, a hard link): the export is renamed over it, and every lead would be gone.
 */
export function refuseDatabaseAsOutput(file: string, database: string): void {
  if (isPostgresUrl(database)) return;
  const databaseFiles = ['', '-wal', '-shm', '-journal'].map((suffix) => `${database}${suffix}`);
  const output = statSync(file, { throwIfNoEntry: false });
  const same = databaseFiles.some((path) => {
    if (realLocation(path) === realLocation(file)) return true;
    const stat = output && statSync(path, { throwIfNoEntry: false });
    return !!stat && stat.ino === output.ino && stat.dev === output.dev;
  });
  if (same) throw new UserError('EXPORTACAO_SOBRE_O_BANCO', { file });
}

/**
 * `text` into `file` whole or not at all: written beside it and renamed over it, so a failed export (a full disk, a
 * folder that does not exist) never empties the one there before. A file-system refusal is the operator's to fix.
 */
export function writeExport(file: string, text: string): void {
  const partial = `${file}.${process.pid}.parcial`;
  try {
    // The server's user only, as the database (LGPD): an export holds the same personal data.
    writeFileSync(partial, text, { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    if (!isFileError(error)) throw error;
    throw new UserError('EXPORTACAO_IMPOSSIVEL', { file, reason: fileErrorReason(error, true) }, { cause: error });
  }
}
