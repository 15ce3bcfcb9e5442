/**
 * Damaged, disguised and oversized workbooks: each must end quickly in one located problem (or be read, when it is
 * only odd), never hang, crash or take the machine's memory. The files are built here from the sample (no binary
 * fixtures): test/support/zip.ts writes zips with any content and any declared size.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editZip, overwritten, readZip, writeZip } from '../../test/support/zip.ts';
import { workbookWithLargeTab, workbookWithQuestions } from '../../test/support/big-workbook.ts';
import { sheetsFolderWith } from '../../test/support/program-fixtures.ts';
import { readSheets } from './read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { recordsFromRows } from '../validate/table-records.ts';
import { readWorkbooks } from './workbook.ts';
import { inspectWorkbookFile } from './workbook-file.ts';
import { earlyWorkbookJobs } from './early-read.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;
const services = readFileSync(join(SAMPLE, 'servicos.xlsx'));
let root = '';
let count = 0;

before(() => (root = mkdtempSync(join(tmpdir(), 'clinic-hostile-'))));
after(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the sample sheets folder with `servicos.xlsx` (or another file) replaced. */
function sheetsWith(files: Record<string, Uint8Array | string | null>): string {
  const folder = join(root, `set-${count++}`);
  cpSync(SAMPLE, folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    if (content === null) unlinkSync(join(folder, name));
    else writeFileSync(join(folder, name), content);
  }
  return folder;
}

const LIMITS = { timeLimitMs: 10_000, memoryLimitMb: 640 };
const codes = (folder: string) => readSheets(folder, { limits: LIMITS }).problems.map((p) => `${p.code} ${p.location.file}`);

test('a copy with 4 KB of zeros in the middle (which sent SheetJS into an endless loop) is one located problem', { timeout: 60_000 }, () => {
  const folder = sheetsWith({ 'servicos.xlsx': overwritten(services, 0.3, [0]) });
  const set = readSheets(folder, { limits: LIMITS });
  assert.deepEqual(set.problems.map((p) => [p.code, p.location.file]), [['PLANILHA_DANIFICADA', 'servicos.xlsx']]);
  assert.equal(set.problems[0].message, 'O arquivo está danificado ou incompleto e não pode ser aberto.');
  assert.ok(set.tables.tratamentos.tratamentos, 'the other workbooks are still read');
});

test('other overwritten patterns and places end in the same problem, never in a hang', { timeout: 120_000 }, () => {
  const patterns = [[0xff], [0x55], [0x41, 0x42, 0x43], Array.from({ length: 256 }, (_, i) => i), [0x50, 0x4b, 0x03, 0x04]];
  for (const pattern of patterns) {
    for (const fraction of [0.2, 0.5, 0.7]) {
      const folder = sheetsWith({ 'servicos.xlsx': overwritten(services, fraction, pattern) });
      assert.deepEqual(codes(folder), ['PLANILHA_DANIFICADA servicos.xlsx'], `${pattern.slice(0, 4)} at ${fraction}`);
    }
  }
});

test('a workbook that takes longer than the time limit is stopped, and the next one is read in a new thread', { timeout: 60_000 }, () => {
  const parts = inspectWorkbookFile(services);
  assert.ok(Array.isArray(parts));
  const results = readWorkbooks([{ bytes: services, parts }, { bytes: services, parts }], { timeLimitMs: 1, memoryLimitMb: 640 });
  assert.deepEqual(results.map((r) => (r.ok ? 'ok' : r.failure)), ['limite', 'limite']);
  const again = readWorkbooks([{ bytes: services, parts }], LIMITS);
  assert.equal(again[0].ok, true);
});

test('a workbook that exhausts the reading thread\'s memory is one problem at once, not after the clock limit', { timeout: 120_000 }, () => {
  const workbook = workbookWithQuestions(services, 50_000);
  const parts = inspectWorkbookFile(workbook);
  assert.ok(Array.isArray(parts));
  // Far more time than the reading needs: only the end of the thread can stop the wait early (the clock limit is
  // three times the time limit, 180 s, past this test's timeout).
  const started = Date.now();
  const [read] = readWorkbooks([{ bytes: workbook, parts }], { timeLimitMs: 60_000, memoryLimitMb: 48, oneThread: true });
  const waited = Date.now() - started;
  assert.equal(read.ok, false);
  assert.equal(!read.ok && read.failure, 'limite');
  assert.ok(waited < 60_000, `waited ${waited} ms`);
  // The next workbook is read in a new thread, under the usual limits.
  const sampleParts = inspectWorkbookFile(services);
  assert.ok(Array.isArray(sampleParts));
  const [sample] = readWorkbooks([{ bytes: services, parts: sampleParts }], LIMITS);
  assert.ok(sample.ok);
});

