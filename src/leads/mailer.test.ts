import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { once } from 'node:events';
import type { Lead } from './lead.ts';
import { composeLeadEmail, createMailer, safeReplyTo } from './mailer.ts';
import { DeliveryError } from './outbox.ts';
import { startSmtpSink } from '../../test/support/leads.ts';
import { eventually } from '../../test/support/eventually.ts';

const settings = { from: 'Site da Clínica <site@clinica.example.com.br>', to: 'recepcao@clinica.example.com.br' };

const booking: Lead = {
  id: '6f1c2d4e-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T13:05:00.000Z',
  form: 'agendamento',
  name: 'Joana D’Arc',
  phone: '+55 (11) 98765-4321',
  email: 'joana@exemplo.com.br',
  treatment: null,
  message: 'Primeira vez.\nPosso levar minha mãe?',
  referral: 'organic google',
  desiredLocal: '2026-12-01T14:30',
  desiredAt: '2026-12-01T17:30:00.000Z',
  consentText: null,
};

test('safeReplyTo keeps a plain address and drops anything that could add a header or a recipient', () => {
  const cases: [string | null, string | undefined][] = [
    ['ana@exemplo.com.br', 'ana@exemplo.com.br'],
    [null, undefined],
    ['', undefined],
    ['ana@exemplo.com\r\nBcc: alvo@x.com', undefined],
    ['ana@exemplo.com\nBcc: alvo@x.com', undefined],
    ['ana@exemplo.com,alvo@x.com', undefined],
    ['ana@exemplo.com;alvo@x.com', undefined],
    ['Ana <ana@exemplo.com>', undefined],
    ['ana@exemplo', undefined],
    ['"a,b"@exemplo.com', undefined],
  ];
  for (const [input, expected] of cases) assert.equal(safeReplyTo(input), expected, String(input));
});

test('the WhatsApp link of a notice calls the number typed, Brazilian or from another country', () => {
  const cases: [string, string][] = [
    ['(11) 98765-4321', '5511987654321'],
    ['+55 (11) 98765-4321', '5511987654321'],
    ['0055 11 98765 4321', '5511987654321'],
    ['(011) 98765-4321', '5511987654321'],
    ['+351 912 345 678', '351912345678'],
    ['00 351 912 345 678', '351912345678'],
    ['+1 415 555 0100', '14155550100'],
  ];
  for (const [phone, digits] of cases) assert.match(composeLeadEmail({ ...booking, phone }, settings).text, new RegExp(`WhatsApp: https://wa\\.me/${digits}\n`), phone);
});

test('composeLeadEmail: fixed from/to, reply-to the visitor, the wished time in São Paulo, a stable Message-ID', () => {
  const email = composeLeadEmail(booking, settings);
  assert.equal(email.from, settings.from);
  assert.equal(email.to, settings.to);
  assert.equal(email.replyTo, 'joana@exemplo.com.br');
  assert.equal(email.subject, 'Pedido de agendamento pelo site: Joana D’Arc (01/12/2026 14:30)');
  assert.equal(email.messageId, `<lead-${booking.id}@clinica.example.com.br>`);
  assert.match(email.text, /WhatsApp: https:\/\/wa\.me\/5511987654321/);
  assert.match(email.text, /Recebido em: 20\/11\/2026 10:05/);
  assert.match(email.text, /Posso levar minha mãe\?/);
  const home = composeLeadEmail({ ...booking, form: 'contato', email: null, desiredAt: null, desiredLocal: null, treatment: 'Estética Corporal' }, settings);
  assert.equal(home.replyTo, undefined);
  assert.equal(home.subject, 'Novo contato pelo site: Joana D’Arc');
  assert.match(home.text, /Tratamento de interesse: Estética Corporal/);
});

test('a hostile stored e-mail never becomes a header of the real message', async () => {
  const sink = await startSmtpSink();
  const mailer = createMailer({ smtp: { host: '127.0.0.1', port: sink.port, secure: false }, ...settings });
  try {
    await mailer.deliver(booking);
    await mailer.deliver({ ...booking, id: '6f1c2d4e-0000-4000-8000-000000000002', email: 'x@y.com\r\nBcc: alvo@x.com', name: 'Eva\r\nBcc: alvo@x.com' });
    assert.equal(sink.mails.length, 2);
    const [good, hostile] = sink.mails;
    assert.deepEqual(good.to, ['recepcao@clinica.example.com.br']);
    assert.equal(good.from, 'site@clinica.example.com.br');
    assert.equal(good.header('reply-to'), 'joana@exemplo.com.br');
    assert.match(good.text, /Nome: Joana D’Arc/);
    assert.deepEqual(hostile.to, ['recepcao@clinica.example.com.br']);
    assert.equal(hostile.header('reply-to'), undefined);
    assert.equal(hostile.header('bcc'), undefined);
    assert.doesNotMatch(hostile.raw.split('\r\n\r\n')[0], /^Bcc:/im);
    assert.match(hostile.text, /Nome: Eva Bcc: alvo@x\.com/, 'single-line fields stay on one line in the body too');
  } finally {
    mailer.close();
    await sink.close();
  }
});

