import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { problem } from '../errors/problems.ts';
import { startServer } from '../serve/server.ts';
import { injectIntoHtmlResponses } from './html-injection.ts';
import { devSnippet, injectSnippet, noticeHtml, overlayHtml, staleNotices } from './overlay.ts';
import { isIgnoredFile } from './watch-sources.ts';

const priceProblem = problem('PRECO_INVALIDO', {}, { file: 'servicos.xlsx', sheet: 'Serviços', row: 14, column: 'Preço', cell: 'E14' }, {
  value: '<b>R$ abc</b>',
  row: { headers: ['Endereço (slug)', 'Preço'], values: ['botox', '<b>R$ abc</b>'], column: 1 },
});

describe('injectSnippet', () => {
  const cases: [html: string, expected: string][] = [
    ['<html><body><p>x</p></body></html>', '<html><body><p>x</p>S</body></html>'],
    ['<body><p>&lt;/body&gt;</p></body></html>\n', '<body><p>&lt;/body&gt;</p>S</body></html>\n'],
    ['<p>sem body</p>', '<p>sem body</p>S'],
  ];
  for (const [html, expected] of cases) test(JSON.stringify(html), () => assert.equal(injectSnippet(html, 'S'), expected));
});

describe('overlay', () => {
  test('no overlay when the last rebuild worked', () => assert.equal(overlayHtml(null), ''));

  test('names the cell, the row and the hint, with the values escaped', () => {
    const html = overlayHtml({ kind: 'sheets', problems: [priceProblem] });
    assert.match(html, /role="alert"/);
    assert.match(html, /Preço não reconhecido/);
    assert.match(html, /servicos\.xlsx › Serviços › linha 14, coluna &quot;Preço&quot; \(E14\)/);
    assert.match(html, /&lt;b&gt;R\$ abc&lt;\/b&gt;/);
    assert.doesNotMatch(html, /<b>R\$/);
    assert.match(html, /O que fazer: Escreva só o valor/);
  });

  test('warnings alone are not listed as what broke the build', () => {
    const warning = { ...priceProblem, severity: 'warning' as const, title: 'Só um aviso' };
    assert.doesNotMatch(overlayHtml({ kind: 'sheets', problems: [warning, priceProblem] }), /Só um aviso/);
  });

  test("a folder that cannot be written is the machine's: its message and hint, escaped, never 'Erro interno'", () => {
    const html = overlayHtml({ kind: 'machine', message: 'Não foi possível gravar o site em "<out>": o disco está cheio.', hint: 'Libere espaço.' });
    assert.match(html, /O site não pôde ser gravado/);
    assert.match(html, /em &quot;&lt;out&gt;&quot;: o disco está cheio\./);
    assert.match(html, /O que fazer: Libere espaço\./);
    assert.match(html, /Não é um problema nas planilhas/);
    assert.doesNotMatch(html, /Erro interno|Corrija e salve a planilha/);
  });

  test('the script cannot be closed early by what it carries', () => {
    const snippet = devSnippet({ buildId: 3, failure: { kind: 'bug', text: '</script><script>alert(1)</script>' } });
    const script = snippet.slice(snippet.indexOf('<script data-clinic-site-dev>'));
    assert.equal(script.match(/<\/script>/g)?.length, 1);
    assert.match(script, /const shown = 3;/);
  });
});

describe('stale-content notice', () => {
  const kept = problem('FONTE_COPIA_GUARDADA', { workbook: 'servicos', age: '2 horas', reason: '<o servidor não respondeu>' }, { file: 'fontes.txt', row: 1 });
  test('only the warnings that say the site shows an older copy', () => {
    assert.deepEqual(staleNotices([{ ...priceProblem, severity: 'warning' }, kept]), [kept]);
    assert.equal(noticeHtml([]), '');
  });
  test('names the fontes.txt line, escapes the reason, and is in the snippet', () => {
    const html = noticeHtml([kept]);
    assert.match(html, /fontes\.txt › linha 1/);
    assert.match(html, /&lt;o servidor não respondeu&gt;/);
    assert.ok(devSnippet({ buildId: 1, failure: null, notices: [kept] }).includes(html));
  });
});

describe('isIgnoredFile', () => {
  const cases: [name: string, ignored: boolean][] = [
    ['servicos.xlsx', false],
    ['imagens/botox.jpg', false],
    ['servicos-servicos.csv', false],
    ['pages/Service.tsx', false],
    ['~$servicos.xlsx', true],
    ['.~lock.servicos.xlsx#', true],
    ['.servicos.xlsx.swp', true],
    ['servicos.xlsx~', true],
    ['parse/price.test.ts', true],
  ];
  for (const [name, ignored] of cases) test(`${name} → ${ignored ? 'ignored' : 'watched'}`, () => assert.equal(isIgnoredFile(name), ignored));
});

describe('injectIntoHtmlResponses through the real site server', () => {
  test('HTML gets the snippet with its new length, no 304 and no content policy; other files are untouched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-site-inject-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><html><body><p>Início</p></body></html>');
    writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><html><body><p>Ops! Página não encontrada.</p></body></html>');
    writeFileSync(join(dir, 'assets', 'site-A1.css'), 'body{}');
    const server = await startServer({ outDir: dir, host: '127.0.0.1', port: 0, dev: true });
    const [serveSite] = server.server.listeners('request') as ((...args: unknown[]) => void)[];
    server.server.removeAllListeners('request');
    server.server.on('request', (req, res) => {
      injectIntoHtmlResponses(req, res, () => '<i>dev</i>');
      serveSite(req, res);
    });
    try {
      const page = await fetch(`${server.url}/`, { headers: { 'If-None-Match': '*' } });
      const body = await page.text();
      assert.equal(page.status, 200);
      assert.equal(body, '<!DOCTYPE html><html><body><p>Início</p><i>dev</i></body></html>');
      assert.equal(Number(page.headers.get('content-length')), Buffer.byteLength(body));
      assert.equal(page.headers.get('cache-control'), 'no-store');
      assert.equal(page.headers.get('content-security-policy'), null, 'the snippet is inline: the pages\' policy would stop it');
      const missing = await fetch(`${server.url}/qualquer`);
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /Ops! Página não encontrada\.<\/p><i>dev<\/i>/);
      const css = await fetch(`${server.url}/assets/site-A1.css`);
      assert.equal(await css.text(), 'body{}');
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('overlay: ten thousand copies of one problem are one entry with their rows, not a page of megabytes', () => {
  const problems = Array.from({ length: 10_000 }, (_, i) =>
    problem('VALOR_OBRIGATORIO', { column: 'Título', description: 'O nome.' }, { file: 'servicos.xlsx', sheet: 'Serviços', row: i + 2, column: 'Título' }),
  );
  const html = overlayHtml({ kind: 'sheets', problems });
  assert.ok(html.length < 10_000, `${html.length} characters`);
  assert.match(html, /linhas 2–10\.001, coluna &quot;Título&quot; \(10\.000 vezes\)|linhas 2–10\.001, coluna "Título" \(10\.000 vezes\)/);
});
