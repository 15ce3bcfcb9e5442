/**
 * `build --date` and the blog's scheduled articles as the operator sees them: the summary line, the JSON summary,
 * and a bad date as a user error (exit 1, no stack trace).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliAll } from '../../../test/support/run-cli.ts';
import { onInterrupt } from './build.ts';

const SHEETS = new URL('../../../sheets/', import.meta.url).pathname;
let dir = '';
before(() => (dir = mkdtempSync(join(tmpdir(), 'clinic-site-build-date-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

const run = runCliAll;

test('articles dated after --date are left out and named in the summary; they appear from their date on', async () => {
  const out = join(dir, 'setembro');
  const [code, stdout] = await run(['build', '--sheets', SHEETS, '--out', out, '--date', '01/09/2026']);
  assert.equal(code, 0);
  assert.match(stdout, /Artigos agendados \(ainda fora do site\): "Rotina de cuidados com a pele: o essencial, passo a passo" em 10 de setembro de 2026; "Preenchimento e toxina botulínica: qual é a diferença" em 8 de outubro de 2026\./);
  assert.ok(!existsSync(join(out, 'blog', 'rotina-de-cuidados-com-a-pele.html')));
  assert.ok(existsSync(join(out, 'blog', 'tratamentos-corporais-expectativas-realistas.html')));

  const later = join(dir, 'outubro');
  const [again, json] = await run(['build', '--sheets', SHEETS, '--out', later, '--date', '2026-10-08', '--json']);
  assert.equal(again, 0);
  assert.deepEqual(JSON.parse(json).scheduled, []);
  assert.ok(existsSync(join(later, 'blog', 'preenchimento-e-toxina-botulinica-diferencas.html')));
});

test('SOURCE_DATE_EPOCH fixes the date when --date is not given', async () => {
  const previous = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = String(Date.UTC(2026, 5, 1, 12) / 1000);
  try {
    const [code, json] = await run(['build', '--sheets', SHEETS, '--out', join(dir, 'epoch'), '--json']);
    assert.equal(code, 0);
    assert.equal(JSON.parse(json).scheduled.length, 5); // 4 de junho, 2 de julho, 6 de agosto, 10 de setembro, 8 de outubro
  } finally {
    if (previous === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = previous;
  }
});

test('a date that is not a date is a user error: exit 1, a pt-BR hint, nothing built', async () => {
  const out = join(dir, 'invalida');
  const [code, , stderr] = await run(['build', '--sheets', SHEETS, '--out', out, '--date', '31/02/2026']);
  assert.equal(code, 1);
  assert.match(stderr, /A data "31\/02\/2026" não é válida\./);
  assert.match(stderr, /O que fazer: Use --date 12\/03\/2026/);
  assert.doesNotMatch(stderr, /at .*\.ts:\d+/);
  assert.ok(!existsSync(out));
});

test('an --out that is a file, a named pipe or a device is a user error at once (build and dev), before anything is read', async () => {
  const file = join(dir, 'arquivo.txt');
  writeFileSync(file, 'anotações');
  const pipe = join(dir, 'canal');
  assert.equal(spawnSync('mkfifo', [pipe]).status, 0);
  for (const out of [file, pipe, '/dev/null']) {
    const [code, , stderr] = await run(['build', '--sheets', SHEETS, '--out', out]);
    assert.equal(code, 1, `${out}: ${stderr}`);
    assert.match(stderr, /Não foi possível gravar o site em ".*": esse caminho é um arquivo, não uma pasta\./, out);
    assert.doesNotMatch(stderr, /Erro interno|at .*:\d+/, out);
  }
  // --json says it on stdout too (dev's rebuild in a child reads it there).
  const [jsonCode, stdout] = await run(['build', '--sheets', SHEETS, '--out', file, '--json']);
  assert.equal(jsonCode, 1);
  const summary = JSON.parse(stdout);
  assert.equal(summary.ok, false);
  assert.equal(summary.error.code, 'SAIDA_IMPOSSIVEL');
  assert.match(summary.error.message, /esse caminho é um arquivo, não uma pasta\./);
  assert.match(summary.error.hint, /--out/);
  // dev's working folder too, before its first build: said as build says it, not as an internal error.
  const [code, , stderr] = await run(['dev', '--sheets', SHEETS, '--out', file, '--port', '0']);
  assert.equal(code, 1, stderr);
  assert.match(stderr, /esse caminho é um arquivo, não uma pasta\./);
  assert.doesNotMatch(stderr, /Erro interno/);
  assert.equal(readFileSync(file, 'utf8'), 'anotações', 'the file is left as it was');
});

test('Ctrl+C: the build says the output folder is as it was and ends with 130; the next build clears what it left', async () => {
  const said: string[] = [];
  let code: number | undefined;
  onInterrupt(SHEETS.replace(/\/$/, ''), (text) => said.push(text), (exit) => (code = exit))();
  assert.deepEqual([said.join(''), code], [`\nGeração interrompida (Ctrl+C): nada mudou em ${SHEETS}; o site que estava lá continua como estava.\n`, 130]);
  said.length = 0;
  onInterrupt(join(dir, 'nunca'), (text) => said.push(text), () => {})();
  assert.match(said.join(''), /nada mudou em .*nunca\/; nenhum site foi gravado\.\n$/);

  // An interrupted build leaves its half-written copy beside out/, named after a process that is gone.
  const out = join(dir, 'interrompido');
  const leftover = join(dir, '.interrompido.novo-999999999');
  mkdirSync(join(leftover, 'servico'), { recursive: true });
  writeFileSync(join(leftover, 'servico', 'botox.html'), '<p>metade');
  const [built] = await run(['build', '--sheets', SHEETS, '--out', out, '--quiet']);
  assert.equal(built, 0);
  assert.equal(existsSync(leftover), false);
});

test('a site folder and a sheets folder inside one another are refused at once (build and dev): nothing is written or deleted', async () => {
  const project = join(dir, 'juntas');
  const sheets = join(project, 'sheets');
  cpSync(SHEETS, sheets, { recursive: true });
  const before = readdirSync(sheets).sort();
  for (const [args, what] of [
    [['build', '--sheets', sheets, '--out', join(sheets, 'publico')], 'the site inside the sheets'],
    [['build', '--sheets', sheets, '--out', project], 'the sheets inside the site'],
    [['dev', '--sheets', sheets, '--out', join(sheets, 'previa'), '--port', '0'], 'dev, the preview inside the sheets'],
  ] as const) {
    const [code, , stderr] = await run([...args]);
    assert.equal(code, 1, `${what}: ${stderr}`);
    assert.match(stderr, /A pasta do site ".*" e a das planilhas ".*sheets" estão uma dentro da outra/, what);
    assert.doesNotMatch(stderr, /Erro interno/, what);
  }
  assert.deepEqual(readdirSync(sheets).sort(), before, 'the sheets folder is as it was');
});
