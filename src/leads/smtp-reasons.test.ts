import { test } from 'node:test';
import assert from 'node:assert/strict';
import { smtpReason } from './smtp-reasons.ts';

test('smtpReason says in Portuguese what failed and what to check, from the errors nodemailer gives', () => {
  // The errors as nodemailer 10 reports them against servers that fail in each way (code, response, message).
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ code: 'EAUTH', response: '535 5.7.8 auth failed', message: 'Invalid login: 535 5.7.8 auth failed' }, /^o servidor de e-mail recusou o usuário ou a senha \(535 5\.7\.8 auth failed\); confira .*CLINIC_SITE_SMTP_PASS$/],
    [{ code: 'ENOAUTH', message: 'Missing credentials for "PLAIN"' }, /pede login, e nenhum foi configurado/],
    [{ code: 'EENVELOPE', response: '550 5.1.1 no such user', message: 'Can\'t send mail - all recipients were rejected: 550 5.1.1 no such user' }, /recusou o remetente ou os destinatários \(550 5\.1\.1 no such user\); confira CLINIC_SITE_MAIL_FROM e CLINIC_SITE_MAIL_TO$/],
    [{ code: 'EMESSAGE', response: '550 5.7.1 conteudo recusado', message: 'Message failed: 550 5.7.1 conteudo recusado' }, /^o servidor de e-mail recusou esta mensagem \(550 5\.7\.1 conteudo recusado\)$/],
    [{ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.exemplo.invalid' }, /não foi encontrado/],
    [{ code: 'ETIMEDOUT', message: 'Greeting never received' }, /não respondeu a tempo/],
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525' }, /^nada responde no endereço e na porta/],
    [{ code: 'ESOCKET', message: '80FC:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../ssl3_record.c:350:\n' }, /^a conexão segura \(TLS\) .* a 465 usa TLS desde o início/],
    [{ code: 'ESOCKET', message: 'self-signed certificate' }, /^o certificado do servidor de e-mail não foi aceito \(self-signed certificate\)$/],
    [{ code: 'ECONNECTION', message: 'Connection closed unexpectedly' }, /fechou a conexão antes de confirmar o recebimento/],
    [{ code: 'EPROTOCOL', message: 'Invalid greeting.\nfrom server' }, /^Invalid greeting\. from server$/],
  ];
  for (const [error, expected] of cases) assert.match(smtpReason(error), expected, String(error.message));
});
