/**
 * What a workbook file really is, checked on its bytes before SheetJS sees them: an empty file, a CSV or an old
 * .xls saved under the name .xlsx, a password-protected workbook, a damaged or truncated zip, or one that would
 * expand to more than a catalogue ever needs (a "zip bomb"). Each answer becomes its own message for staff; only a
 * file that passes goes on to the (slower, time-limited) reading in src/read/workbook.ts.
 *
 * .xlsx and .ods are zip archives: a directory at the end lists every part with its offset and sizes. Reading that
 * directory costs microseconds and catches most damage (a copy cut short, bytes overwritten) without unzipping. The
 * sizes it declares are then enforced while unzipping (src/read/workbook.ts), so a part cannot lie its way past them.
 */
import { inflateRawSync } from 'node:zlib';

/** Why a workbook file cannot be read, in terms the catalogue turns into a message. */
export type WorkbookRefusal =
  | { kind: 'vazio' }
  /** `separator`: the columns' separator of a CSV saved under a workbook's name; null for text without columns. */
  | { kind: 'texto'; separator: string | null }
  | { kind: 'xls' }
  | { kind: 'senha' }
  | { kind: 'danificado' }
  | { kind: 'grande'; expandedMb: number; limitMb: number }
  | { kind: 'desconhecido' };

/**
 * The most a workbook may expand to when unzipped. The sample's four workbooks expand to about 2 MB; a catalogue with
 * ten thousand rows to some tens. Beyond this, reading would take more memory than the build may use.
 */
export const MAX_EXPANDED_BYTES = 160 * 1024 * 1024;

/**
 * The largest workbook file read at all: a zip is no larger than what it expands to (give or take its directory), so
 * a larger file is refused before it is read (a video under a workbook's name, gigabytes).
 */
export const MAX_WORKBOOK_FILE_BYTES = MAX_EXPANDED_BYTES;

/** Deflate cannot shrink data more than about 1032:1; a part that claims more is lying about its size. */
const MAX_RATIO = 1100;

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Whether the bytes start an OLE compound file: an .xls (Excel 97-2003), or any Office file with a password. */
export const isOleFile = (bytes: Uint8Array) => OLE_SIGNATURE.every((b, i) => bytes[i] === b);

/** One compressed part of the zip: where its data starts and the sizes its directory declares. */
export interface ZipPart {
  name: string;
  data: number;
  compressed: number;
  size: number;
  deflated: boolean;
  /** The CRC-32 the directory declares for the unzipped part: a dev session compares it to spot the parts a save changed. */
  crc: number;
}

/** Inspects a .xlsx or .ods file's bytes: the parts of the zip, or why SheetJS must not be given the file. */
export function inspectWorkbookFile(bytes: Uint8Array): WorkbookRefusal | ZipPart[] {
  if (bytes.length === 0) return { kind: 'vazio' };
  if (isOleFile(bytes)) return isEncryptedOle(bytes) ? { kind: 'senha' } : { kind: 'xls' };
  if (bytes.length < 4 || u32(bytes, 0) !== ZIP_LOCAL) {
    const separator = textSeparator(bytes);
    return separator === undefined ? { kind: 'desconhecido' } : { kind: 'texto', separator };
  }
  return inspectZip(bytes);
}

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
}

