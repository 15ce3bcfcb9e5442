/**
 * POST /api/contact end to end on loopback: the real server (startServer), the real lead service, a real database
 * of each store. Each answer code, and hostile input that must get a 4xx and leave nothing wrong in the database.
 */
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { leadStores, sharedCluster, type StoreUnderTest } from '../../test/support/lead-stores.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../serve/server.ts';
import { siteInfoReader } from '../serve/site-info.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';
import { createContactRoute } from './contact-endpoint.ts';
import { openLeadService, type LeadService } from './index.ts';
import { openLeadDatabase } from './database.ts';
import { createRateLimiter } from './rate-limit.ts';
import type { LeadStore } from './store.ts';
import { bookingLead, eventually, freePort, homeLead, post, postJson, startSmtpSink, temporaryFolder, writeOutFolder, type JsonAnswer } from '../../test/support/leads.ts';
import type { OutboxTuning } from './outbox.ts';

interface Site {
  url: string;
  /** The database's location (a file or a postgres:// URL). */
  db: string;
  /** Rows of a query on the site's database (`?` placeholders). */
  sql<T = Record<string, any>>(text: string, values?: unknown[]): Promise<T[]>;
  count(table: string): Promise<number>;
  logs: string[];
  close(): Promise<void>;
}

const stores = leadStores();

async function startSite(kind: StoreUnderTest, env: Record<string, string> = {}, siteUrl: string | null = null, outboxTuning?: Partial<OutboxTuning>): Promise<Site> {
  const folder = temporaryFolder();
  const db = await kind.newDatabase();
  const logs: string[] = [];
  const leads: LeadService = await openLeadService({ db, siteUrl, env: { CLINIC_SITE_RATE_LIMIT: '10000', ...env }, log: (l) => logs.push(l), outboxTuning });
  const server: RunningServer = await startServer({ outDir: writeOutFolder(folder.path), host: '127.0.0.1', port: 0, routes: leads.routes });
  const sql = <T,>(text: string, values?: unknown[]) => kind.sql<T>(db, text, values);
  return {
    url: `${server.url}/api/contact`,
    db,
    sql,
    count: async (table) => Number((await sql<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0].n),
    logs,
    async close() {
      await server.close();
      await leads.close();
      folder.remove();
    },
  };
}

function assertJsonRefusal(answer: JsonAnswer, status: number) {
  assert.equal(answer.status, status, answer.text);
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  assert.equal(typeof answer.json?.errors, 'object', answer.text);
}