/** A header's encoded words decoded, as a mail program shows the header (RFC 2047, B and Q). */
const decodedHeader = (value: string) =>
  value.replace(/\s*=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

test('a name written as an encoded word reaches the clinic as the text typed, not as what it would decode to', async () => {
  const sink = await startSmtpSink();
  const mailer = createMailer({ smtp: { host: '127.0.0.1', port: sink.port, secure: false }, ...settings });
  const names = ['=?UTF-8?B?4oCubW9jLmxpdmU=?=', '=?UTF-8?B?VVJHRU5URSBQQUdBUg==?=', 'Ana =?utf-8?q?PAGAR?= Souza'];
  try {
    for (const [i, name] of names.entries()) await mailer.deliver({ ...booking, id: `6f1c2d4e-0000-4000-8000-00000000001${i}`, form: 'contato', name });
    const shown = sink.mails.map((mail) => decodedHeader(mail.header('subject') ?? '').replaceAll('\u2060', ''));
    assert.deepEqual(shown, names.map((name) => `Novo contato pelo site: ${name}`));
    assert.ok(shown.every((subject) => !subject.includes('\u202e') && !subject.includes('URGENTE PAGAR')));
  } finally {
    mailer.close();
    await sink.close();
  }
});

test('a recipient the SMTP server refuses, among several, is named in the log; the others get the notice once', async () => {
  const sink = await startSmtpSink(0, (recipient) => recipient.startsWith('antigo@'));
  const lines: string[] = [];
  const mailer = createMailer({ smtp: { host: '127.0.0.1', port: sink.port, secure: false }, ...settings, to: 'recepcao@clinica.example.com.br, antigo@clinica.example.com.br' }, (line) => lines.push(line));
  try {
    await mailer.deliver(booking);
    assert.deepEqual(sink.mails.map((m) => m.to), [['recepcao@clinica.example.com.br']]);
    assert.deepEqual(lines, [
      `aviso: o servidor SMTP recusou antigo@clinica.example.com.br no e-mail do contato ${booking.id}; ele foi entregue a recepcao@clinica.example.com.br. Confira o endereço em CLINIC_SITE_MAIL_TO.`,
    ]);
  } finally {
    mailer.close();
    await sink.close();
  }
});

/** An SMTP server that accepts everything but answers each command after `delayMs` (a tarpit, an overloaded relay). */
async function startSlowSmtp(delayMs: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {}).on('close', () => sockets.delete(socket));
    const reply = (line: string) => setTimeout(() => socket.destroyed || socket.write(`${line}\r\n`), delayMs);
    socket.write('220 lento ESMTP\r\n');
    let buffered = '';
    let inData = false;
    socket.on('data', (chunk) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') (inData = false), reply('250 aceito');
        } else if (/^DATA/i.test(line)) (inData = true), reply('354 pode mandar');
        else reply(/^QUIT/i.test(line) ? '221 tchau' : '250 ok');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    openConnections: () => sockets.size,
    close: () => (sockets.forEach((s) => s.destroy()), new Promise((done) => server.close(done))),
  };
}

test('an SMTP server that answers every command slowly cannot hold an attempt past its limit', async () => {
  // Each answer well inside the per-wait time-outs; five of them (EHLO, MAIL, RCPT, DATA, the message) pass the limit.
  const smtp = await startSlowSmtp(200);
  const mailer = createMailer({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, ...settings }, () => {}, 500);
  try {
    await assert.rejects(mailer.deliver(booking), (error: unknown) => {
      assert.ok(error instanceof DeliveryError);
      assert.equal(error.scope, 'channel', 'the server is the problem, not this message');
      assert.match(error.message, /não terminou de receber a mensagem em 1 s/);
      return true;
    });
    await eventually(() => assert.equal(smtp.openConnections(), 0, 'the abandoned attempt closes its connection'), 5_000);
  } finally {
    mailer.close();
    await smtp.close();
  }
});

test('a failed attempt is told in Portuguese, on one line, with what to check', async () => {
  // TLS spoken to a server that does not speak it: OpenSSL's own multi-line message before.
  const sink = await startSmtpSink();
  const mailer = createMailer({ smtp: { url: `smtps://127.0.0.1:${sink.port}` }, ...settings });
  try {
    await assert.rejects(mailer.deliver(booking), (error: unknown) => {
      assert.ok(error instanceof DeliveryError);
      assert.doesNotMatch(error.message, /[\r\n]|SSL routines/);
      assert.match(error.message, /^SMTP: a conexão segura \(TLS\) com o servidor de e-mail falhou; confira a porta: a 465/);
      return true;
    });
    await assert.rejects(mailer.verify(), /a conexão segura \(TLS\)/);
  } finally {
    mailer.close();
    await sink.close();
  }
});
