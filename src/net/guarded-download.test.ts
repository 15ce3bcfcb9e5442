/**
 * The guarded download against a local server only: the private-network guard (names that resolve to loopback,
 * redirects to loopback, literal addresses in every spelling), the bounds (time, size, truncation, redirects) and
 * cache validators that never leave the address they came from.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DownloadFailure, type FailureKind } from './download-failure.ts';
import { guardedDownload, type DownloadOptions } from './guarded-download.ts';

let server: Server;
let base = '';
let port = 0;
const requests: IncomingMessage[] = [];
const hanging = new Set<Socket>();

before(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    const path = req.url ?? '/';
    if (path === '/arquivo') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      return res.writeHead(200, { 'content-type': 'text/plain', etag: '"v1"', 'last-modified': 'Mon, 03 Mar 2025 10:00:00 GMT' }).end('conteúdo');
    }
    if (path === '/redireciona') return res.writeHead(302, { location: '/arquivo' }).end();
    if (path.startsWith('/laco')) return res.writeHead(302, { location: `/laco${path.length}` }).end();
    if (path === '/para-o-nome') return res.writeHead(302, { location: `http://planilhas.exemplo.com.br:${port}/arquivo` }).end();
    if (path === '/lento') return void hanging.add(req.socket);
    if (path === '/metade') {
      res.writeHead(200, { 'content-length': '1000' });
      res.write(Buffer.alloc(400, 1));
      return setImmediate(() => req.socket.destroy());
    }
    if (path === '/enorme') {
      res.writeHead(200); // no Content-Length: the cap is counted as bytes arrive
      const chunk = Buffer.alloc(64 * 1024);
      const push = () => {
        while (res.write(chunk)) if (res.writableLength > 1 << 20) break;
      };
      res.on('drain', push);
      return push();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

after(async () => {
  hanging.forEach((socket) => socket.destroy());
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const local = (extra: Partial<DownloadOptions> = {}): DownloadOptions => ({
  accept: '*/*', timeoutMs: 3000, maxBytes: 1 << 20, maxRedirects: 5, allowPrivateNetwork: true, ...extra,
});

async function failureOf(address: string, options: DownloadOptions): Promise<FailureKind> {
  try {
    await guardedDownload(address, options);
  } catch (error) {
    if (error instanceof DownloadFailure) return error.failure;
    throw error;
  }
  assert.fail(`${address} was downloaded`);
}

const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];