test('one stray cell in XFD1048576 (and a dimension that claims the whole sheet) reads in a moment', { timeout: 60_000 }, () => {
  const stray = editZip(services, (name, xml) =>
    name === 'xl/worksheets/sheet1.xml'
      ? xml
          .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>')
          .replace('</sheetData>', '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>')
      : xml,
  );
  const before = process.memoryUsage().rss;
  const set = readSheets(sheetsWith({ 'servicos.xlsx': stray }), { limits: LIMITS });
  assert.ok(process.memoryUsage().rss - before < 200 * 1024 * 1024, 'no dense grid of the claimed range');
  assert.equal(set.tables.servicos.servicos!.rows.length, 60);
  assert.deepEqual(set.problems.map((p) => [p.code, p.location.cell, p.severity]), [['CELULAS_FORA_DA_TABELA', 'XFD1048576', 'warning']]);

  const farRight = editZip(services, (name, xml) =>
    name === 'xl/worksheets/sheet1.xml' ? xml.replace('<row r="5" xml:space="preserve">', '<row r="5" xml:space="preserve"><c r="XFD5" t="inlineStr"><is><t>x</t></is></c>') : xml,
  );
  const right = readSheets(sheetsWith({ 'servicos.xlsx': farRight }), { limits: LIMITS });
  assert.equal(right.tables.servicos.servicos!.headers.length, 16);
  assert.deepEqual(right.problems.map((p) => [p.code, p.location.cell, p.severity]), [['CELULAS_FORA_DA_TABELA', 'XFD5', 'warning']]);

  const claimOnly = editZip(services, (name, xml) => xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'));
  const plain = readSheets(sheetsWith({ 'servicos.xlsx': claimOnly }), { limits: LIMITS });
  assert.deepEqual(plain.problems, []);
  assert.equal(plain.tables.servicos.servicos!.rows.length, 60);
});

test('files that are not workbooks under a workbook name get their own message', { timeout: 60_000 }, () => {
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Endereço (slug)\tPreço\r\nbotox\t400\r\n', 'utf16le')]);
  const ole = (extra: Buffer) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), extra]);
  const cases: [string, Uint8Array, string, RegExp][] = [
    ['empty', new Uint8Array(0), 'PLANILHA_VAZIA', /vazio \(0 bytes\)/],
    ['CSV renamed', Buffer.from('Endereço (slug);Preço\r\nbotox;400\r\n', 'latin1'), 'PLANILHA_EM_TEXTO', /extensão \.xlsx, mas é um texto separado por ";"/],
    ['Texto Unicode renamed', utf16, 'PLANILHA_EM_TEXTO', /separado por tabulações/],
    // A note saved under the workbook's name has no columns: calling it a CSV would send staff to rename it.
    ['a note renamed', Buffer.from('Lembrete: atualizar os preços do botox em março.\r\n', 'utf8'), 'PLANILHA_TEXTO_SEM_COLUNAS', /extensão \.xlsx, mas é um texto comum, sem colunas/],
    ['old .xls renamed', ole(Buffer.from('Workbook', 'utf16le')), 'PLANILHA_XLS', /formato antigo do Excel/],
    ['password-protected', ole(Buffer.from('EncryptionInfo', 'utf16le')), 'PLANILHA_PROTEGIDA', /protegida por senha/],
    ['cut short', services.subarray(0, services.length >> 1), 'PLANILHA_DANIFICADA', /danificado ou incompleto/],
    ['a JPEG renamed', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), 'PLANILHA_DANIFICADA', /danificado/],
  ];
  for (const [name, bytes, code, message] of cases) {
    const set = readSheets(sheetsWith({ 'servicos.xlsx': bytes }), { limits: LIMITS });
    assert.deepEqual(set.problems.map((p) => `${p.code} ${p.location.file}`), [`${code} servicos.xlsx`], name);
    assert.match(set.problems[0].message, message, name);
    assert.doesNotMatch(`${set.problems[0].message} ${set.problems[0].hint}`, /[A-Z][a-z]+ (size|file|zip|compressed)/i, name);
    // Whoever saved it may use any program: the way to save as .xlsx is given for each, not for Excel alone.
    if (code === 'PLANILHA_XLS' || code === 'PLANILHA_EM_TEXTO') {
      for (const program of ['No Excel:', 'No LibreOffice:', 'No Google Planilhas:']) assert.ok(set.problems[0].hint.includes(program), `${name}: ${program}`);
    }
  }
});

