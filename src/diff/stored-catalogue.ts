/** Reads back the catalogue a previous build left in out/.clinic-site.json (see site-catalogue.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';
import type { StoredCatalogue } from './site-catalogue.ts';

/**
 * The catalogue stored by the build in `outDir`, or null (no build there yet, or one from a version that did not store
 * it).
 */
export function readStoredCatalogue(outDir: string): StoredCatalogue | null {
  const file = join(outDir, SITE_INFO_FILE);
  if (!existsSync(file)) return null;
  try {
    const catalogue = JSON.parse(readFileSync(file, 'utf8')).catalogue;
    return catalogue?.version === 1 ? (catalogue as StoredCatalogue) : null;
  } catch {
    return null;
  }
}
