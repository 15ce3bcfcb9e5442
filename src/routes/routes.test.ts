import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { copySample, editWorkbook, rowIndex } from '../diff/sheet-fixtures.ts';
import { buildModel } from '../model/build-model.ts';
import type { SiteModel } from '../model/types.ts';
import { readSheets } from '../read/read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
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
