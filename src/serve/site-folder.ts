/**
 * The folder `serve` sends files from, checked before it is served: a build never writes a symbolic link into out/,
 * so one there was placed by hand, and sirv would follow it out of the folder (`out/senha.txt → /etc/passwd`, a link
 * to a folder with the lead database) or stop the server with Node's error when the link is broken. The server
 * refuses such a folder at start with the links named; a file it cannot read is a message too, never an internal
 * error. A folder rebuilt with a link while the server runs is served without its links (`withoutLinks`): the files
 * of the folder it replaced are gone, so the old file list cannot stand in.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileErrorReason } from '../errors/file-errors.ts';
import { UserError } from '../errors/user-error.ts';

/** How many links a message names (the rest are counted). */
const NAMED = 5;

/** The symbolic links under `folder`, as paths relative to it (links to folders are not walked into). */
export function linksInside(folder: string): string[] {
  const links: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) links.push(relative(folder, path));
      else if (entry.isDirectory()) walk(path);
    }
  };
  walk(folder);
  return links.sort();
}

/** Runs `serveFrom(folder)` once the folder has no link out of it; its file-system errors become a message. */
export function checkedSiteFolder<T>(folder: string, shownAs: string, serveFrom: (folder: string) => T): T {
  try {
    const links = linksInside(folder);
    if (links.length) throw new UserError('SITE_COM_ATALHO', { folder: shownAs, links: links.slice(0, NAMED), more: links.length - Math.min(links.length, NAMED) });
    return serveFrom(folder);
  } catch (error) {
    if (error instanceof UserError) throw error;
    const path = (error as NodeJS.ErrnoException).path;
    throw new UserError('SITE_ILEGIVEL', { folder: shownAs, file: path ? relative(folder, path) : '', reason: fileErrorReason(error) }, { cause: error });
  }
}

/**
 * Whether a request for `pathname` could be answered through one of `links` (paths relative to the site folder):
 * the link itself, a file under it, or the link as one of the names sirv tries for a clean URL (`/x` → `x.html`,
 * `x/index.html`, with `.br` or `.gz` when the browser takes them).
 */
export function reachesLink(pathname: string, links: readonly string[]): boolean {
  let stem = pathname.replace(/\/+$/, '');
  try {
    stem = decodeURI(stem);
  } catch {
    // a malformed escape is looked up as it is, as sirv does
  }
  return links.some((link) => {
    const target = `/${link.split(sep).join('/')}`;
    if (stem === target || stem.startsWith(`${target}/`)) return true;
    return target.startsWith(stem) && /^(\/index)?(\.html)?(\.br|\.gz)?$/.test(target.slice(stem.length));
  });
}

/** `handler` with the requests that would go through a link of `folder` answered by `next` (not found). */
export function withoutLinks<Req extends { url?: string }, Res>(folder: string, handler: (req: Req, res: Res, next: () => void) => void) {
  let links: string[];
  try {
    links = linksInside(folder);
  } catch {
    links = [];
  }
  return (req: Req, res: Res, next: () => void) => (reachesLink((req.url ?? '/').split('?')[0], links) ? next() : handler(req, res, next));
}
