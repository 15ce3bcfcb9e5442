/**
 * Remote photo links against a local HTTP server (never the internet): a good image with ETag revalidation, and
 * every way a link goes wrong (404, a slow server, an HTML page, a redirect loop, a file over the cap, the server
 * gone with or without a copy from an earlier build).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { imageFiles, useAt } from '../../test/support/image-uses.ts';
import { phonePhoto } from '../../test/support/phone-photos.js';
import { ImageCache } from './cache.ts';
import { processImages } from './process-images.ts';
import { SLOTS } from './uses.ts';
import { fetchRemoteImage, type RemoteOptions } from './remote.ts';

let server: Server;
let base = '';
let photo: Buffer;
const requests: IncomingMessage[] = [];
const folders: string[] = [];
const cache = () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-remote-'));
  folders.push(dir);
  return new ImageCache(dir);
};
/** Sockets of the slow route, closed at the end so the server can stop. */
const slow = new Set<import('node:net').Socket>();

before(async () => {
  photo = await phonePhoto({ width: 640, height: 480, seed: 21 });
  server = createServer((req, res) => {
    requests.push(req);
    const path = req.url ?? '/';
    if (path === '/foto.jpg') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      return res.writeHead(200, { 'content-type': 'image/jpeg', etag: '"v1"', 'last-modified': 'Mon, 03 Mar 2025 10:00:00 GMT' }).end(photo);
    }
    if (path === '/redireciona') return res.writeHead(302, { location: '/foto.jpg' }).end();
    if (path.startsWith('/laco')) return res.writeHead(302, { location: `/laco${path.length}` }).end();
    if (path === '/pagina') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>Entre na sua conta</p>');
    if (path === '/pagina-como-foto') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('\n  <!DOCTYPE html><p>Entre na sua conta</p>');
    if (path === '/compactada') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(gzipSync(photo));
    if (path === '/pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7\n');
    if (path === '/desenho') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    if (path === '/outro') return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from([0, 1, 2, 3]));
    if (path === '/lento') {
      slow.add(req.socket);
      return; // never answers
    }
    if (path === '/grande') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(Buffer.concat([photo, Buffer.alloc(1_600_000)]));
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('não encontrado');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
});

