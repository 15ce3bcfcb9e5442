#!/usr/bin/env node
// Writes sheets/blog.xlsx, the sample blog workbook, from the articles in scripts/sample-blog/*.md, so that the sample's
// texts can be reviewed line by line in the repository. The workbook is what the site reads and what staff edit in
// Excel; after staff start editing it, the workbook is the source and this script is no longer needed.
//
//   node scripts/write-sample-blog.js [pasta]     (default: sheets)
//
// Each .md file is a header of `campo: valor` lines (schema field names of schemas/blog.schema.json; lists separated
// by commas), a line `---`, and the article's Markdown. Dates are written as real date cells (dd/mm/aaaa), as staff
// would type them in Excel.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Excel from 'exceljs';

const root = new URL('..', import.meta.url).pathname;
const folder = process.argv[2] ?? join(root, 'sheets');
const sources = join(root, 'scripts', 'sample-blog');
const schema = JSON.parse(readFileSync(join(root, 'schemas', 'blog.schema.json'), 'utf8'));
const fields = Object.entries(schema.properties);

function parseArticle(file) {
  const text = readFileSync(join(sources, file), 'utf8');
  const split = text.indexOf('\n---\n');
  if (split < 0) throw new Error(`${file}: falta a linha --- entre o cabeçalho e o texto`);
  const row = { body: text.slice(split + 5).trim() };
  for (const line of text.slice(0, split).split('\n')) {
    const colon = line.indexOf(': ');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim();
    if (!schema.properties[field]) throw new Error(`${file}: campo desconhecido "${field}"`);
    const value = line.slice(colon + 2).trim().replace(/^"(.*)"$/, '$1');
    row[field] = schema.properties[field].type === 'array' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value;
  }
  return row;
}

/** '12/03/2026' → a Date at UTC midnight, which ExcelJS stores as that calendar day. */
function dateCell(text) {
  const [day, month, year] = text.split('/').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const articles = readdirSync(sources).filter((f) => f.endsWith('.md')).sort().map(parseArticle);
const book = new Excel.Workbook();
book.creator = 'clinic-site';
const sheet = book.addWorksheet(schema['x-aba']);
sheet.columns = fields.map(([field, p]) => ({
  header: p['x-coluna'],
  key: field,
  width: field === 'body' ? 90 : field === 'summary' || field === 'seoDescription' ? 50 : Math.max(14, p['x-coluna'].length + 4),
  style: { alignment: { vertical: 'top', wrapText: true } },
}));
for (const article of articles) {
  sheet.addRow(
    Object.fromEntries(
      fields.map(([field, p]) => {
        const value = article[field];
        if (p.format === 'data' && value) return [field, dateCell(value)];
        return [field, Array.isArray(value) ? value.join('\n') || null : (value ?? null)];
      }),
    ),
  );
}
sheet.eachRow((row, number) => {
  if (number === 1) return;
  row.eachCell((cell) => {
    if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
  });
});
sheet.getRow(1).font = { bold: true };
sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFE7DC' } };
sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 0 }];
await book.xlsx.writeFile(join(folder, 'blog.xlsx'));
console.log(`${join(folder, 'blog.xlsx')}: ${articles.length} artigos.`);
