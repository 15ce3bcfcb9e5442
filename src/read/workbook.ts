/**
 * .xlsx and .ods workbooks (SheetJS). Cells keep their type: a number typed as a number stays a number (the price
 * 1200), while dates and times are taken as the text the spreadsheet shows ('12:00'), because staff type opening
 * hours as times and Excel stores them as fractions of a day; such cells are marked as dates so that a date where a
 * price belongs is refused instead of published as the number behind it.
 *
 * SheetJS runs in a worker thread with a time limit and a memory limit: a damaged file can send its unzip into an
 * endless loop, and a file that expands to gigabytes must not take the machine with it. The caller waits for the
 * worker synchronously (Atomics.wait), so the read stage stays a plain function. Before any of that, the zip's own
 * directory is checked (src/read/workbook-file.ts), which catches most damaged and oversized files in microseconds.
 */
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CellKind, CellValue, SheetCell } from './table.ts';

export interface WorkbookTab {
  name: string;
  /** The cells that exist, in no particular order. */
  cells: SheetCell[];
  /** Row numbers (as shown) of hidden rows. */
  hiddenRows: number[];
}

export type WorkbookRead =
  | { ok: true; tabs: WorkbookTab[] }
  /** 'limite': no answer within the time limit (or the memory limit ended it); 'erro': SheetJS gave up (in English). */
  | { ok: false; failure: 'limite' | 'erro'; reason: string };

export interface WorkbookLimits {
  /** How long one workbook may take to read. */
  timeLimitMs: number;
  /** Heap the reading thread may use. */
  memoryLimitMb: number;
}

/**
 * A sample workbook reads in well under a second; a big but legitimate one (thousands of rows) in a few. Twenty
 * seconds leaves room for a loaded machine and still ends a stuck read well inside any CI job's patience.
 */
export const DEFAULT_LIMITS: WorkbookLimits = { timeLimitMs: 20_000, memoryLimitMb: 640 };

/** [row (1-based), column (0-based), value, kind] as the worker sends them: compact to copy between threads. */
type WireCell = [number, number, CellValue, CellKind | 0];
type WireAnswer = { ok: true; tabs: { name: string; cells: WireCell[]; hiddenRows: number[] }[] } | { ok: false; reason: string };

// Plain CommonJS, evaluated as the worker's source: it must run the same from src/ (tests) and from the bundled CLI.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { bytes, xlsxPath, signal, port } = workerData;
function wire(cell, isDate) {
  switch (cell.t) {
    case 's': return typeof cell.v === 'string' ? [cell.v.replace(/\\r\\n?/g, '\\n'), 0] : null;
    case 'n': return cell.z && isDate(cell.z) && cell.w ? [cell.w, 'data'] : [cell.v, 0];
    case 'b': return [cell.v, 0];
    case 'd': return [cell.w ?? (cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v)), 'data'];
    case 'e': return [cell.w ?? '#ERRO', 'erro'];
    default: return null;
  }
}
let answer;
try {
  const XLSX = require(xlsxPath);
  const isDate = (z) => XLSX.SSF.is_date(z);
  const book = XLSX.read(bytes, { type: 'array', cellDates: false, cellHTML: false, cellFormula: false, cellNF: true, cellStyles: true, dense: true });
  const tabs = book.SheetNames.map((name) => {
    const sheet = book.Sheets[name];
    const cells = [];
    // forEach skips the holes of sparse arrays: only cells that exist are visited, whatever range the sheet claims.
    (sheet['!data'] || []).forEach((row, r) => {
      if (row) row.forEach((cell, c) => {
        if (!cell) return;
        const value = wire(cell, isDate);
        if (value && value[0] !== null && value[0] !== undefined) cells.push([r + 1, c, value[0], value[1]]);
      });
    });
    const hiddenRows = [];
    (sheet['!rows'] || []).forEach((info, r) => { if (info && info.hidden) hiddenRows.push(r + 1); });
    return { name, cells, hiddenRows };
  });
  answer = { ok: true, tabs };
} catch (error) {
  answer = { ok: false, reason: String((error && error.message) || error) };
}
port.postMessage(answer);
Atomics.store(signal, 0, 1);
Atomics.notify(signal, 0);
`;

const xlsxPath = createRequire(import.meta.url).resolve('xlsx');

/** A read started in its own thread; `result()` waits for it (at most the time limit) and ends the thread. */
export interface PendingRead {
  result(): WorkbookRead;
}

/** Starts reading a workbook in a worker thread. Start several, then collect: they run side by side. */
export function startWorkbookRead(bytes: Uint8Array, limits: WorkbookLimits = DEFAULT_LIMITS): PendingRead {
  const startedAt = Date.now();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [], // not the test runner's TypeScript loader: the source is plain JavaScript
    workerData: { bytes, xlsxPath, signal, port: port2 },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryLimitMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  worker.on('error', () => {}); // out of memory: seen below as no answer
  worker.unref();
  return {
    result() {
      const remaining = limits.timeLimitMs - (Date.now() - startedAt);
      if (remaining > 0) Atomics.wait(signal, 0, 0, remaining);
      const message = receiveMessageOnPort(port1)?.message as WireAnswer | undefined;
      port1.close();
      void worker.terminate();
      // No answer: the time limit ran out, or the memory limit ended the thread (which cannot say so while we wait).
      if (!message) return { ok: false, failure: 'limite', reason: `no answer in ${limits.timeLimitMs} ms` };
      if (!message.ok) return { ok: false, failure: 'erro', reason: message.reason };
      return {
        ok: true,
        tabs: message.tabs.map((tab) => ({
          name: tab.name,
          hiddenRows: tab.hiddenRows,
          cells: tab.cells.map(([row, column, value, kind]) => (kind ? { row, column, value, kind } : { row, column, value })),
        })),
      };
    },
  };
}

/** Reads a workbook's bytes in a worker thread (see the module comment). */
export function readWorkbookBytes(bytes: Uint8Array, limits: WorkbookLimits = DEFAULT_LIMITS): WorkbookRead {
  return startWorkbookRead(bytes, limits).result();
}
