/**
 * Two real `serve` processes on one PostgreSQL database, as behind nginx or a load balancer: leads sent to both are
 * each stored once; both outbox workers run and the clinic gets each notice once; `kill -9` of one loses no
 * acknowledged lead and its claimed notices are delivered by the other after the lease; PostgreSQL restarted in the
 * middle of a burst gives 503s (never a false 201) and both processes recover without being restarted.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { leadStores, polled, sharedCluster, untilDrained } from '../../test/support/lead-stores.ts';
import { startServeProcess, type ServeProcess } from '../../test/support/serve-process.ts';
import { eventually, homeLead, postJson, startSmtpSink, temporaryFolder, writeOutFolder } from '../../test/support/leads.ts';

const postgres = leadStores().find((s) => s.kind === 'postgres')!;
const LEASE_SECONDS = 3;

const mailEnv = (port: number) => ({
  CLINIC_SITE_SMTP_HOST: '127.0.0.1',
  CLINIC_SITE_SMTP_PORT: String(port),
  CLINIC_SITE_MAIL_FROM: 'Site <site@clinica.example.com.br>',
  CLINIC_SITE_MAIL_TO: 'recepcao@clinica.example.com.br',
  CLINIC_SITE_OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
});

/** Sends leads from `senders` loops, spread over `urls`, until `stop()`; collects what each answer said. */
function burst(urls: () => string[], senders = 8) {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  let stopped = false;
  const loops = Array.from({ length: senders }, async (_, s) => {
    for (let i = 0; !stopped; i++) {
      const targets = urls();
      try {
        const answer = await postJson(targets[(s + i) % targets.length], homeLead({ name: `Rajada ${s}-${i}` }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) acknowledged.push(answer.json.id);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1); // connection cut (a killed process): no answer, no promise
      }
    }
  });
  return {
    acknowledged,
    statuses,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe('two serve processes on one PostgreSQL database', { skip: postgres.skip, timeout: 180_000 }, () => {
  const folder = temporaryFolder();
  const outDir = writeOutFolder(folder.path);
  const running: ServeProcess[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  before(async () => {
    sink = await startSmtpSink();
  });
  after(async () => {
    await Promise.all(running.map((p) => p.kill()));
    await sink.close();
    folder.remove();
  });
  const serve = async (db: string, env: Record<string, string>) => {
    const process = await startServeProcess(outDir, db, env);
    running.push(process);
    return process;
  };
  const mailsOf = (ids: string[]) => {
    const wanted = new Set(ids.map((id) => `<lead-${id}@clinica.example.com.br>`));
    return sink.mails.map((m) => m.header('message-id')!).filter((id) => wanted.has(id));
  };
  const pendingIn = (db: string) => async () => (await postgres.sql<{ n: number }>(db, 'SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL'))[0].n;

  test('leads sent to both are stored once each, and the clinic gets each notice exactly once', async () => {
    const db = await postgres.newDatabase();
    const [a, b] = await Promise.all([serve(db, mailEnv(sink.port)), serve(db, mailEnv(sink.port))]);
    const load = burst(() => [a.contactUrl, b.contactUrl]);
    await eventually(() => load.acknowledged.length >= 200, 60_000, '200 leads acknowledged');
    await load.stop();
    assert.deepEqual([...load.statuses.keys()], [201]);

    const stored = await postgres.sql<{ id: string }>(db, 'SELECT id FROM leads');
    assert.equal(stored.length, load.acknowledged.length, 'one row per 201, no more, no less');
    assert.deepEqual(new Set(stored.map((r) => r.id)), new Set(load.acknowledged));

    await untilDrained(pendingIn(db), 'every notice delivered');
    // A notice is marked only after the SMTP server accepted it, so every delivery made is in the sink by now.
    const mails = mailsOf(load.acknowledged);
    assert.equal(mails.length, load.acknowledged.length, `${mails.length} e-mails for ${load.acknowledged.length} leads`);
    assert.equal(new Set(mails).size, mails.length, 'no notice twice');
    await Promise.all([a.stop(), b.stop()]);
  });

  test('kill -9 of one process mid-burst: no acknowledged lead lost, its claimed notices delivered by the other', async () => {
    const db = await postgres.newDatabase();
    // The first process's mail server takes the connection and never answers: its claimed notices stay claimed.
    const sockets = new Set<Socket>();
    const blackHole = createServer((socket) => sockets.add(socket));
    await new Promise<void>((done) => blackHole.listen(0, '127.0.0.1', done));
    after(() => {
      for (const socket of sockets) socket.destroy();
      blackHole.close();
    });
    // A lease longer than the time to start the second process and kill the first, shorter than the stuck attempt.
    const lease = { CLINIC_SITE_OUTBOX_LEASE_SECONDS: '8' };
    const stuck = await serve(db, { ...mailEnv((blackHole.address() as { port: number }).port), ...lease });
    // While it is the only process, every claim in the database is its own. A few senders only: the point is its
    // claims, not a long queue for the survivor to work through afterwards.
    const alone = burst(() => [stuck.contactUrl], 2);
    type Claim = { id: number; lease_until: number };
    const leasedNow = () => postgres.sql<Claim>(db, 'SELECT id, lease_until FROM outbox WHERE sent_at IS NULL AND lease_until > ?', [Date.now() + 1000]);
    const held = polled(async () => (await leasedNow()).length, 0);
    await eventually(() => alone.acknowledged.length >= 20 && held() >= 1, 60_000, 'leads acknowledged and notices claimed by the first process');
    await alone.stop();
    const claimedByStuck = await leasedNow();
    assert.ok(claimedByStuck.length >= 1);

    const healthy = await serve(db, { ...mailEnv(sink.port), ...lease });
    const targets = [stuck.contactUrl, healthy.contactUrl]; // the balancer sends to both
    const load = burst(() => targets);
    await eventually(() => load.acknowledged.length >= 20, 30_000, 'leads flowing to both');
    await stuck.kill(); // mid-burst, holding its claims
    targets.splice(0, 1); // the balancer takes the dead process out
    const afterKill = load.acknowledged.length;
    await eventually(() => load.acknowledged.length >= afterKill + 20, 30_000, 'the other process goes on taking leads');
    await load.stop();
    load.acknowledged.push(...alone.acknowledged);

    const stored = new Set((await postgres.sql<{ id: string }>(db, 'SELECT id FROM leads')).map((r) => r.id));
    assert.deepEqual(load.acknowledged.filter((id) => !stored.has(id)), [], 'every 201 is stored');

    await untilDrained(pendingIn(db), 'the dead process\'s notices delivered after the lease').catch(async (error) => {
      const left = await postgres.sql(db, 'SELECT id, attempts, next_attempt_at, lease_until, last_error FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT 5');
      throw new Error(`${error.message}\nagora: ${Date.now()}; pendentes: ${JSON.stringify(left)}\nprocesso vivo:\n${healthy.output().slice(-2000)}`);
    });
    const mails = mailsOf([...stored]);
    assert.equal(new Set(mails).size, stored.size, 'every stored lead notified');
    assert.equal(mails.length, stored.size, 'none twice (the dead process never got an SMTP answer)');
    // The dead process's claims were delivered by the other, and not before their lease had passed.
    const sent = await postgres.sql<{ id: number; sent_ms: number }>(
      db,
      'SELECT id, (extract(epoch FROM sent_at) * 1000)::bigint AS sent_ms FROM outbox WHERE id = ANY(?::bigint[])',
      [claimedByStuck.map((c) => c.id)],
    );
    assert.equal(sent.length, claimedByStuck.length);
    for (const claim of claimedByStuck) {
      const delivered = sent.find((row) => row.id === claim.id)!;
      assert.ok(delivered.sent_ms >= claim.lease_until, `job ${claim.id} sent ${claim.lease_until - delivered.sent_ms} ms before its lease ended`);
    }
    await healthy.stop();
  });

  test('PostgreSQL restarted mid-burst: 503s, no false 201, and both processes recover by themselves', async () => {
    const cluster = await sharedCluster();
    const db = await postgres.newDatabase();
    const [a, b] = await Promise.all([serve(db, mailEnv(sink.port)), serve(db, mailEnv(sink.port))]);
    const load = burst(() => [a.contactUrl, b.contactUrl]);
    await eventually(() => load.acknowledged.length >= 50, 30_000, 'leads flowing');
    await cluster.stopServer();
    await eventually(() => (load.statuses.get(503) ?? 0) >= 10, 30_000, '503 while the database is down');
    const duringOutage = load.acknowledged.length;
    await cluster.startServer();
    await eventually(() => load.acknowledged.length >= duringOutage + 50, 60_000, '201 again without restarting serve');
    await load.stop();
    // Both processes answer again (each is asked directly).
    for (const process of [a, b]) assert.equal((await postJson(process.contactUrl, homeLead({ name: 'Depois' }))).status, 201);

    const stored = new Set((await postgres.sql<{ id: string }>(db, 'SELECT id FROM leads')).map((r) => r.id));
    assert.deepEqual(load.acknowledged.filter((id) => !stored.has(id)), [], 'no false 201');
    assert.ok([...load.statuses.keys()].every((status) => status === 201 || status === 503), JSON.stringify([...load.statuses]));

    await untilDrained(pendingIn(db), 'the outbox resumes and delivers everything');
    const mails = mailsOf([...stored]);
    assert.equal(new Set(mails).size, stored.size, 'every stored lead notified');
    // The documented at-least-once window: a notice accepted by SMTP whose mark was cut by the outage is sent again;
    // at most one attempt per process is in that window.
    assert.ok(mails.length - stored.size <= 2, `${mails.length - stored.size} repeated notices`);
    await Promise.all([a.stop(), b.stop()]);
  });
});
