/**
 * What a `clinic-site dev` session remembers of each .xlsx it read, so that a save re-reads only what changed
 * (docs/architecture.md#dev-stays-fast): the CRC-32 and size of every zip part, the cells of every tab grouped by
 * row, and each worksheet's XML cut into rows (src/read/worksheet-rows.ts).
 *
 * - Every part the same → the previous tabs, no parsing.
 * - Only worksheets and the shared strings changed (plus the document properties and colour theme, which saves
 *   rewrite), the text around their rows is the same but for the view (the selected cell, the scroll position), and
 *   few rows differ → SheetJS reads a small workbook made of the same parts, holding only the changed rows with their
 *   texts written in (the other worksheets emptied, src/read/shared-strings.ts), through the same guarded worker;
 *   every other row keeps its cached cells. When the shared strings changed, rows are compared by their texts, not
 *   by the indexes that a new text moves.
 * - Anything else (styles changed, rows renumbered by an insert, an .ods, a damaged file) → the whole workbook is
 *   read, as a build does.
 * Whatever the path, the tables are those a fresh read of the file gives (src/read/read-cache.test.ts).
 */
import type { SheetCell, Table } from './table.ts';
import { MAX_TAB_BYTES, type WorkbookJob, type WorkbookRead, type WorkbookTab } from './workbook.ts';
import { inspectWorkbookFile, type ZipPart } from './workbook-file.ts';
import { EMPTY_SHARED_STRINGS, inlineSharedStrings, renumberSharedStrings, sameTexts, SHARED_STRINGS_PART, sharedStringsOf, type Renumbering, type SharedStrings } from './shared-strings.ts';
import { EMPTY_WORKSHEET, rowChanges, unzipNamed, unzipPart, worksheetPartsOf, worksheetWith, worksheetXml, zipWith, type WorksheetXml } from './worksheet-rows.ts';

/** The cache a dev session owns and hands to readSheets; a new one (or none) means everything is read again. */
export interface ReadCache {
  workbooks: Map<string, CachedWorkbook>;
  /** How the last read of each workbook went, for the terminal and tests: 'same' | 'rows' | 'full'. */
  lastRead: Map<string, ReadKind>;
  /** The table made from each tab read: a tab read unchanged gives the very same Table (later stages memoize on it). */
  tables: WeakMap<WorkbookTab, Table>;
}

export type ReadKind = 'same' | 'rows' | 'full';

export const newReadCache = (): ReadCache => ({ workbooks: new Map(), lastRead: new Map(), tables: new WeakMap() });

interface CachedTab {
  part: string;
  sheet: WorksheetXml;
  /** Row number → its cells, in the order the reader gave them. */
  cells: Map<number, SheetCell[]>;
  hidden: Set<number>;
}

interface CachedWorkbook {
  parts: Map<string, { crc: number; size: number }>;
  read: Extract<WorkbookRead, { ok: true }>;
  /** Tab name → its rows; absent for tabs (and formats) that are always read whole. */
  tabs: Map<string, CachedTab>;
  /** The workbook's shared strings, which its worksheets' cells point into (null when it has none). */
  strings: SharedStrings | null;
}

/** More changed rows than this in one save (an insert near the top renumbers every row below): read it all. */
const MAX_CHANGED_ROWS = 500;

/**
 * Parts whose changes do not change what is read: the document properties (Excel and LibreOffice rewrite the save
 * time on every save) and the colour theme (SheetJS rewrites its own; the reader takes no colour from it).
 */
const isMetadata = (name: string) => name.startsWith('docProps/') || /^xl\/theme\/[^/]+\.xml$/.test(name);
const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

/** How to read a workbook file given what the cache holds. */
export type ReadPlan =
  | { kind: 'same'; read: WorkbookRead }
  | { kind: 'rows'; job: WorkbookJob; merge(read: WorkbookRead): WorkbookRead | null }
  | { kind: 'full' };