for (const kind of stores) describe(`POST /api/contact on ${kind.name}`, { skip: kind.skip }, () => {
  let site: Site;
  before(async () => {
    site = await startSite(kind, {}, 'https://clinica.example.com.br');
  });
  after(() => site.close());

  test('201 for the home form, only after the lead and its e-mail job are stored', async () => {
    const answer = await postJson(site.url, homeLead());
    assert.equal(answer.status, 201, answer.text);
    assert.match(answer.json.id, /^[0-9a-f-]{36}$/);
    const [row] = await site.sql('SELECT * FROM leads WHERE id = ?', [answer.json.id]);
    assert.equal(row.form, 'contato');
    assert.equal(row.name, 'Ana Souza');
    assert.equal(row.phone_digits, '11987654321');
    assert.equal(row.treatment, 'Harmonização Facial');
    assert.equal(row.referral, 'google ads');
    const jobs = await site.sql('SELECT channel, sent_at FROM outbox WHERE lead_id = ?', [answer.json.id]);
    assert.deepEqual(jobs, [{ channel: 'email', sent_at: null }]);
    // No SMTP configured: the lead is kept, its e-mail waits, and the operator was told at start.
    assert.ok(site.logs.some((l) => l.includes('envio de e-mail não configurado')), site.logs.join('\n'));
  });

  test('201 for the booking form, with the wished time read as São Paulo time', async () => {
    const body = bookingLead();
    const answer = await postJson(site.url, body);
    assert.equal(answer.status, 201, answer.text);
    const [row] = await site.sql('SELECT * FROM leads WHERE id = ?', [answer.json.id]);
    assert.equal(row.form, 'agendamento');
    assert.equal(row.email, 'bruno@exemplo.com.br');
    assert.equal(row.desired_local, body.dataHora);
    assert.equal(row.desired_at, new Date(`${body.dataHora}:00-03:00`).toISOString());
  });

  test('400 with a pt-BR message per field, and nothing stored', async () => {
    const before = await site.count('leads');
    const answer = await postJson(site.url, { name: '', email: 'não é e-mail', phone: '123', dataHora: '2020-01-01T10:00', consent: false });
    assertJsonRefusal(answer, 400);
    assert.deepEqual(Object.keys(answer.json.errors).sort(), ['consent', 'dataHora', 'email', 'name', 'phone']);
    assert.equal(answer.json.errors.name, 'Informe seu nome.');
    assert.match(answer.json.errors.consent, /consentimento/);
    assert.match(answer.json.errors.dataHora, /já passou/);
    const missing = await postJson(site.url, bookingLead({ dataHora: undefined }));
    assertJsonRefusal(missing, 400);
    assert.deepEqual(missing.json.errors, { dataHora: 'Escolha a data e a hora desejadas.' });
    assert.equal(await site.count('leads'), before);
  });

  test('413 over the body limit, also when the size is not announced', async () => {
    const megabyte = JSON.stringify(homeLead({ message: 'a'.repeat(1024 * 1024) }));
    assertJsonRefusal(await post(site.url, megabyte), 413);
    const chunked = await post(site.url, Buffer.from(megabyte), { 'Transfer-Encoding': 'chunked' });
    assertJsonRefusal(chunked, 413);
  });

  test('415 for anything but JSON and a plain HTML form post', async () => {
    const cases: [string, RegExp][] = [
      ['text/plain', /em JSON \(Content-Type: application\/json\)/],
      ['multipart/form-data; boundary=x', /em JSON \(Content-Type: application\/json\)/],
      // JSON it is; what is wrong is the charset, and the answer says so.
      ['application/json; charset=latin1', /em UTF-8\./],
    ];
    for (const [type, says] of cases) {
      const answer = await post(site.url, JSON.stringify(homeLead()), { 'Content-Type': type });
      assertJsonRefusal(answer, 415);
      assert.match(answer.text, says, type);
    }
    // UTF-8 by its other names, as integrations send it.
    for (const type of ['application/json;charset=utf8', 'application/json; charset="UTF-8"']) {
      assert.equal((await post(site.url, JSON.stringify(homeLead()), { 'Content-Type': type })).status, 201, type);
    }
  });

  // A visitor whose browser runs no script still reaches the clinic: the form posts itself.
  const formPost = (fields: Record<string, string>) =>
    post(site.url, new URLSearchParams(fields).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });

  test('a form in another charset, or with bytes that are not UTF-8, is refused instead of stored garbled', async () => {
    const before = await site.count('leads');
    const latin1 = await post(site.url, 'name=Jos%E9&phone=11912340000&consent=on', { 'Content-Type': 'application/x-www-form-urlencoded; charset=ISO-8859-1' });
    assert.equal(latin1.status, 415, latin1.text);
    const bytes = await post(site.url, 'name=Jos%E9&phone=11912340000&consent=on', { 'Content-Type': 'application/x-www-form-urlencoded' });
    assert.equal(bytes.status, 400, bytes.text);
    assert.match(bytes.text, /UTF-8/);
    const utf8 = await post(site.url, 'name=Jos%C3%A9+da+Silva&phone=11912340000&consent=on&website=', { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' });
    assert.equal(utf8.status, 303, utf8.text);
    assert.equal(await site.count('leads'), before + 1);
    assert.deepEqual(await site.sql('SELECT name FROM leads ORDER BY created_at DESC LIMIT 1'), [{ name: 'José da Silva' }]);
  });

  test('a form posted without script is stored; a booking goes on to /obrigado, a message back to "Mensagem enviada!"', async () => {
    const before = await site.count('leads');
    const home = await formPost({ name: 'Bia Sem Script', phone: '(11) 91234-0000', treatment: '', message: 'Olá', consent: 'on', website: '' });
    assert.equal(home.status, 303);
    assert.equal(home.headers.location, '/#mensagem-enviada');
    const booking = await formPost({ ...bookingLead(), consent: 'on' } as Record<string, string>);
    assert.equal(booking.status, 303, booking.text);
    assert.equal(booking.headers.location, '/obrigado');
    assert.equal(await site.count('leads'), before + 2);
    const row = await site.sql<{ name: string }>('SELECT * FROM leads ORDER BY created_at DESC LIMIT 2');
    assert.deepEqual(row.map((r) => r.name).sort(), ['Bia Sem Script', 'Bruno Lima']);
  });

  test('a form posted without script and with problems gets a page with the messages, never the input', async () => {
    const before = await site.count('leads');
    const answer = await formPost({ name: '<script>alert(1)</script>', phone: '12', message: '<img src=x onerror=alert(1)>', website: '' });
    assert.equal(answer.status, 400);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.match(answer.text, /Não foi possível enviar seu contato/);
    assert.match(answer.text, /marque a caixa de consentimento/);
    assert.match(answer.text, /<a class="back" href="\/#contato">Abrir o formulário de novo<\/a>/);
    assert.match(answer.text, /botão <strong>Voltar<\/strong> do navegador/);
    // The inline style is allowed by its hash, and nothing else is.
    const style = /<style>(.*?)<\/style>/.exec(answer.text)![1];
    const hash = createHash('sha256').update(style).digest('base64');
    assert.equal(answer.headers['content-security-policy'], `default-src 'none'; style-src 'sha256-${hash}'`);
    assert.doesNotMatch(answer.text, /<script>alert|<img src=x|alert\(1\)/);
    assert.equal(await site.count('leads'), before);
  });

  test('403 for a foreign Origin; the site URL and the server itself are welcome', async () => {
    assertJsonRefusal(await postJson(site.url, homeLead(), { Origin: 'https://golpe.example.net' }), 403);
    assertJsonRefusal(await postJson(site.url, homeLead(), { Origin: 'null' }), 403);
    assert.equal((await postJson(site.url, homeLead(), { Origin: 'https://clinica.example.com.br' })).status, 201);
    assert.equal((await postJson(site.url, homeLead(), { Origin: new URL(site.url).origin })).status, 201);
  });

  test('the honeypot answers like a success, stores no lead and is counted', async () => {
    const before = await site.count('leads');
    const answer = await postJson(site.url, homeLead({ website: 'http://spam.example', name: 1 }));
    assert.equal(answer.status, 201);
    assert.match(answer.json.id, /^[0-9a-f-]{36}$/);
    assert.equal(await site.count('leads'), before);
    assert.equal(Number((await site.sql('SELECT sum(hits) AS n FROM honeypot_hits'))[0].n), 1);
  });

  test('hostile input gets a JSON 4xx, never a 500, never an echo, and stores nothing', async () => {
    const before = await site.count('leads');
    const long = 'x'.repeat(10_000);
    const cases: Array<[string, string | Buffer]> = [
      ['malformed JSON', '{"name": "Ana", '],
      ['JSON null', 'null'],
      ['JSON array', '[1,2,3]'],
      ['JSON string', '"<script>alert(1)</script>"'],
      ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ['wrong types', JSON.stringify({ name: { first: 'Ana' }, phone: 11987654321, consent: 'true', treatment: ['x'] })],
      ['header injection in the name', JSON.stringify(homeLead({ name: 'Ana\r\nBcc: alvo@example.com' }))],
      ['control characters in the name', JSON.stringify(homeLead({ name: 'Ana\u0000\u001b[31m' }))],
      ['header injection in the e-mail', JSON.stringify(bookingLead({ email: 'a@example.com\r\nBcc: alvo@example.com' }))],
      ['two addresses in the e-mail', JSON.stringify(bookingLead({ email: 'a@example.com, alvo@example.com' }))],
      ['a display name in the e-mail', JSON.stringify(bookingLead({ email: 'Ana <a@example.com>' }))],
      ['10,000-character name', JSON.stringify(homeLead({ name: long }))],
      ['10,000-character message', JSON.stringify(homeLead({ message: long }))],
      ['10,000-character phone', JSON.stringify(homeLead({ phone: '1'.repeat(10_000) }))],
      ['10,000-character e-mail', JSON.stringify(bookingLead({ email: `${long}@example.com` }))],
      ['a lone UTF-16 surrogate', '{"name":"Ana \\ud800","phone":"11987654321","consent":true}'],
      ['an unknown treatment', JSON.stringify(homeLead({ treatment: '<img src=x onerror=alert(1)>' }))],
      ['a wished date that does not exist', JSON.stringify(bookingLead({ dataHora: '2030-02-30T10:00' }))],
      ['prototype pollution', '{"__proto__":{"name":"Ana","phone":"11987654321","consent":true}}'],
    ];
    for (const [what, body] of cases) {
      const answer = await post(site.url, body);
      assert.ok(answer.status >= 400 && answer.status < 500, `${what}: ${answer.status} ${answer.text}`);
      assert.match(String(answer.headers['content-type']), /^application\/json/, what);
      assert.doesNotMatch(answer.text, /<script|<img|alvo@|Bcc/, `${what} echoed input`);
    }
    assert.equal(await site.count('leads'), before);
  });

  test('Unicode names and messages are stored exactly, in NFC', async () => {
    const name = 'Zoë Ñandú 李小龍 👩🏽‍⚕️';
    const message = 'Olá!\nQuero marcar às 14h — é possível? مرحبا 🙂';
    const decomposed = await postJson(site.url, homeLead({ name: name.normalize('NFD'), message }));
    assert.equal(decomposed.status, 201, decomposed.text);
    const [row] = await site.sql('SELECT name, message FROM leads WHERE id = ?', [decomposed.json.id]);
    assert.deepEqual(row, { name: name.normalize('NFC'), message });
  });
});

describe('POST /api/contact rate limiting', () => {
  test('429 with Retry-After once an address passes the limit; other addresses go on', async () => {
    const site = await startSite(stores[0], { CLINIC_SITE_RATE_LIMIT: '3', CLINIC_SITE_RATE_WINDOW_SECONDS: '600', CLINIC_SITE_TRUST_PROXY: '1' });
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': `203.0.113.99, ${address}` });
      for (let i = 0; i < 3; i++) assert.equal((await postJson(site.url, homeLead(), from('198.51.100.7'))).status, 201);
      const refused = await postJson(site.url, homeLead(), from('198.51.100.7'));
      assertJsonRefusal(refused, 429);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 600, String(retryAfter));
      // Invalid requests count too: a script cannot probe forever.
      assertJsonRefusal(await post(site.url, '{', from('198.51.100.7')), 429);
      assert.equal((await postJson(site.url, homeLead(), from('198.51.100.8'))).status, 201);
      assert.equal(await site.count('leads'), 4);
    } finally {
      await site.close();
    }
  });

  test('posts from another site are refused without using up the budget of the visitors behind that address', async () => {
    const site = await startSite(stores[0], { CLINIC_SITE_RATE_LIMIT: '2' }, 'https://clinica.example.com.br');
    try {
      for (let i = 0; i < 5; i++) {
        const foreign = await post(site.url, 'x', { Origin: 'https://outro-site.example', 'Content-Type': 'text/plain' });
        assert.equal(foreign.status, 403, foreign.text);
      }
      const visitor = await postJson(site.url, homeLead(), { Origin: 'https://clinica.example.com.br' });
      assert.equal(visitor.status, 201, visitor.text);
    } finally {
      await site.close();
    }
  });

  test('X-Forwarded-For is ignored unless the proxy is trusted', async () => {
    const site = await startSite(stores[0], { CLINIC_SITE_RATE_LIMIT: '2' });
    try {
      assert.equal((await postJson(site.url, homeLead(), { 'X-Forwarded-For': '198.51.100.1' })).status, 201);
      assert.equal((await postJson(site.url, homeLead(), { 'X-Forwarded-For': '198.51.100.2' })).status, 201);
      assertJsonRefusal(await postJson(site.url, homeLead(), { 'X-Forwarded-For': '198.51.100.3' }), 429);
      assert.ok(site.logs.some((l) => l.includes('CLINIC_SITE_TRUST_PROXY')), 'warns about the untrusted proxy');
    } finally {
      await site.close();
    }
  });
});

