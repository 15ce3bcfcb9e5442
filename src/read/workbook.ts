/**
 * .xlsx and .ods workbooks (SheetJS). Cells keep their type: a number typed as a number stays a number (the price
 * 1200), while dates and times are taken as the text the spreadsheet shows ('12:00'), because staff type opening
 * hours as times and Excel stores them as fractions of a day; such cells are marked as dates so that a date where a
 * price belongs is refused instead of published as the number behind it.
 *
 * SheetJS runs in a worker thread with a limit of processor time per workbook and a memory limit: a damaged file can send its
 * unzip into an endless loop, and a file that expands to gigabytes must not take the machine with it. Every part of
 * the zip is first unzipped by Node's zlib, capped at the size the zip's directory declares (checked beforehand in
 * src/read/workbook-file.ts), and SheetJS then unzips with zlib too, which is also twice as fast as its own code.
 * The caller waits synchronously (Atomics.wait), so the read stage stays a plain function.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { packageRoot } from '../package-root.ts';
import { MAX_COLUMNS, type CellKind, type CellValue, type SheetCell } from './table.ts';
import { jobsOf, planShares, type Share, type WorkbookJob } from './workbook-shares.ts';
import { WORKER_SOURCE } from './workbook-thread.ts';
import { readingClock } from './thread-time.ts';

export type { WorkbookJob } from './workbook-shares.ts';

/**
 * The most a tab of an .xlsx may take once unzipped (its worksheet XML). Reading is bounded by size, not by a row
 * count: 200,000 rows of questions and answers like the sample's take about 65 MB written the most verbose way
 * (text inside each cell, as SheetJS writes it; Excel keeps the text in a shared list and the tab is smaller), and read
 * in about 7 s of processor time and 250 MB. Text pasted down a tab by mistake is usually larger: such a tab is
 * refused before it is parsed, so the refusal costs only the unzipping. The other tabs of the workbook are read.
 * The workbook as a whole stays under MAX_EXPANDED_BYTES (src/read/workbook-file.ts), its reading under the time
 * and memory limits below.
 */
export const MAX_TAB_BYTES = 80 * 1024 * 1024;

export interface WorkbookTab {
  name: string;
  /** The cells that exist, in no particular order (none when the tab is too large). */
  cells: SheetCell[];
  /** Set, in bytes, when the tab takes more than MAX_TAB_BYTES unzipped (its cells are then left out). */
  tooLarge?: number;
  /** Row numbers (as shown) of hidden rows. */
  hiddenRows: number[];
  /** Indexes (0 = A) of hidden columns, among the first MAX_COLUMNS (absent when none is). */
  hiddenColumns?: number[];
  /** Set when the tab itself is hidden (Excel's "Ocultar" on the tab, "very hidden" too). */
  hidden?: boolean;
  /** Ranges merged across several rows, as [first row, first column, last row, last column] (rows as shown). */
  mergedDown?: MergedRange[];
  /** Ranges merged across several columns of one row, the same way (the topmost hundred). */
  mergedAcross?: MergedRange[];
}

export type MergedRange = [number, number, number, number];

export type WorkbookRead =
  | { ok: true; tabs: WorkbookTab[] }
  /** 'limite': no answer within the time limit (or the memory limit ended it); 'erro': the file is not readable. */
  | { ok: false; failure: 'limite' | 'erro'; reason: string };

export interface WorkbookLimits {
  /** Processor time one workbook may take to read (see waitForAnswer). */
  timeLimitMs: number;
  /** Heap the reading thread may use. */
  memoryLimitMb: number;
  /** Tests only: one thread, whatever the size of the sheets (planShares). */
  oneThread?: boolean;
}

/**
 * A sample workbook reads in a tenth of a second; a big but legitimate one (200,000 rows) in about seven seconds of
 * processor time. Twenty seconds leaves room and still ends a stuck read well inside any CI job's patience.
 */
export const DEFAULT_LIMITS: WorkbookLimits = { timeLimitMs: 20_000, memoryLimitMb: 640 };

/**
 * [row (1-based), column (0-based), value, kind, link] as the worker sends them: compact to copy between threads. The
 * link is there only for a cell that has one.
 */
type WireCell = [number, number, CellValue, CellKind | 0, string?];
type WireTab = { name: string; cells: WireCell[]; hiddenRows: number[]; hiddenColumns?: number[]; hidden?: boolean; tooLarge?: number; mergedDown?: MergedRange[]; mergedAcross?: MergedRange[] };
/** `bug`: the reader itself could not start (SheetJS missing): ours to fix, not the workbook's. */
type WireAnswer = { ok: true; tabs: WireTab[] } | { ok: false; reason: string; bug?: undefined } | { ok: false; bug: string };

