/**
 * Every Markdown text of the records, as the model converts them (./markdown-html.ts): each service's content, each
 * treatment's long description, each article's body (drafts too), the home page's about text and the privacy text.
 * The build converts them ahead of the model, on two threads (./markdown-thread.ts); a text missing here is still
 * converted by the model itself, only later and on one thread (markdown-texts.test.ts keeps the list complete).
 */
import type { SheetRecords } from '../validate/records.ts';

export function markdownTextsOf(records: SheetRecords): string[] {
  const texts = [
    ...records.services.map(({ value }) => value.content),
    ...records.treatments.map(({ value }) => value.longDescription),
    ...records.articles.map(({ value }) => value.body),
    records.texts.value.aboutText,
    records.privacy.value.text,
  ];
  return texts.filter((text): text is string => typeof text === 'string');
}
