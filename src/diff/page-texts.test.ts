/**
 * Blog articles in the text the change report compares: an article added, one removed (or back to draft) and one
 * whose text changed, as `clinic-site diff` words them.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkSheetFolder } from '../pipeline/check-sheets.ts';
import { diffSheets } from './diff-sheets.ts';
import { formatReport } from './format-report.ts';
import { copySample, editWorkbook, rowIndex, SAMPLE_SHEETS, setCell } from '../../test/support/sheet-fixtures.ts';

const edited = copySample('clinic-site-blog-diff-');
after(() => rmSync(dirname(edited), { recursive: true, force: true }));

test('articles added, removed and changed, in the staff wording', () => {
  editWorkbook(edited, 'blog', (tabs) => {
    const grid = tabs.get('Artigos')!;
    const copy = [...grid[rowIndex(grid, 'melasma-por-que-as-manchas-voltam')]];
    copy[0] = 'rosacea-o-que-e';
    copy[grid[0].indexOf('Título')] = 'Rosácea: o que é e como cuidar';
    grid.push(copy);
    setCell(grid, 'queda-de-cabelo-causas', 'Publicar', 'não');
    const body = grid[0].indexOf('Texto (Markdown)');
    const row = grid[rowIndex(grid, 'acne-na-vida-adulta')];
    row[body] = row[body].replace('principalmente em mulheres', 'em mulheres e em homens');
  });
  const result = diffSheets(SAMPLE_SHEETS, edited, checkSheetFolder);
  assert.ok(result.report, 'the sheets compare');
  const text = formatReport(result.report, 'text', 'antes', 'depois');
  assert.match(text, /Novos no site \(1\)\n {2}• Artigo "Rosácea: o que é e como cuidar" {2}\(\/blog\/rosacea-o-que-e\)/);
  assert.match(text, /Retirados do site \(1\)\n {2}• Artigo "Queda de cabelo: causas comuns e o que investigar": o endereço deixa de existir {2}\(\/blog\/queda-de-cabelo-causas\)/);
  assert.match(text, /• Acne na vida adulta: causas, cuidados e quando tratar {2}\(\/blog\/acne-na-vida-adulta\)\n {6}Texto: ".*principalmente em mulheres.*" → ".*em mulheres e em homens.*"/);
  assert.doesNotMatch(text, /Preços alterados/);
});