describe('POST /api/contact when the database fails', () => {
  test('503 with Retry-After: a 201 is never sent for an unsaved lead, nor "not stored" for one whose fate is unknown', async () => {
    const folder = temporaryFolder();
    const logs: string[] = [];
    // Refused before anything was written, then lost while PostgreSQL may have committed (a frozen server's query
    // timeout, a connection cut during the commit): the lead may be there and be e-mailed.
    const errors = [
      [new Error('SQLITE_FULL: database or disk is full'), /^Não conseguimos registrar seu contato agora/],
      [new Error('Query read timeout'), /^Não conseguimos confirmar se seu contato foi registrado/],
      [new Error('Connection terminated unexpectedly'), /^Não conseguimos confirmar se seu contato foi registrado/],
    ] as const;
    let next = 0;
    const route = createContactRoute({
      store: {
        insert: () => {
          throw errors[next++][0];
        },
      } as unknown as LeadStore,
      worker: { poke: () => assert.fail('no job to deliver') },
      limiter: createRateLimiter({ max: 100, windowMs: 1000 }),
      consentText: () => null,
      settings: { trustProxyHops: 0, bodyLimitBytes: 16 * 1024 },
      channels: ['email'],
      siteOrigin: null,
      log: (l) => logs.push(l),
      databaseReason: (error) => `motivo: ${(error as Error).message}`,
    });
    const server = await startServer({ outDir: writeOutFolder(folder.path), host: '127.0.0.1', port: 0, routes: [route] });
    try {
      for (const [error, message] of errors) {
        const answer = await postJson(`${server.url}/api/contact`, homeLead());
        assertJsonRefusal(answer, 503);
        assert.equal(answer.headers['retry-after'], '30');
        assert.match(answer.json.errors.form, message);
        assert.ok(logs.includes(`erro: não foi possível gravar um contato: motivo: ${error.message}`), logs.join('\n'));
      }
    } finally {
      await server.close();
      folder.remove();
    }
  });
});

