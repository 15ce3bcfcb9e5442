/**
 * A minimal zip writer and reader for building hostile workbooks in tests: parts can be deflated or stored, and a
 * part may declare a size other than its real one (a lying directory, as in a zip bomb).
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Stored instead of deflated. */
  stored?: boolean;
  /** The uncompressed size written in the headers (default: the real one). */
  declaredSize?: number;
}

export function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.stored ? Buffer.from(entry.data) : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a zip (deflated or stored), by name. Enough for the workbooks SheetJS and Excel write. */
export function readZip(bytes: Uint8Array): ZipEntry[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let end = view.length - 22;
  while (end >= 0 && view.readUInt32LE(end) !== 0x06054b50) end--;
  const count = view.readUInt16LE(end + 10);
  let at = view.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    const method = view.readUInt16LE(at + 10);
    const compressed = view.readUInt32LE(at + 20);
    const nameLength = view.readUInt16LE(at + 28);
    const name = view.toString('utf8', at + 46, at + 46 + nameLength);
    const local = view.readUInt32LE(at + 42);
    const data = local + 30 + view.readUInt16LE(local + 26) + view.readUInt16LE(local + 28);
    const body = view.subarray(data, data + compressed);
    entries.push({ name, data: method === 8 ? inflateRawSync(body) : Buffer.from(body), stored: method === 0 });
    at += 46 + nameLength + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
  }
  return entries;
}

/** A copy of a zip with some parts' text changed: `edit(name, text)` returns the new text (or the same). */
export function editZip(bytes: Uint8Array, edit: (name: string, text: string) => string): Buffer {
  return writeZip(
    readZip(bytes).map((entry) => {
      if (!/\.(xml|rels)$/.test(entry.name)) return entry;
      const text = Buffer.from(entry.data).toString('utf8');
      const changed = edit(entry.name, text);
      return changed === text ? entry : { ...entry, data: Buffer.from(changed, 'utf8') };
    }),
  );
}

/** A copy of `bytes` with `length` bytes at `fraction` of the file overwritten by a repeating pattern. */
export function overwritten(bytes: Uint8Array, fraction: number, pattern: number[], length = 4096): Buffer {
  const copy = Buffer.from(bytes);
  const start = Math.floor(copy.length * fraction);
  for (let i = 0; i < length && start + i < copy.length; i++) copy[start + i] = pattern[i % pattern.length];
  return copy;
}
