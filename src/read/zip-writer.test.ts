import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { inspectWorkbookFile, type ZipPart } from './workbook-file.ts';
import { zipOf, type ZipEntry } from './zip-writer.ts';
import { readZip } from '../../test/support/zip.ts';

const sample = readFileSync(new URL('../../sheets/servicos.xlsx', import.meta.url));
const partsOf = (bytes: Uint8Array) => {
  const parts = inspectWorkbookFile(bytes);
  assert.ok(Array.isArray(parts), 'a zip the reader accepts');
  return parts;
};
const unzipped = (bytes: Uint8Array, part: ZipPart) => {
  const data = bytes.subarray(part.data, part.data + part.compressed);
  return part.deflated ? inflateRawSync(data) : Buffer.from(data);
};
const rowsOf = (bytes: Uint8Array) => {
  const book = XLSX.read(bytes, { type: 'buffer', dense: true });
  return book.SheetNames.map((name) => XLSX.utils.sheet_to_json(book.Sheets[name]!, { header: 1 }));
};

test('a workbook with every part stored as it unzips reads as the original, parts, sizes and checksums alike', () => {
  const parts = partsOf(sample);
  const stored = zipOf(parts.map((part) => ({ name: part.name, method: 0, crc: part.crc, size: part.size, length: part.size, data: () => unzipped(sample, part) })));
  const again = partsOf(stored);
  assert.deepEqual(
    again.map(({ name, size, crc, deflated }) => ({ name, size, crc, deflated })),
    parts.map(({ name, size, crc }) => ({ name, size, crc, deflated: false })),
  );
  for (const part of again) assert.equal(crc32(unzipped(stored, part)), part.crc, part.name);
  assert.deepEqual(rowsOf(stored), rowsOf(sample));
});

test('parts kept compressed and parts stored mix in one zip', () => {
  const text = Buffer.from('<x>conteúdo</x>');
  const entries: ZipEntry[] = [
    { name: 'a.xml', method: 8, crc: crc32(text), size: text.length, length: 0, data: deflateRawSync(text) },
    { name: 'b.xml', method: 0, crc: crc32(text), size: text.length, length: text.length, data: text },
  ];
  entries[0]!.length = (entries[0]!.data as Buffer).length;
  const zip = zipOf(entries);
  assert.deepEqual(
    readZip(zip).map(({ name, data }) => [name, Buffer.from(data).toString()]),
    [['a.xml', '<x>conteúdo</x>'], ['b.xml', '<x>conteúdo</x>']],
  );
});

test('a part name with bytes 0x80–0x9F keeps its bytes through reading and writing again', () => {
  // "Ç" in UTF-8 is C3 87: windows-1252 (TextDecoder's "latin1") would read 0x87 as "‡" and write it back as 0x21.
  const name = Buffer.from('xl/media/imagem-Ç.png', 'utf8').toString('latin1');
  const data = Buffer.from('png');
  const zip = zipOf([{ name, method: 0, crc: crc32(data), size: 3, length: 3, data }]);
  const [part] = partsOf(zip);
  assert.equal(part!.name, name);
  assert.deepEqual(Buffer.from(zipOf([{ name: part!.name, method: 0, crc: part!.crc, size: 3, length: 3, data }])), Buffer.from(zip));
});

test('bytes that do not match the length announced are refused, not written past', () => {
  const data = Buffer.from('abc');
  assert.throws(() => zipOf([{ name: 'a', method: 0, crc: crc32(data), size: 4, length: 4, data: () => data }]), /3 bytes, 4 announced/);
});
