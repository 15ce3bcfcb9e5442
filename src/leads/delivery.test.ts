/**
 * Notifications through the outbox with a real SMTP server on loopback: an outage delays and loses nothing, a
 * restart resumes, and every lead is mailed exactly once.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { leadStores, polled } from '../../test/support/lead-stores.ts';
import { startServer } from '../serve/server.ts';
import { openLeadService } from './index.ts';
import { bookingLead, eventually, freePort, homeLead, postJson, startSmtpSink, temporaryFolder, writeOutFolder } from '../../test/support/leads.ts';

const FAST_RETRIES = { firstRetryMs: 100, maxRetryMs: 400 };

for (const kind of leadStores()) describe(`notifications on ${kind.name}`, { skip: kind.skip }, () => {
  test('SMTP down: leads are stored; once SMTP is back (and across a restart) each is mailed exactly once', async () => {
    const folder = temporaryFolder();
    const db = await kind.newDatabase();
    const outDir = writeOutFolder(folder.path);
    const smtpPort = await freePort(); // nothing listens there yet: the SMTP server is "down"
    const env = {
      CLINIC_SITE_SMTP_HOST: '127.0.0.1',
      CLINIC_SITE_SMTP_PORT: String(smtpPort),
      CLINIC_SITE_MAIL_FROM: 'Site <site@clinica.example.com.br>',
      CLINIC_SITE_MAIL_TO: 'recepcao@clinica.example.com.br',
      CLINIC_SITE_RATE_LIMIT: '1000',
    };
    const logs: string[] = [];
    const open = async () => {
      const leads = await openLeadService({ db, siteUrl: null, env, log: (l) => logs.push(l), outboxTuning: FAST_RETRIES });
      const server = await startServer({ outDir, host: '127.0.0.1', port: 0, routes: leads.routes });
      return { url: `${server.url}/api/contact`, close: async () => (await server.close(), await leads.close()) };
    };
    const countPending = async () => Number((await kind.sql<{ n: number }>(db, 'SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL'))[0].n);
    const pending = polled(countPending, -1);
    let sink: Awaited<ReturnType<typeof startSmtpSink>> | null = null;
    try {
      // 1. SMTP down: every lead is acknowledged and stored, its e-mail waits.
      let site = await open();
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await postJson(site.url, i % 2 ? bookingLead({ name: `Pessoa ${i}` }) : homeLead({ name: `Pessoa ${i}` }));
        assert.equal(answer.status, 201, answer.text);
        ids.push(answer.json.id);
      }
      await eventually(() => logs.some((l) => l.includes('não foi entregue')), 5000, 'a failed attempt is logged');
      assert.equal(await countPending(), 4);

      // 2. Restart while SMTP is still down: nothing is lost, the jobs are rows.
      await site.close();
      site = await open();
      // It promises no more than it does: a notice a stopped process had reserved waits for that reservation to end.
      const restartLine = logs.find((l) => l.includes('4 aviso(s) por e-mail'));
      assert.match(restartLine ?? '', /esperam a reserva dele acabar \(até 120 s, CLINIC_SITE_OUTBOX_LEASE_SECONDS\)/, 'the restart reports what is pending');
      ids.push((await postJson(site.url, homeLead({ name: 'Pessoa 4' }))).json.id);

      // 3. SMTP comes back: every lead arrives, once.
      sink = await startSmtpSink(smtpPort);
      await eventually(() => pending() === 0, 10_000, 'every e-mail delivered');
      await new Promise((r) => setTimeout(r, 600)); // longer than a retry step: a duplicate would show up now
      const delivered = sink.mails.map((m) => m.header('message-id'));
      assert.deepEqual([...delivered].sort(), ids.map((id) => `<lead-${id}@clinica.example.com.br>`).sort());
      for (const mail of sink.mails) assert.deepEqual(mail.to, ['recepcao@clinica.example.com.br']);
      assert.equal(sink.mails.filter((m) => m.header('reply-to') === 'bruno@exemplo.com.br').length, 2);

      // 4. Another restart sends nothing again.
      await site.close();
      site = await open();
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(sink.mails.length, ids.length);
      await site.close();
    } finally {
      await sink?.close();
      folder.remove();
    }
  });
});
