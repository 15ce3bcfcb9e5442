/**
 * The parts of the site model a page's inputs name (SITE_PARTS_READ) must cover everything its template reads, or a
 * dev rebuild would keep a page that should change: every page of the sample is rendered over a site model that
 * records which of its parts are read.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSheetFolder } from '../pipeline/check-sheets.ts';
import type { SiteModel } from '../model/types.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { buildAssets } from './assets.ts';
import { SITE_PARTS_READ } from './page-inputs.ts';
import { renderPage } from './render-page.ts';
import { renderAssetsOf } from './render-site.ts';

test('every template reads only the parts of the site model its page inputs name', async () => {
  const checked = checkSheetFolder(SAMPLE_SHEETS, { today: '2026-03-12' });
  assert.ok(checked.model, 'o exemplo deveria validar');
  const site = checked.model.site;
  const assets = renderAssetsOf(site, await buildAssets());
  const templates = new Set<string>();
  for (const page of checked.pages) {
    const read = new Set<string>();
    const watched = new Proxy(site, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver);
      },
    }) as SiteModel;
    renderPage({ ...page, props: { ...page.props, site: watched } }, assets);
    const named = new Set<string>([...SITE_PARTS_READ.every, ...(page.template in SITE_PARTS_READ ? SITE_PARTS_READ[page.template as keyof typeof SITE_PARTS_READ] : [])]);
    assert.deepEqual([...read].filter((key) => !named.has(key)), [], `${page.route} (${page.template}) lê partes do site que suas entradas não incluem`);
    templates.add(page.template);
  }
  assert.ok(templates.size >= 12, `só ${templates.size} modelos de página no exemplo`);
});
