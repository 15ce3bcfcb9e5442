/**
 * .xlsx and .ods workbooks (SheetJS). Cells keep their type: a number typed as a number stays a number (the price
 * 1200), while dates and times are taken as the text the spreadsheet shows ('12:00'), because staff type opening
 * hours as times and Excel stores them as fractions of a day; such cells are marked as dates so that a date where a
 * price belongs is refused instead of published as the number behind it.
 *
 * SheetJS runs in a worker thread with a time limit per workbook and a memory limit: a damaged file can send its
 * unzip into an endless loop, and a file that expands to gigabytes must not take the machine with it. Every part of
 * the zip is first unzipped by Node's zlib, capped at the size the zip's directory declares (checked beforehand in
 * src/read/workbook-file.ts), and SheetJS then unzips with zlib too, which is also twice as fast as its own code.
 * The caller waits synchronously (Atomics.wait), so the read stage stays a plain function.
 */
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CellKind, CellValue, SheetCell } from './table.ts';
import type { ZipPart } from './workbook-file.ts';

/**
 * The most rows (with anything in them) a tab may have. A catalogue has hundreds; ten thousand pasted by mistake
 * are still read and reported. Beyond this a tab is refused whole, before its cells cross to the main thread.
 */
export const MAX_ROWS = 20_000;
// Rows after row MAX_ROWS + 1 are not even parsed: a tab filled that far is refused, and what lies beyond an
// otherwise small tab (a stray cell in row 1,048,576) is reported and ignored.

export interface WorkbookTab {
  name: string;
  /** The cells that exist, in no particular order (none when the tab has too many rows). */
  cells: SheetCell[];
  /** Set when more than MAX_ROWS rows have content (the cells are then left out). */
  tooManyRows?: number;
  /** The last row the sheet claims to use, when it is past row MAX_ROWS + 1 (those rows are not read). */
  rowsBeyond?: number;
  /** Row numbers (as shown) of hidden rows. */
  hiddenRows: number[];
  /** Ranges merged across several rows, as [first row, first column, last row, last column] (rows as shown). */
  mergedDown?: MergedRange[];
}

export type MergedRange = [number, number, number, number];

export type WorkbookRead =
  | { ok: true; tabs: WorkbookTab[] }
  /** 'limite': no answer within the time limit (or the memory limit ended it); 'erro': the file is not readable. */
  | { ok: false; failure: 'limite' | 'erro'; reason: string };

export interface WorkbookLimits {
  /** How long one workbook may take to read. */
  timeLimitMs: number;
  /** Heap the reading thread may use. */
  memoryLimitMb: number;
}

/**
 * A sample workbook reads in a tenth of a second; a big but legitimate one (thousands of rows) in a few. Twenty
 * seconds leaves room for a loaded machine and still ends a stuck read well inside any CI job's patience.
 */
export const DEFAULT_LIMITS: WorkbookLimits = { timeLimitMs: 20_000, memoryLimitMb: 640 };

/** A workbook to read: its bytes and the zip parts their directory declares. */
export interface WorkbookJob {
  bytes: Uint8Array;
  parts: ZipPart[];
}

/** [row (1-based), column (0-based), value, kind] as the worker sends them: compact to copy between threads. */
type WireCell = [number, number, CellValue, CellKind | 0];
type WireTab = { name: string; cells: WireCell[]; hiddenRows: number[]; tooManyRows?: number; rowsBeyond?: number; mergedDown?: MergedRange[] };
/** `bug`: the reader itself could not start (SheetJS missing): ours to fix, not the workbook's. */
type WireAnswer = { ok: true; tabs: WireTab[] } | { ok: false; reason: string; bug?: undefined } | { ok: false; bug: string };

