/**
 * Text as a phone shows it: on every template, at the two narrowest common widths, no word is cut in two across lines (a
 * card too narrow for its label, "Recuperaçã / o", with the stylesheet's last-resort `overflow-wrap: anywhere`).
 * Addresses and e-mails may break where they must (tested in accessibility.test.ts); words may not.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSkip, startSite, TEMPLATE_PAGES, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { visit } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };

/** Each visible word (letters only, 4 or more) whose box spans more than one line, with the element it is in. */
const wordsCutInTwo = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element?.checkVisibility() || element.closest('.sr-only')) continue;
      for (const word of (node.textContent ?? '').matchAll(/\p{L}{4,}/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
        if (lines.size > 1) cut.push(`"${word[0]}" in <${element.tagName.toLowerCase()} class="${element.className}">`);
      }
    }
    return cut;
  });

const PAGES = [...TEMPLATE_PAGES, ['blog list', '/blog'], ['blog article', '/blog/acne-na-vida-adulta']] as const;

describe('no word cut in two on a phone', () => {
  // 320: the narrowest the design holds; 360: the most common Android width (where the label was cut too).
  for (const width of [320, 360]) {
    it(`on every template at ${width} px`, opts, async () => {
      const page = await site.newPage({ viewport: { width, height: 780 } });
      const report: string[] = [];
      for (const [template, path] of PAGES) {
        await visit(page, path);
        for (const word of await wordsCutInTwo(page)) report.push(`${template} (${path}): ${word}`);
      }
      assert.deepEqual(report, []);
    });
  }
});
