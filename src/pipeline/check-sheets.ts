/**
 * (sources →) read → validate (+ compliance) → model → routes: what `validate` checks and what `build`, `diff` and
 * `dev` start from (the build adds the image stage between the records and the model). Each stage is a function of the previous
 * stage's value; this module only chains them.
 */
import { complianceOf } from '../compliance/compliance-of-sheets.ts';
import type { Problem } from '../errors/problems.ts';
import { buildModel, type ModelResult } from '../model/build-model.ts';
import { errorsIn } from '../errors/problems.ts';
import { readSheets } from '../read/read-sheets.ts';
import type { Page } from '../routes/page.ts';
import { routeCollisions, routesOf } from '../routes/routes.ts';
import { liveSources, type LiveSources, type SourcesNetwork } from '../sources/live-sources.ts';
import { validateSheets } from '../validate/validate-sheets.ts';

export interface CheckResult {
  problems: Problem[];
  model: ModelResult | null;
  pages: Page[];
}

export interface CheckOptions {
  siteUrl?: string;
  /** Compliance findings (medical advertising, LGPD) as errors instead of warnings (`validate --strict`). */
  strict?: boolean;
  /** The build's date, for the blog's scheduled articles (see BuildOptions.today in build-site.ts). */
  today?: string;
  /** A workbook from fontes.txt that cannot be downloaded may come from the last kept copy (`--offline-ok`). */
  offlineOk?: boolean;
  /** Folder of the kept copies of fontes.txt workbooks (default: src/sources/kept-copies.ts). */
  sourcesCache?: string;
  /** Tests only: the network fontes.txt downloads use (a local server). */
  sourcesNetwork?: SourcesNetwork;
}

/**
 * sources → read → validate (+ compliance) → model → routes: everything `validate` checks, without rendering. The
 * workbooks fontes.txt names are downloaded first (src/sources); nothing of them is kept, since nothing is built.
 * The sheets are read once; compliance runs on the same validated records. The image stage is the build's:
 * `validate` renders nothing, so it encodes nothing.
 */
export async function checkSheets(sheetsDir: string, options: CheckOptions = {}): Promise<CheckResult> {
  return withSources([sheetsDir], options, (check) => check(sheetsDir));
}

/**
 * Downloads the fontes.txt workbooks of each folder first, then hands `run` a synchronous check of any of those
 * folders (`diff` compares two; both sides get today's copy of their linked workbooks). Nothing is kept.
 */
export async function withSources<T>(folders: string[], options: CheckOptions, run: (check: (folder: string) => CheckResult) => T): Promise<T> {
  const prepared = new Map<string, LiveSources | null>();
  for (const folder of folders) {
    prepared.set(folder, await liveSources(folder, { offlineOk: options.offlineOk, keptFolder: options.sourcesCache, network: options.sourcesNetwork }));
  }
  const check = (folder: string): CheckResult => {
    const sources = prepared.get(folder);
    if (!sources) return checkSheetFolder(folder, options);
    if (errorsIn(sources.problems).length) return { problems: sources.locate(sources.problems), model: null, pages: [] };
    const checked = checkSheetFolder(folder, options, sources.files);
    return { ...checked, problems: sources.locate([...sources.problems, ...checked.problems]) };
  };
  try {
    return run(check);
  } finally {
    for (const sources of prepared.values()) sources?.discard();
  }
}

/** The same check over the folder's files alone (fontes.txt is not read), or plus downloaded workbook files. */
export function checkSheetFolder(sheetsDir: string, options: CheckOptions = {}, files?: ReadonlyMap<string, string>): CheckResult {
  const checked = checkRecords(sheetsDir, options, files);
  if (!checked.records) return { problems: checked.problems, model: null, pages: [] };
  const model = buildModel(checked.records, null, { siteUrl: options.siteUrl, today: options.today });
  const pages = routesOf(model.site);
  return { problems: [...checked.problems, ...routeCollisions(pages)], model, pages };
}

/** read → validate: the sheets and their records, or the problems that stop everything after. */
export function validatedRecords(sheetsDir: string, files?: ReadonlyMap<string, string>) {
  const sheets = readSheets(sheetsDir, { files });
  const validation = validateSheets(sheets);
  return { sheets, records: validation.records, problems: validation.problems };
}

/** read → validate (+ compliance): the records, or the problems that stop everything after. */
export function checkRecords(sheetsDir: string, options: CheckOptions, files?: ReadonlyMap<string, string>) {
  const validated = validatedRecords(sheetsDir, files);
  if (!validated.records) return validated;
  return { ...validated, problems: [...validated.problems, ...complianceOf(validated.sheets, validated.records, { strict: options.strict })] };
}
