/**
 * The shared strings of an .xlsx (`xl/sharedStrings.xml`), for a dev session that re-reads only the rows a save
 * changed (src/read/read-cache.ts). Excel and LibreOffice keep every text of a workbook in that one list, and a cell
 * holds only its index in it (`<c t="s"><v>17</v></c>`). LibreOffice writes the list anew in the order of the cells on
 * every save, so one new text moves the index of every text after it, in every tab: compared by their bytes, all
 * those rows would look changed.
 *
 * Two rewrites of a worksheet's cells, both copying everything else as it is:
 * - renumbering: each index of the previous save becomes the index its text has in the new list, so rows are
 *   compared by what they say (a text no longer in the list gets an index past its end, which no new row has);
 * - writing in: each index is replaced by the item it points at (`<c t="inlineStr"><is>…</is></c>`, the form the
 *   format defines for exactly that, which SheetJS reads into the same value), so the few rows SheetJS reads again
 *   need no list.
 * Nothing is interpreted: items are compared and copied as XML. The work is done on the bytes as Latin-1 text, which
 * keeps every byte of UTF-8 as it is.
 */

/** The list's XML (as Latin-1 text) and where each item's content starts and ends (pairs of offsets). */
export interface SharedStrings {
  text: string;
  bounds: Int32Array;
}

export const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/** A list of shared strings with no items, for the small workbooks whose cells carry their own texts. */
export const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** The items of a shared-strings part, or null when it is not the plain shape read here (a prefixed namespace…). */
export function sharedStringsOf(bytes: Buffer): SharedStrings | null {
  const text = bytes.toString('latin1');
  const bounds: number[] = [];
  for (let at = text.indexOf('<si'); at >= 0; ) {
    if (text.startsWith('<si>', at)) {
      const end = text.indexOf('</si>', at + 4);
      if (end < 0) return null;
      bounds.push(at + 4, end);
      at = text.indexOf('<si', end + 5);
    } else if (text.startsWith('<si/>', at)) {
      bounds.push(at + 5, at + 5);
      at = text.indexOf('<si', at + 5);
    } else return null;
  }
  if (!bounds.length && /<\w+:sst\b/.test(text.slice(0, 1024))) return null;
  return { text, bounds: Int32Array.from(bounds) };
}

const item = (strings: SharedStrings, index: number) => strings.text.slice(strings.bounds[2 * index], strings.bounds[2 * index + 1]);
const count = (strings: SharedStrings) => strings.bounds.length / 2;

/** Each previous index → its text's index in the new list (`before`), and the new list onto itself (`after`). */
export interface Renumbering {
  before: Int32Array;
  after: Int32Array | null;
}

/**
 * For the same texts in two saves' lists: each previous index → the index of its text in the new list, or an index
 * past the new list's end when the text is gone. `after` renumbers the new list onto itself and is null when that
 * changes nothing (each text once in it, as programs write it).
 */
export function sameTexts(before: SharedStrings, after: SharedStrings): Renumbering {
  const first = new Map<string, number>();
  const now = new Int32Array(count(after));
  let repeated = false;
  for (let i = 0; i < now.length; i++) {
    const text = item(after, i);
    const seen = first.get(text);
    if (seen === undefined) first.set(text, i);
    else repeated = true;
    now[i] = seen ?? i;
  }
  const then = new Int32Array(count(before));
  for (let i = 0; i < then.length; i++) then[i] = first.get(item(before, i)) ?? now.length + i;
  return { before: then, after: repeated ? now : null };
}

