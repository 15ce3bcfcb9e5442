/**
 * The command line as a user meets it, in a real process: whatever the sheets folder holds, `validate` and `build`
 * end in bounded time and memory with exit 0 or 1 and a Portuguese message, never a hang, a stack trace or exit 2.
 * Hostile files are built here from the sample (test/support/zip.ts, test/support/big-workbook.ts).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workbookWithPicture, workbookWithRows } from '../../test/support/big-workbook.ts';
import { overwritten } from '../../test/support/zip.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const SAMPLE = join(ROOT, 'sheets');
const services = readFileSync(join(SAMPLE, 'servicos.xlsx'));
let root = '';
let count = 0;

before(() => (root = mkdtempSync(join(tmpdir(), 'clinic-cli-'))));
after(() => rmSync(root, { recursive: true, force: true }));

// Prints the process's peak memory (kB, worker threads included) as the last line of stderr.
const PEAK_MEMORY = 'data:text/javascript,process.on("exit",()=>process.stderr.write("\\npico-de-memoria-kb="+process.resourceUsage().maxRSS+"\\n"))';

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  peakMb: number;
  seconds: number;
}

/** Runs the CLI as a user does, with a hard time limit (the budget: 30 s). */
function cli(args: string[], timeout = 30_000): Run {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', PEAK_MEMORY, join(ROOT, 'bin/clinic-site.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, NO_COLOR: '1', CI: 'true' },
  });
  const peak = /pico-de-memoria-kb=(\d+)/.exec(result.stderr);
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr.replace(/\npico-de-memoria-kb=\d+\n$/, ''),
    peakMb: peak ? Number(peak[1]) / 1024 : Infinity,
    seconds: (performance.now() - started) / 1000,
  };
}

function sheetsWith(files: Record<string, Uint8Array | string>): string {
  const folder = join(root, `sheets-${count++}`);
  cpSync(SAMPLE, folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}

const noStack = (run: Run) => assert.doesNotMatch(run.stderr + run.stdout, /\n\s+at |Erro interno|error:/, run.stderr);

test('validate and build end with exit 1 and a located message on the copy that made SheetJS loop forever', { timeout: 90_000 }, () => {
  const folder = sheetsWith({ 'servicos.xlsx': overwritten(services, 0.3, [0]) });
  for (const args of [['validate', '--sheets', folder], ['build', '--sheets', folder, '--out', join(root, 'out-hang'), '--quiet']]) {
    const run = cli(args);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /Planilha danificada\n {2}servicos\.xlsx\n {2}O arquivo está danificado ou incompleto/);
    noStack(run);
  }
});

test('a 50 MB workbook is read or refused within 30 s and 1 GB', { timeout: 120_000 }, () => {
  // Big because of a pasted picture: read as usual.
  const picture = cli(['validate', '--sheets', sheetsWith({ 'servicos.xlsx': workbookWithPicture(services, 50) })]);
  assert.equal(picture.status, 0, picture.stderr);
  assert.ok(picture.peakMb < 1024, `${picture.peakMb} MB`);
  // Big because of its rows (random text, which compresses poorly): refused with one problem.
  const bigRows = workbookWithRows(services, 50);
  assert.ok(bigRows.length > 45 * 1024 * 1024, `${bigRows.length} bytes`);
  const rows = cli(['validate', '--sheets', sheetsWith({ 'servicos.xlsx': bigRows })]);
  assert.equal(rows.status, 1, rows.stderr);
  assert.match(rows.stderr, /Aba grande demais\n.*servicos\.xlsx › Serviços/);
  assert.match(rows.stderr, /Aberta, a aba ocupa 10\d MB; o site lê abas de até 80 MB/);
  assert.match(rows.stderr, /1 erro\(s\) e 0 aviso\(s\)/);
  assert.ok(rows.peakMb < 1024, `${rows.peakMb} MB`);
  // The time is in the report of the run, not asserted beyond the budget itself (spawnSync's time-out).
  console.log(`# 50 MB: imagem ${picture.seconds.toFixed(1)} s, ${Math.round(picture.peakMb)} MB; linhas ${rows.seconds.toFixed(1)} s, ${Math.round(rows.peakMb)} MB`);
});

