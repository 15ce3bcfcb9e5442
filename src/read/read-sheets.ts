/**
 * The read stage: the only code that opens the sheets folder. It finds each workbook (.xlsx, .ods or a CSV set;
 * other formats are named and refused, src/read/workbook-formats.ts),
 * turns each tab into a Table and loads the images, reporting missing, damaged and duplicated files and missing tabs
 * as located problems. Reading ends in bounded time and memory whatever the files hold (src/read/workbook.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { columnLetter, rowRanges } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import { csvFilesOf, csvNameOf, readCsvSet } from './csv-set.ts';
import { fileErrorReason } from '../errors/file-errors.ts';
import { readImages, type ImageFile } from './image-files.ts';
import { MAX_COLUMNS, tableFromCells, type Table } from './table.ts';
import { untitledCellsWarning } from './untitled-cells.ts';
import { DEFAULT_LIMITS, MAX_TAB_BYTES, readWorkbooks, type WorkbookJob, type WorkbookLimits, type WorkbookRead, type WorkbookTab } from './workbook.ts';
import { inspectWorkbookFile, MAX_WORKBOOK_FILE_BYTES } from './workbook-file.ts';
import { readSheetFile } from './sheet-file.ts';
import { planRead, rememberRead, type ReadCache } from './read-cache.ts';
import { failureProblem, refusalProblem } from './read-problems.ts';
import { lostLineBreaks } from './lost-line-breaks.ts';
import { lookalikesOf, unknownSpreadsheets } from './sheet-copies.ts';
import { readPublicFiles, type PublicFile } from './public-files.ts';
import { mergedAcrossWarning, mergedCellsWarning, mergedTitlesProblem } from './merged-cells.ts';
import { openWorkbook } from './open-workbooks.ts';
import { formatOf, UNREAD_FORMATS, WORKBOOK_EXTENSIONS } from './workbook-formats.ts';
import { INSTRUCTIONS_TAB, normalizeName, WORKBOOKS, type WorkbookName, type WorkbookSpec } from './workbooks.ts';

export interface SheetSet {
  folder: string;
  /** tables[workbook][tabKey]; null where the tab could not be found (a problem says why). */
  tables: Record<WorkbookName, Record<string, Table | null>>;
  /** By file name, keyed with imageFileKey. */
  images: Map<string, ImageFile>;
  /** The files of `publico/`, copied into the site as they are (src/read/public-files.ts). */
  publicFiles: PublicFile[];
  problems: Problem[];
}

export interface ReadOptions {
  /** Time and memory each workbook may take (tests make the time limit short). */
  limits?: WorkbookLimits;
  /**
   * Workbook files that are not in the folder (downloaded from fontes.txt by src/sources): the name staff know
   * them by ('servicos.xlsx') → where the file is. They are read as if they were in the folder.
   */
  files?: ReadonlyMap<string, string>;
  /**
   * What a dev session remembers of earlier reads (src/read/read-cache.ts): unchanged workbooks are not parsed
   * again, and a save that changed a few rows has only those rows parsed. The tables are the same either way.
   */
  cache?: ReadCache;
}

type Tables = Record<string, Table | null>;
/** Tabs of a workbook that are for people, not for the site: no warning that the site does not read them. */
const TABS_FOR_PEOPLE = new Set([normalizeName(INSTRUCTIONS_TAB)]);
const noTables = (spec: WorkbookSpec): Tables => Object.fromEntries(spec.tabs.map((t) => [t.key, null]));

/** A workbook file waiting for the reader thread, and what to do with what comes back. */
interface PendingWorkbook {
  job: WorkbookJob;
  finish: (read: WorkbookRead) => Tables;
}

