/**
 * What the server needs to know about the site it serves, written by the build as `out/.clinic-site.json`
 * (a dotfile, which the static server never sends to visitors).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

export interface SiteInfo {
  siteUrl: string | null;
  clinicName: string | null;
  whatsapp: string | null;
  email: string | null;
}

export function readSiteInfo(outDir: string): SiteInfo {
  const file = join(outDir, SITE_INFO_FILE);
  if (!existsSync(file)) return { siteUrl: null, clinicName: null, whatsapp: null, email: null };
  return { siteUrl: null, clinicName: null, whatsapp: null, email: null, ...JSON.parse(readFileSync(file, 'utf8')) };
}