export function planRead(cache: ReadCache, key: string, bytes: Uint8Array, parts: ZipPart[]): ReadPlan {
  const cached = cache.workbooks.get(key);
  if (!cached || cached.parts.size !== parts.length || parts.some((p) => !cached.parts.has(p.name))) return { kind: 'full' };
  const changedParts = parts.filter((p) => cached.parts.get(p.name)!.crc !== p.crc || cached.parts.get(p.name)!.size !== p.size);
  const relevant = changedParts.filter((p) => !isMetadata(p.name));
  if (!relevant.length) return { kind: 'same', read: cached.read };
  const tabOfPart = new Map([...cached.tabs].map(([name, tab]) => [tab.part, name]));
  const stringsPart = relevant.find((p) => p.name === SHARED_STRINGS_PART);
  if (relevant.some((p) => p !== stringsPart && (!tabOfPart.has(p.name) || p.size > MAX_TAB_BYTES))) return { kind: 'full' };
  let strings = cached.strings;
  let renumbering: Renumbering | null = null;
  if (stringsPart) {
    // A changed list changes what an unchanged index means: every worksheet is compared, by the texts of its cells.
    if (!cached.strings || stringsPart.size > MAX_TAB_BYTES || parts.some((p) => isWorksheet(p.name) && !tabOfPart.has(p.name))) return { kind: 'full' };
    const xml = unzipPart(bytes, stringsPart);
    strings = xml && sharedStringsOf(xml);
    if (!strings) return { kind: 'full' };
    renumbering = sameTexts(cached.strings, strings);
  }
  const edits = new Map<string, Edit>();
  let changedRows = 0;
  for (const part of renumbering ? parts.filter((p) => tabOfPart.has(p.name)) : relevant) {
    const name = tabOfPart.get(part.name)!;
    const tab = cached.tabs.get(name)!;
    // A tab whose part did not change is its cached sheet (only its indexes may mean other texts now).
    const xml = relevant.includes(part) ? unzipPart(bytes, part) : tab.sheet.bytes;
    const after = xml === tab.sheet.bytes ? tab.sheet : xml && worksheetXml(xml, 'changed-rows');
    if (!after) return { kind: 'full' };
    const changes = renumbering ? textChanges(tab.sheet, after, renumbering) : rowChanges(tab.sheet, after);
    if (!changes) return { kind: 'full' };
    const { changed, removed } = changes;
    changedRows += changed.size + removed.length;
    if (changedRows > MAX_CHANGED_ROWS) return { kind: 'full' };
    // The rows SheetJS reads carry their own texts: the small workbook's list of shared strings is empty.
    for (const [number, row] of changed) {
      const own = inlineSharedStrings(Buffer.from(row), strings, MAX_TAB_BYTES);
      if (!own) return { kind: 'full' };
      changed.set(number, own.toString('utf8'));
    }
    edits.set(name, { after, changed, removed });
  }
  const replaced = new Map<string, Buffer>();
  for (const part of parts) if (isWorksheet(part.name)) replaced.set(part.name, EMPTY_WORKSHEET);
  for (const [name, edit] of edits) replaced.set(cached.tabs.get(name)!.part, worksheetWith(edit.after, edit.changed.values()));
  if (parts.some((p) => p.name === SHARED_STRINGS_PART)) replaced.set(SHARED_STRINGS_PART, EMPTY_SHARED_STRINGS);
  const small = zipWith(bytes, parts, replaced);
  const smallParts = inspectWorkbookFile(small);
  if (!Array.isArray(smallParts)) return { kind: 'full' };
  const merge = (read: WorkbookRead): WorkbookRead | null => {
    const entry = cache.workbooks.get(key);
    if (!read.ok || !entry) return null;
    const fresh = new Map(read.tabs.map((t) => [t.name, t]));
    if ([...edits.keys()].some((name) => !fresh.get(name) || fresh.get(name)!.tooLarge)) return null;
    const updated = new Map<string, CachedTab>();
    const tabs = entry.read.tabs.map((tab): WorkbookTab => {
      const edit = edits.get(tab.name);
      if (!edit) return tab;
      const own = entry.tabs.get(tab.name)!;
      // Only indexes into the shared strings moved: the same tab (later stages know it), the new XML remembered.
      if (!edit.changed.size && !edit.removed.length) {
        updated.set(tab.name, { ...own, sheet: edit.after });
        return tab;
      }
      const cells = new Map(own.cells);
      const hidden = new Set(own.hidden);
      for (const number of [...edit.removed, ...edit.changed.keys()]) {
        cells.delete(number);
        hidden.delete(number);
      }
      const tabRead = fresh.get(tab.name)!;
      for (const [number, rowCells] of byRow(tabRead.cells)) if (edit.changed.has(number)) cells.set(number, rowCells);
      for (const number of tabRead.hiddenRows) if (edit.changed.has(number)) hidden.add(number);
      updated.set(tab.name, { part: own.part, sheet: edit.after, cells, hidden });
      const numbers = [...cells.keys()].sort((a, b) => a - b);
      return { ...tab, cells: numbers.flatMap((n) => cells.get(n)!), hiddenRows: [...hidden].sort((a, b) => a - b) };
    });
    for (const [name, tab] of updated) entry.tabs.set(name, tab);
    entry.read = { ok: true, tabs };
    entry.parts = partSums(parts);
    entry.strings = strings;
    return entry.read;
  };
  return { kind: 'rows', job: { bytes: small, parts: smallParts }, merge };
}

