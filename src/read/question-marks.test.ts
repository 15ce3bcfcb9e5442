import { test } from 'node:test';
import assert from 'node:assert/strict';
import { strayQuestionMark, suspiciousWord } from './question-marks.ts';

test('suspiciousWord: a "?" between letters or mid-sentence, never a question', () => {
  const cases: [string, string | undefined][] = [
    ['Hidratação com H?O', 'H?O'],
    ['gás carbônico (CO?) medicinal', 'CO?'],
    ['Aplicação de CO? medicinal', 'CO?'],
    ['Informa??es gerais', 'Informa??es'],
    ['Dói?', undefined],
    ['Dói? Usamos anestésico.', undefined],
    ['Laser de CO?', undefined],
    ['Quanto custa o PRP?\nDepende.', undefined],
    ['? no começo', undefined],
    ['Preço: 1.200?', undefined],
  ];
  for (const [text, expected] of cases) assert.equal(suspiciousWord(text), expected, text);
});

test('suspiciousWord: a megabyte-long word with question marks ends at once (each "?" is looked at locally)', { timeout: 20_000 }, () => {
  const text = `${'a'.repeat(1_000_000)}?`.repeat(3);
  const started = performance.now();
  assert.equal(suspiciousWord(text), `${'a'.repeat(40)}?${'a'.repeat(40)}`);
  assert.equal(suspiciousWord('a'.repeat(2_000_000)), undefined);
  assert.ok(performance.now() - started < 2000, `${Math.round(performance.now() - started)} ms`);
});

test('strayQuestionMark: a "?" standing alone for a lost emoji or symbol, never a question', () => {
  const cases: [string, string | undefined][] = [
    ['? Preenchimento labial', '? Preenchimento'],
    ['Avaliação ?\n? Planejamento\nRetorno', '? Planejamento'],
    ['  ?  Planejamento', '? Planejamento'],
    ['Tratamento ? rápido. Resultado natural ?', 'Tratamento ? rápido.'],
    ['Toxina “botulínica” ? – d’água', '“botulínica” ? –'],
    ['Dói?', undefined],
    ['Dói? Usamos anestésico.', undefined],
    ['Quanto custa?\nDepende.', undefined],
    ['Preço: 1.200?', undefined],
    ['Por quê ?', undefined],
    ['?', undefined],
  ];
  for (const [text, expected] of cases) assert.equal(strayQuestionMark(text), expected, text);
  const started = performance.now();
  assert.equal(strayQuestionMark(`${'a ? '.repeat(1)}${'b'.repeat(2_000_000)}`), `a ? ${'b'.repeat(39)}`);
  assert.equal(strayQuestionMark(`${' '.repeat(1_000_000)}?${' '.repeat(1_000_000)}`), undefined);
  assert.equal(strayQuestionMark(`${'x '.repeat(500_000)}?`), undefined);
  assert.ok(performance.now() - started < 2000, `${Math.round(performance.now() - started)} ms`);
});
