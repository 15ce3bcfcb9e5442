/**
 * Why PostgreSQL could not be used, in the operator's words: the driver and the server answer in English ("database
 * \"x\" does not exist", "The server does not support SSL connections"). A reason not known here is kept as it is.
 */
import { oneLine } from './one-line.ts';

/** The sslmode values libpq knows. */
export const LIBPQ_SSL_MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'];
/** Those, and `no-verify`, which node-postgres adds. */
export const SSL_MODES = [...LIBPQ_SSL_MODES, 'no-verify'];

const quoted = (message: string) => /"([^"]*)"/.exec(message)?.[1] ?? '';

export function postgresReason(error: unknown): string {
  const { code, message = String(error), address, port, hostname, path } = (error ?? {}) as NodeJS.ErrnoException & { address?: string; port?: number; hostname?: string };
  switch (code) {
    case '3D000':
      return `o banco "${quoted(message)}" não existe nesse servidor`;
    case '28000':
      return /role/.test(message) ? `o usuário "${quoted(message)}" não existe nesse servidor` : 'o servidor não aceita conexões deste usuário a partir desta máquina (pg_hba.conf)';
    case '28P01':
      return 'o servidor recusou o usuário ou a senha';
    case 'ECONNREFUSED':
      return `nada responde em ${address ?? '?'}:${port ?? '?'} (o PostgreSQL está rodando? a porta está certa?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `o servidor "${hostname ?? '?'}" não foi encontrado`;
    case 'ENOENT':
      return path ? `o arquivo ${path} não existe` : message;
    case '53100':
      return 'o disco do servidor PostgreSQL está cheio';
    case '53300':
      return 'o servidor PostgreSQL não aceita mais conexões (o limite de conexões do plano foi atingido?)';
    case '57P01':
    case '57P02':
    case '57P03':
      return 'o servidor PostgreSQL está sendo desligado ou reiniciado';
    case '25006':
      return 'o banco só aceita leitura (o endereço aponta para uma réplica, ou o servidor está em modo somente leitura)';
    default:
      break;
  }
  if (/verify-ca requires specifying a CA/i.test(message)) {
    return 'sslmode=verify-ca precisa do certificado da autoridade em sslrootcert=/caminho/do/ca.pem; ou use sslmode=verify-full';
  }
  if (/does not support SSL/i.test(message)) {
    return 'o servidor não aceita conexões criptografadas (TLS): se o banco está nesta máquina ou numa rede privada, use sslmode=disable no endereço';
  }
  if (/Connection terminated unexpectedly/i.test(message)) return 'a conexão com o servidor PostgreSQL caiu';
  if (/timeout/i.test(message)) return 'o servidor não respondeu a tempo';
  if (/certificate/i.test(message)) return `o certificado do servidor não foi aceito (${message})`;
  return message;
}

/**
 * The server's or the driver's own text, on one line. Node gives an AggregateError with an empty message when
 * "localhost" refuses on both ::1 and 127.0.0.1; the refusals are named instead. A data error (class 22) quotes the
 * value it refused, which may be a visitor's: the quoted values are left out.
 */
function ownText(error: unknown): string {
  const { code = '', message = String(error), errors } = (error ?? {}) as { code?: string; message?: string; errors?: unknown[] };
  let text = message || (errors ?? []).map((e) => (e as Error)?.message ?? String(e)).join('; ') || code;
  if (/^22/.test(code)) text = text.replace(/"[^"]*"/g, '"…"');
  // A SQLSTATE ("53100") says more to a search than its text; errno codes (EPIPE) are already in their text.
  if (/^[0-9A-Z]{5}$/.test(code) && /\d/.test(code) && !text.includes(code)) text = `${code}: ${text}`;
  return oneLine(text);
}

/**
 * Why a lead or a notice could not be stored while the server runs, for its log: what happened (postgresReason), the
 * server's own text in parentheses, and what to check. `where` is the address without its password.
 *
 * @example postgresFailureReason(refused, 'postgres://clinica:…@db:5432/leads')
 * // 'o PostgreSQL em postgres://clinica:…@db:5432/leads não pôde ser usado: nada responde em … (connect ECONNREFUSED …); confira …'
 */
export function postgresFailureReason(error: unknown, where: string): string {
  const reason = postgresReason(error);
  const own = ownText(error);
  // A reason not known to postgresReason is the server's text itself: said once, and without a refused value.
  const what = reason === ((error as Error)?.message ?? String(error)) ? own : `${oneLine(reason)} (${own})`;
  return (
    `o PostgreSQL em ${where} não pôde ser usado: ${what}; confira se o servidor PostgreSQL está no ar e tem espaço em disco, ` +
    'e se o endereço em --db, CLINIC_SITE_DB ou DATABASE_URL é o dele'
  );
}
