/**
 * The build's own metadata, out/.clinic-site.json: the clinic's name and contacts for `serve`, and the catalogue
 * summary the next build compares against for its change report, and the pages' fingerprints (./kept-pages.ts).
 */
import { catalogueInfo } from '../diff/site-catalogue.ts';
import type { Reuse } from '../model/reuse.ts';
import type { SiteModel } from '../model/types.ts';
import type { SiteFile } from '../render/site-file.ts';
import type { StoredFingerprints } from './kept-pages.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

/** `reuse`: see src/model/reuse.ts. `pages`: the fingerprint of each page, which the next build keeps pages by. */
export function siteInfoFile(site: SiteModel, reuse?: Reuse, pages?: StoredFingerprints): SiteFile {
  const { settings } = site;
  return [
    SITE_INFO_FILE,
    `${JSON.stringify(
      { siteUrl: settings.siteUrl, clinicName: settings.clinicName, whatsapp: settings.whatsapp, email: settings.email, catalogue: catalogueInfo(site, reuse), pages },
      null,
      2,
    )}\n`,
  ];
}
