/**
 * The package's own folder (where schemas/ and templates/ live). Found by walking up from this module, which works
 * both from src/ (tests) and from the compiled CLI in node_modules/.cache/clinic-site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'clinic-site') return dir;
    if (dirname(dir) === dir) throw new Error(`pasta do clinic-site não encontrada a partir de ${start}`);
  }
}

export const packageRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
