/**
 * Why the clinic's SMTP server did not take a notice, in the operator's words: nodemailer and the servers answer in
 * English ("Invalid login: 535 5.7.8 …", "Greeting never received", a multi-line OpenSSL dump), which is what the
 * server log showed at every retry. The server's own reply, when there is one, is kept in parentheses: it is what the
 * mail provider's support asks for. A reason not known here is kept as it is, on one line.
 */
import { oneLine } from './one-line.ts';

interface SmtpFailure {
  code?: string;
  message?: string;
  /** The server's reply ("535 5.7.8 …"), when it sent one. */
  response?: string;
}


/**
 * @example smtpReason({ code: 'EAUTH', response: '535 5.7.8 auth failed' })
 * // 'o servidor de e-mail recusou o usuário ou a senha (535 5.7.8 auth failed); confira …'
 */
export function smtpReason(error: unknown): string {
  const { code = '', message = String(error), response } = (error ?? {}) as SmtpFailure;
  const reply = response ? ` (${oneLine(response)})` : '';
  switch (code) {
    case 'EAUTH':
      return `o servidor de e-mail recusou o usuário ou a senha${reply}; confira o login em CLINIC_SITE_SMTP_URL ou em CLINIC_SITE_SMTP_USER e CLINIC_SITE_SMTP_PASS`;
    case 'ENOAUTH':
      return 'o servidor de e-mail pede login, e nenhum foi configurado; defina o usuário e a senha em CLINIC_SITE_SMTP_URL ou em CLINIC_SITE_SMTP_USER e CLINIC_SITE_SMTP_PASS';
    case 'EENVELOPE':
      return `o servidor de e-mail recusou o remetente ou os destinatários${reply}; confira CLINIC_SITE_MAIL_FROM e CLINIC_SITE_MAIL_TO`;
    case 'EMESSAGE':
      return `o servidor de e-mail recusou esta mensagem${reply}`;
    case 'EDNS':
      return 'o endereço do servidor de e-mail não foi encontrado; confira o nome do servidor SMTP';
    case 'ETIMEDOUT':
      return 'o servidor de e-mail não respondeu a tempo (fora do ar, ou porta bloqueada por um firewall?)';
    default:
      break;
  }
  if (/ECONNREFUSED/.test(message)) return 'nada responde no endereço e na porta do servidor de e-mail (o servidor está no ar? a porta está certa?)';
  if (/certificate/i.test(message)) return `o certificado do servidor de e-mail não foi aceito (${oneLine(message)})`;
  if (/SSL routines|wrong version number|TLS/i.test(message)) {
    return 'a conexão segura (TLS) com o servidor de e-mail falhou; confira a porta: a 465 usa TLS desde o início (smtps:// ou CLINIC_SITE_SMTP_SECURE=true), a 587 e a 25 não (smtp://)';
  }
  if (code === 'ECONNECTION' || /ECONNRESET|closed unexpectedly/i.test(message)) {
    return 'o servidor de e-mail fechou a conexão antes de confirmar o recebimento';
  }
  return oneLine(message);
}
