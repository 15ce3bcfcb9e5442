import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { startServer } from '../serve/server.ts';
import { openLeadService } from './index.ts';
import { eventually, homeLead, postJson, temporaryFolder, writeOutFolder } from '../../test/support/leads.ts';

test('the webhook goes through the outbox: retried after a 503, then delivered once, signed, with an Idempotency-Key', async (t) => {
  const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
  let answers = [503];
  const crm = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c)).on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 204).end();
    });
  });
  await new Promise<void>((done) => crm.listen(0, '127.0.0.1', done));
  t.after(() => crm.close());
  const folder = temporaryFolder();
  t.after(folder.remove);
  const leads = await openLeadService({
    db: join(folder.path, 'leads.db'),
    siteUrl: null,
    env: { CLINIC_SITE_WEBHOOK_URL: `http://127.0.0.1:${(crm.address() as { port: number }).port}/leads`, CLINIC_SITE_WEBHOOK_SECRET: 's3gredo' },
    log: () => {},
    outboxTuning: { firstRetryMs: 50, maxRetryMs: 100 },
  });
  const server = await startServer({ outDir: writeOutFolder(folder.path), host: '127.0.0.1', port: 0, routes: leads.routes });
  t.after(async () => (await server.close(), await leads.close()));

  const answer = await postJson(`${server.url}/api/contact`, homeLead());
  assert.equal(answer.status, 201);
  await eventually(() => received.length === 2, 3000, 'a retry after the 503');
  await new Promise((r) => setTimeout(r, 250));
  assert.equal(received.length, 2, 'delivered once after the retry, not again');
  const [, delivered] = received;
  const payload = JSON.parse(delivered.body);
  assert.equal(payload.id, answer.json.id);
  assert.equal(payload.name, 'Ana Souza');
  assert.equal(delivered.headers['idempotency-key'], answer.json.id);
  assert.equal(delivered.headers['x-clinic-site-signature'], `sha256=${createHmac('sha256', 's3gredo').update(delivered.body).digest('hex')}`);
});
