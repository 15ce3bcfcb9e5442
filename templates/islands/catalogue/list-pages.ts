/**
 * Pure rules of a paginated catalogue list (docs/site.md#list-pages): which page links the pagination shows.
 * Kept apart from React so they are table-tested in list-pages.test.ts.
 */

/** What the pagination of one list page needs, as plain JSON (island props). */
export interface ListPages {
  /** 1-based. */
  number: number;
  count: number;
  /** Route of every page of the list, first page first. */
  hrefs: string[];
}

/** A page number to link, or a gap ('…') between far-apart numbers. */
export type PageLink = { number: number; href: string; current: boolean } | { gap: true; key: string };

/** Pages linked around the current one, on each side. */
const AROUND = 2;

/**
 * The first page, the last page and the pages within two of the current one; gaps where numbers are skipped.
 * @example pageLinks({ number: 5, count: 9, hrefs }) // 1 … 3 4 [5] 6 7 … 9
 */
export function pageLinks(pages: ListPages): PageLink[] {
  const wanted = new Set([1, pages.count]);
  for (let n = pages.number - AROUND; n <= pages.number + AROUND; n++) if (n >= 1 && n <= pages.count) wanted.add(n);
  const numbers = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [index, number] of numbers.entries()) {
    if (index > 0 && number - numbers[index - 1] > 1) links.push({ gap: true, key: `gap-${number}` });
    links.push({ number, href: pages.hrefs[number - 1], current: number === pages.number });
  }
  return links;
}