test('private network refused by default: literal loopback, any spelling, before connecting', async () => {
  requests.length = 0;
  for (const host of ['127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '127.1', '2130706433', '0x7f.1', '169.254.169.254', '10.0.0.1', '[fd00::1]', '[fe80::1]', '0.0.0.0']) {
    const failure = await failureOf(`https://${host}:${port}/arquivo`, local({ allowPrivateNetwork: false }));
    assert.equal(failure.kind, 'rede-interna', host);
  }
  assert.equal(requests.length, 0, 'no request reached the server');
});

test('a name that resolves to loopback is refused, and the refusal names the variable that allows it', async () => {
  requests.length = 0;
  const error = await guardedDownload(`https://planilhas.exemplo.com.br:${port}/arquivo`, local({ allowPrivateNetwork: false, resolve: toLoopback })).catch((e) => e);
  assert.ok(error instanceof DownloadFailure);
  assert.deepEqual(error.failure, { kind: 'rede-interna', host: 'planilhas.exemplo.com.br' });
  assert.match(error.message, /CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1/);
  // A name with one public and one private address is refused too: every address is checked.
  const mixed = async () => [{ address: '8.8.8.8', family: 4 }, { address: '127.0.0.1', family: 4 }];
  assert.equal((await failureOf(`https://planilhas.exemplo.com.br:${port}/arquivo`, local({ allowPrivateNetwork: false, resolve: mixed }))).kind, 'rede-interna');
  assert.equal(requests.length, 0);
});

test('the environment variable is the default allowance', async () => {
  const saved = process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK;
  try {
    delete process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK;
    assert.equal((await failureOf(`${base}/arquivo`, local({ allowPrivateNetwork: undefined }))).kind, 'protocolo');
    process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK = '1';
    const ok = await guardedDownload(`${base}/arquivo`, local({ allowPrivateNetwork: undefined }));
    assert.equal(ok.notModified, false);
  } finally {
    if (saved === undefined) delete process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK;
    else process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK = saved;
  }
});

test('a redirect to the private network is refused before connecting to it', async () => {
  // 127.0.0.2 stands for a public site (test-only option); it redirects to loopback in three spellings.
  const targets = [`http://127.0.0.1:${port}/arquivo`, `http://[::ffff:127.0.0.1]:${port}/arquivo`, `http://planilhas.exemplo.com.br:${port}/arquivo`];
  const publicSite = createServer((req, res) => res.writeHead(302, { location: targets[Number(req.url!.slice(1))] }).end());
  await new Promise<void>((done) => publicSite.listen(0, '127.0.0.2', done));
  const publicPort = (publicSite.address() as AddressInfo).port;
  requests.length = 0;
  try {
    const options = local({ allowPrivateNetwork: false, standInPublic: ['127.0.0.2'], resolve: toLoopback });
    for (const index of targets.keys()) {
      const failure = await failureOf(`http://127.0.0.2:${publicPort}/${index}`, options);
      assert.equal(failure.kind, 'rede-interna', targets[index]);
    }
    // The same redirect is followed once the operator allows the private network.
    const allowed = await guardedDownload(`http://127.0.0.2:${publicPort}/0`, { ...options, allowPrivateNetwork: true });
    assert.equal(allowed.url, `${base}/arquivo`);
  } finally {
    await new Promise((done) => publicSite.close(done));
  }
  assert.equal(requests.length, 1, 'only the allowed download reached the loopback server');
});

test('only https:// without the allowance; other schemes never', async () => {
  assert.deepEqual(await failureOf('http://example.com/x', local({ allowPrivateNetwork: false })), { kind: 'protocolo', protocol: 'http:' });
  assert.deepEqual(await failureOf('file:///etc/passwd', local()), { kind: 'protocolo', protocol: 'file:' });
  assert.deepEqual(await failureOf('não é endereço', local()), { kind: 'endereco-invalido' });
});

test('bounds: time, size counted as it arrives, truncation, redirect loops', async () => {
  assert.deepEqual(await failureOf(`${base}/lento`, local({ timeoutMs: 300 })), { kind: 'tempo-esgotado', seconds: 0.3 });
  assert.deepEqual(await failureOf(`${base}/enorme`, local({ maxBytes: 2 << 20 })), { kind: 'grande-demais', maxBytes: 2 << 20 });
  assert.deepEqual(await failureOf(`${base}/metade`, local()), { kind: 'incompleto', expected: 1000, received: 400 });
  assert.deepEqual(await failureOf(`${base}/laco`, local()), { kind: 'redirecionamentos', max: 5 });
  assert.deepEqual(await failureOf(`${base}/nada`, local()), { kind: 'resposta', status: 404, url: `${base}/nada` });
});

test('a refused connection says so, without the error code', async () => {
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const gone = (closed.address() as AddressInfo).port;
  await new Promise((done) => closed.close(done));
  const error = await guardedDownload(`http://127.0.0.1:${gone}/x`, local()).catch((e) => e);
  assert.deepEqual(error.failure, { kind: 'recusada' });
  assert.match(error.message, /recusou a conexão/);
  assert.doesNotMatch(error.message, /ECONN|\d{4,}/);
  // A name with two addresses (IPv6 and IPv4) fails with an AggregateError underneath: still "recusou a conexão".
  const both = async () => [{ address: '::1', family: 6 }, { address: '127.0.0.1', family: 4 }];
  const named = await guardedDownload(`http://servidor.exemplo:${gone}/x`, local({ resolve: both })).catch((e) => e);
  assert.deepEqual(named.failure, { kind: 'recusada' });
});

test('cache validators go only to the address they came from, never to a redirect hop', async () => {
  const first = await guardedDownload(`${base}/redireciona`, local());
  assert.ok(!first.notModified);
  assert.equal(first.url, `${base}/arquivo`);
  requests.length = 0;
  const validators = { url: first.url, etag: first.etag, lastModified: first.lastModified };
  const again = await guardedDownload(`${base}/redireciona`, local({ validators }));
  assert.equal(again.notModified, true);
  const [hop, target] = requests;
  assert.equal(hop.url, '/redireciona');
  assert.equal(hop.headers['if-none-match'], undefined, 'the redirecting address never sees the validators');
  assert.equal(hop.headers['if-modified-since'], undefined);
  assert.equal(target.headers['if-none-match'], '"v1"');
  assert.equal(target.headers['if-modified-since'], 'Mon, 03 Mar 2025 10:00:00 GMT');
});
