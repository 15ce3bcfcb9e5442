import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorsIn, problem, SheetProblems, warningsIn } from './problems.ts';

test('problem() builds title, message and hint from the catalogue and keeps the location apart', () => {
  const location = { file: 'servicos.xlsx', sheet: 'Serviços', row: 14, column: 'Categoria', cell: 'C14' };
  assert.deepEqual(problem('VALOR_FORA_DA_LISTA', { column: 'Categoria', allowed: ['facial', 'corporal'] }, location, { value: 'estetica' }), {
    code: 'VALOR_FORA_DA_LISTA',
    severity: 'error',
    title: 'Valor não permitido',
    message: 'O valor não é uma das opções de "Categoria".',
    hint: 'Use um destes valores: "facial", "corporal".',
    location,
    value: 'estetica',
  });
});

test('a problem may be downgraded to a warning; errorsIn and warningsIn split them', () => {
  const error = problem('PRECO_INVALIDO', {}, { file: 'a.xlsx' });
  const warning = problem('PRECO_INVALIDO', {}, { file: 'b.xlsx' }, { severity: 'warning' });
  const unknownColumn = problem('COLUNA_DESCONHECIDA', { column: 'X', known: ['Preço'] }, { file: 'c.xlsx' });
  assert.deepEqual(errorsIn([error, warning, unknownColumn]), [error]);
  assert.deepEqual(warningsIn([error, warning, unknownColumn]), [warning, unknownColumn]);
  const thrown = new SheetProblems([error, warning, unknownColumn]);
  assert.equal(thrown.message, '1 erro(s) nas planilhas');
  assert.equal(thrown.problems.length, 3);
});
