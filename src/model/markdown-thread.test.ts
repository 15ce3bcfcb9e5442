/**
 * Markdown converted ahead of the model on two threads (./markdown-thread.ts) must be exactly what the model would
 * convert itself, and every Markdown text the model meets must be among those converted ahead (./markdown-texts.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readSheets } from '../read/read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { buildModel } from './build-model.ts';
import { markdownToSafeHtml, withMarkdownMemo } from './markdown-html.ts';
import { markdownTextsOf } from './markdown-texts.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { convertAhead, MARKDOWN_THREAD_MIN_TEXTS, startConversion } from './markdown-thread.ts';

const xss = JSON.parse(readFileSync(new URL('../../test/fixtures/xss/dompurify-payloads.json', import.meta.url), 'utf8')) as string[];

test('every Markdown text the model converts is listed for conversion ahead', () => {
  const records = validateSheets(readSheets(SAMPLE_SHEETS)).records!;
  const { memo: used } = withMarkdownMemo(new Map(), () => buildModel(records, null, { today: '2026-03-12' }));
  const listed = new Set(markdownTextsOf(records));
  assert.ok(used.size > 60, `${used.size} textos convertidos`);
  for (const text of used.keys()) assert.ok(listed.has(text), `não listado: ${text.slice(0, 60)}`);
});

test('texts converted on two threads are the HTML the model makes, hostile ones included', async () => {
  const texts = Array.from({ length: MARKDOWN_THREAD_MIN_TEXTS + 100 }, (_, i) =>
    i % 3 === 0 ? `${xss[i % xss.length]}\n\n**Ficha ${i}**` : `## Seção ${i}\n\nTexto com [link](https://exemplo.example/${i}) e *ênfase*.`,
  );
  const known = new Map([[texts[1]!, '<p>já convertido</p>']]);
  const converted = await convertAhead([...texts, ...texts.slice(0, 50)], known);
  assert.equal(converted.size, new Set(texts).size, 'cada texto, uma vez');
  assert.equal(converted.get(texts[1]!), '<p>já convertido</p>', 'um texto já conhecido não é convertido de novo');
  for (const [text, html] of converted) if (text !== texts[1]) assert.equal(html, markdownToSafeHtml(text), text.slice(0, 60));
});

test('a few texts are left to the model: no second thread for them', async () => {
  const texts = Array.from({ length: MARKDOWN_THREAD_MIN_TEXTS - 1 }, (_, i) => `Texto ${i}`);
  const known = new Map<string, string>();
  assert.equal(await convertAhead(texts, known), known);
  assert.equal(known.size, 0);
});

test('the second thread converts while this one does something else, and this one takes over what is left', async () => {
  const texts = Array.from({ length: MARKDOWN_THREAD_MIN_TEXTS * 3 }, (_, i) => `## Item ${i}\n\nTexto *${i}* com [link](https://exemplo.example/${i}).`);
  // Given time (as the build gives it while it checks compliance), the thread takes every text.
  const ahead = startConversion(texts, new Map());
  for (let waited = 0; waited < 30_000 && ahead.taken() < texts.length; waited += 50) await sleep(50);
  const converted = await ahead.finish();
  assert.equal(converted.size, texts.length);
  assert.deepEqual(ahead.shares, { thread: texts.length, main: 0 });
  // Asked at once, this thread starts converting too, and between the two every text is converted once.
  const atOnce = startConversion(texts, new Map());
  const both = await atOnce.finish();
  assert.equal(both.size, texts.length);
  assert.equal(atOnce.shares.thread + atOnce.shares.main, texts.length);
  assert.ok(atOnce.shares.main > 0, 'esta thread também converteu');
  for (const text of texts) assert.equal(both.get(text), markdownToSafeHtml(text));
});
