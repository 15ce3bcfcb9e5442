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
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CellKind, CellValue, SheetCell } from './table.ts';
import type { ZipPart } from './workbook-file.ts';

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
  /** Ranges merged across several rows, as [first row, first column, last row, last column] (rows as shown). */
  mergedDown?: MergedRange[];
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
}

/**
 * A sample workbook reads in a tenth of a second; a big but legitimate one (200,000 rows) in about seven seconds of
 * processor time. Twenty seconds leaves room and still ends a stuck read well inside any CI job's patience.
 */
export const DEFAULT_LIMITS: WorkbookLimits = { timeLimitMs: 20_000, memoryLimitMb: 640 };

/** A workbook to read: its bytes and the zip parts their directory declares. */
export interface WorkbookJob {
  bytes: Uint8Array;
  parts: ZipPart[];
}

/** [row (1-based), column (0-based), value, kind] as the worker sends them: compact to copy between threads. */
type WireCell = [number, number, CellValue, CellKind | 0];
type WireTab = { name: string; cells: WireCell[]; hiddenRows: number[]; tooLarge?: number; mergedDown?: MergedRange[] };
/** `bug`: the reader itself could not start (SheetJS missing): ours to fix, not the workbook's. */
type WireAnswer = { ok: true; tabs: WireTab[] } | { ok: false; reason: string; bug?: undefined } | { ok: false; bug: string };

// Plain CommonJS, evaluated as the worker's source: it must run the same from src/ (tests) and from the bundled CLI.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const { jobs, xlsxPath, signal, port, maxTabBytes } = workerData;
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
// Unzips every part, capped at the size the directory declares, and returns the unzipped size of each worksheet.
function checkParts(bytes, parts) {
  const sizes = new Map();
  for (const part of parts) {
    const data = bytes.subarray(part.data, part.data + part.compressed);
    // Throws when the part expands beyond what the directory declares (a zip bomb) or is not valid deflate data.
    const out = part.deflated ? zlib.inflateRawSync(data, { maxOutputLength: Math.max(part.size, 1) }) : Buffer.from(data);
    if (out.length !== part.size) throw new Error('size mismatch');
    if (/^xl\\/worksheets\\/[^/]+\\.xml$/.test(part.name)) sizes.set(part.name, out.length);
  }
  return sizes;
}
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text) => text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, code) =>
  code[0] === '#' ? String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : ENTITIES[code] || all);
