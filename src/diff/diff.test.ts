/**
 * The change report on a fixture pair: a copy of the sample with one price changed, a service added, a service
 * removed and a FAQ answer changed, compared folder to folder and against a git revision; and the paragraph at the
 * end of `build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { main } from '../cli/main.ts';
import { compareSites, isEmptyReport, changedExcerpt } from './compare.ts';
import { diffSheets } from './diff-sheets.ts';
import { formatReport, summaryParagraph } from './format-report.ts';
import { catalogueInfo, storedSiteText } from './site-catalogue.ts';
import { checkSheets } from '../build.ts';
import { copySample, editWorkbook, rowIndex, SAMPLE_SHEETS, setCell } from '../../test/support/sheet-fixtures.ts';

let before_ = '';
let after_ = '';

/** Runs the CLI in-process and returns [exit code, stdout, stderr]. */
async function run(args: string[], cwd?: string): Promise<[number, string, string]> {
  const out: string[] = [];
  const err: string[] = [];
  const log = console.log;
  const error = console.error;
  const previous = process.cwd();
  console.log = (text: string) => out.push(String(text));
  console.error = (text: string) => err.push(String(text));
  if (cwd) process.chdir(cwd);
  try {
    return [await main(args), out.join('\n'), err.join('\n')];
  } finally {
    console.log = log;
    console.error = error;
    process.chdir(previous);
  }
}

/** The edit of the fixture pair, applied to a sheets folder. */
function editPrices(sheets: string) {
  editWorkbook(sheets, 'servicos', (tabs) => {
    const services = tabs.get('Serviços')!;
    setCell(services, 'botox', 'Preço', 'A partir de R$ 450');
    const copy = [...services[rowIndex(services, 'botox')]];
    copy[0] = 'massagem-facial';
    copy[services[0].indexOf('Título')] = 'Massagem facial';
    copy[services[0].indexOf('Preço')] = '300';
    services.push(copy);
    services.splice(rowIndex(services, 'jato-de-plasma'), 1);
    const faq = tabs.get('Perguntas')!;
    tabs.set('Perguntas', faq.filter((row) => row[0] !== 'jato-de-plasma'));
    const pain = faq.findIndex((row) => row[0] === 'botox' && row[1] === 'A aplicação dói?');
    faq[pain][2] = 'A maioria das pessoas sente um leve desconforto, que passa em poucos minutos.';
  });
}

before(() => {
  after_ = copySample('clinic-site-diff-');
  before_ = join(dirname(after_), 'antes');
  cpSync(SAMPLE_SHEETS, before_, { recursive: true });
  editPrices(after_);
});
after(() => rmSync(dirname(after_), { recursive: true, force: true }));

const EXPECTED_TEXT = [
  'Mudanças no site para o visitante',
  '  comparando ANTES → DEPOIS',
  '',
  'Preços alterados (1)',
  '  • Toxina botulínica (botox): A partir de R$ 400 → A partir de R$ 450  (/servico/botox)',
  '',
  'Novos no site (1)',
  '  • Serviço "Massagem facial" — A partir de R$ 300  (/servico/massagem-facial)',
  '',
  'Retirados do site (1)',
  '  • Serviço "Jato de plasma": o endereço deixa de existir  (/servico/jato-de-plasma)',
  '',
  'Páginas com texto alterado (1)',
  '  • Toxina botulínica (botox)  (/servico/botox)',
];

test('diff between two folders lists the price, the new and the removed item, and the FAQ change', async () => {
  const [code, stdout] = await run(['diff', '--against', before_, '--sheets', after_]);
  assert.equal(code, 0);
  const lines = stdout.replaceAll(before_, 'ANTES').replaceAll(after_, 'DEPOIS').split('\n');
  assert.deepEqual(lines.slice(0, EXPECTED_TEXT.length), EXPECTED_TEXT);
  const detail = lines.slice(EXPECTED_TEXT.length);
  assert.equal(detail.length, 1, detail.join('\n'));
  assert.match(detail[0], /^ {6}Perguntas frequentes: resposta alterada em "A aplicação dói\?": ".*" → ".*leve desconforto.*"$/);
});