after(async () => {
  slow.forEach((socket) => socket.destroy());
  await new Promise((done) => server.close(done));
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const options = (extra: Partial<RemoteOptions> = {}): RemoteOptions => ({ cache: cache(), allowPrivateNetwork: true, timeoutMs: 2000, ...extra });

test('a photo link is downloaded, kept, and revalidated with its ETag (304, no body)', async () => {
  const opts = options();
  const first = await fetchRemoteImage(`${base}/foto.jpg`, opts);
  assert.ok(first.ok && !first.fromCache);
  assert.deepEqual(Buffer.from(first.bytes), photo);
  requests.length = 0;
  const second = await fetchRemoteImage(`${base}/foto.jpg`, opts);
  assert.ok(second.ok && !second.fromCache);
  assert.deepEqual(Buffer.from(second.bytes), photo);
  assert.equal(requests[0].headers['if-none-match'], '"v1"');
  assert.equal(requests[0].headers['if-modified-since'], 'Mon, 03 Mar 2025 10:00:00 GMT');
});

test('a redirect is followed', async () => {
  const result = await fetchRemoteImage(`${base}/redireciona`, options());
  assert.ok(result.ok);
});

test('each failure gives a reason a person understands', async () => {
  const cases: [string, Partial<RemoteOptions>, RegExp][] = [
    ['/nao-existe.jpg', {}, /respondeu 404 \(não encontrado\)/],
    ['/pagina', {}, /^o endereço devolveu uma página da internet, não uma foto$/],
    ['/pagina-como-foto', {}, /^o endereço devolveu uma página da internet, embora o servidor diga image\/jpeg, não uma foto$/],
    ['/compactada', {}, /^o endereço devolveu um arquivo compactado \(gzip\), embora o servidor diga image\/jpeg, não uma foto$/],
    ['/pdf', {}, /^o endereço devolveu um PDF, não uma foto$/],
    ['/desenho', {}, /^o endereço devolveu um desenho SVG \(por link só se aceitam fotos; um SVG vai na pasta imagens\), não uma foto$/],
    ['/outro', {}, /^o endereço devolveu um arquivo \(application\/octet-stream\), não uma foto$/],
    ['/laco', {}, /redireciona mais de 5 vezes/],
    ['/grande', { maxBytes: 1024 * 1024 }, /o arquivo tem mais de 1 MB/],
    ['/lento', { timeoutMs: 500 }, /o servidor não respondeu em 0,5 segundos/],
  ];
  for (const [path, extra, reason] of cases) {
    const result = await fetchRemoteImage(`${base}${path}`, options(extra));
    assert.equal(result.ok, false, path);
    assert.match((result as { reason: string }).reason, reason, path);
  }
});

test('the private network is refused by default: plain http, a literal loopback, a name that resolves to loopback', async () => {
  requests.length = 0;
  const http = await fetchRemoteImage(`${base}/foto.jpg`, { cache: cache(), allowPrivateNetwork: false });
  assert.deepEqual(http, { ok: false, reason: 'só endereços https:// são aceitos (http:// só na rede interna, com CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1)' });
  const port = new URL(base).port;
  for (const address of [`https://127.0.0.1:${port}/foto.jpg`, `https://fotos.exemplo.com.br:${port}/foto.jpg`]) {
    const result = await fetchRemoteImage(address, { cache: cache(), allowPrivateNetwork: false, resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    assert.equal(result.ok, false, address);
    assert.match((result as { reason: string }).reason, /é da rede interna .*CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1/, address);
  }
  assert.equal(requests.length, 0, 'nothing reached the local server');
});

test('a photo cell whose host resolves to loopback is an error on its cell naming the variable that allows it', async () => {
  requests.length = 0;
  const cell = `https://fotos.exemplo.com.br:${new URL(base).port}/foto.jpg`;
  const remote = { timeoutMs: 2000, resolve: async () => [{ address: '127.0.0.1', family: 4 }] };
  const result = await processImages([useAt(cell, 9)], imageFiles({}), { cache: cache(), remote });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell]), [['IMAGEM_REMOTA_FALHOU', 'F9']]);
  assert.match(result.problems[0].message, /fotos\.exemplo\.com\.br é da rede interna.*CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1/);
  assert.equal(requests.length, 0);
});

test('cache validators are sent only to the address they came from, not to the redirecting link', async () => {
  const opts = options();
  const link = `${base}/redireciona`;
  assert.ok((await fetchRemoteImage(link, opts)).ok);
  requests.length = 0;
  const again = await fetchRemoteImage(link, opts);
  assert.ok(again.ok && !again.fromCache);
  assert.deepEqual(requests.map((r) => [r.url, r.headers['if-none-match'] ?? null, r.headers['if-modified-since'] ?? null]), [
    ['/redireciona', null, null],
    ['/foto.jpg', '"v1"', 'Mon, 03 Mar 2025 10:00:00 GMT'],
  ]);
});

test('in a build: a failed link is an error on its cell; with a copy from before, a warning and the copy', async () => {
  const imageCache = cache();
  const files = imageFiles({});
  const good = `${base}/foto.jpg`;
  const remote = { allowPrivateNetwork: true, timeoutMs: 2000 };
  const ok = await processImages([useAt(good, 7, SLOTS.logo)], files, { cache: imageCache, remote });
  assert.deepEqual(ok.problems, []);
  assert.ok(ok.byCell.get(good)!.variants.length > 0);

  const missing = await processImages([useAt(`${base}/sumiu.jpg`, 8)], files, { cache: imageCache, remote });
  assert.deepEqual(missing.problems.map((p) => [p.code, p.severity, p.location.cell]), [['IMAGEM_REMOTA_FALHOU', 'error', 'F8']]);
  assert.match(missing.problems[0].message, /sumiu\.jpg: o servidor respondeu 404/);

  // The server goes away (offline build): the copy kept by an earlier build is used, with a warning.
  const gone = await new Promise<string>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as import('node:net').AddressInfo;
      probe.close(() => done(`http://127.0.0.1:${port}/foto.jpg`));
    });
  });
  const offline = await processImages([useAt(gone, 7)], files, { cache: imageCache, remote });
  assert.equal(offline.problems[0].code, 'IMAGEM_REMOTA_FALHOU', 'no copy yet');
  assert.match(offline.problems[0].message, /recusou a conexão/);
  imageCache.writeRemote(gone, photo, { etag: '"v1"' });
  const withCopy = await processImages([useAt(gone, 7, SLOTS.logo)], files, { cache: imageCache, remote });
  assert.deepEqual(withCopy.problems.map((p) => [p.code, p.severity, p.location.cell]), [['IMAGEM_REMOTA_EM_CACHE', 'warning', 'F7']]);
  assert.match(withCopy.problems[0].message, /recusou a conexão/);
  assert.deepEqual(withCopy.byCell.get(gone)!.variants, ok.byCell.get(good)!.variants);
});
