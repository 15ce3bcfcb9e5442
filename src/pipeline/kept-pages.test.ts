/**
 * A build keeps the pages of the site it replaces whose inputs did not change, and renders the rest: the site it
 * leaves must be, byte for byte, the one a build into an empty folder writes.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type BuildResult } from './build-site.ts';
import { applySampleChanges } from '../../test/support/changed-sample.ts';
import { editWorkbook, SAMPLE_SHEETS, setCell } from '../../test/support/sheet-fixtures.ts';
import { assertSameSite, changedPaths, siteTree } from '../../test/support/site-tree.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

const TODAY = '2026-03-12';
let root: string;
let imageCache: string;

const buildInto = (sheets: string, out: string) => build({ sheets, out, today: TODAY, imageCache });

/** Every HTML page of a site folder → its inode: a kept page is the very file of the site before. */
function inodes(dir: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (name.endsWith('.html')) map.set(name, statSync(join(dir, name)).ino);
  }
  return map;
}

/** The pages a rebuild wrote anew (new inode), sorted. */
const rendered = (before: Map<string, number>, after: Map<string, number>) => [...after].filter(([path, ino]) => before.get(path) !== ino).map(([path]) => path).sort();

function sheetsCopy(name: string, edit?: (sheets: string) => void): string {
  const sheets = join(root, name);
  cpSync(SAMPLE_SHEETS, sheets, { recursive: true });
  edit?.(sheets);
  return sheets;
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'clinic-site-kept-'));
  imageCache = join(root, 'cache');
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('a build over the site of an earlier build', () => {
  test('with nothing changed keeps every page, and the site is the one an empty folder gets', async () => {
    const out = join(root, 'same');
    const first = await buildInto(SAMPLE_SHEETS, out);
    assert.equal(first.kept, 0);
    const pagesBefore = inodes(out);
    const second = await buildInto(SAMPLE_SHEETS, out);
    assert.equal(second.kept, second.pages);
    assert.deepEqual(rendered(pagesBefore, inodes(out)), []);
    const cold = join(root, 'same-cold');
    await buildInto(SAMPLE_SHEETS, cold);
    assertSameSite(out, cold);
  });

  // Rendered beyond the pages whose HTML changed: pages whose inputs carry the changed item without showing what
  // changed (the treatment and protocol lists, and their category addresses, carry botox's whole record, price
  // included). At most `most` pages.
  const edits: [name: string, edit: (sheets: string) => void, most: number | 'all'][] = [
    ['one price', (sheets) => editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 455')), 17],
    ['a price, a service added, one removed and a FAQ answer', applySampleChanges, 18],
    ["the clinic's phone, on every page", (sheets) => editWorkbook(sheets, 'configuracoes', (tabs) => setCell(tabs.get('Clínica')!, 'Telefone', null, '(11) 5555-0199')), 'all'],
  ];
  for (const [name, edit, most] of edits) {
    test(`after ${name}: renders every page whose HTML changed and keeps the others`, async () => {
      const slug = name.replace(/\W+/g, '-');
      const changed = sheetsCopy(`sheets-${slug}`, edit);
      const coldBefore = join(root, `${slug}-cold-before`);
      const coldAfter = join(root, `${slug}-cold-after`);
      await buildInto(SAMPLE_SHEETS, coldBefore);
      const expected = await buildInto(changed, coldAfter);
      const changedPages = changedPaths(siteTree(coldBefore), siteTree(coldAfter)).filter((path) => path.endsWith('.html'));
      assert.ok(changedPages.length > 0, 'a mudança deveria mudar alguma página');

      const out = join(root, `${slug}-rebuilt`);
      await buildInto(SAMPLE_SHEETS, out);
      const pagesBefore = inodes(out);
      const result: BuildResult = await buildInto(changed, out);
      assertSameSite(out, coldAfter);
      // A page removed from the catalogue is among the changed ones, and among neither the rendered nor the kept.
      const toRender = changedPages.filter((path) => existsSync(join(coldAfter, path)));
      const renderedNow = rendered(pagesBefore, inodes(out));
      assert.deepEqual(toRender.filter((path) => !renderedNow.includes(path)), [], 'páginas mudadas que não foram geradas de novo');
      assert.equal(result.kept, expected.pages - renderedNow.length);
      assert.ok(renderedNow.length <= (most === 'all' ? expected.pages : most), `${renderedNow.length} páginas geradas de novo: ${renderedNow.join(', ')}`);
    });
  }

  test('renders again a page changed in out/ after the build, removed from it or replaced by a link, and the site is whole again', async () => {
    const out = join(root, 'edited');
    await buildInto(SAMPLE_SHEETS, out);
    const cold = join(root, 'edited-cold');
    await buildInto(SAMPLE_SHEETS, cold);
    const page = join(out, 'servico', 'botox.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('</body>', '<script>alert(1)</script></body>'));
    // A second later than the build's own metadata, as any later edit is.
    const later = statSync(join(out, SITE_INFO_FILE)).mtimeMs / 1000 + 1;
    utimesSync(page, later, later);
    rmSync(join(out, 'servico', 'peeling-quimico.html'));
    // A link to a file outside the site, as old as the build: not a page the build wrote.
    const outside = join(root, 'fora.html');
    writeFileSync(outside, 'segredo');
    const linked = join(out, 'servico', 'microagulhamento.html');
    rmSync(linked);
    symlinkSync(outside, linked);
    const old = statSync(join(out, SITE_INFO_FILE)).mtimeMs / 1000 - 60;
    utimesSync(outside, old, old);
    const result = await buildInto(SAMPLE_SHEETS, out);
    assert.equal(result.kept, result.pages - 3);
    assert.ok(!lstatSync(linked).isSymbolicLink());
    assertSameSite(out, cold);
  });

  test('keeps nothing from a folder whose metadata stores no fingerprints', async () => {
    const out = join(root, 'no-fingerprints');
    await buildInto(SAMPLE_SHEETS, out);
    const info = join(out, SITE_INFO_FILE);
    const { pages: _pages, ...rest } = JSON.parse(readFileSync(info, 'utf8'));
    writeFileSync(info, JSON.stringify(rest));
    const result = await buildInto(SAMPLE_SHEETS, out);
    assert.equal(result.kept, 0);
    assert.ok(Object.keys(JSON.parse(readFileSync(info, 'utf8')).pages).length === result.pages, 'o novo build guarda as impressões de todas as páginas');
  });

  test("takes an unchanged item's page text for the change report from the build before, and makes a changed one's", async () => {
    const out = join(root, 'texts');
    await buildInto(SAMPLE_SHEETS, out);
    const info = join(out, SITE_INFO_FILE);
    const stored = JSON.parse(readFileSync(info, 'utf8'));
    const original = structuredClone(stored.catalogue.pages);
    // Marks that can only come from the stored catalogue: an unchanged service's and the changed one's.
    stored.catalogue.pages['/servico/peeling-quimico'][1]['Título'] = 'guardado';
    stored.catalogue.pages['/servico/botox'][1]['Título'] = 'guardado';
    writeFileSync(info, JSON.stringify(stored));
    const changed = sheetsCopy('sheets-texts', (sheets) => editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'A partir de R$ 455')));
    await buildInto(changed, out);
    const pages = JSON.parse(readFileSync(info, 'utf8')).catalogue.pages;
    assert.equal(pages['/servico/peeling-quimico'][1]['Título'], 'guardado');
    assert.equal(pages['/servico/botox'][1]['Título'], original['/servico/botox'][1]['Título']);
    // A stored page that is not what a build writes is made again, never copied into the new catalogue.
    const damaged = JSON.parse(readFileSync(info, 'utf8'));
    damaged.catalogue.pages['/servico/peeling-quimico'] = { 'Título': 1 };
    writeFileSync(info, JSON.stringify(damaged));
    await buildInto(changed, out);
    assert.deepEqual(JSON.parse(readFileSync(info, 'utf8')).catalogue.pages['/servico/peeling-quimico'], original['/servico/peeling-quimico']);
  });

  test('stores one fingerprint per page, under its path in out/', async () => {
    const out = join(root, 'stored');
    const result = await buildInto(SAMPLE_SHEETS, out);
    const stored = JSON.parse(readFileSync(join(out, SITE_INFO_FILE), 'utf8')).pages as Record<string, string>;
    const htmlFiles = (readdirSync(out, { recursive: true }) as string[]).filter((name) => name.endsWith('.html')).map((name) => relative(out, join(out, name)));
    assert.equal(Object.keys(stored).length, result.pages);
    assert.deepEqual(Object.keys(stored).sort(), htmlFiles.sort());
    assert.equal(new Set(Object.values(stored)).size, result.pages, 'duas páginas com a mesma impressão');
  });
});
