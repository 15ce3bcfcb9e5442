/**
 * Builds the site model for both sides (read → validate → model → routes, as `validate` does) and compares what a
 * visitor reads. A side whose sheets have errors cannot be compared: its problems are returned instead.
 */
import { checkSheets } from '../build.ts';
import { errorsIn, type Problem } from '../errors/problems.ts';
import { compareSites, type ChangeReport } from './compare.ts';
import { siteText, type SiteText } from './page-texts.ts';

export type SideResult = { text: SiteText; problems: Problem[] } | { text: null; problems: Problem[] };

export function readSide(folder: string): SideResult {
  const check = checkSheets(folder);
  if (errorsIn(check.problems).length || !check.model) return { text: null, problems: check.problems };
  return { text: siteText(check.model.site), problems: check.problems };
}

export type DiffResult =
  | { report: ChangeReport; failed?: undefined }
  | { report?: undefined; failed: { side: 'before' | 'after'; problems: Problem[] } };

export function diffSheets(beforeFolder: string, afterFolder: string): DiffResult {
  const before = readSide(beforeFolder);
  if (!before.text) return { failed: { side: 'before', problems: before.problems } };
  const after = readSide(afterFolder);
  if (!after.text) return { failed: { side: 'after', problems: after.problems } };
  return { report: compareSites(before.text, after.text) };
}