test('diff --format markdown is a PR comment with a marker, headings and escaped text', async () => {
  const [code, stdout] = await run(['diff', '--against', before_, '--sheets', after_, '--format', 'markdown']);
  assert.equal(code, 0);
  assert.match(stdout, /^<!-- clinic-site diff -->\n## Mudanças no site para o visitante\n/);
  assert.match(stdout, /### Preços alterados \(1\)\n\n- \*\*Toxina botulínica \(botox\): A partir de R\$ 400 → A partir de R\$ 450\*\* \(`\/servico\/botox`\)/);
  assert.match(stdout, /### Novos no site \(1\)/);
  assert.match(stdout, /### Retirados do site \(1\)/);
  assert.match(stdout, /  - Perguntas frequentes: resposta alterada em "A aplicação dói\?"/);
});

test('the same sheets on both sides: no change', async () => {
  const [code, stdout] = await run(['diff', '--against', SAMPLE_SHEETS, '--sheets', before_]);
  assert.equal(code, 0);
  assert.match(stdout, /Nenhuma mudança visível para o visitante\./);
});

test('diff --against a git revision extracts sheets/ at that revision', async () => {
  const repo = mkdtempSync(join(tmpdir(), 'clinic-site-diff-git-'));
  try {
    cpSync(SAMPLE_SHEETS, join(repo, 'sheets'), { recursive: true });
    const git = (...args: string[]) => {
      const result = spawnSync('git', ['-c', 'user.name=Teste', '-c', 'user.email=teste@example.com', ...args], { cwd: repo });
      assert.equal(result.status, 0, result.stderr?.toString());
    };
    git('init', '-q');
    git('add', 'sheets');
    git('commit', '-q', '-m', 'planilhas');
    editPrices(join(repo, 'sheets'));
    const [code, stdout] = await run(['diff', '--against', 'HEAD'], repo);
    assert.equal(code, 0);
    assert.match(stdout, /comparando HEAD:sheets → sheets/);
    assert.match(stdout, /Toxina botulínica \(botox\): A partir de R\$ 400 → A partir de R\$ 450/);
    const errors: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => (errors.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      assert.equal((await run(['diff', '--against', 'nao-existe'], repo))[0], 1);
    } finally {
      process.stderr.write = write;
    }
    assert.match(errors.join(''), /Não foi possível ler "sheets" na versão "nao-existe"/);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a side with errors is not compared: its problems are shown and the exit code is 1', () => {
  const broken = copySample('clinic-site-diff-broken-');
  try {
    editWorkbook(broken, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'R$ quatrocentos'));
    const result = diffSheets(SAMPLE_SHEETS, broken);
    assert.equal(result.failed?.side, 'after');
    assert.ok(result.failed.problems.some((p) => p.code === 'PRECO_INVALIDO'));
  } finally {
    rmSync(dirname(broken), { recursive: true, force: true });
  }
});

test('changedExcerpt shows the changed words with a little context', () => {
  const before = 'A sessão dura trinta minutos e a recuperação é imediata para quase todas as pessoas que fazem.';
  const after = 'A sessão dura quarenta minutos e a recuperação é imediata para quase todas as pessoas que fazem.';
  assert.deepEqual(changedExcerpt(before, after, 2), ['…sessão dura trinta minutos e…', '…sessão dura quarenta minutos e…']);
});

test('the build summary names what changed since the previous build in out/', async () => {
  const out = join(dirname(after_), 'out');
  const [first, firstOut] = await run(['build', '--sheets', before_, '--out', out]);
  assert.equal(first, 0);
  assert.match(firstOut, /nenhuma geração anterior nesta pasta/);
  const [second, secondOut] = await run(['build', '--sheets', after_, '--out', out]);
  assert.equal(second, 0);
  const paragraph = secondOut.split('\n').at(-1)!;
  assert.equal(
    paragraph,
    'Mudanças para o visitante desde a geração anterior: 1 preço mudou (Toxina botulínica (botox): A partir de R$ 400 → A partir de R$ 450); ' +
      '1 item novo (Massagem facial); 1 item retirado (Jato de plasma); texto alterado em 1 página (Toxina botulínica (botox)). ' +
      'Detalhes: clinic-site diff --against <pasta ou versão anterior>.',
  );
  const [third, thirdOut] = await run(['build', '--sheets', after_, '--out', out]);
  assert.equal(third, 0);
  assert.match(thirdOut, /Mudanças para o visitante desde a geração anterior: nenhuma\./);
});

test('the hashed catalogue kept in out/ gives the build summary without storing the texts', () => {
  const stored = (folder: string) => JSON.parse(JSON.stringify(catalogueInfo(checkSheets(folder).model!.site)));
  const text = (folder: string) => storedSiteText(stored(folder));
  const report = compareSites(text(before_), text(after_));
  assert.equal(
    summaryParagraph(report),
    'Mudanças para o visitante desde a geração anterior: 1 preço mudou (Toxina botulínica (botox): A partir de R$ 400 → A partir de R$ 450); ' +
      '1 item novo (Massagem facial); 1 item retirado (Jato de plasma); texto alterado em 1 página (Toxina botulínica (botox)). ' +
      'Detalhes: clinic-site diff --against <pasta ou versão anterior>.',
  );
  assert.deepEqual(report.pages[0].sections.map((s) => s.label), ['Perguntas frequentes']);
  // The sample (126 pages) takes about 75 kB: a hash per section, not the text.
  assert.ok(JSON.stringify(stored(before_)).length < 100_000, 'small enough to keep in .clinic-site.json');
});

test('summaryParagraph and an empty report', () => {
  const empty = compareSites({ items: [], pages: [] }, { items: [], pages: [] });
  assert.ok(isEmptyReport(empty));
  assert.equal(summaryParagraph(empty), 'Mudanças para o visitante desde a geração anterior: nenhuma.');
  assert.match(formatReport(empty, 'text', 'a', 'b'), /Nenhuma mudança visível/);
});