test("commander's own messages and help are in Portuguese, with exit 1 (0 for help)", () => {
  const unknown = cli(['validate', '--formato', 'json']);
  assert.equal(unknown.status, 1);
  assert.equal(
    unknown.stderr,
    '✖ Opção desconhecida: --formato. Você quis dizer --format?\n  O que fazer: Veja os comandos e as opções com "clinic-site --help" (ou "clinic-site <comando> --help").\n',
  );
  const missing = cli(['validate', '--format']);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /^✖ Falta o valor da opção --format <formato>\./);
  const command = cli(['buidl']);
  assert.equal(command.status, 1);
  assert.match(command.stderr, /^✖ Comando desconhecido: buidl\. Você quis dizer build\?/);
  const helpOfUnknown = cli(['help', 'buidl']);
  assert.equal(helpOfUnknown.status, 1);
  assert.match(helpOfUnknown.stderr, /^✖ Comando desconhecido: buidl\. Você quis dizer build\?/);
  assert.equal(cli(['help', 'leads']).status, 0);
  const help = cli(['build', '--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^Uso: clinic-site build \[opções\]\n/);
  assert.match(help.stdout, /\nOpções:\n/);
  assert.match(help.stdout, /pasta de saída \(padrão: "out"\)/);
  assert.match(help.stdout, /-h, --help +mostra esta ajuda/);
  assert.doesNotMatch(help.stdout, /Usage|Options|default|display help/);
});

test('file-system mistakes are exit 1 with a message: --out through a file, a missing --sheets folder', () => {
  const file = join(root, 'um-arquivo');
  writeFileSync(file, 'x');
  const out = cli(['build', '--sheets', SAMPLE, '--out', join(file, 'out'), '--quiet']);
  assert.equal(out.status, 1, out.stderr);
  assert.match(out.stderr, /Não foi possível gravar o site em ".*um-arquivo\/out"/);
  noStack(out);
  // Under /proc a folder cannot be created although its parent exists: Node's recursive mkdir looped there forever.
  if (existsSync('/proc/self')) {
    const proc = cli(['build', '--sheets', SAMPLE, '--out', '/proc/clinic-site-teste/out', '--quiet']);
    assert.equal(proc.status, 1, proc.stderr);
    assert.match(proc.stderr, /Não foi possível gravar o site em "\/proc\/clinic-site-teste\/out": não é possível criar uma pasta nesse lugar\./);
    // The same place for the lead database, and for the text cache (which a build may do without).
    const site = builtSite('site-proc');
    const db = cli(['serve', '--out', site, '--port', '0', '--db', '/proc/clinic-site-teste/leads.db'], 20_000);
    assert.equal(db.status, 1, `${db.stderr} (${db.seconds.toFixed(1)} s; null: still running when killed)`);
    assert.match(db.stderr, /Não foi possível abrir o banco de contatos \/proc\/clinic-site-teste\/leads\.db\./);
    process.env.CLINIC_SITE_TEXT_CACHE = '/proc/clinic-site-teste/textos';
    try {
      const texts = cli(['build', '--sheets', SAMPLE, '--out', join(root, 'site-textos'), '--quiet']);
      assert.equal(texts.status, 0, `${texts.stderr} (${texts.seconds.toFixed(1)} s; null: still running when killed)`);
    } finally {
      delete process.env.CLINIC_SITE_TEXT_CACHE;
    }
  }
  const sheets = cli(['validate', '--sheets', join(root, 'nao-existe')]);
  assert.equal(sheets.status, 1);
  assert.match(sheets.stderr, /Pasta das planilhas não encontrada\n.*\n {2}A pasta ".*nao-existe" não pode ser usada: ela não existe\./);
  // serve before any build: the site folder is missing, or is a file.
  for (const folder of [join(root, 'sem-site'), file]) {
    const serve = cli(['serve', '--out', folder, '--port', '0', '--db', join(root, 'contatos.db')]);
    assert.equal(serve.status, 1, serve.stderr);
    assert.match(serve.stderr, /não há site gerado para servir/);
    assert.match(serve.stderr, /clinic-site build/);
    noStack(serve);
  }
});

test('validate --format json prints one parseable, grouped report for 10,000 pasted rows', { timeout: 60_000 }, () => {
  const rows = Array.from({ length: 10_000 }, (_, i) => `item-${i}`).join('\r\n');
  const folder = sheetsWith({});
  rmSync(join(folder, 'servicos.xlsx'));
  const headers = [
    'Endereço (slug)', 'Título', 'Categoria', 'Descrição curta', 'Preço', 'Duração', 'Recuperação', 'Imagem',
    'Texto da imagem', 'Conteúdo', 'O que está incluído', 'Benefícios', 'Oferta', 'Título SEO', 'Descrição SEO', 'Palavras-chave',
  ];
  writeFileSync(join(folder, 'servicos-servicos.csv'), `${headers.join(';')}\r\n${rows}\r\n`);
  writeFileSync(join(folder, 'servicos-perguntas.csv'), 'Endereço (slug);Pergunta;Resposta\r\n');
  const run = cli(['validate', '--sheets', folder, '--format', 'json']);
  assert.equal(run.status, 1, run.stderr);
  const report = JSON.parse(run.stdout);
  assert.equal(report.ok, false);
  assert.ok(report.problems.length < 100, `${report.problems.length} entries`);
  // One per pasted row (a slug and nothing else: LINHA_COM_VALOR_SOLTO), grouped into one entry.
  assert.ok(report.errors >= 10_000, `${report.errors} errors`);
  assert.ok(report.problems.some((p: { rows?: string }) => p.rows === '2–10.001'));
});

/** A site folder as the build leaves it, in miniature: its metadata file, a page and the images. */
function builtSite(name: string): string {
  const out = join(root, name);
  cpSync(join(SAMPLE, 'imagens'), join(out, 'imagens'), { recursive: true });
  writeFileSync(join(out, 'index.html'), '<!doctype html><title>Início</title>');
  writeFileSync(join(out, '.clinic-site.json'), '{}');
  return out;
}

test('serve refuses a folder the build did not make, and a lead database inside the site, before it opens anything', { timeout: 60_000 }, () => {
  // `serve --out .` in the project folder would publish the sheets and data/leads.db to every visitor.
  const project = join(root, 'projeto');
  mkdirSync(join(project, 'data'), { recursive: true });
  writeFileSync(join(project, 'data', 'leads.db'), 'contatos');
  writeFileSync(join(project, 'index.html'), '<!doctype html><title>Início</title>');
  const here = cli(['serve', '--out', project, '--port', '0', '--db', join(root, 'contatos-projeto.db')]);
  assert.equal(here.status, 1, here.stderr);
  assert.match(here.stderr, /A pasta ".*projeto" não é um site gerado pelo clinic-site \(falta o arquivo \.clinic-site\.json\)/);
  assert.match(here.stderr, /O que fazer: Indique com --out a pasta que o "clinic-site build" gerou/);
  noStack(here);
  assert.equal(existsSync(join(root, 'contatos-projeto.db')), false, 'no database made');
  // A built site with the database kept inside it: downloadable, and the next build would delete it.
  const out = builtSite('site-com-banco');
  // Also through a link to the site folder, and to the site from a link (as the published `current` is one).
  symlinkSync(out, join(root, 'atalho-do-site'));
  symlinkSync(out, join(root, 'site-por-atalho'));
  const cases = [[out, join(out, 'leads.db')], [out, join(out, 'dados', 'leads.db')], [out, join(root, 'atalho-do-site', 'leads.db')], [join(root, 'site-por-atalho'), join(out, 'leads.db')]];
  for (const [folder, db] of cases) {
    const inside = cli(['serve', '--out', folder, '--port', '0', '--db', db]);
    assert.equal(inside.status, 1, inside.stderr);
    assert.match(inside.stderr, /O banco de contatos ".*leads\.db" fica dentro da pasta do site/);
    noStack(inside);
    assert.equal(existsSync(db), false, 'no database made');
  }
});

test('serve on a port already in use ends with exit 1 and the message, not a process left running', { timeout: 60_000 }, async () => {
  const busy = createServer();
  await new Promise<void>((listening) => busy.listen(0, '127.0.0.1', listening));
  const port = (busy.address() as { port: number }).port;
  const out = builtSite('site');
  try {
    const run = cli(['serve', '--out', out, '--host', '127.0.0.1', '--port', String(port), '--db', join(root, 'leads.db')], 20_000);
    assert.equal(run.status, 1, `${run.stderr}\n(${run.seconds.toFixed(1)} s; null: still running when killed)`);
    assert.match(run.stderr, new RegExp(`A porta ${port} já está em uso`));
  } finally {
    busy.close();
  }
});

test('serve with a --host that is not this machine\'s, or a --db through a file: exit 1 and the message', { timeout: 60_000 }, () => {
  const out = builtSite('site-host');
  const elsewhere = cli(['serve', '--out', out, '--host', '10.255.255.1', '--port', '0', '--db', join(root, 'leads-host.db')], 20_000);
  assert.equal(elsewhere.status, 1, elsewhere.stderr);
  assert.match(elsewhere.stderr, /O endereço 10\.255\.255\.1 não é deste computador/);
  noStack(elsewhere);
  const notAFolder = join(root, 'nao-e-pasta');
  writeFileSync(notAFolder, 'anotações');
  const throughFile = cli(['serve', '--out', out, '--port', '0', '--db', join(notAFolder, 'leads.db')], 20_000);
  assert.equal(throughFile.status, 1, throughFile.stderr);
  assert.match(throughFile.stderr, /Não foi possível abrir o banco de contatos/);
  noStack(throughFile);
});

test('publish to an S3 address that refuses: exit 1 and the Portuguese message only, no English warning from the SDK', { timeout: 120_000 }, () => {
  const settings = { CLINIC_SITE_S3_ENDPOINT: 'http://127.0.0.1:1', CLINIC_SITE_S3_ACCESS_KEY_ID: 'x', CLINIC_SITE_S3_SECRET_ACCESS_KEY: 'y' };
  Object.assign(process.env, settings);
  try {
    const run = cli(['publish', '--sheets', sheetsWith({}), '--to', 's3://balde/www'], 90_000);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /Não foi possível publicar em s3:\/\/balde\/www: .*O site no ar continua o mesmo\./);
    assert.doesNotMatch(run.stderr, /Warning|AWS SDK|node >=22/);
  } finally {
    for (const name of Object.keys(settings)) delete process.env[name];
  }
});

