/**
 * Leads as files for the clinic: CSV that Excel in Portuguese opens as a table with accents intact, and JSON.
 */
import type { Lead } from './lead.ts';
import { formatSaoPaulo } from './sao-paulo-time.ts';

const FORM_NAMES = { contato: 'Contato (página inicial)', agendamento: 'Agendamento' } as const;

const COLUMNS: Array<[string, (lead: Lead) => string | null]> = [
  ['Recebido em', (l) => formatSaoPaulo(l.createdAt)],
  ['Formulário', (l) => FORM_NAMES[l.form]],
  ['Nome', (l) => l.name],
  ['Telefone', (l) => l.phone],
  ['E-mail', (l) => l.email],
  ['Tratamento', (l) => l.treatment],
  ['Data desejada', (l) => (l.desiredAt ? formatSaoPaulo(l.desiredAt) : null)],
  ['Origem', (l) => l.referral],
  ['Mensagem', (l) => l.message],
  // With "Recebido em", what the person agreed to and when (LGPD art. 8º).
  ['Consentimento', (l) => l.consentText],
  ['Código', (l) => l.id],
];

/**
 * One CSV cell. A cell starting with = + - @ (or a tab / carriage return) is prefixed with an apostrophe so that
 * Excel shows it as text instead of running it as a formula (OWASP "CSV injection"): a visitor writes these fields.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${guarded.replace(/"/g, '""')}"`;
}

/**
 * CSV for Excel pt-BR: a UTF-8 byte-order mark (without it Excel reads the file as Windows-1252 and breaks "ã"),
 * ";" between cells (Excel pt-BR uses "," as the decimal mark and expects ";"), CRLF between rows, every cell quoted
 * so that line breaks inside a message stay inside its cell.
 */
export function leadsToCsv(leads: Lead[]): string {
  const rows = [COLUMNS.map(([title]) => csvCell(title)), ...leads.map((lead) => COLUMNS.map(([, read]) => csvCell(read(lead))))];
  return '\uFEFF' + rows.map((cells) => cells.join(';')).join('\r\n') + '\r\n';
}

/** JSON for other programs: ISO dates in UTC, the booking's wished time also as the visitor typed it. */
export function leadsToJson(leads: Lead[]): string {
  return JSON.stringify(leads.map(({ id, createdAt, form, name, phone, email, treatment, message, referral, desiredLocal, desiredAt, consentText }) => ({
    id, createdAt, form, name, phone, email, treatment, message, referral, desiredLocal, desiredAt, consentText,
  })), null, 2) + '\n';
}