function inspectZip(bytes: Uint8Array): WorkbookRefusal | ZipPart[] {
  // The end record is 22 bytes plus a comment of up to 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(bytes, at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return { kind: 'danificado' };
  const entries = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryStart = u32(bytes, end + 16);
  if (entries === 0 || entries === 0xffff || directoryStart + directorySize > end) return { kind: 'danificado' };
  let expanded = 0;
  const parts: ZipPart[] = [];
  let at = directoryStart;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > end || u32(bytes, at) !== ZIP_CENTRAL) return { kind: 'danificado' };
    const flags = u16(bytes, at + 8);
    const crc = u32(bytes, at + 16);
    const method = u16(bytes, at + 10);
    const compressed = u32(bytes, at + 20);
    const size = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    if (flags & 0x41) return { kind: 'senha' }; // zip encryption (traditional or strong)
    if (method !== 0 && method !== 8) return { kind: 'danificado' };
    if (compressed === 0xffffffff || size === 0xffffffff) return { kind: 'grande', expandedMb: 4096, limitMb: MAX_EXPANDED_BYTES >> 20 };
    if (local + 30 > directoryStart || u32(bytes, local) !== ZIP_LOCAL) return { kind: 'danificado' };
    const data = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    if (data + compressed > directoryStart) return { kind: 'danificado' };
    if (method === 0 ? size !== compressed : size > 1 << 20 && size > compressed * MAX_RATIO) return { kind: 'danificado' };
    expanded += size;
    // One character per byte (TextDecoder's 'latin1' is windows-1252, which maps 0x80–0x9F elsewhere): a zip made
    // again from these parts (./zip-writer.ts) names them with the very same bytes.
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString('latin1');
    parts.push({ name, data, compressed, size, deflated: method === 8, crc });
    at = next;
  }
  if (expanded > MAX_EXPANDED_BYTES) {
    return { kind: 'grande', expandedMb: Math.ceil(expanded / 1024 / 1024), limitMb: MAX_EXPANDED_BYTES >> 20 };
  }
  return isEncryptedOds(bytes, parts) ? { kind: 'senha' } : parts;
}

/** The most a manifest is unzipped to look for encryption: LibreOffice's is a few kilobytes. */
const MAX_MANIFEST_BYTES = 1 << 20;

/**
 * An .ods saved with a password (LibreOffice's "Salvar com senha") is an ordinary zip whose parts are encrypted one
 * by one: the zip itself is not flagged, and only its manifest, which stays readable, says so
 * (`<manifest:encryption-data>` on each encrypted part). Without this check the encrypted parts read as a damaged file.
 */
function isEncryptedOds(bytes: Uint8Array, parts: ZipPart[]): boolean {
  const manifest = parts.find((part) => part.name === 'META-INF/manifest.xml');
  if (!manifest || manifest.size > MAX_MANIFEST_BYTES) return false;
  const data = bytes.subarray(manifest.data, manifest.data + manifest.compressed);
  try {
    const text = manifest.deflated ? inflateRawSync(data, { maxOutputLength: Math.max(manifest.size, 1) }) : Buffer.from(data);
    return text.includes('encryption-data');
  } catch {
    return false; // a damaged manifest: the reader says the file is damaged
  }
}

/** An encrypted Office file is an OLE container with an "EncryptionInfo" stream (its name is stored in UTF-16). */
function isEncryptedOle(bytes: Uint8Array): boolean {
  const name = 'EncryptionInfo';
  const limit = Math.min(bytes.length, 1 << 20);
  outer: for (let at = 0; at + name.length * 2 <= limit; at++) {
    for (let i = 0; i < name.length; i++) if (bytes[at + i * 2] !== name.charCodeAt(i) || bytes[at + i * 2 + 1] !== 0) continue outer;
    return true;
  }
  return false;
}

/**
 * The separator of a file that is text: `;`, tab or `,` when its first line has one (a CSV), null for text without
 * columns (a note, a page saved under the workbook's name), undefined when the bytes are not text.
 */
function textSeparator(bytes: Uint8Array): string | null | undefined {
  let sample = bytes.subarray(0, 4096);
  let text: string;
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) {
    text = new TextDecoder(sample[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(sample.subarray(2, sample.length & ~1));
  } else {
    if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) sample = sample.subarray(3);
    if (sample.some((b) => b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b))) return undefined;
    text = new TextDecoder('latin1').decode(sample);
  }
  const firstLine = text.split(/\r?\n/)[0];
  for (const separator of [';', '\t', ',']) if (firstLine.includes(separator)) return separator;
  return text.trim() ? null : undefined;
}
