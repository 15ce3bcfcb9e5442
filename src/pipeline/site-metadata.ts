/**
 * The build's own metadata, out/.clinic-site.json: the clinic's name and contacts for `serve`, and the catalogue
 * summary the next build compares against for its change report, and the pages' fingerprints (./kept-pages.ts).
 */
import { catalogueInfo, type KeptPageTexts } from '../diff/site-catalogue.ts';
import type { Reuse } from '../model/reuse.ts';
import type { SiteModel } from '../model/types.ts';
import type { SiteFile } from '../render/site-file.ts';
import type { Fingerprints } from './kept-pages.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

/**
 * `reuse`: see src/model/reuse.ts. A build passes `fingerprints` (of every page, which the next build keeps pages by,
 * and of every item, filled in as the catalogue is made) and the page texts it keeps from the build before.
 */
export function siteInfoFile(site: SiteModel, reuse?: Reuse, fingerprints?: Fingerprints, kept?: KeptPageTexts): SiteFile {
  const { settings } = site;
  const catalogue = catalogueInfo(site, reuse, kept);
  return [
    SITE_INFO_FILE,
    `${JSON.stringify(
      // consentText: the sentence the forms show, which `serve` keeps with each lead; retentionDays: the period the
      // privacy page promises, which `leads purge` applies (docs/operador-leads.md).
      {
        siteUrl: settings.siteUrl,
        clinicName: settings.clinicName,
        whatsapp: settings.whatsapp,
        email: settings.email,
        consentText: site.texts.consentText,
        retentionDays: site.privacy.retentionDays,
        catalogue,
        ...fingerprints,
      },
      null,
      2,
    )}\n`,
  ];
}
