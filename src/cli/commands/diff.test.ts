/**
 * `clinic-site diff --against <folder>` on a pair of sheets folders: the report in text and in Markdown, and the
 * report when nothing changed.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { SAMPLE_SHEETS } from '../../../test/support/sheet-fixtures.ts';
import { samplePair } from '../../../test/support/changed-sample.ts';
import { runCli } from '../../../test/support/run-cli.ts';

const pair = samplePair('clinic-site-diff-');
after(() => pair.dispose());

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
  const [code, stdout] = await runCli(['diff', '--against', pair.before, '--sheets', pair.after]);
  assert.equal(code, 0);
  const lines = stdout.replaceAll(pair.before, 'ANTES').replaceAll(pair.after, 'DEPOIS').split('\n');
  assert.deepEqual(lines.slice(0, EXPECTED_TEXT.length), EXPECTED_TEXT);
  const detail = lines.slice(EXPECTED_TEXT.length);
  assert.equal(detail.length, 1, detail.join('\n'));
  assert.match(detail[0], /^ {6}Perguntas frequentes: resposta alterada em "A aplicação dói\?": ".*" → ".*leve desconforto.*"$/);
});

test('diff --format markdown is a PR comment with a marker, headings and escaped text', async () => {
  const [code, stdout] = await runCli(['diff', '--against', pair.before, '--sheets', pair.after, '--format', 'markdown']);
  assert.equal(code, 0);
  assert.match(stdout, /^<!-- clinic-site diff -->\n## Mudanças no site para o visitante\n/);
  assert.match(stdout, /### Preços alterados \(1\)\n\n- \*\*Toxina botulínica \(botox\): A partir de R\$ 400 → A partir de R\$ 450\*\* \(`\/servico\/botox`\)/);
  assert.match(stdout, /### Novos no site \(1\)/);
  assert.match(stdout, /### Retirados do site \(1\)/);
  assert.match(stdout, /  - Perguntas frequentes: resposta alterada em "A aplicação dói\?"/);
});

test('the same sheets on both sides: no change', async () => {
  const [code, stdout] = await runCli(['diff', '--against', SAMPLE_SHEETS, '--sheets', pair.before]);
  assert.equal(code, 0);
  assert.match(stdout, /Nenhuma mudança visível para o visitante\./);
});
