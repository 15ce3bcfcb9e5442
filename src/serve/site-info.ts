/**
 * What the server needs to know about the site it serves, written by the build as `out/.clinic-site.json`
 * (a dotfile, which the static server never sends to visitors).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

export interface SiteInfo {
  siteUrl: string | null;
  clinicName: string | null;
  whatsapp: string | null;
  email: string | null;
  /** The consent sentence the forms show (sheet "Textos"); null in a folder built by an earlier version. */
  consentText: string | null;
}

const NOTHING: SiteInfo = { siteUrl: null, clinicName: null, whatsapp: null, email: null, consentText: null };

export function readSiteInfo(outDir: string): SiteInfo {
  const file = join(outDir, SITE_INFO_FILE);
  if (!existsSync(file)) return { ...NOTHING };
  return { ...NOTHING, ...JSON.parse(readFileSync(file, 'utf8')) };
}

/**
 * The consent sentence of the site in `outDir` now, for each lead as it arrives: read again whenever the build's file
 * changes, so that a site published with a new text while the server runs stores the new text with the next lead
 * (the pages the visitor saw are served from the same folder). Between builds it costs one stat per lead.
 * A file missing or half-written for a moment (a publish under way) keeps the text read before.
 */
export function consentTextReader(outDir: string): () => string | null {
  const file = join(outDir, SITE_INFO_FILE);
  let seen = '';
  let text: string | null = null;
  return () => {
    try {
      const stat = statSync(file);
      const version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      if (version !== seen) {
        text = readSiteInfo(outDir).consentText;
        seen = version;
      }
    } catch {}
    return text;
  };
}
