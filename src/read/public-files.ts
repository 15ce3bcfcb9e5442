/**
 * `sheets/publico/`: files the operator wants in the site as they are, at the same path from the site's root — a
 * `CNAME` for GitHub Pages, the `google….html` that proves the site to Search Console, `.well-known/security.txt`.
 * Other hidden files and folders stay out: the servers the site is deployed with never serve them (`serve` and the
 * nginx block answer 404), and they are mostly the system's own (.DS_Store, editors' backups).
 * out/ is replaced whole by every build, so a file added there by hand would be gone after the next one; here it is
 * copied each time. Bounded like the rest of the input: at most MAX_FILES files of MAX_FILE_BYTES each.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problem, type Problem } from '../errors/problems.ts';
import { fileErrorReason } from '../errors/file-errors.ts';

export const PUBLIC_FOLDER = 'publico';
export const MAX_FILES = 200;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * A file of publico/: its path from the site's root, and its bytes read when the site is written (listing the folder
 * on every `validate` or dev save reads no file, and no file sits in memory meanwhile).
 */
export interface PublicFile {
  path: string;
  read(): Uint8Array;
}

/**
 * The one hidden folder copied, at the site's root only: where standard files live by RFC 8615 (`security.txt`,
 * `assetlinks.json`, `apple-app-site-association`, a certificate authority's check). Hidden files inside it stay out.
 */
export const WELL_KNOWN = '.well-known';

/** The files of `sheets/publico/` (none when there is no such folder), and what is wrong with the others. */
export function readPublicFiles(sheetsFolder: string, problems: Problem[]): PublicFile[] {
  const root = join(sheetsFolder, PUBLIC_FOLDER);
  const files: PublicFile[] = [];
  const walk = (relative: string) => {
    let names: string[];
    try {
      names = readdirSync(join(root, relative)).sort();
    } catch {
      return; // no folder: nothing to copy
    }
    for (const name of names) {
      // Hidden files (.DS_Store, editors' backups) stay out.
      if (name.startsWith('.') && !(relative === '' && name === WELL_KNOWN)) continue;
      const path = relative ? `${relative}/${name}` : name;
      const at = { file: `${PUBLIC_FOLDER}/${path}` };
      try {
        const stat = lstatSync(join(root, path));
        if (stat.isDirectory()) walk(path);
        else if (!stat.isFile()) problems.push(problem('PUBLICO_NAO_COPIADO', { reason: 'é um atalho (link), não um arquivo' }, at));
        else if (stat.size > MAX_FILE_BYTES) problems.push(problem('PUBLICO_NAO_COPIADO', { reason: `tem ${Math.ceil(stat.size / 1048576)} MB; o limite é ${MAX_FILE_BYTES / 1048576} MB` }, at));
        else if (files.length >= MAX_FILES) problems.push(problem('PUBLICO_NAO_COPIADO', { reason: `a pasta passa de ${MAX_FILES} arquivos` }, at));
        else files.push({ path, read: () => readFileSync(join(root, path)) });
      } catch (error) {
        problems.push(problem('PUBLICO_NAO_COPIADO', { reason: fileErrorReason(error) }, at));
      }
    }
  };
  walk('');
  return files;
}
