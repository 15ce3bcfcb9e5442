// A copy of the sample catalogue as a clinic fills it with phone photos: `count` generated 4032×3024 JPEGs (about
// 5 MB each, with EXIF and GPS, test/support/phone-photos.js) in sheets/imagens/, one per service image cell, and
// the same photos again in every treatment and protocol image cell. Used by `npm run bench` and
// `npm run audit:pages -- --photos`. Nothing is committed: the photos are made at run time.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { phonePhoto } from '../test/support/phone-photos.js';

/** [workbook, tab, image column] of every catalogue image cell. */
const IMAGE_CELLS = [
  ['servicos', 'Serviços', 'Imagem'],
  ['tratamentos', 'Tratamentos', 'Imagem'],
  ['protocolos', 'Protocolos', 'Imagem de fundo'],
];

export async function generatePhotoCatalogue(sampleDir, targetDir, count = 60, log = () => {}) {
  cpSync(sampleDir, targetDir, { recursive: true });
  const names = [];
  for (let i = 0; i < count; i++) {
    const name = `foto-${String(i + 1).padStart(2, '0')}.jpg`;
    writeFileSync(join(targetDir, 'imagens', name), await phonePhoto({ seed: i + 1 }));
    names.push(name);
    if ((i + 1) % 10 === 0) log(`… ${i + 1} de ${count} fotos geradas`);
  }
  for (const [workbook, tab, column] of IMAGE_CELLS) {
    const file = join(targetDir, `${workbook}.xlsx`);
    const book = XLSX.read(readFileSync(file));
    const rows = XLSX.utils.sheet_to_json(book.Sheets[tab], { header: 1, defval: '' });
    const index = rows[0].indexOf(column);
    rows.slice(1).forEach((row, i) => {
      row[index] = names[i % names.length];
    });
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    book.Sheets[tab] = sheet;
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
  }
  return names;
}
