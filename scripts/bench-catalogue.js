// Generates a catalogue of N services for the benchmark: the sample sheets with servicos.xlsx replaced by N rows
// made from the sample's own services (slugs suffixed), so every page has realistic content. Each service keeps its
// sample questions (the first `ownQuestionsAtMost` of them when given), or gets exactly `questionsPerService` of them
// (the sample's, taken in turn) when given.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';

export function generateCatalogue(sampleDir, targetDir, count, questionsPerService, ownQuestionsAtMost = Infinity) {
  cpSync(sampleDir, targetDir, { recursive: true });
  const workbook = XLSX.read(readFileSync(join(sampleDir, 'servicos.xlsx')));
  const services = XLSX.utils.sheet_to_json(workbook.Sheets['Serviços'], { header: 1, defval: '' });
  const faq = XLSX.utils.sheet_to_json(workbook.Sheets['Perguntas'], { header: 1, defval: '' });
  const [serviceHeader, ...serviceRows] = services;
  const [faqHeader, ...faqRows] = faq;
  const slugColumn = serviceHeader.indexOf('Endereço (slug)');
  const titleColumn = serviceHeader.indexOf('Título');
  const contentColumn = serviceHeader.indexOf('Conteúdo');
  const rows = [];
  const faqs = [];
  for (let i = 0; i < count; i++) {
    const source = serviceRows[i % serviceRows.length];
    const round = Math.floor(i / serviceRows.length);
    const slug = round ? `${source[slugColumn]}-${round}` : source[slugColumn];
    const row = [...source];
    row[slugColumn] = slug;
    if (round) row[titleColumn] = `${source[titleColumn]} ${round}`;
    // Each service its own text, as in a real catalogue: a build converts each distinct text once.
    if (round) row[contentColumn] = `${source[contentColumn]}\n\nFicha ${round} deste procedimento.`;
    rows.push(row);
    if (questionsPerService) {
      for (let q = 0; q < questionsPerService; q++) faqs.push([slug, ...faqRows[(i * questionsPerService + q) % faqRows.length].slice(1)]);
    } else {
      for (const f of faqRows.filter((r) => r[0] === source[slugColumn]).slice(0, ownQuestionsAtMost)) faqs.push([slug, ...f.slice(1)]);
    }
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([serviceHeader, ...rows]), 'Serviços');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([faqHeader, ...faqs]), 'Perguntas');
  writeFileSync(join(targetDir, 'servicos.xlsx'), XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
}

/**
 * Saves one new price in row `row` (1 = the first service) of a sheets folder's servicos.xlsx, compressed as Excel
 * and LibreOffice save.
 */
export function savePrice(sheetsDir, row, price) {
  const file = join(sheetsDir, 'servicos.xlsx');
  const book = XLSX.read(readFileSync(file));
  const header = XLSX.utils.sheet_to_json(book.Sheets['Serviços'], { header: 1, range: 0 })[0];
  book.Sheets['Serviços'][XLSX.utils.encode_cell({ r: row, c: header.indexOf('Preço') })] = { t: 's', v: price };
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
}
