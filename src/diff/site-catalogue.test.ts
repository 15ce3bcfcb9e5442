/** The catalogue summary a build keeps in out/.clinic-site.json: hashes, not texts, yet enough for the summary. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSheetFolder } from '../pipeline/check-sheets.ts';
import { compareSites } from './compare.ts';
import { summaryParagraph } from './format-report.ts';
import { catalogueInfo, storedSiteText } from './site-catalogue.ts';
import { SAMPLE_CHANGES_PARAGRAPH, samplePair } from '../../test/support/changed-sample.ts';

const pair = samplePair('clinic-site-diff-');
after(() => pair.dispose());

test('the hashed catalogue kept in out/ gives the build summary without storing the texts', () => {
  const stored = (folder: string) => JSON.parse(JSON.stringify(catalogueInfo(checkSheetFolder(folder).model!.site)));
  const text = (folder: string) => storedSiteText(stored(folder));
  const report = compareSites(text(pair.before), text(pair.after));
  assert.equal(summaryParagraph(report), SAMPLE_CHANGES_PARAGRAPH);
  assert.deepEqual(report.pages[0].sections.map((s) => s.label), ['Perguntas frequentes']);
  // The sample (126 pages) takes about 75 kB: a hash per section, not the text.
  assert.ok(JSON.stringify(stored(pair.before)).length < 100_000, 'small enough to keep in .clinic-site.json');
});
