/**
 * The bucket target: its release logic against an in-memory bucket (order of copies, old assets kept one release,
 * rollback), then `clinic-site publish` end to end against a local S3-compatible server (s3rver on 127.0.0.1).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE, PAGE_CACHE } from '../deploy/cache-policy.ts';
import { runCliAll as runCli } from '../../test/support/publish.ts';
import { startS3Server, type S3Server } from '../../test/support/s3-server.ts';
import { copySample, editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';
import { manifestOf } from './release-manifest.ts';
import { UserError } from '../errors/user-error.ts';
import type { Bucket } from './s3-bucket.ts';
import { contentTypeOf, s3Target } from './s3-target.ts';

function memoryBucket() {
  const objects = new Map<string, { body: string; contentType?: string; cacheControl?: string }>();
  const copies: string[] = [];
  const bucket: Bucket = {
    getText: async (key) => objects.get(key)?.body ?? null,
    put: async (key, body, headers = {}) => {
      if (headers.ifNoneMatch && objects.has(key)) return false;
      objects.set(key, { body: body.toString(), ...headers });
      return true;
    },
    copy: async (from, to, headers) => {
      copies.push(to);
      objects.set(to, { body: objects.get(from)!.body, ...headers });
    },
    list: async (prefix) => [...objects.keys()].filter((k) => k.startsWith(prefix)),
    delete: async (keys) => keys.forEach((k) => objects.delete(k)),
  };
  return { bucket, objects, copies };
}

function siteFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-s3-site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('bucket releases (in-memory bucket)', () => {
  const address = { kind: 's3' as const, bucket: 'b', prefix: 'www' };
  const deployed = async (memory: ReturnType<typeof memoryBucket>, files: Record<string, string>) => {
    const target = s3Target(address, 's3://b/www', {}, memory.bucket);
    const site = siteFolder(files);
    try {
      return await target.deploy(site, manifestOf(site), await target.live(), 5);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  };

  test('types and cache rules come from the shared policy; HTML is copied last; old hashed assets stay one release', async () => {
    const memory = memoryBucket();
    await deployed(memory, { 'index.html': 'v1 a-1', 'servico/botox.html': 'R$ 400', 'assets/site-1.css': 'css1', 'blog/feed.xml': 'rss' });
    assert.equal(memory.objects.get('www/index.html')?.contentType, 'text/html; charset=utf-8');
    assert.equal(memory.objects.get('www/index.html')?.cacheControl, PAGE_CACHE);
    assert.equal(memory.objects.get('www/assets/site-1.css')?.cacheControl, IMMUTABLE_CACHE);
    assert.equal(memory.objects.get('www/blog/feed.xml')?.contentType, 'application/rss+xml; charset=utf-8');
    const firstHtml = memory.copies.findIndex((k) => k.endsWith('.html'));
    assert.ok(memory.copies.slice(firstHtml).every((k) => k.endsWith('.html')), memory.copies.join(', '));

    memory.copies.length = 0;
    const second = await deployed(memory, { 'index.html': 'v2 a-2', 'servico/botox.html': 'R$ 400', 'assets/site-2.css': 'css2', 'blog/feed.xml': 'rss' });
    assert.deepEqual(memory.copies.sort(), ['www/assets/site-2.css', 'www/index.html']);
    assert.equal(second.filesSent, 2);
    assert.ok(memory.objects.has('www/assets/site-1.css'), 'a page open in a browser still finds the old stylesheet');

    await deployed(memory, { 'index.html': 'v3 a-2', 'servico/botox.html': 'R$ 450', 'assets/site-2.css': 'css2', 'blog/feed.xml': 'rss' });
    assert.ok(!memory.objects.has('www/assets/site-1.css'), 'gone one release later');
  });

  test('a switch that fails half way is named as partial, and the next publication still compares with the live release', async () => {
    const memory = memoryBucket();
    const info = (price: string) => JSON.stringify({ catalogue: { version: 1, price } });
    await deployed(memory, { 'index.html': 'R$ 400', 'servico/botox.html': 'R$ 400', '.clinic-site.json': info('400') });
    const copy = memory.bucket.copy;
    let copies = 0;
    memory.bucket.copy = async (from, to, headers) => {
      if (++copies > 1) throw new UserError('DESTINO_INACESSIVEL', { target: 's3://b/www', reason: 'o serviço recusou a cópia' });
      return copy(from, to, headers);
    };
    await assert.rejects(
      deployed(memory, { 'index.html': 'R$ 450', 'servico/botox.html': 'R$ 450', '.clinic-site.json': info('450') }),
      (error: unknown) => error instanceof UserError && error.code === 'PUBLICACAO_PARCIAL' && /parte das páginas novas pode já estar no ar/.test(error.message),
    );
    assert.equal(memory.objects.get('www/.clinic-site.json')?.body, info('450'), 'the public copy is already the new one');
    memory.bucket.copy = copy;
    // What is live is still the first release: its own catalogue, not the public copy the failed run replaced.
    const live = await s3Target(address, 's3://b/www', {}, memory.bucket).live();
    assert.deepEqual(live?.catalogue, { version: 1, price: '400' });
  });

  test('after a switch that stopped half way, the next publication replaces what it had copied, also where it goes back', async () => {
    const memory = memoryBucket();
    await deployed(memory, { 'index.html': 'inicio', 'servico/botox.html': 'R$ 400' });
    // The interrupted one copies the new price and a new page, then the service refuses the rest.
    const copy = memory.bucket.copy;
    memory.bucket.copy = async (from, to, headers) => {
      if (to === 'www/index.html') throw new UserError('DESTINO_INACESSIVEL', { target: 's3://b/www', reason: 'resposta 503' });
      return copy(from, to, headers);
    };
    await assert.rejects(deployed(memory, { 'index.html': 'inicio com novidade', 'servico/botox.html': 'R$ 4000', 'servico/novo.html': 'novo' }));
    assert.equal(memory.objects.get('www/servico/botox.html')?.body, 'R$ 4000', 'the wrong price went public');
    memory.bucket.copy = copy;
    assert.equal((await s3Target(address, 's3://b/www', {}, memory.bucket).live())?.mixed, true, 'an identical build is not "nothing changed"');
    // Staff fix the sheet back to what was live: the next publication must put the old price back and drop the page.
    await deployed(memory, { 'index.html': 'inicio', 'servico/botox.html': 'R$ 400' });
    assert.equal(memory.objects.get('www/servico/botox.html')?.body, 'R$ 400');
    assert.ok(!memory.objects.has('www/servico/novo.html'));
  });

  test('old releases that cannot be removed once the new one is live are a warning, not a failed publication', async () => {
    const memory = memoryBucket();
    // Two releases of an earlier year: with --keep 2, the next publication removes the older one.
    for (const name of ['2025-01-01T09-00-00Z', '2025-01-02T09-00-00Z']) memory.objects.set(`www/.clinic-site/versoes/${name}.json`, { body: '{"version":1,"files":{}}' });
    const remove = memory.bucket.delete;
    memory.bucket.delete = async (keys) => {
      if (!keys.some((key) => key.startsWith('www/.clinic-site/'))) return remove(keys);
      throw new UserError('DESTINO_INACESSIVEL', { target: 's3://b/www', reason: 'a remoção de arquivos antigos falhou (resposta 503, SlowDown)' });
    };
    const target = s3Target(address, 's3://b/www', {}, memory.bucket);
    const site = siteFolder({ 'index.html': 'v2' });
    try {
      const stats = await target.deploy(site, manifestOf(site), await target.live(), 2);
      assert.equal(memory.objects.get('www/index.html')?.body, 'v2');
      assert.match(stats.cleanupProblem ?? '', /versões antigas não puderam ser apagadas do bucket .*SlowDown/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('a rollback to a prefix with no publication names it as missing', async () => {
    const memory = memoryBucket();
    await deployed(memory, { 'index.html': 'v1' });
    const typo = s3Target({ kind: 's3', bucket: 'b', prefix: 'wwww' }, 's3://b/wwww', {}, memory.bucket);
    await assert.rejects(typo.lock({ breakLock: false, unlockCommand: '', mustExist: true }), (error: unknown) => error instanceof UserError && error.code === 'DESTINO_INEXISTENTE');
  });

  test('a page taken off the catalogue is deleted at once; rollback brings it and the old text back', async () => {
    const memory = memoryBucket();
    await deployed(memory, { 'index.html': 'v1', 'servico/jato.html': 'jato' });
    await deployed(memory, { 'index.html': 'v2' });
    assert.ok(!memory.objects.has('www/servico/jato.html'));
    const target = s3Target(address, 's3://b/www', {}, memory.bucket);
    const back = await target.rollback();
    assert.match(back.to, /^\d{4}-/);
    assert.equal(memory.objects.get('www/index.html')?.body, 'v1');
    assert.equal(memory.objects.get('www/servico/jato.html')?.body, 'jato');
  });

  test('pages that cannot be deleted once the new release is live are a warning, and the next publication deletes them', async () => {
    const memory = memoryBucket();
    await deployed(memory, { 'index.html': 'v1', 'servico/jato.html': 'jato' });
    const remove = memory.bucket.delete;
    memory.bucket.delete = async (keys) => {
      if (keys.some((key) => key.startsWith('www/servico/'))) throw new UserError('DESTINO_INACESSIVEL', { target: 's3://b/www', reason: 'a remoção de arquivos antigos falhou (resposta 503, SlowDown)' });
      return remove(keys);
    };
    const stats = await deployed(memory, { 'index.html': 'v2' });
    assert.equal(memory.objects.get('www/index.html')?.body, 'v2');
    assert.match(stats.cleanupProblem ?? '', /saíram do site \(\/servico\/jato\.html\) ainda não puderam ser apagados do bucket.*SlowDown/);
    assert.ok(memory.objects.has('www/servico/jato.html'));
    memory.bucket.delete = remove;
    const next = await deployed(memory, { 'index.html': 'v3' });
    assert.equal(next.cleanupProblem, undefined);
    assert.ok(!memory.objects.has('www/servico/jato.html'), 'the page taken off the catalogue stayed public for good');
    assert.equal(JSON.parse(memory.objects.get('www/.clinic-site/atual.json')!.body).retired, undefined, 'deleted, so not retried again');
  });

  test('pages left to delete are still deleted by a version of clinic-site that does not know atual.json\'s "retired"', async () => {
    const memory = memoryBucket();
    await deployed(memory, { 'index.html': 'v1', 'servico/jato.html': 'jato' });
    const remove = memory.bucket.delete;
    memory.bucket.delete = async (keys) => {
      if (keys.some((key) => key.startsWith('www/servico/'))) throw new UserError('DESTINO_INACESSIVEL', { target: 's3://b/www', reason: 'resposta 503' });
      return remove(keys);
    };
    await deployed(memory, { 'index.html': 'v2' });
    memory.bucket.delete = remove;
    // The operator went back to the older version: it reads only `release` and `kept`, and writes only those.
    const pointer = JSON.parse(memory.objects.get('www/.clinic-site/atual.json')!.body);
    memory.objects.set('www/.clinic-site/atual.json', { body: JSON.stringify({ release: pointer.release, kept: pointer.kept }) });
    await deployed(memory, { 'index.html': 'v3' });
    assert.ok(!memory.objects.has('www/servico/jato.html'), 'the page taken off the catalogue stayed public for good');
  });

  test('contentTypeOf', () => {
    for (const [path, type] of [['a.avif', 'image/avif'], ['x/y.js', 'text/javascript; charset=utf-8'], ['sitemap.xml', 'application/xml; charset=utf-8'], ['_headers', 'text/plain; charset=utf-8']]) {
      assert.equal(contentTypeOf(path), type, path);
    }
  });
});

describe('publish to a local S3-compatible server', () => {
  let s3: S3Server;
  let client: S3Client;
  let sheets: string;
  const saved = { ...process.env };
  const target = () => `s3://${s3.bucket}/www`;
  const publish = (...extra: string[]) => runCli(['publish', '--to', target(), '--sheets', sheets, '--date', '2026-03-12', ...extra]);
  const text = async (key: string) => (await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToString('utf8');

  before(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, s3.env);
    for (const name of ['CLINIC_SITE_SMTP_URL', 'CLINIC_SITE_SMTP_HOST']) delete process.env[name];
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    sheets = copySample('clinic-site-publish-s3-');
  });
  after(async () => {
    process.env = saved;
    client?.destroy();
    await s3?.close();
    if (sheets) rmSync(dirname(sheets), { recursive: true, force: true });
  });

  test('cold, nothing changed, one price changed, rollback, lock', async () => {
    const [code, out, err] = await publish();
    assert.equal(code, 0, err);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'www/servico/botox.html' }));
    assert.equal(head.ContentType, 'text/html; charset=utf-8');
    assert.equal(head.CacheControl, PAGE_CACHE);
    assert.match(await text('www/servico/botox.html'), /A partir de R\$ 400/);
    const cold = Number(/\(([\d.,]+) KB\)/.exec(out)?.[1].replace(/\./g, '').replace(',', '.'));

    const [same, sameOut] = await publish();
    assert.equal(same, 0);
    assert.match(sameOut, /Nada mudou/);

    editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 450'));
    const [changed, changedOut, changedErr] = await publish();
    assert.equal(changed, 0, changedErr);
    assert.match(await text('www/servico/botox.html'), /A partir de R\$ 450/);
    const kb = Number(/\(([\d.,]+) KB\)/.exec(changedOut)?.[1].replace(/\./g, '').replace(',', '.'));
    // Sent again: the service's page and the pages showing its card (the list, the list's four category addresses,
    // the home page), about an eighth of the site; everything else stays.
    assert.ok(kb < cold / 6, `${kb} KB de ${cold} KB`);

    const [back, , backErr] = await runCli(['rollback', '--to', target()]);
    assert.equal(back, 0, backErr);
    assert.match(await text('www/servico/botox.html'), /A partir de R\$ 400/);

    await client.send(new PutObjectCommand({
      Bucket: s3.bucket, Key: 'www/.clinic-site/trava.json',
      Body: JSON.stringify({ who: 'ana@notebook (processo 9)', host: 'notebook', pid: 9, since: '2026-03-12T13:05:00.000Z' }),
    }));
    const [locked, , lockedErr] = await publish();
    assert.equal(locked, 1);
    assert.match(lockedErr, /Outra publicação está em andamento em s3:\/\/site-da-clinica\/www: ana@notebook/);
    const [broken, , brokenErr] = await publish('--break-lock');
    assert.equal(broken, 0, brokenErr);
  });
});
