/**
 * The build's own metadata, out/.clinic-site.json: the clinic's name and contacts for `serve`, and the catalogue
 * summary the next build compares against for its change report.
 */
import { catalogueInfo } from '../diff/site-catalogue.ts';
import type { Reuse } from '../model/reuse.ts';
import type { SiteModel } from '../model/types.ts';
import type { SiteFile } from '../render/site-file.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

/** `reuse`: see src/model/reuse.ts. */
export function siteInfoFile(site: SiteModel, reuse?: Reuse): SiteFile {
  const { settings } = site;
  return [
    SITE_INFO_FILE,
    `${JSON.stringify(
      { siteUrl: settings.siteUrl, clinicName: settings.clinicName, whatsapp: settings.whatsapp, email: settings.email, catalogue: catalogueInfo(site, reuse) },
      null,
      2,
    )}\n`,
  ];
}
