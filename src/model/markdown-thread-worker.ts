/**
 * The second thread of ./markdown-thread.ts: converts the texts it takes, one after the other, until every text has
 * been taken by one of the two threads, and answers with their HTML by index (null for a text whose conversion failed:
 * the model converts it again and reports the failure with its row; nothing at the indices the main thread took).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { markdownToSafeHtml } from './markdown-html.ts';
import { takeNext, type MarkdownThreadData } from './markdown-thread.ts';

const { texts, next } = workerData as MarkdownThreadData;
const html: (string | null)[] = [];
for (let index = takeNext(texts, next); index !== -1; index = takeNext(texts, next)) {
  try {
    html[index] = markdownToSafeHtml(texts[index]!);
  } catch {
    html[index] = null;
  }
}
parentPort!.postMessage(html);