// The build without the codepage tables of legacy formats (.xls, .dbf): the formats read here (.xlsx, .xlsm, .ods)
// are Unicode XML, and the tables took two thirds of SheetJS's half-second load in every reading thread.
const xlsxPath = createRequire(import.meta.url).resolve('xlsx/dist/xlsx.core.min.js');
/**
 * Where the reading thread keeps SheetJS's compiled code between starts (src/read/workbook-thread.ts): beside the
 * compiled CLI, or where CLINIC_SITE_CODE_CACHE says (read when a thread starts).
 */
const codeCacheDir = () => resolve(process.env.CLINIC_SITE_CODE_CACHE || join(packageRoot, 'node_modules', '.cache', 'clinic-site', 'codigo'));

interface Reader {
  worker: Worker;
  port: MessagePort;
  signal: Int32Array;
}

/** `jobs` now, or later as one message (a thread started ahead of time). */
function startReader(memoryLimitMb: number, jobs?: WorkbookJob[]): Reader {
  // [answers so far, the thread's kernel id (./thread-time.ts)]
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [], // not the test runner's TypeScript loader: the source is plain JavaScript
    workerData: { jobs, xlsxPath, codeCacheDir: codeCacheDir(), nodeFlags: `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`, signal, port: port2, maxTabBytes: MAX_TAB_BYTES, maxColumns: MAX_COLUMNS },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  worker.on('error', () => {}); // out of memory: seen below as no answer
  worker.unref();
  port1.unref();
  return { worker, port: port1, signal };
}

const stopReader = (reader: Reader | null) => {
  if (!reader) return;
  reader.port.close();
  void reader.worker.terminate();
};

interface Prepared {
  readers: [Reader, Reader | null];
  memoryLimitMb: number;
  early?: WorkbookJob[];
}

/**
 * The threads prepareReader started, waiting for their workbooks or reading the ones given early. Kept on the global
 * object, not in this module: the launcher starts them from a bundle of its own (src/cli/early-reading.ts) before it
 * loads the CLI's, which holds a second copy of this module.
 */
const slot = ((globalThis as { [key: symbol]: unknown })[Symbol.for('clinic-site.prepared-readers')] ??= { prepared: null }) as { prepared: Prepared | null };

/** Starts the threads of a plan (planShares), each given its shares at once. */
function startReaders(memoryLimitMb: number, [first, second]: [Share[], Share[]]): [Reader, Reader | null] {
  return [startReader(memoryLimitMb, jobsOf(first)), second.length ? startReader(memoryLimitMb, jobsOf(second)) : null];
}

/**
 * Starts the reading thread now, so that loading it (a new JavaScript engine and SheetJS, about 0.1 s) happens while
 * the caller loads or does something else; the next readWorkbooks with the same memory limit uses it. A thread that is
 * never used does not keep the process alive.
 *
 * `early`: workbooks the threads start reading at once (src/read/early-read.ts). readWorkbooks takes those answers
 * only when it is asked for the very same bytes in the same order; otherwise the threads are ended and new ones read
 * what was asked.
 */
export function prepareReader(limits: WorkbookLimits = DEFAULT_LIMITS, early?: WorkbookJob[]): void {
  const prepared = slot.prepared;
  if (prepared?.memoryLimitMb === limits.memoryLimitMb && !prepared.early && !early) return;
  if (prepared) prepared.readers.forEach(stopReader);
  const readers: [Reader, Reader | null] = early?.length ? startReaders(limits.memoryLimitMb, planShares(early, limits.oneThread)) : [startReader(limits.memoryLimitMb), null];
  const entry = { readers, memoryLimitMb: limits.memoryLimitMb, early: early?.length ? early : undefined };
  // A thread that ended while waiting (it should not) is not handed workbooks it would never answer.
  readers[0].worker.once('exit', () => {
    if (slot.prepared === entry) slot.prepared = null;
  });
  slot.prepared = entry;
}

/** The threads for `jobs` read as `plan` says: those prepareReader started where they fit, new ones otherwise. */
function takeReaders(limits: WorkbookLimits, jobs: WorkbookJob[], plan: [Share[], Share[]]): [Reader, Reader | null] {
  const ready = slot.prepared;
  slot.prepared = null;
  if (ready?.memoryLimitMb !== limits.memoryLimitMb || (ready.early && !sameJobs(ready.early, jobs))) {
    ready?.readers.forEach(stopReader);
    return startReaders(limits.memoryLimitMb, plan);
  }
  // The same workbooks given early were planned the same way.
  if (ready.early) return ready.readers;
  // A thread started ahead of time, with nothing given yet: it takes the first share.
  const [first, second] = plan;
  ready.readers[0].port.postMessage({ jobs: jobsOf(first) });
  return [ready.readers[0], second.length ? startReader(limits.memoryLimitMb, jobsOf(second)) : null];
}

/** The same workbooks, byte for byte, in the same order. */
const sameJobs = (a: WorkbookJob[], b: WorkbookJob[]) =>
  a.length === b.length && a.every((job, i) => Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength).equals(b[i].bytes));