/** The lead's own words, none of which may reach the server's log (LGPD). */
function assertNoLeadData(lines: string[], lead: Record<string, unknown>) {
  const values = [lead.name, lead.phone, lead.treatment, lead.message, lead.referral].filter((v): v is string => typeof v === 'string' && v !== '');
  for (const line of lines) for (const value of values) assert.ok(!line.includes(value), `"${value}" no log: ${line}`);
}

describe('POST /api/contact: the log says, in Portuguese, why the database refused a lead and what to check', () => {
  const [sqlite, postgres] = stores;

  test('SQLite held by another process past the wait: the lock, the backup procedure and SQLite’s words, no lead data', { timeout: 30_000 }, async () => {
    const site = await startSite(sqlite);
    const other = new Database(site.db);
    try {
      // A copy or a sqlite3 shell holding the write lock for longer than the server waits for it (5 s).
      other.exec('BEGIN EXCLUSIVE');
      const lead = homeLead();
      const answer = await postJson(site.url, lead);
      assertJsonRefusal(answer, 503);
      const lines = site.logs.filter((l) => l.startsWith('erro: não foi possível gravar um contato'));
      assert.equal(lines.length, 1, site.logs.join('\n'));
      assert.match(
        lines[0],
        /^erro: não foi possível gravar um contato: outro processo segurou o banco de contatos \S+leads\.db por mais de 5 s \(SQLITE_BUSY: database is locked\); veja quem o tem aberto com fuser -v .*docs\/operador-leads\.md, "Cópia de segurança"/,
      );
      assertNoLeadData(site.logs, lead);
    } finally {
      other.close();
      await site.close();
    }
  });

  test('PostgreSQL stopped: the lead and the notice queue name the server, its own words and the variable to check', { skip: postgres.skip, timeout: 60_000 }, async () => {
    // The e-mail goes to a port where nothing listens, so its job stays in the queue and the worker keeps reading it.
    const smtp = `smtp://127.0.0.1:${await freePort()}`;
    const env = { CLINIC_SITE_SMTP_URL: smtp, CLINIC_SITE_MAIL_FROM: 'site@clinica.example', CLINIC_SITE_MAIL_TO: 'recepcao@clinica.example' };
    const site = await startSite(postgres, env, null, { firstRetryMs: 100, maxRetryMs: 200, databaseRetryMs: 100 });
    const cluster = await sharedCluster();
    try {
      const first = homeLead({ name: 'Beatriz Queiroz', message: 'Primeira mensagem.' });
      assert.equal((await postJson(site.url, first)).status, 201);
      await eventually(() => site.logs.some((l) => l.includes('não foi entregue')), 10_000, 'the e-mail waits in the queue');
      await cluster.stopServer();
      const lead = homeLead();
      assertJsonRefusal(await postJson(site.url, lead), 503);
      const saved = site.logs.find((l) => l.startsWith('erro: não foi possível gravar um contato'));
      assert.match(
        saved ?? site.logs.join('\n'),
        /^erro: não foi possível gravar um contato: o PostgreSQL em postgres:\/\/\S+ não pôde ser usado: .*\(.*(ECONNREFUSED|57P01).*\); confira se o servidor PostgreSQL está no ar .*CLINIC_SITE_DB/,
      );
      await eventually(() => site.logs.some((l) => l.startsWith('erro na fila de avisos')), 10_000, 'the queue reports the outage');
      assert.match(
        site.logs.find((l) => l.startsWith('erro na fila de avisos'))!,
        /^erro na fila de avisos \(os avisos esperam e serão tentados de novo\): o PostgreSQL em postgres:\/\/\S+ não pôde ser usado: .*; confira se o servidor PostgreSQL está no ar .*CLINIC_SITE_DB/,
      );
      assertNoLeadData(site.logs, lead);
      assertNoLeadData(site.logs, first);
    } finally {
      await cluster.startServer();
      await site.close();
    }
  });
});

