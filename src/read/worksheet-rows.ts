/**
 * The rows of a worksheet part of an .xlsx, as XML text, for a dev session that re-reads only the rows a save changed
 * (src/read/read-cache.ts). Nothing here interprets a cell: SheetJS still reads every row whose XML changed. This
 * module only cuts a worksheet into the text before `<sheetData>`'s rows, the rows, and the text after, and packs
 * a small zip of parts that SheetJS then reads through the same guarded worker as a whole workbook.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import type { ZipPart } from './workbook-file.ts';
import { zipOf, type ZipEntry } from './zip-writer.ts';

/**
 * A worksheet part's XML as the cache keeps it: the bytes, and where `<sheetData>`'s rows start and end. Rows are
 * found only where a save changed the bytes, so a 30 MB tab costs one comparison, not a parse.
 */
export interface WorksheetXml {
  bytes: Buffer;
  /** Offset of the first byte after `<sheetData>`. */
  rowsStart: number;
  /** Offset of `</sheetData>` (rowsStart for `<sheetData/>`). */
  rowsEnd: number;
}

const ROW = /<row\b(?:[^>]*?\/>|[^>]*>[\s\S]*?<\/row>)/g;
const ROW_NUMBER = /^<row\b[^>]*?\br="(\d+)"/;
const ROW_TAG = Buffer.from('<row');
const NUMBERED_ROW_TAG = Buffer.from('<row r="');

function occurrences(bytes: Buffer, what: Buffer, from: number, to: number): number {
  let count = 0;
  for (let at = bytes.indexOf(what, from); at >= 0 && at < to; at = bytes.indexOf(what, at + what.length)) count++;
  return count;
}

/**
 * The worksheet's rows region, or null when it is not the plain shape this module understands (a prefixed
 * namespace, two `<sheetData>`, a row without its number): the caller then reads the whole workbook, as a build does.
 *
 * `checked: 'changed-rows'` is for a new save that will only be compared with a sheet this function already accepted
 * (rowChanges): everything outside the stretch that differs is then the same bytes as that sheet, and the stretch is
 * checked there, so the whole-sheet scans (a second `<sheetData>`, every row numbered) are left out. At 10,000
 * services they cost about 90 ms a save.
 */
export function worksheetXml(bytes: Buffer, checked: 'all' | 'changed-rows' = 'all'): WorksheetXml | null {
  const open = bytes.indexOf('<sheetData');
  if (open < 0 || (checked === 'all' && bytes.indexOf('<sheetData', open + 1) >= 0)) return null;
  const close = bytes.indexOf('>', open);
  if (close < 0) return null;
  if (bytes[close - 1] === 0x2f) return { bytes, rowsStart: close + 1, rowsEnd: close + 1 };
  const end = bytes.indexOf('</sheetData>', close);
  if (end < 0) return null;
  // Every row carries its number (r="…"), as Excel, LibreOffice, SheetJS and exceljs write them: a row without one is
  // numbered by its position, and an inserted row would then move every row below without changing their text.
  if (checked === 'all' && occurrences(bytes, ROW_TAG, close, end) !== occurrences(bytes, NUMBERED_ROW_TAG, close, end)) return null;
  return { bytes, rowsStart: close + 1, rowsEnd: end };
}

/** Row number → the row's XML, for a stretch of whole rows; null when the stretch is not whole rows with numbers. */
export function rowsOf(xml: string): Map<number, string> | null {
  const rows = new Map<number, string>();
  let at = 0;
  ROW.lastIndex = 0;
  for (let match = ROW.exec(xml); match; match = ROW.exec(xml)) {
    if (xml.slice(at, match.index).trim()) return null;
    const number = ROW_NUMBER.exec(match[0]);
    if (!number || rows.has(Number(number[1]))) return null;
    rows.set(Number(number[1]), match[0]);
    at = match.index + match[0].length;
  }
  return xml.slice(at).trim() ? null : rows;
}

/** What a save changed in one worksheet: rows new or different (their XML, in order), and rows that are gone. */
export interface RowChanges {
  changed: Map<number, string>;
  removed: number[];
}

const CHUNK = 1 << 16;

/** Length of the common prefix of a and b. */
function commonPrefix(a: Buffer, b: Buffer): number {
  const length = Math.min(a.length, b.length);
  let at = 0;
  while (at + CHUNK <= length && a.subarray(at, at + CHUNK).equals(b.subarray(at, at + CHUNK))) at += CHUNK;
  while (at < length && a[at] === b[at]) at++;
  return at;
}