/**
 * Reads workbooks in worker threads (SheetJS loads once in each): one thread, or two for large sheets (planShares),
 * the ones prepareReader started if there are. A workbook that runs out of time ends its thread; the ones after it go
 * on in a new one.
 */
export function readWorkbooks(jobs: WorkbookJob[], limits: WorkbookLimits = DEFAULT_LIMITS): WorkbookRead[] {
  const plan = planShares(jobs, limits.oneThread);
  const readers = takeReaders(limits, jobs, plan);
  let answers: WorkbookRead[][];
  try {
    answers = plan.map((shares, thread) => (shares.length ? readInOrder(readers[thread] ?? null, jobsOf(shares), limits) : []));
  } finally {
    readers.forEach(stopReader); // both already stopped, unless the first thread's answer was our own bug
  }
  // A workbook read as two shares: its tabs in the workbook's order, or the failure of either share.
  const results: (WorkbookRead | undefined)[] = jobs.map(() => undefined);
  for (const [thread, shares] of plan.entries()) {
    for (const [i, { index }] of shares.entries()) {
      const read = answers[thread]![i]!;
      const before = results[index];
      results[index] = !before ? read : !before.ok ? before : !read.ok ? read : { ok: true, tabs: before.tabs.concat(read.tabs) };
    }
  }
  return results as WorkbookRead[];
}

/** One thread's jobs, answered in order; after a time-out, the rest in a new thread. */
function readInOrder(reader: Reader | null, jobs: WorkbookJob[], limits: WorkbookLimits): WorkbookRead[] {
  const results: WorkbookRead[] = [];
  while (results.length < jobs.length) {
    const batch = jobs.slice(results.length);
    const current = reader ?? startReader(limits.memoryLimitMb, batch);
    reader = null;
    try {
      for (let done = 0; done < batch.length; done++) {
        waitForAnswer(current.signal, done, limits.timeLimitMs);
        const message = receiveMessageOnPort(current.port)?.message as WireAnswer | undefined;
        if (!message) {
          // The time limit ran out, or the memory limit ended the thread (seen by waitForAnswer where Linux shows it).
          results.push({ ok: false, failure: 'limite', reason: `no answer in ${limits.timeLimitMs} ms` });
          break;
        }
        results.push(fromWire(message));
      }
    } finally {
      stopReader(current);
    }
  }
  return results;
}

/** How often the wait looks at the processor time the reading has used. */
const CHECK_EVERY_MS = 100;
/** A reading that uses no processor time (stuck waiting) is ended after this many times the limit on the clock. */
const CLOCK_FACTOR = 3;

/**
 * Waits until the reader has answered `done + 1` workbooks, or until the answer took more than `limitMs` of processor
 * time, or the thread ended without it (its memory limit). The limit is on processor time, not on the clock: on a
 * machine busy with other work a big but honest workbook takes several times longer on the clock, while a damaged one
 * that loops burns processor time the same. It is the reading thread's own time (./thread-time.ts), so a workbook is
 * not charged what the other reading thread uses meanwhile. A clock limit of CLOCK_FACTOR × `limitMs` ends a reading
 * that would wait forever without using the processor.
 */
function waitForAnswer(signal: Int32Array, done: number, limitMs: number): void {
  const used = readingClock(signal);
  const clockDeadline = Date.now() + limitMs * CLOCK_FACTOR;
  for (let now = Date.now(); Atomics.load(signal, 0) <= done && now < clockDeadline; now = Date.now()) {
    const { usedMs, ended } = used();
    if (ended || usedMs >= limitMs) return;
    Atomics.wait(signal, 0, done, Math.min(CHECK_EVERY_MS, limitMs, clockDeadline - now));
  }
}

function fromWire(message: WireAnswer): WorkbookRead {
  if (!message.ok && message.bug !== undefined) throw new Error(`o leitor de planilhas não iniciou: ${message.bug}`);
  if (!message.ok) return { ok: false, failure: 'erro', reason: message.reason };
  return {
    ok: true,
    tabs: message.tabs.map((tab) => ({
      name: tab.name,
      hiddenRows: tab.hiddenRows,
      ...(tab.hiddenColumns?.length ? { hiddenColumns: tab.hiddenColumns } : {}),
      ...(tab.hidden ? { hidden: true } : {}),
      ...(tab.tooLarge ? { tooLarge: tab.tooLarge } : {}),
      ...(tab.mergedDown?.length ? { mergedDown: tab.mergedDown } : {}),
      ...(tab.mergedAcross?.length ? { mergedAcross: tab.mergedAcross } : {}),
      cells: tab.cells.map(([row, column, value, kind, link]) => {
        const cell: SheetCell = kind ? { row, column, value, kind } : { row, column, value };
        if (link) cell.link = link;
        return cell;
      }),
    })),
  };
}