test('each lead keeps the consent sentence of the site served when it arrived, also after a publish that changed it', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const out = writeOutFolder(folder.path);
  const info = join(out, SITE_INFO_FILE);
  writeFileSync(info, JSON.stringify({ siteUrl: null, consentText: 'Autorizo o contato (versão de março).' }));
  const db = await stores[0].newDatabase();
  const read = siteInfoReader(out);
  const leads = await openLeadService({ db, siteUrl: null, env: {}, log: () => {}, consentText: () => read().consentText });
  const server = await startServer({ outDir: out, host: '127.0.0.1', port: 0, routes: leads.routes });
  t.after(async () => {
    await server.close();
    await leads.close();
  });
  const consentOf = async (id: string) => (await stores[0].sql<{ consent_text: string }>(db, 'SELECT consent_text FROM leads WHERE id = ?', [id]))[0].consent_text;
  const before = await postJson(`${server.url}/api/contact`, homeLead());
  assert.equal(await consentOf(before.json.id), 'Autorizo o contato (versão de março).');
  // A new build published into the same folder while the server runs: the next lead agreed to the new wording.
  writeFileSync(info, JSON.stringify({ siteUrl: null, consentText: 'Autorizo o contato e li a Política de Privacidade (versão de abril).' }));
  const after = await postJson(`${server.url}/api/contact`, homeLead({ name: 'Depois da publicação' }));
  assert.equal(await consentOf(after.json.id), 'Autorizo o contato e li a Política de Privacidade (versão de abril).');
  assert.equal(await consentOf(before.json.id), 'Autorizo o contato (versão de março).');
});

