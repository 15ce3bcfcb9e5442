import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { IMAGE_CSP, PAGE_CSP } from '../deploy/cache-policy.ts';
import { startServer, type RunningServer } from './server.ts';
import { cleanPathOf } from './site-addresses.ts';
import { MAX_WAITING_PER_CONNECTION } from './pipelined-requests.ts';

let dir: string;
let server: RunningServer;

const page = (title: string) => `<!DOCTYPE html><html lang="pt-BR"><head><title>${title}</title></head><body>${title}</body></html>`;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-site-serve-'));
  const out = join(dir, 'out');
  for (const folder of ['servico', 'tratamento', 'assets', 'blog', 'imagens']) mkdirSync(join(out, folder), { recursive: true });
  writeFileSync(join(out, 'blog', 'feed.xml'), `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>${'<item/>'.repeat(200)}</channel></rss>`);
  writeFileSync(join(out, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>');
  writeFileSync(join(out, 'imagens', 'logo.1a2b3c4d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  writeFileSync(join(out, 'index.html'), page(`Início ${'conteúdo '.repeat(400)}`));
  writeFileSync(join(out, 'servico.html'), page('Serviços'));
  writeFileSync(join(out, 'servico', 'botox.html'), page('Botox'));
  writeFileSync(join(out, 'tratamento.html'), page('Tratamentos'));
  mkdirSync(join(out, 'servico', 'categoria', 'facial'), { recursive: true });
  writeFileSync(join(out, 'servico', 'categoria', 'facial.html'), page('Serviços: Facial'));
  mkdirSync(join(out, 'servico', 'pagina'), { recursive: true });
  writeFileSync(join(out, 'servico', 'pagina', '2.html'), page('Serviços, página 2'));
  writeFileSync(join(out, '404.html'), page('Ops! Página não encontrada.'));
  writeFileSync(join(out, 'assets', 'site-ABC123.css'), 'body{}');
  writeFileSync(join(out, '.clinic-site.json'), '{"siteUrl":"https://x.example"}');
  mkdirSync(join(out, '.well-known'));
  writeFileSync(join(out, '.well-known', 'security.txt'), 'Contact: mailto:seguranca@clinica.example\n');
  writeFileSync(join(out, '.well-known', '.segredo'), 'não deve sair');
  mkdirSync(join(out, '.oculta'));
  writeFileSync(join(out, '.oculta', 'x.txt'), 'não deve sair');
  writeFileSync(join(out, '_headers'), '/*\n  X-Test: siteUrl\n');
  writeFileSync(join(out, '_redirects'), '/a /b 301 siteUrl\n');
  mkdirSync(join(out, 'nginx'));
  writeFileSync(join(out, 'nginx', 'clinic-site.conf'), 'server { siteUrl }\n');
  writeFileSync(join(dir, 'segredo.txt'), 'não deve sair');
  server = await startServer({
    outDir: out,
    host: '127.0.0.1',
    port: 0,
    routes: [{ method: 'POST', path: '/api/contact', handle: (_req, res) => void res.writeHead(201).end('{"id":1}') }],
  });
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init });

/** A GET with the request target exactly as given (no URL normalisation): status and Location. */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject).end();
  });
}

describe('clinic-site serve: the category and list pages (docs/site.md#list-pages)', () => {
  test('/servico?categoria=Fácial goes to the category page, keeping the search; an unknown category stays', async () => {
    assert.deepEqual(await rawGet('/servico?categoria=F%C3%A1cial&busca=laser'), { status: 302, location: '/servico/categoria/facial?busca=laser' });
    assert.deepEqual(await rawGet('/servico?categoria=facial'), { status: 302, location: '/servico/categoria/facial' });
    const unknown = await get('/servico?categoria=capilar');
    assert.equal(unknown.status, 200, 'no category pages for capilar: the list itself');
    assert.equal((await get('/tratamento?categoria=facial')).status, 200, 'no page for the category: the list itself');
  });

  test('a page of the list answers at its clean URL', async () => {
    const response = await get('/servico/pagina/2');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /página 2/);
    assert.equal((await get('/servico/categoria/facial')).status, 200);
  });

  test('the first page numbered (/servico/pagina/1) goes to its one address, with the parameters', async () => {
    assert.deepEqual(await rawGet('/servico/pagina/1?utm_source=x'), { status: 301, location: '/servico?utm_source=x' });
    assert.deepEqual(await rawGet('/servico/categoria/facial/pagina/1'), { status: 301, location: '/servico/categoria/facial' });
    for (const path of ['/servico/categoria/capilar/pagina/1', '/servico/pagina/0', '/blog/pagina/1', '/assets/pagina/1', '/servico/botox/pagina/1']) {
      assert.equal((await get(path)).status, 404, path);
    }
  });
});

