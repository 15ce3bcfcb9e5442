/**
 * The pages of the site a link in a text may lead to (docs/site.md#routes): the fixed pages, the lists and their
 * category and numbered pages, a detail page per catalogue row or published article, the files of sheets/publico/.
 * Known before the model is built, from the slugs the validated rows have (./cross-checks.ts).
 */

import { foldAccents } from '../parse/fold-accents.ts';

/** `/servico/botox`, with an optional `#anchor` or `?query`: the pages a text can name by slug. */
const DETAIL_LINK = /^\/(servico|tratamento|protocolo|blog)\/([a-z0-9-]+)\/?(?:[?#].*)?$/;

/** The site's pages that no sheet row makes (docs/site.md#routes), and its own files. */
const FIXED_PATHS = new Set(['/', '/tratamento', '/protocolo', '/servico', '/agendar-online', '/obrigado', '/politica-de-privacidade', '/404', '/sitemap.xml', '/robots.txt']);
/** The blog's list and feed, which exist while at least one article is published (docs/site.md#blog). */
const BLOG_PATHS = new Set(['/blog', '/blog/feed.xml']);
/**
 * A list's category and numbered pages (`/servico/categoria/facial`, `/servico/categoria/facial/pagina/2`,
 * `/blog/pagina/2`), and the built files (`/imagens/…` get hashed names no sheet knows: not judged).
 */
const LIST_OR_FILE = /^\/(?:(?:servico|tratamento|protocolo)\/(?:categoria\/(?:facial|corporal|capilar|medicina)(?:\/pagina\/\d+)?|pagina\/\d+)|blog\/pagina\/\d+|(?:imagens|assets)\/.+)$/;
/** Another site, an e-mail, a phone, or a place on the same page: not the site's pages to judge. */
const NOT_A_PAGE_OF_THE_SITE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#|\?)/i;

/** Slug → first row, as ./cross-checks.ts keeps them; null for a catalogue that could not be read. */
type Slugs = ReadonlyMap<string, number>;

export interface PageSlugs {
  servico: Slugs | null;
  tratamento: Slugs | null;
  protocolo: Slugs | null;
  /** The slugs of the articles marked to publish (a draft's page does not exist; a scheduled one will). */
  blog: ReadonlySet<string>;
  /** Paths of the files of sheets/publico/, copied to the site as they are (`/documentos/termo.pdf`). */
  publicFiles?: ReadonlySet<string>;
}

/** A link's path as the server reads it: without `?query` or `#anchor`, decoded (`termo%20de%20uso.pdf` is the file `termo de uso.pdf`). */
function pathOf(target: string): string {
  const path = target.replace(/[?#].*$/, '');
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Whether a link to `target` leads to a page of the site that does not exist (unread catalogues are not judged):
 * a slug no row has, an address the site does not have (`/contato`, `/servicos/botox`), or an address without its
 * first "/" (`servico/botox`), which the browser reads from the page's own address (`/blog/servico/botox`).
 */
export function missingPage(target: string, pages: PageSlugs): boolean {
  if (NOT_A_PAGE_OF_THE_SITE.test(target)) return false;
  if (!target.startsWith('/')) return true;
  const path = pathOf(target).replace(/(.)\/$/, '$1');
  if (FIXED_PATHS.has(path) || LIST_OR_FILE.test(path) || isPublicFile(path, pages.publicFiles)) return false;
  if (BLOG_PATHS.has(path)) return pages.blog.size === 0;
  const match = DETAIL_LINK.exec(target);
  if (!match) return true;
  if (match[2] === 'pagina' || match[2] === 'categoria') return false;
  const base = match[1] as keyof PageSlugs;
  const known = pages[base];
  if (known === null) return false;
  return base === 'blog' ? !(known as ReadonlySet<string>).has(match[2]) : !(known as Slugs).has(match[2]);
}

/**
 * A file of publico/ at `path`, as the servers answer it: the file itself, `/promocao` for `promocao.html`, and a
 * folder (`/documentos` or `/documentos/`) for its `index.html`.
 */
function isPublicFile(path: string, files: ReadonlySet<string> | undefined): boolean {
  if (!files?.size) return false;
  const name = path.slice(1);
  return files.has(name) || files.has(`${name}.html`) || files.has(`${name}/index.html`) || (name === '' && files.has('index.html'));
}

/** The words staff write for the site's own pages and the home page's sections (accents folded), and the address. */
const PAGE_WORDS: [words: string[], page: string][] = [
  [['agendar', 'agende', 'agenda', 'agendamento', 'agendamentos', 'agendamento-online', 'agendar-consulta', 'agendar-avaliacao', 'marcar-consulta', 'agendar-online'], '/agendar-online'],
  [['contato', 'contatos', 'fale-conosco', 'contate-nos', 'contact'], '/#contato'],
  [['sobre', 'sobre-nos', 'quem-somos', 'a-clinica'], '/#sobre'],
  [['servico', 'servicos'], '/servico'],
  [['tratamento', 'tratamentos'], '/tratamento'],
  [['protocolo', 'protocolos'], '/protocolo'],
  [['blog', 'artigos', 'artigo'], '/blog'],
  [['privacidade', 'politica-de-privacidade', 'politica-privacidade', 'lgpd'], '/politica-de-privacidade'],
  [['inicio', 'home', 'index', 'pagina-inicial'], '/'],
  [['obrigado'], '/obrigado'],
];
const PAGE_OF_WORD = new Map(PAGE_WORDS.flatMap(([words, page]) => words.map((word) => [word, page] as const)));
/** The first part of a detail page's address, as staff write it (`servicos/botox`, `artigos/acne`). */
const CATALOGUE_OF_WORD = new Map(Object.entries({ servico: 'servico', servicos: 'servico', tratamento: 'tratamento', tratamentos: 'tratamento', protocolo: 'protocolo', protocolos: 'protocolo', blog: 'blog', artigo: 'blog', artigos: 'blog' } as const));
const CATALOGUES = ['servico', 'tratamento', 'protocolo', 'blog'] as const;
type Catalogue = (typeof CATALOGUES)[number];

const slugsOf = (pages: PageSlugs, catalogue: Catalogue): Iterable<string> => (catalogue === 'blog' ? pages.blog : (pages[catalogue]?.keys() ?? []));
const hasSlug = (pages: PageSlugs, catalogue: Catalogue, slug: string) => (catalogue === 'blog' ? pages.blog.has(slug) : Boolean(pages[catalogue]?.has(slug)));

/**
 * The page of the site a link to no page most likely meant, for the warning's hint: `agendar` and `/agendar` →
 * `/agendar-online`, `contato` → `/#contato`, `servicos/botox` or `botox` → `/servico/botox`, a slug mistyped by a
 * letter or two → the row's page. Always an address the site has (a blog list only while articles are published),
 * or null when none is close enough to propose.
 */
export function suggestedPage(target: string, pages: PageSlugs): string | null {
  if (NOT_A_PAGE_OF_THE_SITE.test(target)) return null;
  for (const candidate of candidatesFor(target, pages)) if (candidate !== target && !missingPage(candidate, pages)) return candidate;
  return null;
}

function* candidatesFor(target: string, pages: PageSlugs): Generator<string> {
  const parts = pathOf(target).split('/').filter((part) => part && part !== '.' && part !== '..');
  // The address as written, with the first "/" it lacked (`servico/botox`, `../servico/botox`, `documentos/termo.pdf`).
  if (parts.length) yield `/${parts.join('/')}`;
  const words = parts.map((part) => foldAccents(part).replace(/\.html?$/, '').replace(/[\s_]+/g, '-'));
  const last = words.at(-1) ?? '';
  if (words.length === 1 && PAGE_OF_WORD.has(last)) yield PAGE_OF_WORD.get(last)!;
  const catalogue = words.length === 2 ? CATALOGUE_OF_WORD.get(words[0]) : undefined;
  // The row's page: in the catalogue named (`servicos/botox`), else in any (`botox`, `/servico/criolipolise` of a treatment).
  if (words.length <= 2) for (const each of catalogue ? [catalogue, ...CATALOGUES] : CATALOGUES) if (hasSlug(pages, each, last)) yield `/${each}/${last}`;
  for (const each of catalogue ? [catalogue] : CATALOGUES) {
    const near = nearestSlug(last, slugsOf(pages, each));
    if (near) yield `/${each}/${near}`;
  }
}

/** The one slug a letter or two away from `word` (`preenchimento-labil` → `preenchimento-labial`), or null. */
function nearestSlug(word: string, slugs: Iterable<string>): string | null {
  if (word.length < 4) return null;
  let best: string | null = null;
  let bestDistance = 3; // two letters at most
  let tie = false;
  for (const slug of slugs) {
    if (Math.abs(slug.length - word.length) > bestDistance) continue;
    const distance = editDistance(word, slug, bestDistance + 1);
    if (distance < bestDistance) [best, bestDistance, tie] = [slug, distance, false];
    else if (distance === bestDistance && best) tie = true;
  }
  return tie ? null : best;
}

/** Letters to insert, delete or change to turn `a` into `b`; `limit` once it is at least that. */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) >= limit) return limit;
    previous = current;
  }
  return Math.min(previous[b.length], limit);
}