/** Reads and checks one workbook file: the tables when it is refused outright, otherwise a job for the reader. */
function prepareWorkbookFile(
  pathOf: (file: string) => string,
  file: string,
  spec: WorkbookSpec,
  problems: Problem[],
  limits: WorkbookLimits,
  cache?: ReadCache,
): PendingWorkbook | { tables: Tables } {
  let bytes: Uint8Array;
  try {
    bytes = readSheetFile(pathOf(file), MAX_WORKBOOK_FILE_BYTES, 'uma planilha');
  } catch (error) {
    problems.push(problem('ARQUIVO_ILEGIVEL', { reason: fileErrorReason(error) }, { file }));
    return { tables: noTables(spec) };
  }
  const inspection = inspectWorkbookFile(bytes);
  const key = pathOf(file);
  if (!Array.isArray(inspection)) {
    cache?.workbooks.delete(key);
    cache?.lastRead.delete(file);
    problems.push(refusalProblem(inspection, file, spec));
    return { tables: noTables(spec) };
  }
  const tablesOf = (read: WorkbookRead): Tables => {
    if (!read.ok) {
      problems.push(failureProblem(read, file, limits));
      return noTables(spec);
    }
    const tables: Tables = {};
    const tabs = read.tabs;
    const used = new Set<WorkbookTab>();
    // A missing tab's message already names the tabs there are (one of them is usually it, renamed).
    let missing = false;
    for (const tab of spec.tabs) {
      const named = tabs.filter((t) => normalizeName(t.name) === normalizeName(tab.name));
      named.forEach((t) => used.add(t));
      if (named.length > 1) {
        problems.push(problem('ABA_REPETIDA', { tab: tab.name, names: named.map((t) => t.name) }, { file, sheet: tab.name }));
        tables[tab.key] = null;
        continue;
      }
      const found = named[0] ?? (spec.tabs[0] === tab && tabs.length === 1 ? tabs[0] : undefined);
      if (found) used.add(found);
      if (!found) {
        if (!tab.optional) problems.push(problem('ABA_AUSENTE', { tab: tab.name, available: tabs.map((t) => t.name), candidates: renamedCandidates(spec, tabs) }, { file, sheet: tab.name }));
        missing ||= !tab.optional;
        tables[tab.key] = null;
        continue;
      }
      if (found.tooLarge) {
        problems.push(problem('ABA_GRANDE_DEMAIS', { megabytes: Math.ceil(found.tooLarge / 2 ** 20), limitMb: MAX_TAB_BYTES / 2 ** 20 }, { file, sheet: found.name }));
        tables[tab.key] = null;
        continue;
      }
      const table = cache?.tables.get(found) ?? tableFromCells(file, found.name, found.cells, found.hiddenRows, 1, found.hiddenColumns);
      cache?.tables.set(found, table);
      tables[tab.key] = table;
      if (found.hidden && table.rows.length) problems.push(problem('ABA_OCULTA', { tab: found.name }, { file, sheet: found.name }));
      const merged = mergedCellsWarning(table, found.mergedDown);
      if (merged) problems.push(merged);
      const mergedAcross = mergedAcrossWarning(table, found.mergedAcross);
      if (mergedAcross) problems.push(mergedAcross);
      const mergedTitles = mergedTitlesProblem(table, [...(found.mergedAcross ?? []), ...(found.mergedDown ?? [])]);
      if (mergedTitles) problems.push(mergedTitles);
      if (table.outside) {
        problems.push(problem('CELULAS_FORA_DA_TABELA', { count: table.outside.count, maxColumn: columnLetter(MAX_COLUMNS - 1) }, { file, sheet: found.name, cell: table.outside.cell }));
      }
      if (table.untitled) problems.push(untitledCellsWarning(table, table.untitled));
    }
    const ignored = tabs.filter((t) => !used.has(t) && (t.cells.length > 0 || t.tooLarge) && !TABS_FOR_PEOPLE.has(normalizeName(t.name)));
    if (ignored.length && !missing) problems.push(problem('ABA_IGNORADA', { tabs: ignored.map((t) => t.name), read: spec.tabs.map((t) => t.name) }, { file, sheet: ignored[0].name }));
    return tables;
  };
  const job = { bytes, parts: inspection };
  if (!cache) return { job, finish: tablesOf };
  const plan = planRead(cache, key, bytes, inspection);
  cache.lastRead.set(file, plan.kind);
  const readWhole = (read: WorkbookRead) => {
    rememberRead(cache, key, bytes, inspection, read);
    return tablesOf(read);
  };
  if (plan.kind === 'same') return { tables: tablesOf(plan.read) };
  if (plan.kind === 'full') return { job, finish: readWhole };
  // A partial read the reader refused (it never should): the whole workbook, as a build reads it.
  return {
    job: plan.job,
    finish: (read) => {
      const merged = plan.merge(read);
      if (merged) return tablesOf(merged);
      cache.lastRead.set(file, 'full');
      return readWhole(readWorkbooks([job], limits)[0]);
    },
  };
}

/**
 * The tabs that may be a missing one renamed: those that are neither another tab the site reads nor one for people.
 * Advice to rename "Serviços" to "Perguntas" would lose the services.
 */
const renamedCandidates = (spec: WorkbookSpec, tabs: WorkbookTab[]) =>
  tabs
    .map((t) => t.name)
    .filter((name) => !spec.tabs.some((s) => normalizeName(s.name) === normalizeName(name)) && !TABS_FOR_PEOPLE.has(normalizeName(name)));

const clipText = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text).replace(/\s+/g, ' ');

function hiddenRowsWarning(table: Table): Problem {
  const rows = table.hiddenRows ?? [];
  return problem('LINHAS_OCULTAS', { rows: rowRanges(rows), count: rows.length }, { file: table.file, sheet: table.sheet, row: rows[0] });
}

/** The folder's file names, or a problem saying why it cannot be listed. */
function listFolder(folder: string, problems: Problem[]): string[] | null {
  try {
    if (!statSync(folder).isDirectory()) {
      problems.push(problem('PASTA_AUSENTE', { folder, reason: 'é um arquivo, não uma pasta' }, { file: folder }));
      return null;
    }
    return readdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'ela não existe' : fileErrorReason(error);
    problems.push(problem('PASTA_AUSENTE', { folder, reason }, { file: folder }));
    return null;
  }
}