// Tab name → worksheet part, from xl/workbook.xml and its relationships (only asked when a tab is too large).
function partsByTab(bytes, parts) {
  const text = (name) => {
    const part = parts.find((p) => p.name === name);
    if (!part) return '';
    const data = bytes.subarray(part.data, part.data + part.compressed);
    return (part.deflated ? zlib.inflateRawSync(data) : Buffer.from(data)).toString('utf8');
  };
  const targets = new Map();
  for (const rel of text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\\b[^>]*>/g)) {
    const id = /\\bId="([^"]*)"/.exec(rel[0]);
    const target = /\\bTarget="([^"]*)"/.exec(rel[0]);
    if (id && target) targets.set(id[1], target[1].startsWith('/') ? target[1].slice(1) : 'xl/' + target[1]);
  }
  const found = new Map();
  for (const sheet of text('xl/workbook.xml').matchAll(/<sheet\\b[^>]*>/g)) {
    const name = /\\bname="([^"]*)"/.exec(sheet[0]);
    const id = /\\br:id="([^"]*)"/.exec(sheet[0]);
    if (name && id && targets.has(id[1])) found.set(unescapeXml(name[1]), targets.get(id[1]));
  }
  return found;
}
function read(job) {
  if (setupError) return { ok: false, bug: setupError };
  try {
    const sizes = checkParts(job.bytes, job.parts);
    // Tabs too large to read: named from the workbook, then left out of the parse.
    const tooLarge = new Map();
    if ([...sizes.values()].some((size) => size > maxTabBytes)) {
      for (const [name, part] of partsByTab(job.bytes, job.parts)) if (sizes.get(part) > maxTabBytes) tooLarge.set(name, sizes.get(part));
    }
    const options = { type: 'array', cellDates: true, cellHTML: false, cellFormula: false, cellNF: true, cellStyles: true, dense: true };
    if (tooLarge.size) {
      const names = XLSX.read(job.bytes, { type: 'array', bookSheets: true }).SheetNames;
      options.sheets = names.filter((name) => !tooLarge.has(name));
    }
    const book = XLSX.read(job.bytes, options);
    const tabs = book.SheetNames.map((name) => {
      if (tooLarge.has(name)) return { name, cells: [], hiddenRows: [], tooLarge: tooLarge.get(name) };
      const sheet = book.Sheets[name] || {};
      const cells = [];
      // Object.keys of a sparse array lists only the indexes that exist (forEach would walk every hole, and a cell
      // in column ZZZZZZ makes a row array 300 million long).
      const data = sheet['!data'] || [];
      for (const rowKey of Object.keys(data)) {
        const row = data[rowKey];
        if (!row) continue;
        for (const columnKey of Object.keys(row)) {
          const cell = row[columnKey];
          if (!cell) continue;
          const value = wire(cell);
          if (value && value[0] !== null && value[0] !== undefined) cells.push([Number(rowKey) + 1, Number(columnKey), value[0], value[1]]);
        }
      }
      const hiddenRows = [];
      const rows = sheet['!rows'] || [];
      for (const r of Object.keys(rows)) if (rows[r] && rows[r].hidden) hiddenRows.push(Number(r) + 1);
      // Cells merged down several rows show their value on every row; only the first row holds it.
      const mergedDown = (sheet['!merges'] || []).filter((m) => m.e.r > m.s.r).slice(0, 100).map((m) => [m.s.r + 1, m.s.c, m.e.r + 1, m.e.c]);
      return { name, cells, hiddenRows, mergedDown };
    });
    return { ok: true, tabs };
  } catch (error) {
    return { ok: false, reason: String((error && error.message) || error) };
  }
}
function readAll(jobs) {
  for (const job of jobs) {
    port.postMessage(read(job));
    job.bytes = null;
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  }
}
// A thread started ahead of time (prepareReader) gets its workbooks later, as one message.
if (jobs) readAll(jobs);
else port.once('message', (message) => readAll(message.jobs));
`;

// The build without the codepage tables of legacy formats (.xls, .dbf): the formats read here (.xlsx, .xlsm, .ods)
// are Unicode XML, and the tables took two thirds of SheetJS's half-second load in every reading thread.
const xlsxPath = createRequire(import.meta.url).resolve('xlsx/dist/xlsx.core.min.js');

interface Reader {
  worker: Worker;
  port: MessagePort;
  signal: Int32Array;
  memoryLimitMb: number;
}

/** `jobs` now, or later as one message (a thread started ahead of time). */
function startReader(memoryLimitMb: number, jobs?: WorkbookJob[]): Reader {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [], // not the test runner's TypeScript loader: the source is plain JavaScript
    workerData: { jobs, xlsxPath, signal, port: port2, maxTabBytes: MAX_TAB_BYTES },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  worker.on('error', () => {}); // out of memory: seen below as no answer
  worker.unref();
  port1.unref();
  return { worker, port: port1, signal, memoryLimitMb };
}

/** The thread prepareReader started, waiting for its workbooks. */
let prepared: Reader | null = null;

/**
 * Starts the reading thread now, so that loading it (a new JavaScript engine and SheetJS, about 0.1 s) happens while
 * the caller loads or does something else; the next readWorkbooks with the same memory limit uses it. A thread that is
 * never used does not keep the process alive.
 */
export function prepareReader(limits: WorkbookLimits = DEFAULT_LIMITS): void {
  if (prepared?.memoryLimitMb === limits.memoryLimitMb) return;
  if (prepared) void prepared.worker.terminate();
  prepared = startReader(limits.memoryLimitMb);
}

function takeReader(limits: WorkbookLimits, jobs: WorkbookJob[]): Reader {
  const reader = prepared;
  prepared = null;
  if (reader?.memoryLimitMb !== limits.memoryLimitMb) {
    if (reader) void reader.worker.terminate();
    return startReader(limits.memoryLimitMb, jobs);
  }
  reader.port.postMessage({ jobs });
  return reader;
}

/**
 * Reads workbooks one after the other in one worker thread (SheetJS loads once), the one prepareReader started if
 * there is one. A workbook that runs out of time ends that thread; the ones after it go on in a new one.
 */
export function readWorkbooks(jobs: WorkbookJob[], limits: WorkbookLimits = DEFAULT_LIMITS): WorkbookRead[] {
  const results: WorkbookRead[] = [];
  while (results.length < jobs.length) {
    const batch = jobs.slice(results.length);
    const { worker, port: port1, signal } = takeReader(limits, batch);
    try {
      for (let done = 0; done < batch.length; done++) {
        waitForAnswer(signal, done, limits.timeLimitMs);
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

/** How often the wait looks at the processor time the reading has used. */
const CHECK_EVERY_MS = 100;
/** A reading that uses no processor time (stuck waiting) is ended after this many times the limit on the clock. */
const CLOCK_FACTOR = 3;

/**
 * Waits until the reader has answered `done + 1` workbooks, or until the answer took more than `limitMs` of processor
 * time. The limit is on processor time, not on the clock: on a machine busy with other work a big but honest
 * workbook takes several times longer on the clock, while a damaged one that loops burns processor time the same.
 * The main thread only waits meanwhile, so the process's processor time is the reader's. A clock limit of
 * CLOCK_FACTOR × `limitMs` ends a reading that would wait forever without using the processor.
 */
function waitForAnswer(signal: Int32Array, done: number, limitMs: number): void {
  const cpuStart = process.cpuUsage();
  const clockDeadline = Date.now() + limitMs * CLOCK_FACTOR;
  for (let now = Date.now(); Atomics.load(signal, 0) <= done && now < clockDeadline; now = Date.now()) {
    const cpu = process.cpuUsage(cpuStart);
    if ((cpu.user + cpu.system) / 1000 >= limitMs) return;
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
      ...(tab.tooLarge ? { tooLarge: tab.tooLarge } : {}),
      ...(tab.mergedDown?.length ? { mergedDown: tab.mergedDown } : {}),
      cells: tab.cells.map(([row, column, value, kind]) => (kind ? { row, column, value, kind } : { row, column, value })),
    })),
  };
}
