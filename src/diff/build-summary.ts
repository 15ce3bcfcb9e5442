/**
 * The change summary at the end of `build` (docs/architecture.md#staff-tools): the catalogue the previous build left in
 * out/ against the one this build just wrote. The build reads the previous one before it replaces out/
 * (`previousCatalogue` in src/pipeline/build-site.ts).
 */
import { compareSites, type ChangeReport } from './compare.ts';
import { summaryParagraph } from './format-report.ts';
import { storedSiteText, type StoredCatalogue } from './site-catalogue.ts';
import { readStoredCatalogue } from './stored-catalogue.ts';

export interface BuildChanges {
  /** Null when there is nothing to compare with (first build in this folder). */
  report: ChangeReport | null;
  /** The paragraph to print; empty when this build wrote no catalogue to compare (nothing useful to say). */
  paragraph: string;
}

export function buildChanges(previous: StoredCatalogue | null, outDir: string): BuildChanges {
  const current = readStoredCatalogue(outDir);
  if (!current) return { report: null, paragraph: '' };
  if (!previous) return { report: null, paragraph: summaryParagraph(null) };
  const report = compareSites(storedSiteText(previous), storedSiteText(current));
  return { report, paragraph: summaryParagraph(report) };
}