export function readSheets(folder: string, options: ReadOptions = {}): SheetSet {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const problems: Problem[] = [];
  const tables = {} as SheetSet['tables'];
  const extra = options.files ?? new Map<string, string>();
  // Where a workbook file is: in the folder, or (downloaded) where options.files says.
  const pathOf = (file: string) => extra.get(file) ?? join(folder, file);
  const listed = listFolder(folder, problems);
  const files = listed && [...listed, ...extra.keys()];
  if (!files) {
    for (const spec of WORKBOOKS) tables[spec.name] = noTables(spec);
    return { folder, tables, images: new Map(), publicFiles: [], problems };
  }
  // Workbook files are checked here, then read together by one reader thread, then turned into tables in order.
  const pending: [WorkbookSpec, Problem[], () => Tables][] = [];
  const workbooks: PendingWorkbook[] = [];
  const results: WorkbookRead[] = [];
  for (const spec of WORKBOOKS) {
    const own: Problem[] = [];
    const workbookFiles = files.filter((f) => WORKBOOK_EXTENSIONS.some((ext) => f.toLowerCase() === spec.name + ext));
    const unreadFiles = files.filter((f) => UNREAD_FORMATS.some((ext) => f.toLowerCase() === spec.name + ext));
    const csvFiles = csvFilesOf(spec, files);
    const csvVersion = csvFiles.size ? [[...csvFiles.values()].flat().join(' + ')] : [];
    const versions = [...workbookFiles, ...unreadFiles, ...csvVersion].sort();
    // 'servicos (1).xlsx', 'Cópia de servicos.xlsx', 'Serviços.xlsx': maybe the copy staff edited (src/read/sheet-copies.ts).
    const copies = listed ? lookalikesOf(spec, listed).sort() : [];
    if (versions.length > 1 || (versions.length && copies.length)) {
      // A stale copy next to the edited one: publishing either could put an old price on the site.
      own.push(problem('PLANILHA_REPETIDA', { workbook: spec.name, files: [...versions, ...copies] }, { file: workbookFiles[0] ?? versions[0] }));
      pending.push([spec, own, () => noTables(spec)]);
    } else if (!versions.length && copies.length) {
      const tried = [`${spec.name}.xlsx`, `${spec.name}.ods`, csvNameOf(spec, spec.tabs[0].key)];
      own.push(problem('ARQUIVO_AUSENTE', { workbook: spec.name, tried, found: copies }, { file: copies[0] }));
      pending.push([spec, own, () => noTables(spec)]);
    } else if (workbookFiles.length) {
      const open = extra.has(workbookFiles[0]) ? null : openWorkbook(folder, workbookFiles[0], files);
      if (open) own.push(problem('PLANILHA_ABERTA', { file: workbookFiles[0], ...open }, { file: workbookFiles[0] }));
      const prepared = prepareWorkbookFile(pathOf, workbookFiles[0], spec, own, limits, options.cache);
      if ('job' in prepared) {
        const index = workbooks.push(prepared) - 1;
        pending.push([spec, own, () => prepared.finish(results[index])]);
      } else pending.push([spec, own, () => prepared.tables]);
    } else if (unreadFiles.length) {
      // A format the reader does not take (src/read/workbook-formats.ts) is named, never passed over in silence.
      own.push(problem('FORMATO_NAO_LIDO', { workbook: spec.name, format: formatOf(unreadFiles[0]) }, { file: unreadFiles[0] }));
      pending.push([spec, own, () => noTables(spec)]);
    } else if (csvFiles.size) {
      pending.push([spec, own, () => readCsvSet(pathOf, csvFiles, spec, own)]);
    } else {
      // An optional workbook (the blog) may be absent: the site simply has no such section.
      if (!spec.optional) {
        const tried = [`${spec.name}.xlsx`, `${spec.name}.ods`, csvNameOf(spec, spec.tabs[0].key)];
        own.push(problem('ARQUIVO_AUSENTE', { workbook: spec.name, tried }, { file: `${spec.name}.xlsx` }));
      }
      pending.push([spec, own, () => noTables(spec)]);
    }
  }
  for (const file of unknownSpreadsheets(WORKBOOKS, listed ?? [])) problems.push(problem('PLANILHA_IGNORADA', { workbooks: WORKBOOKS.map((spec) => spec.name) }, { file }));
  for (const read of readWorkbooks(workbooks.map((w) => w.job), limits)) results.push(read);
  for (const [spec, own, finish] of pending) {
    tables[spec.name] = finish();
    const breaks = lostLineBreaks(Object.values(tables[spec.name]));
    if (breaks) own.push(breaks);
    for (const table of Object.values(tables[spec.name])) {
      if (table?.titleAbove) {
        const { row, text } = table.titleAbove;
        own.push(problem('TITULOS_FORA_DO_LUGAR', { title: clipText(text), headerRow: table.headerRow }, { file: table.file, sheet: table.sheet, row, cell: `A${row}` }));
      }
      if (table?.hiddenRows) own.push(hiddenRowsWarning(table));
    }
    for (const p of own) problems.push(p);
  }
  return { folder, tables, images: readImages(folder, problems), publicFiles: readPublicFiles(folder, problems), problems };
}
