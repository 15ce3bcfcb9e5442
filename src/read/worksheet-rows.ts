/**
 * The rows of a worksheet part of an .xlsx, as XML text, for a dev session that re-reads only the rows a save changed
 * (src/read/read-cache.ts). Nothing here interprets a cell: SheetJS still reads every row whose XML changed. This
 * module only cuts a worksheet into the text before `<sheetData>`'s rows, the rows, and the text after, and packs
 * a small zip of parts that SheetJS then reads through the same guarded worker as a whole workbook.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import type { ZipPart } from './workbook-file.ts';

export interface WorksheetRows {
  /** Everything before the first row (dimension, columns, `<sheetData>`). */
  head: string;
  /** Everything after the last row (`</sheetData>`, merged cells, page setup…). */
  tail: string;
  /** Row number (as shown) → the row's XML, in the order of the part. */
  rows: Map<number, string>;
}

const ROW = /<row\b(?:[^>]*?\/>|[^>]*>[\s\S]*?<\/row>)/g;
const ROW_NUMBER = /^<row\b[^>]*?\br="(\d+)"/;

/**
 * Splits a worksheet's XML, or returns null when it is not the plain shape this module understands (a prefixed
 * namespace, a row without its number, the same number twice, text between rows): the caller then reads the whole
 * workbook, as a build does.
 */
export function splitWorksheet(xml: string): WorksheetRows | null {
  const open = /<sheetData\s*(\/?)>/.exec(xml);
  if (!open) return null;
  const start = open.index + open[0].length;
  if (open[1] === '/') return { head: xml.slice(0, start), tail: xml.slice(start), rows: new Map() };
  const end = xml.indexOf('</sheetData>', start);
  if (end < 0 || xml.indexOf('<sheetData', start) >= 0) return null;
  const rows = new Map<number, string>();
  let at = start;
  ROW.lastIndex = start;
  for (let match = ROW.exec(xml); match && match.index < end; match = ROW.exec(xml)) {
    if (xml.slice(at, match.index).trim()) return null;
    const number = ROW_NUMBER.exec(match[0]);
    if (!number || rows.has(Number(number[1]))) return null;
    rows.set(Number(number[1]), match[0]);
    at = match.index + match[0].length;
  }
  if (at > end || xml.slice(at, end).trim()) return null;
  return { head: xml.slice(0, start), tail: xml.slice(end), rows };
}

/** What a save changed in one worksheet: rows new or different (their XML, in order), and rows that are gone. */
export interface RowChanges {
  changed: Map<number, string>;
  removed: number[];
}

export function rowChanges(before: WorksheetRows, after: WorksheetRows): RowChanges {
  const changed = new Map<number, string>();
  for (const [number, xml] of after.rows) if (before.rows.get(number) !== xml) changed.set(number, xml);
  const removed = [...before.rows.keys()].filter((number) => !after.rows.has(number));
  return { changed, removed };
}

/** The XML of a worksheet holding only `rows`, everything around them as it was. */
export const worksheetWith = (sheet: WorksheetRows, rows: Iterable<string>) => sheet.head + [...rows].join('') + sheet.tail;

/** A worksheet with no rows, for the tabs a partial read does not need. */
export const EMPTY_WORKSHEET =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetData/></worksheet>';

/** A part of the workbook unzipped, refused (null) when it does not expand to exactly the size its directory declares. */
export function unzipPart(bytes: Uint8Array, part: ZipPart): Buffer | null {
  const data = bytes.subarray(part.data, part.data + part.compressed);
  try {
    const out = part.deflated ? inflateRawSync(data, { maxOutputLength: Math.max(part.size, 1) }) : Buffer.from(data);
    return out.length === part.size ? out : null;
  } catch {
    return null;
  }
}

/**
 * A zip of the original workbook's parts where `replaced` names new contents (stored, uncompressed); every other part
 * is copied compressed as it was. The result goes through the same checks and reader as any workbook.
 */
export function zipWith(bytes: Uint8Array, parts: ZipPart[], replaced: ReadonlyMap<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'latin1');
    const text = replaced.get(part.name);
    const data = text === undefined ? Buffer.from(bytes.subarray(part.data, part.data + part.compressed)) : Buffer.from(text, 'utf8');
    const method = text === undefined && part.deflated ? 8 : 0;
    const crc = text === undefined ? part.crc : crc32(data);
    const size = text === undefined ? part.size : data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, code: string) =>
    code[0] === '#' ? String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : (ENTITIES[code] ?? all));

/** Tab name → worksheet part name, from xl/workbook.xml and its relationships (both given as text). */
export function worksheetPartsByTab(workbookXml: string, relsXml: string): Map<string, string> {
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