/** The number written in text[from, to), or -1 when it is not 1 to 9 digits. */
function digitsAt(text: string, from: number, to: number): number {
  if (to <= from || to - from > 9) return -1;
  let value = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const SHARED = ' t="s"';
const VALUE_END = '</v></c>';

/**
 * Calls `visit` with each shared-string cell of `text` (whole cells, as Latin-1 text: a worksheet's rows, or one row):
 * where its tag's type attribute starts and the tag ends, where its index's `</v>` is, and the index. Cells are found
 * by their type attribute (native string search, however many cells of other types lie between). False when a cell
 * is not in the plain shape Excel and LibreOffice write (`<c … t="s"><v>n</v></c>`), the attribute shows up outside a
 * cell's tag (in a text), or `visit` refuses the cell: the caller then reads the whole workbook.
 */
function eachSharedCell(text: string, visit: (type: number, close: number, valueEnd: number, index: number) => boolean): boolean {
  if (text.includes(" t='")) return false;
  for (let type = text.indexOf(SHARED); type >= 0; type = text.indexOf(SHARED, type + SHARED.length)) {
    if (!text.startsWith('<c ', text.lastIndexOf('<', type))) return false;
    const close = text.indexOf('>', type);
    if (close < 0) return false;
    if (text.charCodeAt(close - 1) === 0x2f) continue; // <c t="s"/>: no index, read as no value either way
    const valueEnd = text.startsWith('<v>', close + 1) ? text.indexOf(VALUE_END, close + 4) : -1;
    const index = valueEnd < 0 ? -1 : digitsAt(text, close + 4, valueEnd);
    if (index < 0 || !visit(type, close, valueEnd, index)) return false;
  }
  return true;
}

/**
 * `xml` with each shared-string cell's index n written as `indexes[n]`; null when a cell is not in the plain shape
 * (eachSharedCell), an index is past `indexes`, or the result would pass `limit` bytes. Run on whole worksheets at
 * every save whose list changed, so only the cells whose index moves are touched: the bytes between them are copied
 * as they are, and a worksheet none of whose indexes moves is given back itself. (Built as text and joined, as
 * the texts written in below are, it cost about 0.2 s a worksheet at 10,000 services.)
 */
export function renumberSharedStrings(xml: Buffer, indexes: Int32Array, limit: number): Buffer | null {
  let out: Buffer | null = null;
  let written = 0;
  let copied = 0;
  const fits = eachSharedCell(xml.toString('latin1'), (_type, close, valueEnd, index) => {
    if (index >= indexes.length) return false;
    const now = indexes[index];
    if (now === index) return true;
    const digits = String(now);
    const needed = written + (close + 4 - copied) + digits.length;
    if (!out || needed > out.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, xml.length + (xml.length >> 4) + 64, out ? 2 * out.length : 0));
      if (out) out.copy(larger, 0, 0, written);
      out = larger;
    }
    written += xml.copy(out, written, copied, close + 4);
    written += out.write(digits, written, 'latin1');
    copied = valueEnd;
    return written + xml.length - copied <= limit;
  });
  if (!fits) return null;
  if (!out) return xml;
  return Buffer.concat([(out as Buffer).subarray(0, written), xml.subarray(copied)]);
}

/**
 * `xml` with each shared-string cell carrying its own text (`<c … t="inlineStr"><is>…</is></c>`); null when a cell is
 * not in the plain shape (eachSharedCell), an index is not in the list, or the result would pass `limit` bytes. Run
 * on the few rows a save changed.
 */
export function inlineSharedStrings(xml: Buffer, strings: SharedStrings | null, limit: number): Buffer | null {
  const text = xml.toString('latin1');
  const pieces: string[] = [];
  let copied = 0;
  let size = text.length;
  const fits = eachSharedCell(text, (type, close, valueEnd, index) => {
    if (!strings || index >= count(strings)) return false;
    const value = item(strings, index);
    pieces.push(text.slice(copied, type), ' t="inlineStr"', text.slice(type + SHARED.length, close + 1), '<is>', value, '</is></c>');
    size += value.length + 10 - (valueEnd - close - 4); // ' t="inlineStr"', <is></is> for ' t="s"', <v></v>
    copied = valueEnd + VALUE_END.length;
    return size <= limit;
  });
  if (!fits) return null;
  pieces.push(text.slice(copied));
  return Buffer.from(pieces.join(''), 'latin1');
}
