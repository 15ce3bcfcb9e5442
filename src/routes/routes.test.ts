/**
 * Where each page comes from, and two pages that claim one output file (docs/site.md#routes): the build stops and
 * the problem names both sources, the page met second in its location, the first one in the message.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { copySample, editWorkbook, rowIndex } from '../../test/support/sheet-fixtures.ts';
import { buildModel } from '../model/build-model.ts';
import type { SiteModel } from '../model/types.ts';
import { readSheets } from '../read/read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import type { Page } from './page.ts';
import { outputPathOf } from './route-paths.ts';
import { routeCollisions, routesOf } from './routes.ts';

describe('a page names the sheet row it comes from', () => {
  let sheets: string;
  let site: SiteModel;
  before(() => {
    // A blank row above the header (so the header is row 2) and a blank row between two services: the rows the
    // spreadsheet shows are no longer the item's position + 2.
    sheets = copySample('clinic-site-routes-');
    editWorkbook(sheets, 'servicos', (tabs) => {
      const grid = tabs.get('Serviços')!;
      grid.splice(rowIndex(grid, 'preenchimento-facial'), 0, grid[0].map(() => ''));
      grid.unshift(grid[0].map(() => ''));
    });
    const validation = validateSheets(readSheets(sheets));
    assert.ok(validation.records, JSON.stringify(validation.problems.slice(0, 3)));
    // Images unprocessed, as `validate` builds the model: the pages' sources do not depend on them.
    site = buildModel(validation.records, null).site;
  });
  after(() => rmSync(dirname(sheets), { recursive: true, force: true }));

  test('the label carries the file, the tab and the row the spreadsheet shows, blank rows counted', () => {
    const pages = routesOf(site);
    const source = (route: string) => pages.find((page) => page.route === route)!.source;
    // Row 1 blank, row 2 header, botox row 3, blank row 4, preenchimento-facial row 5.
    assert.equal(source('/servico/botox'), 'servicos.xlsx › Serviços › linha 3');
    assert.equal(source('/servico/preenchimento-facial'), 'servicos.xlsx › Serviços › linha 5');
    assert.equal(source('/servico'), 'lista de serviços');
  });

  test('a route collision points at the second row and names the first', () => {
    const [first] = site.services;
    const again = { ...first, source: { ...first.source, row: 40 } };
    const problems = routeCollisions(routesOf({ ...site, services: [first, again] }));
    assert.equal(problems.length, 1);
    assert.deepEqual(problems[0].location, { file: 'servicos.xlsx', sheet: 'Serviços', row: 40 });
    assert.match(problems[0].message, /servicos\.xlsx › Serviços › linha 3/);
  });
});

/** Only what the collision check reads: the route, its output file and where the page comes from. */
const page = (route: string, source: string, outputPath = outputPathOf(route)) => ({ route, outputPath, source }) as Page;

test('routeCollisions: a problem for every page whose output file an earlier page already claimed', () => {
  const cases: [name: string, pages: Page[], expected: { route: string; other: string; file: string }[]][] = [
    ['no pages', [], []],
    ['distinct routes', [page('/', 'página inicial'), page('/servico', 'lista de serviços'), page('/servico/botox', 'serviços › linha 2')], []],
    [
      'two rows with one slug',
      [page('/servico/botox', 'serviços › linha 2'), page('/servico/botox', 'serviços › linha 7')],
      [{ route: '/servico/botox', other: 'serviços › linha 2', file: 'serviços › linha 7' }],
    ],
    [
      'different routes, one output file',
      [page('/blog/pagina/2', 'blog › página 2'), page('/blog/pagina-2', 'blog › linha 3', 'blog/pagina/2.html')],
      [{ route: '/blog/pagina-2', other: 'blog › página 2', file: 'blog › linha 3' }],
    ],
    [
      'three claims: both later ones name the first',
      [page('/tratamento/x', 'tratamentos › linha 2'), page('/tratamento/x', 'tratamentos › linha 3'), page('/tratamento/x', 'tratamentos › linha 4')],
      [
        { route: '/tratamento/x', other: 'tratamentos › linha 2', file: 'tratamentos › linha 3' },
        { route: '/tratamento/x', other: 'tratamentos › linha 2', file: 'tratamentos › linha 4' },
      ],
    ],
  ];
  for (const [name, pages, expected] of cases) {
    const problems = routeCollisions(pages);
    assert.equal(problems.length, expected.length, name);
    problems.forEach((problem, i) => {
      assert.equal(problem.code, 'ROTA_DUPLICADA', name);
      assert.equal(problem.severity, 'error', `${name}: the build stops`);
      assert.equal(problem.location.file, expected[i].file, name);
      assert.ok(problem.message.includes(expected[i].route), `${name}: ${problem.message}`);
      assert.ok(problem.message.includes(expected[i].other), `${name}: ${problem.message}`);
    });
  }
});
