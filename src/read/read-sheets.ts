/**
 * The read stage: the only code that opens the sheets folder. It finds each workbook (.xlsx, .ods or a CSV set),
 * turns each tab into a Table and loads the images, reporting missing files and tabs as located problems.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { problem, type Problem } from '../errors/problems.ts';
import { parseCsv } from './csv.ts';
import { imageFormat, type ImageFormat } from './image-format.ts';
import { tableFromGrid, type Table } from './table.ts';
import { readWorkbookBytes } from './workbook.ts';
import { IMAGES_FOLDER, normalizeName, WORKBOOKS, type WorkbookName, type WorkbookSpec } from './workbooks.ts';

export interface ImageFile {
  name: string;
  /** Size of the file in bytes. */
  size: number;
  /**
   * The file's bytes, read again when asked: a folder of sixty 5 MB phone photos is never held in memory at once
   * (the image stage reads a few at a time).
   */
  read(): Buffer;
  /** First 8 hex digits of the content's SHA-256, for cache-busting file names. */
  hash: string;
  /** What the bytes are (whatever the name says), or null when they are not an image. */
  format: ImageFormat | null;
}

export interface SheetSet {
  folder: string;
  /** tables[workbook][tabKey]; null where the tab could not be found (a problem says why). */
  tables: Record<WorkbookName, Record<string, Table | null>>;
  images: Map<string, ImageFile>;
  problems: Problem[];
}

const WORKBOOK_EXTENSIONS = ['.xlsx', '.ods'];

function readWorkbookFile(folder: string, file: string, spec: WorkbookSpec, problems: Problem[]) {
  const tables: Record<string, Table | null> = {};
  let tabs;
  try {
    tabs = readWorkbookBytes(readFileSync(join(folder, file)));
  } catch (error) {
    problems.push(problem('ARQUIVO_ILEGIVEL', { reason: (error as Error).message }, { file }));
    for (const tab of spec.tabs) tables[tab.key] = null;
    return tables;
  }
  for (const tab of spec.tabs) {
    const found = tabs.find((t) => normalizeName(t.name) === normalizeName(tab.name)) ?? (spec.tabs[0] === tab && tabs.length === 1 ? tabs[0] : undefined);
    if (!found) {
      if (!tab.optional) problems.push(problem('ABA_AUSENTE', { tab: tab.name, available: tabs.map((t) => t.name) }, { file, sheet: tab.name }));
      tables[tab.key] = null;
      continue;
    }
    tables[tab.key] = tableFromGrid(file, found.name, found.grid, found.firstRowNumber);
  }
  return tables;
}

function readCsvSet(folder: string, files: string[], spec: WorkbookSpec, problems: Problem[]) {
  const tables: Record<string, Table | null> = {};
  spec.tabs.forEach((tab, index) => {
    const candidates = [`${spec.name}-${tab.key}.csv`, ...(index === 0 ? [`${spec.name}.csv`] : [])];
    const file = files.find((f) => candidates.includes(f.toLowerCase()));
    if (!file) {
      if (!tab.optional) problems.push(problem('ABA_AUSENTE', { tab: tab.name, available: [] }, { file: candidates[0], sheet: tab.name }));
      tables[tab.key] = null;
      return;
    }
    try {
      tables[tab.key] = tableFromGrid(file, tab.name, parseCsv(readFileSync(join(folder, file))));
    } catch (error) {
      problems.push(problem('ARQUIVO_ILEGIVEL', { reason: (error as Error).message }, { file, sheet: tab.name }));
      tables[tab.key] = null;
    }
  });
  return tables;
}

function readImages(folder: string): Map<string, ImageFile> {
  const images = new Map<string, ImageFile>();
  const dir = join(folder, IMAGES_FOLDER);
  if (!existsSync(dir)) return images;
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || !statSync(join(dir, name)).isFile()) continue;
    const path = join(dir, name);
    const bytes = readFileSync(path);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    images.set(name, { name, size: bytes.byteLength, read: () => readFileSync(path), hash, format: imageFormat(bytes) });
  }
  return images;
}

export function readSheets(folder: string): SheetSet {
  const problems: Problem[] = [];
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    problems.push(problem('ARQUIVO_AUSENTE', { workbook: folder, tried: [folder] }, { file: folder }));
  }
  const files = problems.length ? [] : readdirSync(folder);
  const tables = {} as SheetSet['tables'];
  for (const spec of WORKBOOKS) {
    const workbookFile = WORKBOOK_EXTENSIONS.map((ext) => files.find((f) => f.toLowerCase() === spec.name + ext)).find(Boolean);
    const csvFiles = files.filter((f) => extname(f).toLowerCase() === '.csv' && f.toLowerCase().startsWith(spec.name));
    if (workbookFile) tables[spec.name] = readWorkbookFile(folder, workbookFile, spec, problems);
    else if (csvFiles.length) tables[spec.name] = readCsvSet(folder, csvFiles, spec, problems);
    else {
      if (!spec.optional && (files.length || !problems.length)) {
        const tried = [`${spec.name}.xlsx`, `${spec.name}.ods`, `${spec.name}-${spec.tabs[0].key}.csv`];
        problems.push(problem('ARQUIVO_AUSENTE', { workbook: spec.name, tried }, { file: `${spec.name}.xlsx` }));
      }
      tables[spec.name] = Object.fromEntries(spec.tabs.map((t) => [t.key, null]));
    }
  }
  return { folder, tables, images: readImages(folder), problems };
}