test('an .ods saved with a password by LibreOffice ("Salvar com senha") is named as protected, not as damaged', { timeout: 60_000 }, () => {
  // LibreOffice encrypts the parts one by one inside an ordinary zip; only its manifest says so.
  const folder = sheetsFolderWith({ 'servicos.ods': 'senha-servicos.ods' });
  try {
    const set = readSheets(folder, { limits: LIMITS });
    const file = set.problems.filter((p) => p.location.file === 'servicos.ods');
    assert.deepEqual(file.map((p) => p.code), ['PLANILHA_PROTEGIDA']);
    assert.match(file[0].hint, /LibreOffice: Arquivo › Salvar como, desmarque "Salvar com senha"/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a zip bomb is refused without being expanded: by its declared size, or when a part lies about it', { timeout: 60_000 }, () => {
  const parts = readZip(services);
  const huge = writeZip([...parts, { name: 'xl/media/image1.png', data: Buffer.alloc(16), declaredSize: 200 * 1024 * 1024 }]);
  const set = readSheets(sheetsWith({ 'servicos.xlsx': huge }), { limits: LIMITS });
  assert.deepEqual(set.problems.map((p) => p.code), ['PLANILHA_DANIFICADA']);
  // 64 MB of zeros declared as 1 KB: the directory looks fine, the data would expand 65,000 times.
  const liar = writeZip([...parts, { name: 'xl/media/image1.png', data: Buffer.alloc(64 * 1024 * 1024), declaredSize: 1024 }]);
  const before = process.memoryUsage().rss;
  assert.deepEqual(codes(sheetsWith({ 'servicos.xlsx': liar })), ['PLANILHA_DANIFICADA servicos.xlsx']);
  assert.ok(process.memoryUsage().rss - before < 300 * 1024 * 1024);
  // Honest but enormous: 180 MB (compressed well) is more than the build may expand.
  const declaredHuge = writeZip([...parts, ...Array.from({ length: 3 }, (_, i) => ({ name: `xl/media/f${i}.bin`, data: Buffer.alloc(60 * 1024 * 1024, 0x20) }))]);
  const refused = readSheets(sheetsWith({ 'servicos.xlsx': declaredHuge }), { limits: LIMITS });
  assert.deepEqual(refused.problems.map((p) => p.code), ['PLANILHA_GRANDE_DEMAIS']);
  assert.match(refused.problems[0].message, /ocuparia 181 MB; o limite é 160 MB/);
});

test('two versions of one workbook (.xlsx next to .ods, or next to a CSV set) are an error naming both', () => {
  const set = readSheets(sheetsWith({ 'servicos.ods': services }), { limits: LIMITS });
  assert.deepEqual(set.problems.map((p) => p.code), ['PLANILHA_REPETIDA']);
  assert.match(set.problems[0].message, /"servicos": "servicos\.ods", "servicos\.xlsx"/);
  assert.equal(set.tables.servicos.servicos, null, 'neither version is used');
  const withCsv = readSheets(sheetsWith({ 'servicos-perguntas.csv': 'Endereço (slug);Pergunta;Resposta\r\n' }), { limits: LIMITS });
  assert.match(withCsv.problems[0].message, /"servicos-perguntas\.csv", "servicos\.xlsx"/);
});

test('hidden rows are read, with a warning that names them', () => {
  const hidden = editZip(services, (name, xml) =>
    name === 'xl/worksheets/sheet1.xml' ? xml.replace(/<row r="(5|6|7|9)"/g, '<row r="$1" hidden="1"') : xml,
  );
  const set = readSheets(sheetsWith({ 'servicos.xlsx': hidden }), { limits: LIMITS });
  assert.equal(set.tables.servicos.servicos!.rows.length, 60);
  assert.deepEqual(set.problems.map((p) => [p.code, p.severity, p.location.sheet, p.location.row]), [['LINHAS_OCULTAS', 'warning', 'Serviços', 5]]);
  assert.equal(set.problems[0].message, 'As linhas 5–7, 9 estão ocultas na planilha, mas vão para o site como as outras.');
});

test('a row hidden in an .ods saved by LibreOffice gets the same warning as in an .xlsx', () => {
  const folder = sheetsFolderWith({ 'servicos.ods': 'linha-oculta-servicos.ods' });
  try {
    const set = readSheets(folder);
    const hidden = set.problems.filter((p) => p.code === 'LINHAS_OCULTAS');
    assert.deepEqual(hidden.map((p) => [p.severity, p.location.file, p.location.sheet, p.location.row]), [['warning', 'servicos.ods', 'Serviços', 3]]);
    assert.equal(set.tables.servicos.servicos!.rows.length, 3, 'the hidden row is read like the others');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a hidden column is read, with a warning naming it; a hidden column the site does not read or an empty one is not named', () => {
  // Staff hide "Oferta" (M) to withdraw the offers, and an empty column (Q, titled "Rascunho") beside the table.
  const hidden = editZip(services, (name, xml) => {
    if (name !== 'xl/worksheets/sheet1.xml') return xml;
    return xml
      .replace('<col min="13" max="13" width="60.83203125" customWidth="1"/>', '<col min="13" max="13" width="60.83203125" customWidth="1" hidden="1"/><col min="17" max="17" width="9" hidden="1"/>')
      .replace('</c></row>', '</c><c r="Q1" t="str"><v>Rascunho</v></c></row>');
  });
  const set = readSheets(sheetsWith({ 'servicos.xlsx': hidden }), { limits: LIMITS });
  assert.deepEqual(set.tables.servicos.servicos!.hiddenColumns, [12, 16]);
  const problems = validateSheets(set).problems.filter((p) => p.code !== 'COLUNA_DESCONHECIDA');
  assert.deepEqual(problems.map((p) => [p.code, p.severity, p.location.sheet, p.location.cell]), [['COLUNAS_OCULTAS', 'warning', 'Serviços', 'M1']]);
  assert.equal(problems[0].message, 'A coluna "Oferta" está oculta na planilha, mas o que está nela vai para o site como o resto.');
});

test('a column hidden in an .ods saved by LibreOffice gets the same warning as in an .xlsx', () => {
  const folder = sheetsFolderWith({ 'servicos.ods': 'coluna-oculta-servicos.ods' });
  try {
    const table = readSheets(folder).tables.servicos.servicos!;
    assert.deepEqual(table.hiddenColumns, [3]);
    const warning = recordsFromRows(table, 'servicos').problems.filter((p) => p.code === 'COLUNAS_OCULTAS');
    assert.deepEqual(warning.map((p) => [p.location.file, p.location.cell, p.message]), [
      ['servicos.ods', 'D1', 'A coluna "O que está incluído" está oculta na planilha, mas o que está nela vai para o site como o resto.'],
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a hidden tab the site reads is read, with a warning naming it', () => {
  // Staff hide "Perguntas" to take the questions off the site.
  const hidden = editZip(services, (name, xml) => {
    if (name === 'xl/workbook.xml') return xml.replace('<sheet name="Perguntas"', '<sheet name="Perguntas" state="hidden"');
    return xml;
  });
  const set = readSheets(sheetsWith({ 'servicos.xlsx': hidden }), { limits: LIMITS });
  assert.ok(set.tables.servicos.perguntas!.rows.length > 0, 'its rows are read like the others');
  assert.deepEqual(set.problems.map((p) => [p.code, p.severity, p.location.file, p.location.sheet]), [['ABA_OCULTA', 'warning', 'servicos.xlsx', 'Perguntas']]);
  assert.equal(set.problems[0].message, 'A aba "Perguntas" está oculta na planilha, mas o que está nela vai para o site como o resto.');
});

test('a tab hidden in an .ods saved by LibreOffice gets the same warning as in an .xlsx', () => {
  const folder = sheetsFolderWith({ 'servicos.ods': 'aba-oculta-servicos.ods' });
  try {
    const hidden = readSheets(folder).problems.filter((p) => p.code === 'ABA_OCULTA');
    assert.deepEqual(hidden.map((p) => [p.location.file, p.location.sheet]), [['servicos.ods', 'Perguntas']]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('in an .ods, rows in an outline group are counted once, and a percentage reads as the program showed it', () => {
  const folder = sheetsFolderWith({ 'servicos.ods': 'grupo-e-oculta-servicos.ods' });
  try {
    const set = readSheets(folder);
    const hidden = set.problems.filter((p) => p.code === 'LINHAS_OCULTAS');
    assert.deepEqual(hidden.map((p) => p.location.row), [4]);
    // LibreOffice saved it in English (the machine's C locale): the text it showed, not swapped into 12,5%.
    assert.equal(set.tables.servicos.servicos!.rows[0].cells[5], '12.5%');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a named pipe, a device or a file larger than any workbook under a sheet\'s name is refused at once, unread', { timeout: 30_000 }, () => {
  const pipe = (folder: string, name: string) => {
    const made = spawnSync('mkfifo', [join(folder, name)]);
    assert.equal(made.status, 0, String(made.stderr));
  };
  const large = (folder: string, name: string, bytes: number) => {
    writeFileSync(join(folder, name), '');
    truncateSync(join(folder, name), bytes); // sparse: no disk used
  };
  const cases: [string, (folder: string) => void, string, RegExp][] = [
    // Nothing writes to the pipe: reading it would wait forever.
    ['a named pipe', (folder) => pipe(folder, 'servicos.xlsx'), 'servicos.xlsx', /não é um arquivo comum, e sim um dispositivo ou um canal do sistema/],
    // A link to /dev/zero never ends: reading it would fill the memory.
    ['a link to a device', (folder) => symlinkSync('/dev/zero', join(folder, 'servicos.xlsx')), 'servicos.xlsx', /não é um arquivo comum/],
    ['a video under the name', (folder) => large(folder, 'servicos.xlsx', 3 * 2 ** 30), 'servicos.xlsx', /o arquivo tem 3072 MB, e uma planilha pode ter até 160 MB/],
    ['a CSV that is a pipe', (folder) => pipe(folder, 'protocolos.csv'), 'protocolos.csv', /não é um arquivo comum/],
    ['a CSV of 100 MB', (folder) => large(folder, 'protocolos.csv', 100 * 2 ** 20), 'protocolos.csv', /o arquivo tem 100 MB, e um CSV pode ter até 80 MB/],
  ];
  for (const [name, make, file, message] of cases) {
    const csv = file.endsWith('.csv');
    const folder = sheetsWith(csv ? { 'protocolos.xlsx': null, 'protocolos-perguntas.csv': 'Endereço (slug);Pergunta;Resposta\r\n' } : { 'servicos.xlsx': null });
    make(folder);
    const started = Date.now();
    assert.equal(earlyWorkbookJobs(folder), null, `${name}: the early read leaves it to the read stage`);
    const set = readSheets(folder, { limits: LIMITS });
    assert.ok(Date.now() - started < 10_000, `${name}: took ${Date.now() - started} ms`);
    const found = set.problems.filter((p) => p.location.file === file);
    assert.deepEqual(found.map((p) => p.code), ['ARQUIVO_ILEGIVEL'], name);
    assert.match(found[0]!.message, message, name);
  }
});

test('a dangling link or an unreadable file in the images folder is a warning, not a crash', () => {
  const folder = sheetsWith({});
  symlinkSync(join(folder, 'nao-existe.jpg'), join(folder, 'imagens', 'atalho.jpg'));
  const set = readSheets(folder, { limits: LIMITS });
  assert.deepEqual(set.problems.map((p) => [p.code, p.severity, p.location.file]), [['IMAGEM_ILEGIVEL', 'warning', 'imagens/atalho.jpg']]);
  assert.match(set.problems[0].message, /não existe/);
});

test('a sheets "folder" that is a file is reported as such', () => {
  const file = join(root, 'arquivo.txt');
  writeFileSync(file, 'x');
  const set = readSheets(file);
  assert.deepEqual(set.problems.map((p) => p.code), ['PASTA_AUSENTE']);
  assert.match(set.problems[0].message, /é um arquivo, não uma pasta/);
});

test('a CSV set saved as "Texto Unicode" (UTF-16LE, tabs) reads, and a workbook renamed .csv is named as such', () => {
  const tab = (rows: string[][]) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(rows.map((r) => r.join('\t')).join('\r\n') + '\r\n', 'utf16le')]);
  const folder = sheetsWith({
    'protocolos.xlsx': null,
    'protocolos-protocolos.csv': tab([['Endereço (slug)', 'Sessões'], ['facial', '4 a 6 sessões']]),
    'protocolos-perguntas.csv': services,
  });
  const set = readSheets(folder, { limits: LIMITS });
  assert.deepEqual(set.tables.protocolos.protocolos!.rows, [{ number: 2, cells: ['facial', '4 a 6 sessões'] }]);
  assert.deepEqual(set.problems.map((p) => [p.code, p.location.file]), [['ARQUIVO_ILEGIVEL', 'protocolos-perguntas.csv']]);
  assert.match(set.problems[0].message, /não é um texto CSV \(talvez seja uma planilha/);
});

test('a CSV with a quote never closed is one located problem in Portuguese, not a crash', () => {
  const folder = sheetsWith({ 'protocolos.xlsx': null, 'protocolos.csv': 'Endereço (slug);Nome\r\n"facial;abc\r\n', 'protocolos-perguntas.csv': 'a\r\n' });
  const set = readSheets(folder, { limits: LIMITS });
  assert.deepEqual(set.problems.map((p) => [p.code, p.location.file]), [['ARQUIVO_ILEGIVEL', 'protocolos.csv']]);
  assert.match(set.problems[0].message, /uma aspa \("\) foi aberta e não foi fechada \(perto da linha \d+\)/);
});

test('a cell in column ZZZZZZ and a date stored as a date (t="d") read quickly and keep what they are', { timeout: 30_000 }, () => {
  const edited = editZip(services, (name, xml) =>
    name === 'xl/worksheets/sheet1.xml'
      ? xml
          .replace('</sheetData>', '<row r="62"><c r="ZZZZZZ62" t="inlineStr"><is><t>x</t></is></c></row></sheetData>')
          .replace(/<c r="E2" t="str"><v>[^<]*<\/v><\/c>/, '<c r="E2" t="d"><v>2026-04-01</v></c>')
      : xml,
  );
  // Bounded by the test's time-out: walking the holes of that row took 13 s.
  const set = readSheets(sheetsWith({ 'servicos.xlsx': edited }), { limits: LIMITS });
  const row2 = set.tables.servicos.servicos!.rows[0];
  assert.equal(row2.cells[4], '2026-04-01');
  assert.equal(row2.kinds?.[4], 'data');
  assert.deepEqual(set.problems.map((p) => p.code), ['CELULAS_FORA_DA_TABELA']);
});

test('a tab of 200,000 rows of questions and answers is read whole: the limit is in bytes, not in rows', { timeout: 300_000 }, () => {
  const workbook = workbookWithQuestions(services, 200_000);
  // Default limits: about 7 s of the 20 s of processor time, however busy the machine is with other work.
  const started = process.cpuUsage();
  const set = readSheets(sheetsWith({ 'servicos.xlsx': workbook }));
  const cpu = process.cpuUsage(started);
  assert.deepEqual(set.problems, []);
  const questions = set.tables.servicos.perguntas!;
  assert.equal(questions.rows.length, 200_000);
  assert.equal(questions.rows.at(-1)!.number, 200_001);
  assert.match(String(questions.rows.at(-1)!.cells[0]), /-\d+$/);
  assert.equal(set.tables.servicos.servicos!.rows.length, 60);
  console.log(`# 200.000 linhas: ${(workbook.length / 2 ** 20).toFixed(0)} MB, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s de processador (leitura inteira, com a planilha gerada)`);
});

test('a tab larger than the limit once unzipped is refused unparsed, by name, and the other tabs are read', { timeout: 60_000 }, () => {
  const set = readSheets(sheetsWith({ 'servicos.xlsx': workbookWithLargeTab(services, 81) }), { limits: LIMITS });
  assert.deepEqual(set.problems.map((p) => [p.code, p.severity, p.location.file, p.location.sheet]), [['ABA_GRANDE_DEMAIS', 'error', 'servicos.xlsx', 'Serviços']]);
  assert.equal(set.problems[0].message, 'Aberta, a aba ocupa 82 MB; o site lê abas de até 80 MB (mais de 200.000 linhas de perguntas e respostas como as do exemplo).');
  assert.match(set.problems[0].hint, /colado ou arrastado até o fim da planilha/);
  assert.equal(set.tables.servicos.servicos, null);
  assert.equal(set.tables.servicos.perguntas!.rows.length, 207);
});
