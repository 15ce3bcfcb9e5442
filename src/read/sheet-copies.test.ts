import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lookalikesOf, nameBeforeCopy, unknownSpreadsheets } from './sheet-copies.ts';
import { WORKBOOKS } from './workbooks.ts';

const services = WORKBOOKS.find((spec) => spec.name === 'servicos')!;

describe('nameBeforeCopy: the name a copy was made from', () => {
  const cases: [string, string][] = [
    ['servicos', 'servicos'],
    ['servicos (1)', 'servicos'], // Chrome's second download
    ['servicos(2)', 'servicos'], // Firefox's
    ['servicos - Cópia', 'servicos'], // Windows in Portuguese
    ['servicos - Copy (3)', 'servicos'], // Windows in English
    ['servicos copy', 'servicos'], // macOS
    ['servicos cópia 2', 'servicos'],
    ['Cópia de servicos', 'servicos'], // Google Drive in Portuguese
    ['Copy of servicos', 'servicos'],
    ['servicos 2', 'servicos'],
    ['servicos_v2', 'servicos'],
    ['Serviços', 'servicos'],
    ['servicos.xlsx', 'servicos'], // servicos.xlsx.xlsx: the extension typed where Windows hides it
    ['servicos.ods (1)', 'servicos'],
    ['servicos antigos', 'servicos antigos'],
    ['precos 2026', 'precos 2026'],
  ];
  for (const [base, expected] of cases) it(`${JSON.stringify(base)} → ${JSON.stringify(expected)}`, () => assert.equal(nameBeforeCopy(base), expected));
});

describe('lookalikesOf and unknownSpreadsheets', () => {
  const files = [
    'servicos.xlsx',
    'SERVICOS.XLSX',
    'servicos (1).xlsx',
    'Cópia de servicos.ods',
    'Serviços.xls',
    'servicos-Perguntas.csv',
    '~$servicos.xlsx',
    '.~lock.servicos.xlsx#',
    '._servicos (1).xlsx',
    'precos.xlsx',
    'tratamentos.xlsx',
    'imagens',
  ];
  it('names the copies and the accented name, never the file read, a CSV of a tab, or lock files', () => {
    assert.deepEqual(lookalikesOf(services, files), ['servicos (1).xlsx', 'Cópia de servicos.ods', 'Serviços.xls']);
  });
  it('names the spreadsheets that are none of the workbooks', () => {
    assert.deepEqual(unknownSpreadsheets(WORKBOOKS, files), ['precos.xlsx']);
  });
});
