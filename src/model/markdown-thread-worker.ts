/**
 * The second thread of ./markdown-thread.ts: converts the texts it was given and answers with their HTML in the same
 * order (null for a text whose conversion failed: the model converts it again and reports the failure with its row).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { markdownToSafeHtml } from './markdown-html.ts';

const texts = workerData as string[];
parentPort!.postMessage(
  texts.map((text) => {
    try {
      return markdownToSafeHtml(text);
    } catch {
      return null;
    }
  }),
);
