/**
 * Writes a zip from parts already at hand, for SheetJS to read: the small workbooks of a dev session's changed rows
 * and of a workbook read on two threads (src/read/worksheet-rows.ts), and, in the reading thread, the workbook with
 * every part stored as the thread's size check unzipped it (src/read/workbook-thread.ts).
 */

/** A part as it goes into the zip: its bytes as they are stored, and what the zip's directory says of them. */
export interface ZipEntry {
  /** The part's name, one byte per character (as src/read/workbook-file.ts reads it and SheetJS compares it). */
  name: string;
  /** 8: the bytes are raw deflate; 0: they are the part itself. */
  method: 0 | 8;
  /** CRC-32 and size of the unzipped part. */
  crc: number;
  size: number;
  /** How many bytes are stored. */
  length: number;
  /**
   * The stored bytes, or what makes them when their turn comes (`length` of them): only the zip and one part's bytes
   * are then held at a time.
   */
  data: Uint8Array | (() => Uint8Array);
}

/**
 * The zip of `entries`, in their order. The reading thread's source holds this function's text, so it may use only
 * its parameters and Node's globals (no functions inside: a compiler may add helpers to them that the thread lacks).
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  let total = 22;
  for (const entry of entries) total += 30 + 46 + 2 * entry.name.length + entry.length;
  const zip = Buffer.alloc(total);
  const offsets: number[] = [];
  let at = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'function' ? entry.data() : entry.data;
    if (data.length !== entry.length) throw new Error(`zip part ${entry.name}: ${data.length} bytes, ${entry.length} announced`);
    offsets.push(at);
    zip.writeUInt32LE(0x04034b50, at);
    zip.writeUInt16LE(20, at + 4);
    zip.writeUInt16LE(entry.method, at + 8);
    zip.writeUInt32LE(entry.crc >>> 0, at + 14);
    zip.writeUInt32LE(entry.length, at + 18);
    zip.writeUInt32LE(entry.size, at + 22);
    zip.writeUInt16LE(entry.name.length, at + 26);
    zip.write(entry.name, at + 30, 'latin1');
    zip.set(data, at + 30 + entry.name.length);
    at += 30 + entry.name.length + entry.length;
  }
  const directoryStart = at;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    zip.writeUInt32LE(0x02014b50, at);
    zip.writeUInt16LE(20, at + 4);
    // From the version needed to the extra field's length, the directory's record repeats the local header.
    zip.copy(zip, at + 6, offsets[i]! + 4, offsets[i]! + 30);
    zip.writeUInt32LE(offsets[i]!, at + 42);
    zip.write(entry.name, at + 46, 'latin1');
    at += 46 + entry.name.length;
  }
  zip.writeUInt32LE(0x06054b50, at);
  zip.writeUInt16LE(entries.length, at + 8);
  zip.writeUInt16LE(entries.length, at + 10);
  zip.writeUInt32LE(at - directoryStart, at + 12);
  zip.writeUInt32LE(directoryStart, at + 16);
  return zip;
}
