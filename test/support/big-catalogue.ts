/**
 * A sheets folder with a catalogue of `count` services for the tests that check the site at scale (the list pages
 * of docs/site.md#list-pages): the sample with servicos.xlsx replaced by `count` rows made from the sample's own
 * services (scripts/bench-catalogue.js), and at most `questionsPerService` questions each, so that 10,000 services
 * stay a quick build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
// @ts-expect-error plain JavaScript module of the benchmark, without types
import { generateCatalogue } from '../../scripts/bench-catalogue.js';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function writeBigCatalogue(targetDir: string, count: number, questionsPerService = 1): void {
  (generateCatalogue as (sample: string, target: string, count: number) => void)(join(ROOT, 'sheets'), targetDir, count);
  const file = join(targetDir, 'servicos.xlsx');
  const workbook = XLSX.read(readFileSync(file));
  const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['Perguntas'], { header: 1, defval: '' });
  const perSlug = new Map<unknown, number>();
  const kept = rows.filter((row) => {
    const seen = perSlug.get(row[0]) ?? 0;
    perSlug.set(row[0], seen + 1);
    return seen < questionsPerService;
  });
  workbook.Sheets['Perguntas'] = XLSX.utils.aoa_to_sheet([header, ...kept]);
  writeFileSync(file, XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }));
}