/** Length of the common suffix of a and b, at most `limit`. */
function commonSuffix(a: Buffer, b: Buffer, limit: number): number {
  let n = 0;
  while (n + CHUNK <= limit && a.subarray(a.length - n - CHUNK, a.length - n).equals(b.subarray(b.length - n - CHUNK, b.length - n))) n += CHUNK;
  while (n < limit && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

const numberAt = (bytes: Buffer, at: number) => {
  const tag = bytes.subarray(at, Math.min(bytes.length, at + 200)).toString('latin1');
  const found = ROW_NUMBER.exec(tag);
  return found ? Number(found[1]) : null;
};

/**
 * The rows a save changed, found by comparing the bytes: everything before the first differing byte and after the
 * last one is the same, so only the rows in between are cut out and compared. Null when the change reaches outside
 * the rows (the dimension, merged cells…; not the view, see below) or the rows in between are not plainly numbered
 * in order.
 */
export function rowChanges(before: WorksheetXml, after: WorksheetXml): RowChanges | null {
  if (commonPrefix(before.bytes, after.bytes) >= before.rowsStart) return changesInRows(before, after);
  // Excel and LibreOffice write the selected cell and the scroll position into the text before the rows on almost
  // every save; nothing of it is read, so it is set aside before the rows are compared. Where both saves have a
  // view, the text before it must be the same and the rest is compared from the end of each view on: views into the
  // same bytes, where a copy of each save without its view cost about half a second per save at 10,000 services.
  const viewBefore = viewOf(before);
  const viewAfter = viewOf(after);
  if (!viewBefore || !viewAfter) return changesInRows(withoutView(before), withoutView(after));
  if (!before.bytes.subarray(0, viewBefore.start).equals(after.bytes.subarray(0, viewAfter.start))) return null;
  return changesInRows(from(before, viewBefore.end), from(after, viewAfter.end));
}

/** The view of a worksheet (`<sheetViews>`: selection, active cell, scroll position, zoom). */
const SHEET_VIEWS = /<sheetViews\b[^>]*\/>|<sheetViews\b[\s\S]*?<\/sheetViews>/;

/** Where the worksheet's `<sheetViews>` element starts and ends, if it has one before its rows. */
function viewOf(sheet: WorksheetXml): { start: number; end: number } | null {
  const view = SHEET_VIEWS.exec(sheet.bytes.subarray(0, sheet.rowsStart).toString('latin1'));
  return view ? { start: view.index, end: view.index + view[0].length } : null;
}

/** The worksheet from byte `at` on, as a view of the same bytes. */
const from = (sheet: WorksheetXml, at: number): WorksheetXml => ({ bytes: sheet.bytes.subarray(at), rowsStart: sheet.rowsStart - at, rowsEnd: sheet.rowsEnd - at });

/** The worksheet without its `<sheetViews>` element (as it is when it has none). */
function withoutView(sheet: WorksheetXml): WorksheetXml {
  const view = viewOf(sheet);
  if (!view) return sheet;
  const cut = view.end - view.start;
  const bytes = Buffer.concat([sheet.bytes.subarray(0, view.start), sheet.bytes.subarray(view.end)]);
  return { bytes, rowsStart: sheet.rowsStart - cut, rowsEnd: sheet.rowsEnd - cut };
}

function changesInRows(before: WorksheetXml, after: WorksheetXml): RowChanges | null {
  const a = before.bytes;
  const b = after.bytes;
  const prefix = commonPrefix(a, b);
  const suffix = commonSuffix(a, b, Math.min(a.length, b.length) - prefix);
  if (prefix === a.length && a.length === b.length) return { changed: new Map(), removed: [] };
  if (prefix < before.rowsStart || suffix < a.length - before.rowsEnd) return null;
  // The stretch of whole rows around the difference: from the start of the row the first difference is in, to the
  // next row (or `</sheetData>`) after the last difference. Both ends fall at the same bytes in both versions.
  const lastRow = a.lastIndexOf(ROW_TAG, prefix);
  const start = lastRow >= before.rowsStart ? lastRow : before.rowsStart;
  const fromEnd = b.length - suffix;
  const nextRow = b.indexOf(ROW_TAG, fromEnd);
  const sheetEnd = b.indexOf('</sheetData>', fromEnd);
  const end = nextRow >= 0 && nextRow < sheetEnd ? nextRow : sheetEnd;
  const endBefore = end + a.length - b.length;
  if (end < start || endBefore < start || sheetEnd < 0) return null;
  const old = rowsOf(a.subarray(start, endBefore).toString('utf8'));
  const stretch = b.subarray(start, end).toString('utf8');
  // The new save's stretch holds only whole numbered rows (rowsOf) and no second `<sheetData>` hidden in one: all
  // that worksheetXml(…, 'changed-rows') left to this comparison.
  const now = stretch.includes('sheetData') ? null : rowsOf(stretch);
  if (!old || !now) return null;
  // The rows around the stretch bound its numbers: a row numbered into a neighbour's place is not a plain edit.
  const previous = lastRow >= before.rowsStart && start > before.rowsStart ? numberAt(a, a.lastIndexOf(ROW_TAG, start - 1)) : 0;
  const following = end < sheetEnd ? numberAt(b, end) : Infinity;
  let last = previous ?? -1;
  for (const number of now.keys()) {
    if (number <= last || number >= (following ?? -1)) return null;
    last = number;
  }
  const changed = new Map<number, string>();
  for (const [number, xml] of now) if (old.get(number) !== xml) changed.set(number, xml);
  const removed = [...old.keys()].filter((number) => !now.has(number));
  return { changed, removed };
}

/** The XML of a worksheet holding only `rows`, everything around them as it was. */
export const worksheetWith = (sheet: WorksheetXml, rows: Iterable<string>) =>
  Buffer.concat([sheet.bytes.subarray(0, sheet.rowsStart), Buffer.from([...rows].join('')), sheet.bytes.subarray(sheet.rowsEnd)]);

/** A worksheet with no rows, for the tabs a partial read does not need. */
export const EMPTY_WORKSHEET = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetData/></worksheet>',
);

/** The largest buffer zlib is asked to allocate at once: the declared size of a part is the zip's word, not a fact. */
const MAX_CHUNK = 64 * 1024 * 1024;

/**
 * A part of the workbook unzipped, refused (null) when it does not expand to exactly the size its directory declares.
 * A stored (uncompressed) part is a view of `bytes`, not a copy. A deflated part is inflated into one buffer of its
 * declared size (up to MAX_CHUNK): in zlib's default 16 KB chunks, joined at the end, a 30 MB tab took a third longer.
 */
export function unzipPart(bytes: Uint8Array, part: ZipPart): Buffer | null {
  const data = bytes.subarray(part.data, part.data + part.compressed);
  try {
    // One byte more than the part: zlib allocates a further chunk whenever it fills one, even at the stream's end.
    const chunkSize = Math.min(Math.max(part.size + 1, 64), MAX_CHUNK);
    const out = part.deflated ? inflateRawSync(data, { maxOutputLength: Math.max(part.size, 1), chunkSize }) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return out.length === part.size ? out : null;
  } catch {
    return null;
  }
}

/**
 * A zip of the original workbook's parts where `replaced` names new contents (stored, uncompressed); every other part
 * is copied compressed as it was. The result goes through the same checks and reader as any workbook.
 */
export function zipWith(bytes: Uint8Array, parts: ZipPart[], replaced: ReadonlyMap<string, Buffer>): Buffer {
  return zipOf(
    parts.map((part): ZipEntry => {
      const text = replaced.get(part.name);
      // A view, not a copy: the bytes are copied once, into the new file.
      if (text === undefined) return { name: part.name, data: bytes.subarray(part.data, part.data + part.compressed), length: part.compressed, method: part.deflated ? 8 : 0, crc: part.crc, size: part.size };
      return { name: part.name, data: text, length: text.length, method: 0, crc: crc32(text), size: text.length };
    }),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, code: string) =>
    code[0] === '#' ? String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : (ENTITIES[code] ?? all));

/** A part of the workbook by its name, unzipped (null when there is no such part or it does not unzip). */
export function unzipNamed(bytes: Uint8Array, parts: ZipPart[], name: string): Buffer | null {
  const part = parts.find((p) => p.name === name);
  return part ? unzipPart(bytes, part) : null;
}

/** Tab name → worksheet part name of an .xlsx, in the order of its tabs. */
export function worksheetPartsOf(bytes: Uint8Array, parts: ZipPart[]): Map<string, string> {
  const text = (name: string) => unzipNamed(bytes, parts, name)?.toString('utf8') ?? '';
  return worksheetPartsByTab(text('xl/workbook.xml'), text('xl/_rels/workbook.xml.rels'));
}

/** Tab name → worksheet part name, from xl/workbook.xml and its relationships (both given as text). */
function worksheetPartsByTab(workbookXml: string, relsXml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const rel of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]*)"/.exec(rel[0]);
    const target = /\bTarget="([^"]*)"/.exec(rel[0]);
    if (id && target) targets.set(id[1], target[1].startsWith('/') ? target[1].slice(1) : `xl/${target[1]}`);
  }
  const found = new Map<string, string>();
  for (const sheet of workbookXml.matchAll(/<sheet\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(sheet[0]);
    const id = /\br:id="([^"]*)"/.exec(sheet[0]);
    if (name && id && targets.has(id[1])) found.set(unescapeXml(name[1]), targets.get(id[1])!);
  }
  return found;
}