describe('cleanPathOf: the address a path means, as nginx reads it', () => {
  const cases: [string, string][] = [
    ['/', '/'],
    ['/servico', '/servico'],
    ['/servico/', '/servico'],
    ['/servico///', '/servico'],
    ['/servico//botox', '/servico/botox'],
    ['//servico', '/servico'],
    ['/servico/./botox', '/servico/botox'],
    ['/servico/categoria/../pagina/1', '/servico/pagina/1'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['/servico/..', '/'],
    ['/servico/botox.html', '/servico/botox.html'],
  ];
  for (const [path, expected] of cases) test(`${path} → ${expected}`, () => assert.equal(cleanPathOf(path), expected));
});

describe('clinic-site serve: one address per page', () => {
  test('repeated slashes and dot segments go to the clean address; a numbered first page straight to the list', async () => {
    assert.deepEqual(await rawGet('/servico//botox?utm_source=x'), { status: 301, location: '/servico/botox?utm_source=x' });
    assert.deepEqual(await rawGet('/servico//pagina/1'), { status: 301, location: '/servico' });
    assert.deepEqual(await rawGet('/servico/categoria/../pagina/1'), { status: 301, location: '/servico' });
    assert.deepEqual(await rawGet('/servico/'), { status: 301, location: '/servico' });
    // Never off the site: '//host' is a path here, and '..' stops at the root.
    assert.deepEqual(await rawGet('//evil.example/'), { status: 301, location: '/evil.example' });
    assert.deepEqual(await rawGet('/%2F%2Fevil.example'), { status: 301, location: '/evil.example' });
    assert.deepEqual(await rawGet('/../../etc/passwd'), { status: 301, location: '/etc/passwd' });
    assert.equal((await get('/etc/passwd')).status, 404);
  });
});

describe('clinic-site serve', () => {
  const cases: [string, number, string | null][] = [
    ['/', 200, 'Início'],
    ['/servico', 200, 'Serviços'],
    ['/servico/botox', 200, 'Botox'],
    ['/tratamento', 200, 'Tratamentos'],
    ['/qualquer-coisa', 404, 'Ops! Página não encontrada.'],
    ['/404', 404, 'Ops! Página não encontrada.'],
    ['/.clinic-site.json', 404, null],
    ['/.well-known/security.txt', 200, 'Contact: mailto:seguranca@clinica.example'],
    ['/.well-known/.segredo', 404, null],
    ['/.oculta/x.txt', 404, null],
    ['/.well-known/../.clinic-site.json', 404, null],
    ['/_headers', 404, null],
    ['/_redirects', 404, null],
    ['/nginx/clinic-site.conf', 404, null],
    ['/../segredo.txt', 404, null],
    ['/%2e%2e/segredo.txt', 404, null],
  ];
  for (const [path, status, text] of cases) {
    test(`GET ${path} → ${status}`, async () => {
      const response = await get(path);
      assert.equal(response.status, status);
      const body = await response.text();
      if (text) assert.match(body, new RegExp(text.replace(/[.!?]/g, '\\$&')));
      assert.doesNotMatch(body, /não deve sair|siteUrl/);
    });
  }

  test('a range request gets the bytes it asked for, or the whole file: never other bytes, never an error', async () => {
    const whole = '<?xml version="1.0"?><urlset/>';
    const cases: [string, number, string, string | null][] = [
      ['bytes=2-4', 206, whole.slice(2, 5), `bytes 2-4/${whole.length}`],
      ['bytes=20-', 206, whole.slice(20), `bytes 20-${whole.length - 1}/${whole.length}`],
      ['bytes=-5', 200, whole, null],
      ['bytes=abc', 200, whole, null],
      ['bytes=5-2', 200, whole, null],
      ['bytes=0-1,5-6', 200, whole, null],
    ];
    for (const [range, status, body, contentRange] of cases) {
      const response = await get('/sitemap.xml', { headers: { Range: range, 'Accept-Encoding': 'identity' } });
      assert.equal(response.status, status, range);
      assert.equal(await response.text(), body, range);
      assert.equal(response.headers.get('content-range'), contentRange, range);
    }
    const changed = await get('/sitemap.xml', { headers: { Range: 'bytes=2-4', 'If-Range': '"outra-versao"', 'Accept-Encoding': 'identity' } });
    assert.equal(changed.status, 200);
    assert.equal(await changed.text(), whole);
  });

  test('/.well-known/ files go out as what they are; no hidden file does, in dev either', async () => {
    assert.equal((await get('/.well-known/security.txt')).headers.get('content-type'), 'text/plain; charset=utf-8');
    const dev = await startServer({ outDir: join(dir, 'out'), host: '127.0.0.1', port: 0, dev: true });
    try {
      for (const [path, status] of [['/.well-known/security.txt', 200], ['/.clinic-site.json', 404], ['/.well-known/.segredo', 404], ['/.oculta/x.txt', 404]] as const) {
        const response = await fetch(dev.url + path);
        assert.equal(response.status, status, path);
        assert.doesNotMatch(await response.text(), /não deve sair|siteUrl/, path);
      }
    } finally {
      await dev.close();
    }
  });

  test('an unknown slug on a detail route redirects to /404 (docs/site.md#redirects-and-not-found)', async () => {
    for (const path of ['/servico/nao-existe', '/tratamento/nao-existe', '/protocolo/nao-existe']) {
      const response = await get(path);
      assert.equal(response.status, 302, path);
      assert.equal(response.headers.get('location'), '/404');
    }
  });

  test('a trailing slash redirects to the canonical URL without it, keeping the query', async () => {
    const response = await get('/servico/?categoria=facial');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/servico?categoria=facial');
  });

  test('.html URLs redirect to the clean URL', async () => {
    const response = await get('/servico/botox.html');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/servico/botox');
    assert.equal((await get('/index.html')).headers.get('location'), '/');
    // The home page's file without its extension is the home page's second address: one address per page.
    const index = await get('/index?utm_source=x');
    assert.equal(index.status, 301);
    assert.equal(index.headers.get('location'), '/?utm_source=x');
    assert.equal((await get('/blog/index.html')).headers.get('location'), '/blog');
  });

  test('.html URLs keep the query (a list category, the parameters of an ad)', async () => {
    assert.equal((await get('/servico.html?categoria=facial')).headers.get('location'), '/servico?categoria=facial');
    assert.equal((await get('/index.html?utm_medium=cpc&gclid=x1')).headers.get('location'), '/?utm_medium=cpc&gclid=x1');
  });

  test('no redirect leaves the site, however the path is written (open redirect)', async () => {
    // Sent byte for byte (fetch would normalise backslashes); a browser reads `//x` and `/\\x` as another host.
    const paths = ['//evil.example/', '/%2F%2Fevil.example/', '//evil.example/x.html', '/%5Cevil.example/', '/%5C%5Cevil.example/x.html', '/\\evil.example/', '///evil.example/index.html'];
    for (const path of paths) {
      const { status, location } = await rawGet(path);
      assert.ok(status === 301 || status === 404, `${path}: ${status}`);
      if (location === undefined) continue;
      const target = new URL(location, server.url);
      assert.equal(target.origin, new URL(server.url).origin, `${path} → ${location}`);
      assert.doesNotMatch(location, /^[/\\]{2}|^\/\\/, `${path} → ${location}`);
    }
  });

  test('a CONNECT request gets 405, not a silently dropped connection', async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`));
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text)).on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 405 /);
  });

  test('a connection that never finishes its headers is closed (slowloris), and the server goes on answering', async () => {
    const quick = await startServer({ outDir: join(dir, 'out'), host: '127.0.0.1', port: 0, headersTimeoutMs: 400 });
    try {
      const { hostname, port } = new URL(quick.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Lento: '));
        let text = '';
        socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('close', () => resolve(text)).on('error', reject);
      });
      const waited = Date.now() - started;
      assert.ok(waited < 3_000, `closed after ${waited} ms`);
      assert.match(answer, /^(HTTP\/1\.1 408 |$)/);
      assert.equal((await fetch(`${quick.url}/servico`, { redirect: 'manual' })).status, 200);
    } finally {
      await quick.close();
    }
  });

  test('a connection that pipelines requests without reading the answers gets a few answered, then 503 and closed', async () => {
    // Unbounded, each waiting answer kept its page in memory: one such connection took the server past 2 GB.
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(50)));
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('close', () => resolve(text)).on('error', reject);
    });
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    assert.deepEqual(statuses.slice(0, MAX_WAITING_PER_CONNECTION), Array(MAX_WAITING_PER_CONNECTION).fill('200'));
    assert.equal(statuses[MAX_WAITING_PER_CONNECTION], '503');
    assert.equal(statuses.length, MAX_WAITING_PER_CONNECTION + 1, 'a conexão continuou depois do 503');
    assert.equal((await get('/servico')).status, 200);
  });

  test('pages are sent compressed when the browser accepts it', async () => {
    const raw = await get('/', { headers: { 'accept-encoding': 'identity' } });
    assert.equal(raw.headers.get('content-encoding'), null);
    const big = await get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(big.status, 200);
    assert.equal(big.headers.get('content-encoding'), 'br');
    assert.match(await big.text(), /Início conteúdo/);
    const missing = await get('/qualquer', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Ops!/);
  });

  test('a page the browser or a cache already holds is a 304 with its validators and cache headers, never a stale one', async () => {
    const first = await get('/servico/botox');
    const [etag, lastModified] = [first.headers.get('etag') ?? '', first.headers.get('last-modified') ?? ''];
    assert.ok(etag && lastModified);
    const cases: [Record<string, string>, number][] = [
      [{ 'if-none-match': etag }, 304],
      [{ 'if-none-match': '*' }, 304],
      [{ 'if-none-match': `W/"outra", ${etag}` }, 304],
      [{ 'if-none-match': etag.replace(/^W\//, '') }, 304],
      [{ 'if-modified-since': lastModified }, 304],
      [{ 'if-modified-since': lastModified, 'accept-encoding': 'gzip, br' }, 304],
      [{ 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() }, 200],
      [{ 'if-none-match': 'W/"outra"', 'if-modified-since': lastModified }, 200],
      [{ 'if-none-match': etag, range: 'bytes=0-3' }, 304],
    ];
    for (const [headers, status] of cases) {
      const again = await get('/servico/botox', { headers });
      assert.equal(again.status, status, JSON.stringify(headers));
      const body = await again.text();
      if (status === 200) assert.match(body, /Botox/);
      else {
        assert.equal(body, '');
        assert.equal(again.headers.get('etag'), etag);
        assert.equal(again.headers.get('cache-control'), first.headers.get('cache-control'));
        assert.equal(again.headers.get('content-encoding'), null);
      }
    }
    // A page large enough to be compressed on the way out is not "compressed" into a 304.
    const home = await get('/', { headers: { 'accept-encoding': 'gzip' } });
    const cached = await get('/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': home.headers.get('etag') ?? '' } });
    assert.equal(cached.status, 304);
    assert.equal(cached.headers.get('content-encoding'), null);
    assert.equal(await cached.text(), '');
  });

  test('a missing address is a whole 404 page whatever validators or ranges the browser sends', async () => {
    const first = await get('/nao-existe');
    assert.equal(first.status, 404);
    const etag = first.headers.get('etag');
    for (const headers of <Record<string, string>[]>[
      ...(etag ? [{ 'if-none-match': etag }] : []),
      { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
      { range: 'bytes=0-9' },
    ]) {
      const again = await get('/outro-que-nao-existe', { headers });
      assert.equal(again.status, 404, JSON.stringify(headers));
      assert.match(await again.text(), /Ops!/, JSON.stringify(headers));
    }
  });

  test('the blog feed is sent as RSS (an .xml extension alone says text/xml), revalidated like a page', async () => {
    const feed = await get('/blog/feed.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(feed.status, 200);
    assert.equal(feed.headers.get('content-type'), 'application/rss+xml; charset=utf-8');
    assert.equal(feed.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
    assert.equal(feed.headers.get('content-encoding'), 'gzip');
    assert.match(await feed.text(), /^<\?xml/);
    assert.doesNotMatch(String((await get('/sitemap.xml')).headers.get('content-type')), /rss/);
  });

  test('hashed assets are immutable, pages revalidate', async () => {
    assert.match((await get('/assets/site-ABC123.css')).headers.get('cache-control') ?? '', /immutable/);
    assert.match((await get('/servico/botox')).headers.get('cache-control') ?? '', /max-age=0/);
  });

  test('images are served with a policy that forbids scripts, even in an SVG opened by its address; pages with theirs', async () => {
    const svg = await get('/imagens/logo.1a2b3c4d.svg');
    assert.equal(svg.status, 200);
    assert.equal(svg.headers.get('content-security-policy'), IMAGE_CSP);
    assert.match(svg.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await get('/servico/botox')).headers.get('content-security-policy'), PAGE_CSP);
  });

  test('API routes are served by their handler; other methods on pages get 405', async () => {
    assert.equal((await get('/api/contact', { method: 'POST', body: '{}' })).status, 201);
    assert.equal((await get('/api/contact')).status, 405);
    assert.equal((await get('/servico/botox', { method: 'POST' })).status, 405);
  });

  test("an API address with a trailing slash is sent to the route with its method kept; an unknown one answers JSON", async () => {
    const moved = await get('/api/contact/?utm_source=x', { method: 'POST', body: '{}', redirect: 'manual' });
    assert.equal(moved.status, 308);
    assert.equal(moved.headers.get('location'), '/api/contact?utm_source=x');
    assert.equal((await get('/api/contact/', { method: 'POST', body: '{}', redirect: 'follow' })).status, 201, 'followed with its body');
    const unknown = await get('/api/contato', { method: 'POST', body: '{}' });
    assert.equal(unknown.status, 404);
    assert.match((await unknown.json()).error, /POST \/api\/contact/);
  });
});
