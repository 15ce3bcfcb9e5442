/**
 * Reading time of an article, from its word count. 200 words per minute: a common figure for adults reading
 * informative text in Portuguese on a screen (slower than fiction, and a patient may pause on the medical terms).
 * Rounded up, at least one minute, so a short note never says "0 min".
 */

export const WORDS_PER_MINUTE = 200;

/** Words a reader reads in `html` (tags and entities removed; numbers count as words). */
export function wordCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read `words` words (at least 1). */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
