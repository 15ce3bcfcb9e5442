/**
 * The server as the operator stops and restarts it: a SIGTERM of a rolling restart lets the request in progress
 * finish (a lead whose body is still arriving is stored, not cut), and a folder with a link out of it is refused with
 * a message instead of being served or stopping the server with Node's error.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../test/support/eventually.ts';
import { UserError } from '../errors/user-error.ts';
import type { ApiRoute } from './api-routes.ts';
import { startServer } from './server.ts';
import { reachesLink } from './site-folder.ts';

function siteFolder(t: { after: (fn: () => void) => void }): { root: string; out: string } {
  const root = mkdtempSync(join(tmpdir(), 'clinic-site-shutdown-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const out = join(root, 'out');
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), '<!DOCTYPE html><title>Início</title>');
  writeFileSync(join(out, '404.html'), '<!DOCTYPE html><title>Não encontrada</title>');
  return { root, out };
}

/** A route that answers 201 with the body it read, as the lead route answers once the lead is stored. */
const echo: ApiRoute = {
  method: 'POST',
  path: '/api/contact',
  handle: async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    res.writeHead(201, { 'Content-Type': 'text/plain' }).end(body);
  },
};

/** Opens a raw connection and sends the request's head and the first part of its body; resolves the rest of it. */
function slowPost(url: string, body: string, firstPart: number) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk) => (answer += chunk));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(answer)).on('close', () => resolve(answer)).on('error', reject);
  });
  socket.write(`POST /api/contact HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, firstPart)}`);
  return { rest: () => socket.write(body.slice(firstPart)), ended, socket };
}

test('a stopping server finishes the request in progress, takes no new connection, and closes kept-alive ones', async (t) => {
  const { out } = siteFolder(t);
  const server = await startServer({ outDir: out, host: '127.0.0.1', port: 0, routes: [echo] });
  const idle = await fetch(`${server.url}/`); // a kept-alive connection with nothing in progress
  assert.equal(idle.status, 200);
  await idle.text();
  const post = slowPost(server.url, 'nome=Ana&telefone=11987654321', 10);
  await new Promise((resolve) => setTimeout(resolve, 100));
  let closed = false;
  const closing = server.close().then(() => (closed = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(closed, false, 'the request in progress holds the close');
  await assert.rejects(fetch(`${server.url}/`, { headers: { Connection: 'close' } }), 'no new connection once stopping');
  post.rest();
  const answer = await post.ended;
  assert.match(answer, /^HTTP\/1\.1 201 /);
  assert.match(answer, /\r\n\r\n[\s\S]*nome=Ana&telefone=11987654321/);
  await closing;
});

test('a request that never ends is cut after the grace period', async (t) => {
  const { out } = siteFolder(t);
  const server = await startServer({ outDir: out, host: '127.0.0.1', port: 0, routes: [echo] });
  const post = slowPost(server.url, 'x'.repeat(100), 10);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  await server.close(300);
  assert.ok(Date.now() - started < 5_000, 'closed after the grace period, not when the client gave up');
  await post.ended;
  post.socket.destroy();
});

test('a link in the site folder, working or broken, is refused by name; nothing outside the folder is served', async (t) => {
  const { root, out } = siteFolder(t);
  writeFileSync(join(root, 'segredo.txt'), 'não deve sair');
  symlinkSync(join(root, 'segredo.txt'), join(out, 'segredo.txt'));
  mkdirSync(join(out, 'imagens'));
  symlinkSync(join(root, 'nao-existe'), join(out, 'imagens', 'quebrado.jpg'));
  await assert.rejects(startServer({ outDir: out, host: '127.0.0.1', port: 0 }), (error: unknown) => {
    assert.ok(error instanceof UserError && error.code === 'SITE_COM_ATALHO');
    assert.match(error.message, /tem atalhos \(links simbólicos\): "imagens\/quebrado\.jpg", "segredo\.txt"\./);
    return true;
  });
});

test('a folder rebuilt with a link while the server runs is served without it, and the log says why', async (t) => {
  const { root, out } = siteFolder(t);
  const lines: string[] = [];
  const server = await startServer({ outDir: out, host: '127.0.0.1', port: 0, log: (line) => lines.push(line) });
  t.after(() => server.close());
  const next = join(root, 'out-next');
  mkdirSync(next);
  writeFileSync(join(next, 'index.html'), '<!DOCTYPE html><title>Nova</title>');
  symlinkSync('/etc/passwd', join(next, 'senha.txt'));
  renameSync(out, join(root, 'out-old'));
  renameSync(next, out);
  await eventually(() => assert.match(lines.join('\n'), /tem um atalho \(link simbólico\): "senha\.txt"/));
  assert.equal((await fetch(`${server.url}/senha.txt`)).status, 404);
  assert.equal((await fetch(`${server.url}/senha`)).status, 404);
  const page = await fetch(`${server.url}/`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<title>Nova<\/title>/);
});

test('a file removed after the file list was made cuts that answer only: the server goes on', async (t) => {
  const { out } = siteFolder(t);
  const lines: string[] = [];
  const server = await startServer({ outDir: out, host: '127.0.0.1', port: 0, log: (line) => lines.push(line) });
  t.after(() => server.close());
  unlinkSync(join(out, 'index.html'));
  await assert.rejects(fetch(`${server.url}/`).then((r) => r.text()));
  assert.match(lines.join('\n'), /arquivo não enviado \(\/\): o arquivo não existe/);
  assert.equal((await fetch(`${server.url}/nada`)).status, 404, 'still answering');
});

test('reachesLink: the link, what is under it, and the names sirv tries for a clean URL', () => {
  const links = ['senha.txt', 'privado', 'servico/botox.html'];
  const cases: [string, boolean][] = [
    ['/senha.txt', true],
    ['/senha%2Etxt', true], // decoded as sirv decodes it
    ['/privado', true],
    ['/privado/', true],
    ['/privado/leads.db', true],
    ['/servico/botox', true],
    ['/servico/botox.html', true],
    ['/servico/botox.html.br', false],
    ['/servico', false],
    ['/servico/botox-2', false],
    ['/', false],
    ['/senha', false],
  ];
  for (const [pathname, expected] of cases) assert.equal(reachesLink(pathname, links), expected, pathname);
  assert.equal(reachesLink('/', ['index.html']), true);
  assert.equal(reachesLink('/servico/botox', ['servico/botox.html.gz']), true);
});
