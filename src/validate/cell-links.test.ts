/**
 * Links attached to cells (Inserir › Link, Ctrl+K; an .ods's <text:a>): staff see a word and reach an address by
 * clicking it. Where a column takes an address, the address is read; elsewhere the site publishes the text alone and
 * says so (LINK_NAO_PUBLICADO), unless the text holds the address itself.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CellValue, Table } from '../read/table.ts';
import { recordFromPairs, recordsFromRows } from './table-records.ts';
import { checkRecords } from '../pipeline/check-sheets.ts';
import { copySample } from '../../test/support/sheet-fixtures.ts';
import { PROGRAM_FIXTURES } from '../../test/support/program-fixtures.ts';

const PROFILE = 'https://www.instagram.com/clinica.exemplo';

function socialTable(cells: CellValue[], link?: string): Table {
  const links: (string | undefined)[] = [];
  links[1] = link;
  return { file: 'configuracoes.xlsx', sheet: 'Redes sociais', headerRow: 1, headers: ['Rede', 'Endereço'], rows: [{ number: 2, cells, ...(link ? { links } : {}) }] };
}

test('an address column: the linked address is read in place of the word shown; an address typed and linked stays as typed', () => {
  const cases: [shown: string, link: string | undefined, read: string | null, problems: string[]][] = [
    ['Instagram', PROFILE, PROFILE, []],
    ['Nosso perfil', PROFILE, PROFILE, []],
    [PROFILE, undefined, PROFILE, []],
    // Excel links an address as it is typed: the text is the address, nothing to say.
    [`${PROFILE}/`, PROFILE, `${PROFILE}/`, []],
    // A phone link is no profile address: the word stays, and is refused as an address.
    ['Instagram', 'tel:+5511955550100', null, ['FORMATO_INVALIDO', 'LINK_NAO_PUBLICADO']],
  ];
  for (const [shown, link, read, codes] of cases) {
    const { records, problems } = recordsFromRows(socialTable(['Instagram', shown], link), 'redes-sociais');
    assert.equal(records[0]?.value.url ?? null, read, shown);
    assert.deepEqual(problems.map((p) => p.code).sort(), codes.sort(), shown);
  }
});

test('a text column with a linked cell: the text is published and the warning says how to write the link', () => {
  const cells: CellValue[] = ['Título da seção Sobre', 'Um cuidado que começa pela conversa'];
  const links: (string | undefined)[] = [];
  links[1] = 'https://www.clinica.example/contato';
  const table: Table = { file: 'configuracoes.xlsx', sheet: 'Textos', headerRow: 1, headers: ['Campo', 'Texto'], rows: [{ number: 6, cells, links }] };
  const { problems } = recordFromPairs(table, 'textos');
  const link = problems.find((p) => p.code === 'LINK_NAO_PUBLICADO')!;
  assert.equal(link.severity, 'warning');
  assert.equal(link.location.cell, 'B6');
  assert.match(link.message, /mostra "Um cuidado que começa pela conversa" com um link \(Inserir › Link\) para https:\/\/www\.clinica\.example\/contato/);
  assert.match(link.hint, /Esta coluna não publica links/);
});

for (const fixture of ['links-configuracoes.ods', 'links-configuracoes.xlsx']) {
  test(`${fixture} (saved by LibreOffice): "Instagram" linked to the profile is the profile; the linked Sobre text is named`, () => {
    const sheets = copySample();
    try {
      rmSync(join(sheets, 'configuracoes.xlsx'));
      copyFileSync(join(PROGRAM_FIXTURES, fixture), join(sheets, fixture.replace('links-', '')));
      const { records, problems } = checkRecords(sheets, {});
      assert.deepEqual(problems.filter((p) => p.severity === 'error'), []);
      assert.equal(records!.social[0].value.url, 'https://www.instagram.com/clinica.aurora.example');
      const links = problems.filter((p) => p.code === 'LINK_NAO_PUBLICADO');
      assert.deepEqual(links.map((p) => `${p.location.sheet} ${p.location.cell}`), ['Textos B7']);
      assert.match(links[0].hint, /\[palavras do link\]\(https:\/\/www\.clinica-aurora\.example\/politica-de-privacidade\)/);
    } finally {
      rmSync(sheets, { recursive: true, force: true });
    }
  });
}
