/**
 * The pages of the site a link in a text may lead to (docs/site.md#routes): the fixed pages, the lists and their
 * category and numbered pages, a detail page per catalogue row or published article, the files of sheets/publico/.
 * Known before the model is built, from the slugs the validated rows have (./cross-checks.ts).
 */

/** `/servico/botox`, with an optional `#anchor` or `?query`: the pages a text can name by slug. */
const DETAIL_LINK = /^\/(servico|tratamento|protocolo|blog)\/([a-z0-9-]+)\/?(?:[?#].*)?$/;

/** The site's pages that no sheet row makes (docs/site.md#routes), and its own files. */
const FIXED_PATHS = new Set(['/', '/tratamento', '/protocolo', '/servico', '/blog', '/agendar-online', '/obrigado', '/politica-de-privacidade', '/404', '/blog/feed.xml', '/sitemap.xml', '/robots.txt']);
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

/**
 * Whether a link to `target` leads to a page of the site that does not exist (unread catalogues are not judged):
 * a slug no row has, an address the site does not have (`/contato`, `/servicos/botox`), or an address without its
 * first "/" (`servico/botox`), which the browser reads from the page's own address (`/blog/servico/botox`).
 */
export function missingPage(target: string, pages: PageSlugs): boolean {
  if (NOT_A_PAGE_OF_THE_SITE.test(target)) return false;
  if (!target.startsWith('/')) return true;
  let path = target.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  try {
    path = decodeURI(path); // `/documentos/termo%20de%20uso.pdf` is the file `termo de uso.pdf`
  } catch {}
  if (FIXED_PATHS.has(path) || LIST_OR_FILE.test(path) || isPublicFile(path, pages.publicFiles)) return false;
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
