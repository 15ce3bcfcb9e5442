/** Image cells for the image-stage tests, each with a spreadsheet location, as src/images/uses.ts makes them. */
import { imageFileKey, type ImageFile } from '../../src/read/image-files.ts';
import { imageFormat } from '../../src/read/image-format.ts';
import { SLOTS, type ImageUse, type Slot } from '../../src/images/uses.ts';

/** `name`: what the published files are named after (a row's slug); by default the file's stem, for short fixtures. */
export function useAt(cell: string, row: number, slot: Slot = SLOTS.service, name = cell.replace(/^.*\//, '').replace(/\.[^.]*$/, '')): ImageUse {
  return { cell, name, slot, location: { file: 'servicos.xlsx', sheet: 'Serviços', row, column: 'Imagem', cell: `F${row}` }, value: cell };
}

/** The images folder as the read stage would give it. */
export function imageFiles(files: Record<string, Uint8Array>): Map<string, ImageFile> {
  return new Map(Object.entries(files).map(([name, bytes]) => [imageFileKey(name), { name, size: bytes.byteLength, read: () => Buffer.from(bytes), hash: '00000000', format: imageFormat(bytes) }]));
}

/** The first bytes of an iPhone photo: an ISO `ftyp` box with the HEIC brands, then data only an HEVC decoder reads. */
export function heicLike(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  const meta = Buffer.alloc(64);
  meta.writeUInt32BE(64, 0);
  meta.write('meta', 4, 'latin1');
  return Buffer.concat([ftyp, meta, Buffer.alloc(4096, 0x5a)]);
}