/** A save's edit of one tab: its new XML, its changed rows (their XML, texts written in) and the rows gone. */
interface Edit {
  after: WorksheetXml;
  changed: Map<number, string>;
  removed: number[];
}

/** The worksheet with its shared-string cells renumbered (null: not in a shape read here). */
function renumbered(sheet: WorksheetXml, indexes: Int32Array): WorksheetXml | null {
  const rows = renumberSharedStrings(sheet.bytes.subarray(sheet.rowsStart, sheet.rowsEnd), indexes, MAX_TAB_BYTES);
  if (!rows) return null;
  const bytes = Buffer.concat([sheet.bytes.subarray(0, sheet.rowsStart), rows, sheet.bytes.subarray(sheet.rowsEnd)]);
  return { bytes, rowsStart: sheet.rowsStart, rowsEnd: sheet.rowsStart + rows.length };
}

/**
 * The rows a save changed when the shared strings changed: both saves' cells renumbered to the new list, so that rows
 * are compared by what they say rather than by indexes a new text moved. The changed rows point into the new list.
 */
function textChanges(before: WorksheetXml, after: WorksheetXml, renumbering: Renumbering) {
  const old = renumbered(before, renumbering.before);
  const now = old && (renumbering.after ? renumbered(after, renumbering.after) : after);
  return now && rowChanges(old, now);
}

function partSums(parts: ZipPart[]) {
  return new Map(parts.map((p) => [p.name, { crc: p.crc, size: p.size }]));
}

function byRow(cells: SheetCell[]): Map<number, SheetCell[]> {
  const rows = new Map<number, SheetCell[]>();
  for (const cell of cells) {
    let row = rows.get(cell.row);
    if (!row) rows.set(cell.row, (row = []));
    row.push(cell);
  }
  return rows;
}

/**
 * Remembers a whole read of a workbook (or forgets it, when the read failed). The worksheets of an .xlsx are cut
 * into rows here; a tab whose XML is not in the plain shape worksheet-rows.ts reads is simply read whole next time.
 */
export function rememberRead(cache: ReadCache, key: string, bytes: Uint8Array, parts: ZipPart[], read: WorkbookRead): void {
  if (!read.ok) {
    cache.workbooks.delete(key);
    return;
  }
  const tabs = new Map<string, CachedTab>();
  const unzipped = (name: string) => unzipNamed(bytes, parts, name);
  const list = unzipped(SHARED_STRINGS_PART);
  const partOf = worksheetPartsOf(bytes, parts);
  for (const tab of read.tabs) {
    const part = partOf.get(tab.name);
    if (!part || tab.tooLarge || !parts.some((p) => p.name === part)) continue;
    const xml = unzipped(part);
    const sheet = xml && worksheetXml(xml);
    if (!sheet) continue;
    const hidden = new Set(tab.hiddenRows);
    tabs.set(tab.name, { part, sheet, cells: byRow(tab.cells), hidden });
  }
  cache.workbooks.set(key, { parts: partSums(parts), read, tabs, strings: list && sharedStringsOf(list) });
}