test('the page of a refused form sent without script links the clinic\'s WhatsApp, which its messages point to', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const out = writeOutFolder(folder.path);
  const info = join(out, SITE_INFO_FILE);
  const read = siteInfoReader(out);
  const db = await stores[0].newDatabase();
  const leads = await openLeadService({ db, siteUrl: null, env: {}, log: () => {}, whatsApp: () => read().whatsapp });
  const server = await startServer({ outDir: out, host: '127.0.0.1', port: 0, routes: leads.routes });
  t.after(async () => {
    await server.close();
    await leads.close();
  });
  const refused = () => post(`${server.url}/api/contact`, 'name=Ana&phone=12', { 'Content-Type': 'application/x-www-form-urlencoded' });
  // A site built by an earlier version says no number: no link, and nothing broken.
  assert.doesNotMatch((await refused()).text, /wa\.me/);
  writeFileSync(info, JSON.stringify({ siteUrl: null, whatsapp: '5511955550100' }));
  const page = await refused();
  assert.equal(page.status, 400);
  assert.match(page.text, /<p>Ou fale conosco pelo <a href="https:\/\/wa\.me\/5511955550100">WhatsApp<\/a>\.<\/p>/);
});

test('at start, notices of a channel not configured are said to wait in the queue, not to be sent now', async (t) => {
  const db = await stores[0].newDatabase();
  // A lead stored while SMTP was not configured: its e-mail job waits.
  const handle = await openLeadDatabase(db);
  await handle.store.insert({ name: 'Ana Souza', phone: '11987654321', form: 'contato', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null }, ['email'], new Date());
  await handle.close();
  const logs: string[] = [];
  const again = await openLeadService({ db, siteUrl: null, env: {}, log: (line) => logs.push(line) });
  t.after(() => again.close());
  const line = logs.find((l) => l.includes('pendentes de antes'));
  assert.match(line ?? logs.join('\n'), /^1 aviso\(s\) por e-mail e 0 por webhook pendentes de antes: esperam na fila até o canal deles ser configurado\.$/);
});

