/**
 * A real `serve` stopped with SIGTERM (systemd, a rolling restart) while requests are still arriving: the outbox
 * starts no notice once stopping, since one started during the requests' grace period could run its whole attempt
 * limit after it, past systemd's TimeoutStopSec. The leads those requests bring are stored with their notice waiting,
 * and the next start sends each one once.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { leadStores } from '../../test/support/lead-stores.ts';
import { startServeProcess } from '../../test/support/serve-process.ts';
import { eventually, homeLead, startSmtpSink, temporaryFolder, writeOutFolder } from '../../test/support/leads.ts';

const folder = temporaryFolder();
after(folder.remove);
const outDir = writeOutFolder(folder.path);
const [sqlite] = leadStores();

/** A lead POST whose body stops before its last byte; `finish()` sends the rest and resolves the raw answer. */
function slowLead(contactUrl: string, name: string): { finish(): Promise<string>; socket: Socket } {
  const { hostname, port } = new URL(contactUrl);
  const body = JSON.stringify(homeLead({ name }));
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk) => (answer += chunk));
  socket.write(`POST /api/contact HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, -1)}`);
  return {
    socket,
    async finish() {
      socket.write(body.slice(-1));
      await once(socket, 'close');
      return answer;
    },
  };
}

test('SIGTERM: no notice starts while the requests in progress finish; their leads wait in the queue and go out once after the restart', { timeout: 60_000 }, async () => {
  const sink = await startSmtpSink();
  after(() => sink.close());
  const db = await sqlite.newDatabase();
  const env = {
    CLINIC_SITE_SMTP_HOST: '127.0.0.1',
    CLINIC_SITE_SMTP_PORT: String(sink.port),
    CLINIC_SITE_MAIL_FROM: 'Site <site@clinica.example.com.br>',
    CLINIC_SITE_MAIL_TO: 'recepcao@clinica.example.com.br',
  };
  const serve = await startServeProcess(outDir, db, env);
  const first = slowLead(serve.contactUrl, 'Chegou durante a parada');
  const second = slowLead(serve.contactUrl, 'Chegou por último');
  await new Promise((resolve) => setTimeout(resolve, 300));
  serve.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The first lead is stored while the second request still holds the server open: time for a notice to go out.
  assert.match(await first.finish(), /^HTTP\/1\.1 201 /);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  assert.match(await second.finish(), /^HTTP\/1\.1 201 /);
  const [code] = (await once(serve.child, 'exit')) as [number | null];
  assert.equal(code, 0, serve.output());
  assert.equal(sink.mails.length, 0, 'no notice started once stopping');
  const waiting = await sqlite.sql<{ name: string }>(db, 'SELECT l.name FROM leads l JOIN outbox o ON o.lead_id = l.id WHERE o.sent_at IS NULL ORDER BY l.name');
  assert.deepEqual(waiting.map((row) => row.name), ['Chegou durante a parada', 'Chegou por último']);

  const restarted = await startServeProcess(outDir, db, env);
  try {
    await eventually(() => sink.mails.length >= 2, 15_000, 'both notices sent after the restart');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(sink.mails.length, 2, 'each once');
  } finally {
    await restarted.stop();
  }
});
