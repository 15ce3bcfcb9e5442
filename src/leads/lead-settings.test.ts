import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../errors/user-error.ts';
import { readLeadSettings } from './lead-settings.ts';

test('defaults: no mail, no webhook, no trusted proxy, 10 requests per 10 minutes, 16 KiB, 2-minute outbox lease', () => {
  assert.deepEqual(readLeadSettings({}), {
    mail: null,
    webhook: null,
    trustProxyHops: 0,
    rateLimit: { max: 10, windowMs: 600_000 },
    bodyLimitBytes: 16_384,
    outboxLeaseMs: 120_000,
  });
  assert.equal(readLeadSettings({ CLINIC_SITE_OUTBOX_LEASE_SECONDS: '300' }).outboxLeaseMs, 300_000);
});

test('SMTP by URL or by parts; port 465 means TLS from the start', () => {
  const base = { CLINIC_SITE_MAIL_FROM: 'site@c.com.br', CLINIC_SITE_MAIL_TO: 'recepcao@c.com.br' };
  assert.deepEqual(readLeadSettings({ ...base, CLINIC_SITE_SMTP_URL: 'smtps://u:p@smtp.c.com.br' }).mail?.smtp, { url: 'smtps://u:p@smtp.c.com.br' });
  assert.deepEqual(readLeadSettings({ ...base, CLINIC_SITE_SMTP_HOST: 'smtp.c.com.br', CLINIC_SITE_SMTP_PORT: '465', CLINIC_SITE_SMTP_USER: 'u', CLINIC_SITE_SMTP_PASS: 'p' }).mail?.smtp, {
    host: 'smtp.c.com.br',
    port: 465,
    secure: true,
    auth: { user: 'u', pass: 'p' },
  });
  assert.deepEqual(readLeadSettings({ ...base, CLINIC_SITE_SMTP_HOST: 'smtp.c.com.br' }).mail?.smtp, { host: 'smtp.c.com.br', port: 587, secure: false });
});

test('a wrong or incomplete setting stops the start and names the variable', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ CLINIC_SITE_SMTP_HOST: 'smtp.c.com.br', CLINIC_SITE_MAIL_FROM: 'site@c.com.br' }, /CLINIC_SITE_MAIL_TO/],
    [{ CLINIC_SITE_SMTP_URL: 'http://smtp.c.com.br' }, /CLINIC_SITE_SMTP_URL/],
    [{ CLINIC_SITE_RATE_LIMIT: 'muitos' }, /CLINIC_SITE_RATE_LIMIT/],
    [{ CLINIC_SITE_TRUST_PROXY: 'true' }, /CLINIC_SITE_TRUST_PROXY/],
    [{ CLINIC_SITE_OUTBOX_LEASE_SECONDS: '0' }, /CLINIC_SITE_OUTBOX_LEASE_SECONDS/],
    [{ CLINIC_SITE_WEBHOOK_URL: 'ftp://crm' }, /CLINIC_SITE_WEBHOOK_URL/],
    [{ CLINIC_SITE_SMTP_HOST: 'h', CLINIC_SITE_MAIL_FROM: 'a@b.c\r\nBcc: x@y.z', CLINIC_SITE_MAIL_TO: 'r@b.c' }, /CLINIC_SITE_MAIL_FROM/],
  ];
  for (const [env, name] of cases) {
    assert.throws(() => readLeadSettings(env), (e: unknown) => e instanceof UserError && name.test(e.message), JSON.stringify(env));
  }
  // The password of an SMTP URL is not repeated in the message.
  assert.throws(() => readLeadSettings({ CLINIC_SITE_SMTP_URL: 'http://u:segredo@smtp' }), (e: unknown) => !(e as Error).message.includes('segredo'));
  // Nor when it has a "/" typed as it is, which makes the URL unreadable: the hint says how to write it.
  assert.throws(
    () => readLeadSettings({ CLINIC_SITE_SMTP_URL: 'smtp://site:Se/nha@127.0.0.1:25251' }),
    (e: unknown) => e instanceof UserError && !e.message.includes('nha') && /"smtp:\/\/site:…@127\.0\.0\.1:25251"/.test(e.message) && /%2F/.test(e.hint),
  );
});
