/**
 * A sheets folder with a catalogue of `count` services for the tests that check the site at scale (the list pages
 * of docs/site.md#list-pages): the sample with servicos.xlsx replaced by `count` rows made from the sample's own
 * services (scripts/bench-catalogue.js), and at most `questionsAtMost` of its own questions each, so that 10,000
 * services stay a quick build.
 */
import { join } from 'node:path';
// @ts-expect-error plain JavaScript module of the benchmark, without types
import { generateCatalogue } from '../../scripts/bench-catalogue.js';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Generate = (sample: string, target: string, count: number, questionsPerService: number | undefined, ownQuestionsAtMost: number) => void;

export function writeBigCatalogue(targetDir: string, count: number, questionsAtMost = 1): void {
  (generateCatalogue as Generate)(join(ROOT, 'sheets'), targetDir, count, undefined, questionsAtMost);
}