test('Ctrl+C during a publication: exit 130 with what became of the live site; the next one removes what it left', { timeout: 120_000 }, async () => {
  const sheets = sheetsWith({});
  const target = join(root, 'www-interrompido');
  const child = spawn(process.execPath, [join(ROOT, 'bin/clinic-site.js'), 'publish', '--sheets', sheets, '--to', target], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  // Interrupted while it builds: once its temporary folder exists, its Ctrl+C handler is in place.
  const scratch = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`clinic-site-publicar-${child.pid}-`));
  const deadline = Date.now() + 60_000;
  while (!scratch().length && Date.now() < deadline) await new Promise((tick) => setTimeout(tick, 20));
  assert.ok(scratch().length, 'a publicação não começou');
  child.kill('SIGINT');
  assert.equal(await exited, 130, stderr);
  assert.match(stderr, /Publicação interrompida \(Ctrl\+C\): nada foi enviado; o site no ar em .* continua o mesmo\./);
  assert.ok(!existsSync(join(target, 'current')));

  const next = cli(['publish', '--sheets', sheets, '--to', target], 90_000);
  assert.equal(next.status, 0, next.stderr);
  assert.deepEqual(scratch(), [], 'a pasta temporária da publicação interrompida ficou');
  assert.ok(existsSync(join(target, 'current', 'index.html')));
});

test('init where no folder can be made (/proc): exit 1 and a message at once, not a process that never ends', { skip: !existsSync('/proc/self') && 'sem /proc' }, () => {
  const run = cli(['init', '/proc/planilhas-da-clinica'], 20_000);
  assert.equal(run.status, 1, `${run.stderr}\n(${run.seconds.toFixed(1)} s; null: still running when killed)`);
  assert.match(run.stderr, /Não foi possível criar a pasta "\/proc\/planilhas-da-clinica"/);
});
