/**
 * Why PostgreSQL could not be used, in the operator's words: the driver and the server answer in English ("database
 * \"x\" does not exist", "The server does not support SSL connections"). A reason not known here is kept as it is.
 */

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
    default:
      break;
  }
  if (/verify-ca requires specifying a CA/i.test(message)) {
    return 'sslmode=verify-ca precisa do certificado da autoridade em sslrootcert=/caminho/do/ca.pem; ou use sslmode=verify-full';
  }
  if (/does not support SSL/i.test(message)) {
    return 'o servidor não aceita conexões criptografadas (TLS): se o banco está nesta máquina ou numa rede privada, use sslmode=disable no endereço';
  }
  if (/timeout/i.test(message)) return 'o servidor não respondeu a tempo';
  if (/certificate/i.test(message)) return `o certificado do servidor não foi aceito (${message})`;
  return message;
}
