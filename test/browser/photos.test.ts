/**
 * A phone visitor on a page with real photos (generated phone photos in a copy of the sample): the browser takes the
 * AVIF at the width the slot needs on a 375 px, 2× screen, the photo fills its box without moving the page, and a
 * photo further down is not downloaded until the visitor scrolls to it.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { phonePhoto } from '../support/phone-photos.js';
import { browserSkip, PHONE, ROOT, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { eventually, visit } from './support/visitor.ts';

let site: RunningSite;
let sheets: string;
before(async () => {
  if (browserSkip) return;
  sheets = mkdtempSync(join(tmpdir(), 'clinic-site-fotos-'));
  cpSync(join(ROOT, 'sheets'), sheets, { recursive: true });
  // The drawings of /servico/botox's hero and of its related protocol become phone photos (same file names).
  writeFileSync(join(sheets, 'imagens', 'facial-olhar.svg'), await phonePhoto({ width: 2000, height: 1500, seed: 41 }));
  writeFileSync(join(sheets, 'imagens', 'protocolo-facial.svg'), await phonePhoto({ width: 2000, height: 1500, seed: 42 }));
  site = await startSite({ sheets });
});
afterEach(() => site?.closePages());
after(async () => {
  await site?.stop();
  if (sheets) rmSync(sheets, { recursive: true, force: true });
});

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };

/** Every image URL the page requested, as it requests them. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

describe('photos on a phone', () => {
  it('the hero photo comes as AVIF, 960 px wide for a 343 px slot at 2×, and fills its box at its own aspect ratio', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true });
    await visit(page, '/servico/botox');
    const hero = page.getByRole('img', { name: /./ }).and(page.locator('.cat-hero__image'));
    await eventually(async () => assert.ok(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)));
    const facts = await hero.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      natural: [img.naturalWidth, img.naturalHeight],
      attributes: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
      box: img.getBoundingClientRect().width,
    }));
    assert.match(facts.src, /\/imagens\/botox-960\.[0-9a-f]{8}\.avif$/);
    // 960 image pixels over the box's CSS width: at least the screen's 2 pixels per CSS pixel, so it looks sharp.
    assert.ok(960 / facts.box >= 2, `960 px para ${facts.box} px de largura a 2×`);
    // The width/height attributes reserve the photo's own shape (no jump when it arrives).
    const ratio = facts.natural[0] / facts.natural[1];
    assert.ok(Math.abs(ratio - facts.attributes[0] / facts.attributes[1]) < 0.01, `${ratio} × ${facts.attributes.join('×')}`);
  });

  it('a photo below the fold loads only when the visitor scrolls to it', opts, async () => {
    const page = await site.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true });
    const requested = imageRequests(page);
    await visit(page, '/servico/botox');
    const related = page.locator('img[src*="/imagens/anti-idade-avancado"]').first();
    assert.equal(requested.filter((url) => url.includes('anti-idade-avancado')).length, 0, requested.join('\n'));
    await related.scrollIntoViewIfNeeded();
    await eventually(() => assert.ok(requested.some((url) => /\/imagens\/anti-idade-avancado-\d+\.[0-9a-f]{8}\.avif$/.test(url)), requested.join('\n')));
  });
});
