/**
 * Compares what a visitor reads on both sides, each checked as `validate` does (read → validate → model → routes).
 * A side whose sheets have errors cannot be compared: its problems are returned instead. The check is passed in
 * (`checkSheets` from src/pipeline/check-sheets.ts): the build stores this module's catalogue summary, so this module
 * comes before the build and does not import it.
 */
import { errorsIn, type Problem } from '../errors/problems.ts';
import type { SiteModel } from '../model/types.ts';
import { compareSites, type ChangeReport } from './compare.ts';
import { siteText, type SiteText } from './page-texts.ts';

export type SideResult = { text: SiteText; problems: Problem[] } | { text: null; problems: Problem[] };

/** What a check of one side gives: its problems and, when it has no errors, the site model. */
export interface SideCheck {
  problems: Problem[];
  model: { site: SiteModel } | null;
}

export type CheckSide = (folder: string) => SideCheck;

export function readSide(folder: string, checkSide: CheckSide): SideResult {
  const check = checkSide(folder);
  if (errorsIn(check.problems).length || !check.model) return { text: null, problems: check.problems };
  return { text: siteText(check.model.site), problems: check.problems };
}

export type DiffResult =
  | { report: ChangeReport; failed?: undefined }
  | { report?: undefined; failed: { side: 'before' | 'after'; problems: Problem[] } };

export function diffSheets(beforeFolder: string, afterFolder: string, checkSide: CheckSide): DiffResult {
  const before = readSide(beforeFolder, checkSide);
  if (!before.text) return { failed: { side: 'before', problems: before.problems } };
  const after = readSide(afterFolder, checkSide);
  if (!after.text) return { failed: { side: 'after', problems: after.problems } };
  return { report: compareSites(before.text, after.text) };
}
