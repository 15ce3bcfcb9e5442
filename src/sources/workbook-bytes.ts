/**
 * What a download brought, judged from its first bytes only (reading a workbook is the read stage's job): a zip that
 * is an .xlsx or an .ods, a text file for a CSV source, or a web page (a sign-in page, an error page); and a hash of
 * all its bytes, by which `dev` tells that a linked spreadsheet was edited.
 */
import { createHash } from 'node:crypto';
import { isOleFile } from '../read/workbook-file.ts';

const ODS_MIMETYPE = 'mimetypeapplication/vnd.oasis.opendocument.spreadsheet';

/**
 * 'xlsx' | 'ods' | 'csv', 'xls' for an Excel 97-2003 file (which the site does not read: src/read/workbook-formats.ts),
 * 'pagina' for HTML, or null for anything else.
 */
export function workbookFormatOf(bytes: Uint8Array, contentType: string, csvExpected: boolean): 'xlsx' | 'ods' | 'csv' | 'xls' | 'pagina' | null {
  if (isOleFile(bytes)) return 'xls';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    // An OpenDocument zip starts with its uncompressed "mimetype" entry (ODF 1.2, part 3, section 3.3).
    const head = new TextDecoder('latin1').decode(bytes.subarray(30, 30 + ODS_MIMETYPE.length));
    return head === ODS_MIMETYPE ? 'ods' : 'xlsx';
  }
  const start = new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).replace(/^\uFEFF|^ï»¿/, '').trimStart().toLowerCase();
  if (/^<(!doctype html|html|head|body|!--|\?xml[^>]*>\s*<!doctype html)/.test(start) || /text\/html/i.test(contentType)) return 'pagina';
  if (!csvExpected) return null;
  const sample = bytes.subarray(0, 4096);
  if (sample.length === 0 || sample.includes(0)) return null;
  return 'csv';
}

/** A hash of a download's bytes: two downloads of a link brought the same workbook when theirs are equal. */
export function workbookFingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
