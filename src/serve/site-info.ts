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
  /**
   * How many days leads are kept: the "Prazo de guarda (dias)" the privacy page promises, which `leads purge` applies;
   * null in a folder built by an earlier version.
   */
  retentionDays: number | null;
}

const NOTHING: SiteInfo = { siteUrl: null, clinicName: null, whatsapp: null, email: null, consentText: null, retentionDays: null };

export function readSiteInfo(outDir: string): SiteInfo {
  const file = join(outDir, SITE_INFO_FILE);
  if (!existsSync(file)) return { ...NOTHING };
  return { ...NOTHING, ...JSON.parse(readFileSync(file, 'utf8')) };
}

/**
 * The retention period of the site built into `outDir`, for `leads purge` (docs/operador-leads.md#prazo-de-guarda-lgpd),
 * or why there is none to use, in words for the operator. Never throws: a folder that holds no usable build is the
 * operator's to point at, and says so.
 */
export function retentionPeriodOf(outDir: string): { days: number } | { missing: string } {
  let info: SiteInfo;
  try {
    if (!statSync(outDir, { throwIfNoEntry: false })?.isDirectory()) return { missing: `a pasta "${outDir}" não existe ou não é uma pasta` };
    if (!existsSync(join(outDir, SITE_INFO_FILE))) return { missing: `a pasta "${outDir}" não tem um site gerado pelo clinic-site` };
    info = readSiteInfo(outDir);
  } catch {
    return { missing: `o arquivo ${SITE_INFO_FILE} da pasta "${outDir}" não pôde ser lido` };
  }
  const days = info.retentionDays;
  if (days === null) return { missing: `o site em "${outDir}" foi gerado por uma versão anterior, que não registrava o prazo de guarda` };
  // A period of 0 days (the sheet allows it) would erase every lead, even one whose notice has not gone out yet.
  if (!Number.isInteger(days) || days < 1) return { missing: `o "Prazo de guarda (dias)" do site em "${outDir}" é ${days}, e não há o que guardar por menos de 1 dia` };
  return { days };
}

/**
 * What the site in `outDir` says now, for each lead as it arrives: read again whenever the build's file changes, so
 * that a site published with a new consent text while the server runs stores the new text with the next lead (the
 * pages the visitor saw are served from the same folder). Between builds it costs one stat per lead. A file missing
 * or half-written for a moment (a publish under way) keeps what was read before.
 */
export function siteInfoReader(outDir: string): () => SiteInfo {
  const file = join(outDir, SITE_INFO_FILE);
  let seen = '';
  let info: SiteInfo = { ...NOTHING };
  return () => {
    try {
      const stat = statSync(file);
      const version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      if (version !== seen) {
        info = readSiteInfo(outDir);
        seen = version;
      }
    } catch {}
    return info;
  };
}
