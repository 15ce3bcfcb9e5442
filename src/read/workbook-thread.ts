/**
 * The source of the thread that reads workbooks with SheetJS (src/read/workbook.ts starts it and waits for its
 * answers). Plain CommonJS, evaluated as the worker's source: it must run the same from src/ (tests) and from the
 * bundled CLI. It reads the workbooks given in its workerData, or, when started ahead of time, the ones a later message
 * brings; for each it posts the cells (or the reason it could not read them) and counts one up in the shared signal.
 */
import { SHEETJS_CODE_CACHE } from './sheetjs-code-cache.ts';
import { THREAD_ID_SOURCE } from './thread-time.ts';
import { zipOf } from './zip-writer.ts';

export const WORKER_SOURCE = `
const { threadId, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { jobs, xlsxPath, codeCacheDir, nodeFlags, signal, port, maxTabBytes, maxColumns } = workerData;
process.noDeprecation = true; // SheetJS's zlib bridge reads a deprecated field; the warning is for its authors
${THREAD_ID_SOURCE}${SHEETJS_CODE_CACHE}const zipOf = ${zipOf.toString()};
let XLSX = null;
let setupError = null;
try {
  XLSX = loadSheetJs();
  XLSX.CFB.utils.use_zlib(zlib);
} catch (error) {
  setupError = String((error && error.stack) || error);
}
const isDate = (z) => XLSX.SSF.is_date(z);
// A date format (days, months or years in it), as opposed to a time of day ('h:mm').
const isCalendarDate = (z) => /[dy]/i.test(String(z).replace(/"[^"]*"|\\[[^\\]]*\\]/g, ''));
// A percent format ('0%', '0,00%'): the sheet shows 50% for the 0.5 it holds. A % in quotes or escaped is text.
const isPercent = (z) => String(z).replace(/"[^"]*"|\\\\./g, '').includes('%');
// A locale tag without a currency ('[$-416]0%', the Portuguese of a workbook moved between languages of LibreOffice or
// Excel) only names the language: SheetJS shows it as a dollar sign ("$15%"), so the number is shown without it.
const LOCALE_TAG = /\\[\\$-[^\\]]*\\]/g;
const percentShown = (cell) =>
  cell.z.includes('[$-') ? XLSX.SSF.format(cell.z.replace(LOCALE_TAG, ''), cell.v) : String(cell.w || XLSX.SSF.format(cell.z, cell.v));
const pad = (n, width) => String(n).padStart(width, '0');
// A whole number shown through a format that pads it with zeros or adds words: a CEP typed 04515001 is kept by Excel
// as 4515001 and shown, under its "Especial › CEP" format (00000-000), as 04515-001; '0 "sessões"' shows 6 as
// "6 sessões". Staff see the text and mean it, so the text is read. Only formats without decimal or thousands
// separators, currency or percent: those SheetJS would show in English, and their number is read as before. A format
// that only punctuates the same digits ('(00) 00000-0000' for a phone), or adds other digits, leaves the number.
const isMaskFormat = (z) => z !== 'General' && !String(z).includes('$') && !/[.,%/@*?eE]/.test(String(z).replace(/"[^"]*"|\\\\.|\\[[^\\]]*\\]/g, ''));
const digitsOf = (text) => String(text).replace(/\\D/g, '');
function maskedText(cell) {
  if (!cell.z || !Number.isInteger(cell.v) || !isMaskFormat(cell.z)) return null;
  const shown = String(cell.w || XLSX.SSF.format(cell.z, cell.v));
  const digits = digitsOf(cell.v);
  const shownDigits = digitsOf(shown);
  const padded = shownDigits.endsWith(digits) && /^0+$/.test(shownDigits.slice(0, -digits.length));
  return /\\p{L}/u.test(shown) || padded ? shown : null;
}
function isoDay(serial) {
  const { y, m, d } = XLSX.SSF.parse_date_code(serial);
  return pad(y, 4) + '-' + pad(m, 2) + '-' + pad(d, 2);
}
// cellDates: a cell stored as a date (t="d") must stay a date; without it SheetJS turns it into its serial number.
// A calendar date becomes an ISO day (SheetJS gives it as UTC midnight): Excel's default date format (14) is shown
// as 'm/d/yy' whatever the clinic's locale, so the displayed text of '12/03/2026' typed in Brazil would read as
// 3 December. A time of day keeps the text shown ('12:00').
function wire(cell, ods) {
  // A formula whose result the file does not keep: written by a script (openpyxl, ExcelJS, SheetJS) and never saved by
  // a spreadsheet program, which would have calculated it. Excel shows the result on opening; the file holds nothing
  // for it, so the cell is marked rather than read as empty ("fill in this cell" about a cell staff see filled). A
  // text formula's empty result (t="str", <v></v>) is a true empty text and is read as one.
  if (cell.f !== undefined && (cell.t === 'z' || (cell.t === 'e' && cell.v === undefined))) return ['', 'formula'];
  switch (cell.t) {
    case 's': return typeof cell.v === 'string' ? [cell.v.replace(/\\r\\n?/g, '\\n'), 0] : null;
    case 'n':
      // The text the sheet shows in Brazil ('15%', '12,5%'), as a text column publishes it; a numeric column
      // refuses the cell by its kind. SheetJS formats an .xlsx in English (its decimal point and thousands comma
      // swap); an .ods carries the text its program showed, already in the clinic's own form.
      if (cell.z && isPercent(cell.z)) return [ods && cell.w ? cell.w : percentShown(cell).replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')), 'porcentagem'];
      if (!cell.z || !isDate(cell.z)) return [maskedText(cell) ?? cell.v, 0];
      return [isCalendarDate(cell.z) ? isoDay(cell.v) : (cell.w || String(cell.v)), 'data'];
    case 'b': return [cell.v, 0];
    case 'd':
      if (cell.z && isDate(cell.z) && !isCalendarDate(cell.z) && cell.w) return [cell.w, 'data'];
      return [cell.v instanceof Date && !isNaN(cell.v) ? cell.v.toISOString().slice(0, 10) : String(cell.w || cell.v), 'data'];
    case 'e': return [cell.w || '#ERRO', 'erro'];
    default: return null;
  }
}
// The address of a link attached to a cell (Inserir › Link, Ctrl+K; an .ods's <text:a>): staff see a word ("Instagram")
// and reach the address by clicking it. Only web, e-mail and phone addresses (a link to another cell of the workbook
// means nothing on the site), and only when the cell does not show the address itself.
function linkOf(cell, value) {
  const target = cell.l && typeof cell.l.Target === 'string' ? cell.l.Target.trim() : '';
  if (!/^(https?:|mailto:|tel:)/i.test(target)) return null;
  return String(value).trim() === target ? null : target;
}
// Unzips every part, capped at the size the directory declares (a part that expands beyond it, a zip bomb, or is not
// valid deflate data throws), and returns the workbook SheetJS is given, with the parts stored as they unzipped:
// SheetJS unzips every part of a zip again as it opens it (at 10,000 services the services tab's thread used 3.5 s of
// processor instead of 3.7), and the hidden rows and columns of each tab (an .ods). A part in \`keepCompressed\` (a
// tab too large to read) goes in as it came: it is not read, and stored it would be held unzipped.
function unzippedWorkbook(bytes, parts, keepCompressed) {
  let odsHidden = null;
  const book = zipOf(parts.map((part) => {
    const kept = keepCompressed.has(part.name);
    const data = () => {
      const compressed = bytes.subarray(part.data, part.data + part.compressed);
      // Into one buffer of the declared size (and a byte, to see one more), as unzipPart does on the main thread: in
      // zlib's 16 KB chunks joined at the end, the services tab at 10,000 services unzipped in 0.40 s instead of 0.24.
      const chunkSize = Math.min(Math.max(part.size + 1, 64), 64 * 1024 * 1024);
      const out = part.deflated ? zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(part.size, 1), chunkSize }) : Buffer.from(compressed);
      if (out.length !== part.size) throw new Error('size mismatch');
      if (part.name === 'content.xml') odsHidden = hiddenOdsParts(out.toString('utf8'));
      return kept ? compressed : out;
    };
    return { name: part.name, method: kept && part.deflated ? 8 : 0, crc: part.crc, size: part.size, length: kept ? part.compressed : part.size, data };
  }));
  return { book, odsHidden };
}
// A merged range shows its first cell only. A program may keep the others' old contents underneath (LibreOffice's
// "keep the contents of hidden cells"): an .xlsx then holds a category or a price nobody sees on screen, which would
// be published. They are dropped, as an .ods reads. One pass over the rows, each checked against the ranges open at
// it (merges sorted by first row): linear in the rows for the usual small merges, and only the first MAX_MERGES.
const MAX_MERGES = 1000;
function dropHiddenUnderMerges(data, merges) {
  if (!merges.length) return;
  const pending = merges.slice(0, MAX_MERGES).sort((a, b) => a.s.r - b.s.r);
  let open = [];
  let next = 0;
  for (const rowKey of Object.keys(data)) {
    const r = Number(rowKey);
    while (next < pending.length && pending[next].s.r <= r) open.push(pending[next++]);
    open = open.filter((m) => m.e.r >= r);
    if (!open.length) {
      if (next >= pending.length) return;
      continue;
    }
    const row = data[rowKey];
    if (!row) continue;
    for (const m of open) {
      for (const columnKey of Object.keys(row)) {
        const c = Number(columnKey);
        if (c >= m.s.c && c <= m.e.c && (r !== m.s.r || c !== m.s.c)) delete row[columnKey];
      }
    }
  }
}
// Rows hidden in an .ods (table:visibility "collapse", or "filter" for an autofilter), by tab, and whether the tab
// itself is: SheetJS reads them from an .xlsx but not from an .ods, where a row hidden "for now" would be published
// without a word. A run of hidden rows longer than MAX_HIDDEN_RUN is the empty rest of the sheet, not content. Hidden
// columns the same way (0-based, as SheetJS numbers them), only within the columns a table is read from (maxColumns,
// MAX_COLUMNS of table.ts).
const MAX_HIDDEN_RUN = 10000;
function hiddenOdsParts(xml) {
  const found = new Map();
  const hiddenStyles = new Set();
  for (const style of xml.matchAll(/<style:style\\b([^>]*)>\\s*<style:table-properties\\b[^>]*\\btable:display="false"/g)) {
    const name = /\\bstyle:name="([^"]*)"/.exec(style[1]);
    if (name) hiddenStyles.add(unescapeXml(name[1]));
  }
  const tables = /<table:table(\\s[^>]*)?>([\\s\\S]*?)<\\/table:table>/g;
  for (const table of xml.matchAll(tables)) {
    const name = /\\btable:name="([^"]*)"/.exec(table[1] || '');
    if (!name) continue;
    const rows = [];
    let row = 0;
    for (const element of table[2].matchAll(/<table:table-row(?=[\\s>/])([^>]*?)\\/?>/g)) {
      const repeated = Number((/\\btable:number-rows-repeated="(\\d+)"/.exec(element[1]) || [])[1] || 1);
      if (/\\btable:visibility="(collapse|filter)"/.test(element[1]) && repeated <= MAX_HIDDEN_RUN) {
        for (let r = 1; r <= repeated; r++) rows.push(row + r);
      }
      row += repeated;
    }
    // A tab hidden (right click on the tab › Ocultar): its table style says table:display="false".
    const style = /\\btable:style-name="([^"]*)"/.exec(table[1] || '');
    const hidden = style ? hiddenStyles.has(unescapeXml(style[1])) : false;
    const columns = [];
    let column = 0;
    for (const element of table[2].matchAll(/<table:table-column(?=[\\s>/])([^>]*?)\\/?>/g)) {
      if (column >= maxColumns) break;
      const repeated = Number((/\\btable:number-columns-repeated="(\\d+)"/.exec(element[1]) || [])[1] || 1);
      if (/\\btable:visibility="(collapse|filter)"/.test(element[1])) {
        for (let c = column; c < Math.min(column + repeated, maxColumns); c++) columns.push(c);
      }
      column += repeated;
    }
    found.set(unescapeXml(name[1]), { rows, columns, hidden });
  }
  return found;
}
// Columns hidden in an .xlsx (<col hidden="1">, also a collapsed group of columns), from SheetJS's !cols.
function hiddenXlsxColumns(cols) {
  const hidden = [];
  for (const c of Object.keys(cols)) if (Number(c) < maxColumns && cols[c] && cols[c].hidden) hidden.push(Number(c));
  return hidden;
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
    return (part.deflated ? zlib.inflateRawSync(data, { maxOutputLength: Math.max(part.size, 1) }) : Buffer.from(data)).toString('utf8');
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
// More tabs than any workbook read here has: the positions a workbook's "every tab but the first" asks for.
const MAX_TABS = 4096;
function read(job) {
  if (setupError) return { ok: false, bug: setupError };
  try {
    // Tabs too large to read: named from the workbook, then left out of the parse.
    const tooLarge = new Map();
    const largeParts = new Map(job.parts.filter((part) => /^xl\\/worksheets\\/[^/]+\\.xml$/.test(part.name) && part.size > maxTabBytes).map((part) => [part.name, part.size]));
    if (largeParts.size) {
      for (const [name, part] of partsByTab(job.bytes, job.parts)) if (largeParts.has(part)) tooLarge.set(name, largeParts.get(part));
    }
    const { book: stored, odsHidden } = unzippedWorkbook(job.bytes, job.parts, largeParts);
    // cellFormula: only to tell a formula without its result (wire) from an empty cell; formulas are never calculated.
    const options = { type: 'buffer', cellDates: true, cellHTML: false, cellFormula: true, cellNF: true, cellStyles: true, dense: true };
    // A workbook read on two threads (src/read/workbook.ts): its first tab here, or every other one.
    const inPart = job.part === 'first' ? (i) => i === 0 : job.part === 'rest' ? (i) => i > 0 : () => true;
    if (tooLarge.size) {
      const names = XLSX.read(stored, { type: 'buffer', bookSheets: true }).SheetNames;
      options.sheets = names.filter((name, i) => !tooLarge.has(name) && inPart(i));
    } else if (job.part) {
      // By position: the names would cost a first pass over the whole zip.
      options.sheets = job.part === 'first' ? [0] : Array.from({ length: MAX_TABS }, (_, i) => i + 1);
    }
    const book = XLSX.read(stored, options);
    const tabs = book.SheetNames.filter((name, i) => inPart(i)).map((name) => {
      if (tooLarge.has(name)) return { name, cells: [], hiddenRows: [], tooLarge: tooLarge.get(name) };
      const sheet = book.Sheets[name] || {};
      const cells = [];
      // Object.keys of a sparse array lists only the indexes that exist (forEach would walk every hole, and a cell
      // in column ZZZZZZ makes a row array 300 million long).
      const data = sheet['!data'] || [];
      const merges = sheet['!merges'] || [];
      dropHiddenUnderMerges(data, merges);
      for (const rowKey of Object.keys(data)) {
        const row = data[rowKey];
        if (!row) continue;
        for (const columnKey of Object.keys(row)) {
          const cell = row[columnKey];
          if (!cell) continue;
          const value = wire(cell, odsHidden !== null);
          if (value && value[0] !== null && value[0] !== undefined) {
            const link = linkOf(cell, value[0]);
            cells.push(link ? [Number(rowKey) + 1, Number(columnKey), value[0], value[1], link] : [Number(rowKey) + 1, Number(columnKey), value[0], value[1]]);
          }
        }
      }
      const odsTab = odsHidden ? odsHidden.get(name) : null;
      const hiddenRows = odsTab ? odsTab.rows : [];
      const rows = sheet['!rows'] || [];
      if (!odsHidden) for (const r of Object.keys(rows)) if (rows[r] && rows[r].hidden) hiddenRows.push(Number(r) + 1);
      // A column hidden to withdraw what it says (an offer, an old price) is still read: the site says so.
      const hiddenColumns = odsHidden ? (odsTab ? odsTab.columns : []) : hiddenXlsxColumns(sheet['!cols'] || []);
      // Cells merged down several rows show their value on every row; only the first row holds it.
      const mergedDown = merges.filter((m) => m.e.r > m.s.r).slice(0, 100).map((m) => [m.s.r + 1, m.s.c, m.e.r + 1, m.e.c]);
      // Cells merged across a row: over the titles, they leave a column without its title. The topmost are kept, where
      // the titles are.
      const mergedAcross = merges.filter((m) => m.e.r === m.s.r && m.e.c > m.s.c).sort((a, b) => a.s.r - b.s.r).slice(0, 100).map((m) => [m.s.r + 1, m.s.c, m.e.r + 1, m.e.c]);
      // A tab hidden to withdraw it ("Perguntas" for now) is still read: the site says so.
      const meta = ((book.Workbook || {}).Sheets || []).find((s) => s.name === name);
      const hidden = odsHidden ? Boolean(odsTab && odsTab.hidden) : Boolean(meta && meta.Hidden);
      return { name, cells, hiddenRows, hiddenColumns, mergedDown, mergedAcross, hidden };
    });
    return { ok: true, tabs };
  } catch (error) {
    return { ok: false, reason: String((error && error.message) || error) };
  }
}
function readAll(jobs) {
  for (const job of jobs) {
    const answer = read(job);
    // Before the answer: the caller may end this thread as soon as it has its last one.
    keepCode();
    port.postMessage(answer);
    job.bytes = null;
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  }
}
// A thread started ahead of time (prepareReader) gets its workbooks later, as one message.
if (jobs) readAll(jobs);
else port.once('message', (message) => readAll(message.jobs));
`;