// Plain CommonJS, evaluated as the worker's source: it must run the same from src/ (tests) and from the bundled CLI.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const { jobs, xlsxPath, signal, port, maxRows } = workerData;
process.noDeprecation = true; // SheetJS's zlib bridge reads a deprecated field; the warning is for its authors
let XLSX = null;
let setupError = null;
try {
  XLSX = require(xlsxPath);
  XLSX.CFB.utils.use_zlib(zlib);
} catch (error) {
  setupError = String((error && error.stack) || error);
}
const isDate = (z) => XLSX.SSF.is_date(z);
// A date format (days, months or years in it), as opposed to a time of day ('h:mm').
const isCalendarDate = (z) => /[dy]/i.test(String(z).replace(/"[^"]*"|\\[[^\\]]*\\]/g, ''));
const pad = (n, width) => String(n).padStart(width, '0');
function isoDay(serial) {
  const { y, m, d } = XLSX.SSF.parse_date_code(serial);
  return pad(y, 4) + '-' + pad(m, 2) + '-' + pad(d, 2);
}
// cellDates: a cell stored as a date (t="d") must stay a date; without it SheetJS turns it into its serial number.
// A calendar date becomes an ISO day (SheetJS gives it as UTC midnight): Excel's default date format (14) is shown
// as 'm/d/yy' whatever the clinic's locale, so the displayed text of '12/03/2026' typed in Brazil would read as
// 3 December. A time of day keeps the text shown ('12:00').
function wire(cell) {
  switch (cell.t) {
    case 's': return typeof cell.v === 'string' ? [cell.v.replace(/\\r\\n?/g, '\\n'), 0] : null;
    case 'n':
      if (!cell.z || !isDate(cell.z)) return [cell.v, 0];
      return [isCalendarDate(cell.z) ? isoDay(cell.v) : (cell.w || String(cell.v)), 'data'];
    case 'b': return [cell.v, 0];
    case 'd':
      if (cell.z && isDate(cell.z) && !isCalendarDate(cell.z) && cell.w) return [cell.w, 'data'];
      return [cell.v instanceof Date && !isNaN(cell.v) ? cell.v.toISOString().slice(0, 10) : String(cell.w || cell.v), 'data'];
    case 'e': return [cell.w || '#ERRO', 'erro'];
    default: return null;
  }
}
// Returns the row of the last cell written in any worksheet of an .xlsx (Excel writes cells in order), so that rows
// past the limit, which are not parsed, can be told from a range the sheet merely claims.
function checkParts(bytes, parts) {
  let lastCellRow = 0;
  for (const part of parts) {
    const data = bytes.subarray(part.data, part.data + part.compressed);
    // Throws when the part expands beyond what the directory declares (a zip bomb) or is not valid deflate data.
    const out = part.deflated ? zlib.inflateRawSync(data, { maxOutputLength: Math.max(part.size, 1) }) : Buffer.from(data);
    if (out.length !== part.size) throw new Error('size mismatch');
    if (!/^xl\\/worksheets\\/[^/]+\\.xml$/.test(part.name)) continue;
    const at = out.lastIndexOf('<c r="');
    const cell = at < 0 ? null : /^<c r="[A-Z]+(\\d+)"/.exec(out.toString('latin1', at, at + 24));
    if (cell) lastCellRow = Math.max(lastCellRow, Number(cell[1]));
  }
  return lastCellRow;
}
function read(job) {
  if (setupError) return { ok: false, bug: setupError };
  try {
    const lastCellRow = checkParts(job.bytes, job.parts);
    const book = XLSX.read(job.bytes, { type: 'array', cellDates: true, cellHTML: false, cellFormula: false, cellNF: true, cellStyles: true, dense: true, sheetRows: maxRows + 1 });
    const tabs = book.SheetNames.map((name) => {
      const sheet = book.Sheets[name];
      const cells = [];
      let rows = 0;
      // Object.keys of a sparse array lists only the indexes that exist (forEach would walk every hole, and a cell
      // in column ZZZZZZ makes a row array 300 million long).
      const data = sheet['!data'] || [];
      for (const rowKey of Object.keys(data)) {
        const row = data[rowKey];
        if (!row || ++rows > maxRows) continue;
        for (const columnKey of Object.keys(row)) {
          const cell = row[columnKey];
          if (!cell) continue;
          const value = wire(cell);
          if (value && value[0] !== null && value[0] !== undefined) cells.push([Number(rowKey) + 1, Number(columnKey), value[0], value[1]]);
        }
      }
      const hiddenRows = [];
      (sheet['!rows'] || []).forEach((info, r) => { if (info && info.hidden) hiddenRows.push(r + 1); });
      // Cells merged down several rows show their value on every row; only the first row holds it.
      const mergedDown = (sheet['!merges'] || []).filter((m) => m.e.r > m.s.r).slice(0, 100).map((m) => [m.s.r + 1, m.s.c, m.e.r + 1, m.e.c]);
      if (rows > maxRows) return { name, cells: [], hiddenRows: [], tooManyRows: rows };
      // Rows past the limit are not parsed at all (sheetRows): the sheet's range claims them, a cell is really there.
      const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : null;
      const beyond = full && full.e.r >= maxRows + 1 && lastCellRow > maxRows + 1;
      return beyond ? { name, cells, hiddenRows, mergedDown, rowsBeyond: Math.min(full.e.r + 1, lastCellRow) } : { name, cells, hiddenRows, mergedDown };
    });
    return { ok: true, tabs };
  } catch (error) {
    return { ok: false, reason: String((error && error.message) || error) };
  }
}
for (const job of jobs) {
  port.postMessage(read(job));
  job.bytes = null;
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}
`;

const xlsxPath = createRequire(import.meta.url).resolve('xlsx');

/**
 * Reads workbooks one after the other in one worker thread (SheetJS loads once). A workbook that runs out of time
 * ends that thread; the ones after it go on in a new one.
 */
export function readWorkbooks(jobs: WorkbookJob[], limits: WorkbookLimits = DEFAULT_LIMITS): WorkbookRead[] {
  const results: WorkbookRead[] = [];
  while (results.length < jobs.length) {
    const batch = jobs.slice(results.length);
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [], // not the test runner's TypeScript loader: the source is plain JavaScript
      workerData: { jobs: batch, xlsxPath, signal, port: port2, maxRows: MAX_ROWS },
      transferList: [port2],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryLimitMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    worker.on('error', () => {}); // out of memory: seen below as no answer
    worker.unref();
    try {
      for (let done = 0; done < batch.length; done++) {
        const deadline = Date.now() + limits.timeLimitMs;
        for (let now = Date.now(); Atomics.load(signal, 0) <= done && now < deadline; now = Date.now()) {
          Atomics.wait(signal, 0, done, deadline - now);
        }
        const message = receiveMessageOnPort(port1)?.message as WireAnswer | undefined;
        if (!message) {
          // The time limit ran out, or the memory limit ended the thread (which cannot say so while we wait).
          results.push({ ok: false, failure: 'limite', reason: `no answer in ${limits.timeLimitMs} ms` });
          break;
        }
        results.push(fromWire(message));
      }
    } finally {
      port1.close();
      void worker.terminate();
    }
  }
  return results;
}

function fromWire(message: WireAnswer): WorkbookRead {
  if (!message.ok && message.bug !== undefined) throw new Error(`o leitor de planilhas não iniciou: ${message.bug}`);
  if (!message.ok) return { ok: false, failure: 'erro', reason: message.reason };
  return {
    ok: true,
    tabs: message.tabs.map((tab) => ({
      name: tab.name,
      hiddenRows: tab.hiddenRows,
      ...(tab.tooManyRows ? { tooManyRows: tab.tooManyRows } : {}),
      ...(tab.rowsBeyond ? { rowsBeyond: tab.rowsBeyond } : {}),
      ...(tab.mergedDown?.length ? { mergedDown: tab.mergedDown } : {}),
      cells: tab.cells.map(([row, column, value, kind]) => (kind ? { row, column, value, kind } : { row, column, value })),
    })),
  };
}
