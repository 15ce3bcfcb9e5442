import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_CSP } from '../deploy/cache-policy.ts';
import { startServer, type RunningServer } from './server.ts';

let dir: string;
let server: RunningServer;

const page = (title: string) => `<!DOCTYPE html><html lang="pt-BR"><head><title>${title}</title></head><body>${title}</body></html>`;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-site-serve-'));
  const out = join(dir, 'out');
  for (const folder of ['servico', 'tratamento', 'assets', 'imagens']) mkdirSync(join(out, folder), { recursive: true });
  writeFileSync(join(out, 'imagens', 'logo.1a2b3c4d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  writeFileSync(join(out, 'index.html'), page(`Início ${'conteúdo '.repeat(400)}`));
  writeFileSync(join(out, 'servico.html'), page('Serviços'));
  writeFileSync(join(out, 'servico', 'botox.html'), page('Botox'));
  writeFileSync(join(out, 'tratamento.html'), page('Tratamentos'));
  writeFileSync(join(out, '404.html'), page('Ops! Página não encontrada.'));
  writeFileSync(join(out, 'assets', 'site-ABC123.css'), 'body{}');
  writeFileSync(join(out, '.clinic-site.json'), '{"siteUrl":"https://x.example"}');
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

describe('clinic-site serve', () => {
  const cases: [string, number, string | null][] = [
    ['/', 200, 'Início'],
    ['/servico', 200, 'Serviços'],
    ['/servico/botox', 200, 'Botox'],
    ['/tratamento', 200, 'Tratamentos'],
    ['/qualquer-coisa', 404, 'Ops! Página não encontrada.'],
    ['/404', 404, 'Ops! Página não encontrada.'],
    ['/.clinic-site.json', 404, null],
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

  test('an unknown slug on a detail route redirects to /404 (spec §2)', async () => {
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

  test('hashed assets are immutable, pages revalidate', async () => {
    assert.match((await get('/assets/site-ABC123.css')).headers.get('cache-control') ?? '', /immutable/);
    assert.match((await get('/servico/botox')).headers.get('cache-control') ?? '', /max-age=0/);
  });

  test('images are served with a policy that forbids scripts, even in an SVG opened by its address', async () => {
    const svg = await get('/imagens/logo.1a2b3c4d.svg');
    assert.equal(svg.status, 200);
    assert.equal(svg.headers.get('content-security-policy'), IMAGE_CSP);
    assert.match(svg.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await get('/servico/botox')).headers.get('content-security-policy'), null);
  });

  test('API routes are served by their handler; other methods on pages get 405', async () => {
    assert.equal((await get('/api/contact', { method: 'POST', body: '{}' })).status, 201);
    assert.equal((await get('/api/contact')).status, 405);
    assert.equal((await get('/servico/botox', { method: 'POST' })).status, 405);
  });
});
