/**
 * Two readings of the site (before and after a publish) → what changes for a visitor: prices, items added and
 * removed, and, page by page, which sections' text changed and how. Pure: no files, no git.
 */
import type { Faq } from '../model/types.ts';
import type { ItemSummary, PageText, SectionValue, SiteText } from './page-texts.ts';

export interface PriceChange {
  item: ItemSummary;
  before: string;
  after: string;
}

export interface SectionChange {
  label: string;
  /** Readable lines: '"antes" → "depois"', '+ novo item', 'nova pergunta: "…"'; empty when only "it changed" is known. */
  details: string[];
}

export interface PageChange {
  route: string;
  title: string;
  sections: SectionChange[];
}

export interface ChangeReport {
  prices: PriceChange[];
  added: ItemSummary[];
  removed: ItemSummary[];
  pages: PageChange[];
}

export const isEmptyReport = (r: ChangeReport) => !r.prices.length && !r.added.length && !r.removed.length && !r.pages.length;

const itemKey = (i: ItemSummary) => `${i.catalogue}/${i.slug}`;
const SHORT = 140;
const quote = (text: string) => `"${text}"`;

/**
 * The changed part of a long text with a few words around it: 'antes ... depois' → '…sessão de 30 minutos…'.
 * Works on words so that a one-letter fix does not cut a word in half.
 */
export function changedExcerpt(before: string, after: string, context = 4): [string, string] {
  const a = before.split(' ');
  const b = after.split(' ');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const cut = (words: string[]) => {
    const from = Math.max(0, start - context);
    const to = Math.min(words.length, words.length - end + context);
    let text = words.slice(from, to).join(' ');
    if (text.length > SHORT) text = `${text.slice(0, SHORT - 1)}…`;
    return `${from > 0 ? '…' : ''}${text}${to < words.length ? '…' : ''}`;
  };
  return [cut(a), cut(b)];
}

function textDetails(before: string, after: string): string[] {
  if (!before) return [`acrescentado: ${quote(after.length > SHORT ? `${after.slice(0, SHORT - 1)}…` : after)}`];
  if (!after) return ['texto apagado'];
  if (before.length <= SHORT && after.length <= SHORT) return [`${quote(before)} → ${quote(after)}`];
  const [was, now] = changedExcerpt(before, after);
  return [`${quote(was)} → ${quote(now)}`];
}

function listDetails(before: string[], after: string[]): string[] {
  const added = after.filter((i) => !before.includes(i)).map((i) => `+ ${i}`);
  const removed = before.filter((i) => !after.includes(i)).map((i) => `− ${i}`);
  return added.length || removed.length ? [...removed, ...added] : ['mesmos itens, em outra ordem'];
}

function faqDetails(before: Faq[], after: Faq[]): string[] {
  const old = new Map(before.map((f) => [f.question, f.answer]));
  const now = new Map(after.map((f) => [f.question, f.answer]));
  const lines: string[] = [];
  for (const { question, answer } of after) {
    if (!old.has(question)) lines.push(`nova pergunta: ${quote(question)}`);
    else if (old.get(question) !== answer) {
      const [was, is] = changedExcerpt(old.get(question)!, answer);
      lines.push(`resposta alterada em ${quote(question)}: ${quote(was)} → ${quote(is)}`);
    }
  }
  for (const { question } of before) if (!now.has(question)) lines.push(`pergunta retirada: ${quote(question)}`);
  return lines.length ? lines : ['mesmas perguntas, em outra ordem'];
}

const EMPTY: Record<SectionValue['kind'], SectionValue> = {
  text: { kind: 'text', text: '' },
  list: { kind: 'list', items: [] },
  faq: { kind: 'faq', entries: [] },
  opaque: { kind: 'opaque', text: '' },
};

function sectionChange(label: string, before: SectionValue | undefined, after: SectionValue | undefined): SectionChange | null {
  const a = before ?? EMPTY[after!.kind];
  const b = after ?? EMPTY[a.kind];
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a.kind !== b.kind || a.kind === 'opaque') return { label, details: [] };
  if (a.kind === 'text') return { label, details: textDetails(a.text, (b as typeof a).text) };
  if (a.kind === 'list') return { label, details: listDetails(a.items, (b as typeof a).items) };
  return { label, details: faqDetails(a.entries, (b as typeof a).entries) };
}

function pageChange(before: PageText, after: PageText): PageChange | null {
  const labels = [...new Set([...Object.keys(after.sections), ...Object.keys(before.sections)])];
  const sections = labels.flatMap((label) => sectionChange(label, before.sections[label], after.sections[label]) ?? []);
  return sections.length ? { route: after.route, title: after.title, sections } : null;
}

/** What a publish changes for a visitor, from the site before to the site after. */
export function compareSites(before: SiteText, after: SiteText): ChangeReport {
  const oldItems = new Map(before.items.map((i) => [itemKey(i), i]));
  const newItems = new Map(after.items.map((i) => [itemKey(i), i]));
  const added = after.items.filter((i) => !oldItems.has(itemKey(i)));
  const removed = before.items.filter((i) => !newItems.has(itemKey(i)));
  const prices = after.items.flatMap((item) => {
    const old = oldItems.get(itemKey(item));
    return old && old.price !== item.price ? [{ item, before: old.price, after: item.price }] : [];
  });
  const oldPages = new Map(before.pages.map((p) => [p.route, p]));
  const pages = after.pages.flatMap((page) => {
    const old = oldPages.get(page.route);
    return old ? (pageChange(old, page) ?? []) : [];
  });
  return { prices, added, removed, pages };
}
