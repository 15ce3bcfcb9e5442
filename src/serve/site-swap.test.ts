/**
 * `serve` while `build` replaces the folder it serves (the operator rebuilding after a price change): every answer
 * is a whole file of one site or the other, on kept-alive connections too, never a cut connection or one file's length
 * with another file's bytes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSite } from '../write/write-site.ts';
import type { OutFile } from '../render/site-file.ts';
import { startServer } from './server.ts';

const PATHS = ['/', '/servico/botox', '/servico'];

/** Site number `n`: each page's length differs from one site to the next. */
function site(n: number): OutFile[] {
  const page = (title: string) => `<!DOCTYPE html><title>${title} ${n}</title>${'conteúdo '.repeat(200 + 37 * n)}`;
  return [
    ['index.html', page('Início')],
    ['servico.html', page('Serviços')],
    ['servico/botox.html', page('Botox')],
    ['404.html', page('Não encontrada')],
    ['.clinic-site.json', `{"versao":${n}}`],
  ];
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

function get(url: URL, path: string, agent: Agent): Promise<{ status: number; length: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'], body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject).end();
  });
}

test('while builds replace the folder, every answer is a whole file of one site or the other, kept-alive ones too', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'clinic-site-swap-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const out = join(root, 'out');
  const BUILDS = 12;
  const sites = Array.from({ length: BUILDS + 1 }, (_, n) => new Map(site(n).map(([path, text]) => [path, text as string])));
  await writeSite(out, site(0));
  const server = await startServer({ outDir: out, host: '127.0.0.1', port: 0 });
  t.after(() => server.close(0));
  const url = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  t.after(() => agent.destroy());

  let building = true;
  const problems: string[] = [];
  let answers = 0;
  const visitor = async (first: number) => {
    for (let i = first; building; i++) {
      const path = PATHS[i % PATHS.length];
      try {
        const answer = await get(url, path, agent);
        answers++;
        const whole = sites.some((files) => files.get(fileOf(path)) === answer.body);
        if (answer.status !== 200 || !whole || Number(answer.length) !== Buffer.byteLength(answer.body)) {
          problems.push(`${path}: ${answer.status}, Content-Length ${answer.length}, ${Buffer.byteLength(answer.body)} bytes: ${answer.body.slice(0, 40)}…`);
        }
      } catch (error) {
        problems.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  const visitors = Array.from({ length: 6 }, (_, n) => visitor(n));
  for (let n = 1; n <= BUILDS; n++) {
    await writeSite(out, site(n));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  building = false;
  await Promise.all(visitors);
  assert.deepEqual(problems.slice(0, 5), [], `${problems.length} of ${answers} answers were not whole`);
  assert.ok(answers > BUILDS * 20, `${answers} answers during ${BUILDS} builds`);
  // Once the last build is in place, it is what is served.
  const last = await get(url, '/servico/botox', agent);
  assert.equal(last.body, sites[BUILDS].get('servico/botox.html'));
});
