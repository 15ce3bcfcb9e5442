/**
 * Markdown texts converted on two threads before the model is built. Converting and sanitizing every text of a
 * 10,000-service catalogue took about 3 s, all on the main thread, while the second core had nothing to do (the
 * pages are rendered later, and the writer thread only starts then). The conversion is pure, so the HTML made by
 * either thread is the model's own (src/model/markdown-html.ts takes it as texts seen before).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { markdownToSafeHtml } from './markdown-html.ts';

/**
 * Below this many texts to convert, the main thread converts them alone: starting the second thread (a JavaScript
 * engine, marked and the sanitizer) takes about as long as a few hundred texts.
 */
export const MARKDOWN_THREAD_MIN_TEXTS = 400;

/** The thread's share: it starts later than the main thread, which converts the rest meanwhile. */
const THREAD_SHARE = 0.45;

/**
 * The thread's code: the bundled entry where the CLI runs from the launcher's bundle (bin/clinic-site.js names it
 * `markdown-thread.mjs`, next to `cli.mjs`; this code sits in a chunk one folder below or in `cli.mjs`), or the
 * TypeScript file where the project runs from its sources (the tests): a worker does not inherit the TypeScript
 * loader, so it registers tsx first.
 */
function startWorker(texts: string[]): Worker | null {
  for (const path of ['../markdown-thread.mjs', './markdown-thread.mjs']) {
    const url = new URL(path, import.meta.url);
    if (existsSync(fileURLToPath(url))) return new Worker(url, { workerData: texts });
  }
  const source = new URL('./markdown-thread-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) return null;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: texts });
}

/** The texts' HTML in the same order (null where the thread could not convert one), or null if the thread failed. */
function convertOnThread(texts: string[]): Promise<(string | null)[] | null> {
  const worker = texts.length ? startWorker(texts) : null;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.once('message', (html: (string | null)[]) => resolve(Array.isArray(html) && html.length === texts.length ? html : null));
    worker.once('error', () => resolve(null));
    worker.once('exit', () => resolve(null));
  });
}

/**
 * `known` with the HTML of each distinct text of `texts` it lacks, converted on two threads when at least
 * MARKDOWN_THREAD_MIN_TEXTS are missing; otherwise `known` itself (the model converts the few it meets). A text the
 * second thread could not convert is left out, and the model converts it.
 */
export async function convertAhead(texts: Iterable<string>, known: ReadonlyMap<string, string>): Promise<ReadonlyMap<string, string>> {
  const missing = [...new Set(texts)].filter((text) => !known.has(text));
  if (missing.length < MARKDOWN_THREAD_MIN_TEXTS) return known;
  const converted = new Map(known);
  const theirs: string[] = [];
  const mine: string[] = [];
  for (const [index, text] of missing.entries()) (theirs.length < THREAD_SHARE * (index + 1) ? theirs : mine).push(text);
  const answer = convertOnThread(theirs);
  for (const text of mine) converted.set(text, markdownToSafeHtml(text));
  const html = await answer;
  if (html) for (const [index, text] of theirs.entries()) if (html[index] !== null) converted.set(text, html[index]!);
  return converted;
}
