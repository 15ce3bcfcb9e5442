import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evaluationNoteBeside } from './evaluation-note.ts';

test('the evaluation note is shown beside a price only when the offer does not already speak of the evaluation', () => {
  const note = 'A avaliação médica tem valor especial e é abatida na primeira sessão.';
  const cases: [string, string | null][] = [
    ['Avaliação médica com valor especial, abatido na primeira sessão.', null],
    ['Na primeira visita, a avaliação tricológica tem valor especial.', null],
    ['Consulta para avaliar o caso com valor especial.', null],
    ['Pacote de 4 sessões com condição especial.', note],
    ['', note],
  ];
  for (const [offer, expected] of cases) assert.equal(evaluationNoteBeside(offer, note), expected, offer);
});
