/**
 * The DOMPurify XSS corpus (test/fixtures/xss/) typed into a text cell: whatever a payload loses on its way to the
 * page (a link, an element removed whole, an image), staff get a warning at the cell, and nothing unsafe reaches the
 * page (docs/site.md#rich-text-and-sanitizer).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Problem } from '../errors/problems.ts';
import { markdownToSafeHtml } from '../model/markdown-html.ts';
import { renderMarkdown } from '../parse/markdown.ts';
import { isSafeUrl, REMOVED_WITH_CONTENT } from '../parse/rich-text-rules.ts';
import { elementsOf, violations, xssCorpus, type HtmlElement } from '../../test/support/sanitized-html.ts';
import { checkTextLinks } from './markdown-links.ts';
import type { PageSlugs } from './site-pages.ts';
import type { Located } from './records.ts';

const pages: PageSlugs = { servico: new Map(), tratamento: new Map(), protocolo: new Map(), blog: new Set() };

/** The codes of the warnings the text of one cell gets. */
function warningsOf(text: string): Set<string> {
  const record = { value: { content: text }, source: { cell: () => ({ location: { file: 'servicos.xlsx' } }) } } as unknown as Located<{ content: string }>;
  const problems: Problem[] = [];
  checkTextLinks([record], 'content', pages, problems);
  return new Set(problems.map((p) => p.code));
}

const removedWhole = (element: HtmlElement) => REMOVED_WITH_CONTENT.includes(element.name?.toLowerCase() ?? '');
const insideRemoved = (element: HtmlElement): boolean => (element.parent ? removedWhole(element.parent) || insideRemoved(element.parent) : false);

/** What the page loses of `text`, judged on the HTML before and after the sanitizer, and the warning each loss needs. */
function lossesOf(text: string): [loss: string, warning: string][] {
  const before = elementsOf(renderMarkdown(text));
  const losses: [string, string][] = [];
  for (const element of before) {
    const name = element.name!.toLowerCase();
    if (removedWhole(element) && !insideRemoved(element)) losses.push([`<${name}>`, 'HTML_REMOVIDO_DO_TEXTO']);
    if (insideRemoved(element)) continue;
    if (name === 'a' && element.attribs?.href !== undefined && !isSafeUrl(element.attribs.href)) losses.push([`link ${element.attribs.href}`, 'LINK_REMOVIDO_DO_TEXTO']);
    if (name === 'img') {
      const after = elementsOf(markdownToSafeHtml(text)).filter((e) => e.name === 'img').length;
      const kept = before.filter((e) => e.name!.toLowerCase() === 'img' && !insideRemoved(e)).length;
      if (after < kept) losses.push([`<img src=${element.attribs?.src}>`, 'IMAGEM_NO_TEXTO_SEM_ENDERECO']);
    }
  }
  return losses;
}

test('the loss check itself sees a link, an element and an image lost', () => {
  assert.deepEqual(lossesOf('<svg><a href="javascript:x">a</a></svg> <a href="&#x2000;javascript:y">b</a> <img src=x>'), [
    ['<svg>', 'HTML_REMOVIDO_DO_TEXTO'],
    ['link \u2000javascript:y', 'LINK_REMOVIDO_DO_TEXTO'],
    ['<img src=x>', 'IMAGEM_NO_TEXTO_SEM_ENDERECO'],
  ]);
});

test('every corpus payload that loses a link, an element or an image on the page gets its warning', () => {
  const missing: string[] = [];
  let lossy = 0;
  for (const [index, payload] of xssCorpus.entries()) {
    const losses = lossesOf(payload);
    if (losses.length) lossy++;
    const warnings = warningsOf(payload);
    for (const [loss, warning] of losses) if (!warnings.has(warning)) missing.push(`#${index} ${JSON.stringify(payload).slice(0, 100)}: ${loss} without ${warning}`);
  }
  assert.deepEqual(missing, []);
  assert.ok(lossy > 100, `${lossy} payloads lose something`);
});

test('no corpus payload typed in a text reaches the page with a script-capable element, attribute or URL', () => {
  const failures: string[] = [];
  for (const [index, payload] of xssCorpus.entries()) {
    for (const violation of violations(markdownToSafeHtml(payload))) failures.push(`#${index} ${JSON.stringify(payload).slice(0, 80)}: ${violation}`);
  }
  assert.deepEqual(failures, []);
});