test('at start, a notice waiting for a later retry (SMTP was down) is sent at once, as the start-up line says', async (t) => {
  const db = await stores[0].newDatabase();
  const handle = await openLeadDatabase(db);
  const lead = await handle.store.insert({ name: 'Ana Souza', phone: '11987654321', form: 'contato', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null }, ['email'], new Date());
  await handle.close();
  // Five failed attempts: the next one is due in fifteen minutes.
  await stores[0].sql(db, 'UPDATE outbox SET attempts = 5, next_attempt_at = ?, last_error = ? RETURNING id', [Date.now() + 15 * 60_000, 'SMTP recusou']);
  const sink = await startSmtpSink();
  t.after(() => sink.close());
  const env = { CLINIC_SITE_SMTP_HOST: '127.0.0.1', CLINIC_SITE_SMTP_PORT: String(sink.port), CLINIC_SITE_MAIL_FROM: 'Site <site@clinica.example.com.br>', CLINIC_SITE_MAIL_TO: 'recepcao@clinica.example.com.br' };
  const logs: string[] = [];
  const again = await openLeadService({ db, siteUrl: null, env, log: (line) => logs.push(line) });
  t.after(() => again.close());
  assert.match(logs.find((l) => l.includes('pendentes de antes')) ?? logs.join('\n'), /^1 aviso\(s\) por e-mail e 0 por webhook pendentes de antes: serão enviados agora/);
  await eventually(() => sink.mails.length === 1, 5000, 'the e-mail goes out at start, not in fifteen minutes');
  assert.equal(sink.mails[0].header('message-id'), `<lead-${lead.id}@clinica.example.com.br>`);
});
