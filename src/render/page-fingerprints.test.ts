import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSheetFolder } from '../pipeline/check-sheets.ts';
import type { SiteModel } from '../model/types.ts';
import type { Page } from '../routes/page.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { buildAssets } from './assets.ts';
import { Digests, pageFingerprints } from './page-fingerprints.ts';
import { renderPage } from './render-page.ts';
import { renderAssetsOf } from './render-site.ts';

const checked = checkSheetFolder(SAMPLE_SHEETS, { today: '2026-03-12' });
assert.ok(checked.model, 'o exemplo deveria validar');
const site = checked.model.site;
const pages = checked.pages;
const assets = renderAssetsOf(site, await buildAssets());
const botox = pages.findIndex((page) => page.route === '/servico/botox');

/** A deep copy of the page's props with `change` applied to the copy of the service shown. */
function withService(page: Page, change: (service: Record<string, unknown>) => void): Page {
  const props = structuredClone(page.props) as unknown as { service: Record<string, unknown>; site: SiteModel };
  change(props.service);
  return { ...page, props: props as unknown as Page['props'] };
}

const fingerprintOf = (page: Page, renderer = 'código') => pageFingerprints(site, [page], assets, new Digests(renderer))[0];

test('the fingerprint of a page follows what its HTML is made from', () => {
  const page = pages[botox]!;
  const cases: [name: string, other: () => string, same: boolean][] = [
    ['the same page', () => fingerprintOf(page), true],
    ['a deep copy of its props (other objects, same values)', () => fingerprintOf(withService(page, () => {})), true],
    ['another sheet row (not shown)', () => fingerprintOf(withService(page, (s) => void (s.source = { file: 'outra.xlsx', tab: 'Outra', row: 999 }))), true],
    ['a price', () => fingerprintOf(withService(page, (s) => void ((s.price as { display: string }).display = 'A partir de R$ 1'))), false],
    ['one letter of a FAQ answer, deep inside', () => fingerprintOf(withService(page, (s) => void ((s.faq as { answer: string }[])[0]!.answer += '.'))), false],
    ['the order of two fields', () => fingerprintOf(withService(page, (s) => { const { title, ...rest } = s; for (const key of Object.keys(s)) delete s[key]; Object.assign(s, rest, { title }); })), false],
    ['a number that became a text', () => fingerprintOf(withService(page, (s) => void (s.extra = '1'))) === fingerprintOf(withService(page, (s) => void (s.extra = 1))) ? fingerprintOf(page) : 'diferente', false],
    ['other rendering code', () => fingerprintOf(page, 'outro código'), false],
    ['the stylesheet', () => pageFingerprints(site, [page], { ...assets, stylesheet: '/assets/outro.css' }, new Digests('código'))[0]!, false],
  ];
  const base = fingerprintOf(page);
  for (const [name, other, same] of cases) assert.equal(other() === base, same, name);
});

test('a value that is not plain data never matches, so its page is always rendered again', () => {
  const page = withService(pages[botox]!, (s) => void (s.extra = new Map([['a', 1]])));
  assert.notEqual(fingerprintOf(page), fingerprintOf(page));
});

test('every page of the sample has its own fingerprint', () => {
  const all = pageFingerprints(site, pages, assets, new Digests('código'));
  assert.equal(new Set(all).size, pages.length);
  assert.deepEqual(pageFingerprints(site, pages, assets, new Digests('código')), all);
});

test('no template shows the sheet row an item comes from, which the fingerprint leaves out', () => {
  const moved = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(moved);
    if (!value || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = key === 'source' ? { file: 'outra.xlsx', tab: 'Outra', row: 999 } : moved(child);
    return copy;
  };
  let sources = 0;
  const count = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(count);
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) key === 'source' ? sources++ : count(child);
  };
  for (const page of pages) {
    count(page.props);
    const movedPage = { ...page, props: moved(page.props) as Page['props'] };
    assert.equal(renderPage(movedPage, assets), renderPage(page, assets), page.route);
  }
  assert.ok(sources > 100, `só ${sources} origens nas páginas do exemplo`);
});
