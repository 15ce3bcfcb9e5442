/**
 * Markdown texts converted on two threads before the model is built. Converting and sanitizing every text of a
 * 10,000-service catalogue took about 3 s, all on the main thread, while the second core had nothing to do (the
 * pages are rendered later, and the writer thread only starts then). The build starts the second thread as soon as
 * the sheets are validated, so that it converts while the main thread checks compliance (about 0.8 s at 10,000
 * services). The conversion is pure, so the HTML made by either thread is the model's own
 * (src/model/markdown-html.ts takes it as texts seen before).
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

/**
 * The thread's code: the bundled entry where the CLI runs from the launcher's bundle (bin/clinic-site.js names it
 * `markdown-thread.cjs`, next to `cli.cjs`, where this code is), or the
 * TypeScript file where the project runs from its sources (the tests): a worker does not inherit the TypeScript
 * loader, so it registers tsx first.
 */
function startWorker(workerData: MarkdownThreadData): Worker | null {
  const bundled = new URL('./markdown-thread.cjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const source = new URL('./markdown-thread-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) return null;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * What the thread is given: every text, and a counter shared by both threads. Each thread takes the next text by
 * adding one to the counter, so neither waits for a share fixed in advance: the thread converts while the main thread
 * checks compliance, and the main thread joins it when it has done that.
 */
export interface MarkdownThreadData {
  texts: string[];
  next: Int32Array;
}

/** Takes the next text for the calling thread: its index, or -1 when every text has been taken. */
export function takeNext(texts: readonly string[], next: Int32Array): number {
  const index = Atomics.add(next, 0, 1);
  return index < texts.length ? index : -1;
}

/** The HTML of the texts the thread took, by index (null where it could not convert one), or null if it failed. */
function answerOf(worker: Worker | null, count: number): Promise<(string | null)[] | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.once('message', (html: (string | null)[]) => resolve(Array.isArray(html) && html.length <= count ? html : null));
    worker.once('error', () => resolve(null));
    worker.once('exit', () => resolve(null));
  });
}

export interface MarkdownConversion {
  /**
   * `known` with the HTML of every text, the main thread converting what the second thread has not taken yet. A text
   * the second thread could not convert is left out, and the model converts it.
   */
  finish(): Promise<ReadonlyMap<string, string>>;
  /** Stops the second thread (the build stopped before the model). */
  cancel(): void;
  /** How many texts either thread has taken so far. */
  taken(): number;
  /** After `finish`: how many texts each thread converted. */
  readonly shares: { thread: number; main: number };
}

/**
 * Starts converting the distinct texts of `texts` that `known` lacks on a second thread, when at least
 * MARKDOWN_THREAD_MIN_TEXTS are missing; `finish` converts the rest. With fewer, `finish` gives `known` itself (the
 * model converts the few it meets).
 */
export function startConversion(texts: Iterable<string>, known: ReadonlyMap<string, string>): MarkdownConversion {
  const missing = [...new Set(texts)].filter((text) => !known.has(text));
  const shares = { thread: 0, main: 0 };
  if (missing.length < MARKDOWN_THREAD_MIN_TEXTS) return { finish: async () => known, cancel: () => {}, taken: () => 0, shares };
  const next = new Int32Array(new SharedArrayBuffer(4));
  const worker = startWorker({ texts: missing, next });
  const answer = answerOf(worker, missing.length);
  return {
    async finish() {
      const converted = new Map(known);
      for (let index = takeNext(missing, next); index !== -1; index = takeNext(missing, next)) {
        converted.set(missing[index]!, markdownToSafeHtml(missing[index]!));
        shares.main++;
      }
      // Every text taken here (the thread had not started yet): nothing to wait for.
      if (shares.main === missing.length) {
        void worker?.terminate();
        return converted;
      }
      // The thread's answer has HTML only at the indexes it took (nothing at this thread's).
      const html = (await answer) ?? [];
      for (const [index, made] of html.entries()) {
        if (typeof made !== 'string') continue;
        converted.set(missing[index]!, made);
        shares.thread++;
      }
      return converted;
    },
    cancel() {
      void worker?.terminate();
    },
    taken: () => Math.min(Atomics.load(next, 0), missing.length),
    shares,
  };
}

/** `known` with the HTML of each distinct text of `texts` it lacks, converted on two threads (startConversion). */
export const convertAhead = (texts: Iterable<string>, known: ReadonlyMap<string, string>): Promise<ReadonlyMap<string, string>> =>
  startConversion(texts, known).finish();
