/**
 * The pipeline, one direction (STYLE.md): sheets ─read─▶ tables ─validate─▶ records ─model─▶ site model ─routes─▶
 * pages ─render─▶ files ─write─▶ out/. Each stage is a function of the previous stage's value; this module only
 * chains them, times them, and adds to the rendered files what the build itself owns: the deploy files derived from
 * the routes and the build's metadata (out/.clinic-site.json).
 */
import { deployFiles } from '../deploy/deploy-files.ts';
import { errorsIn, SheetProblems, type Problem } from '../errors/problems.ts';
import type { Asset } from '../model/images.ts';
import type { ScheduledArticle, SiteModel } from '../model/types.ts';
import type { Page } from '../routes/page.ts';
import { buildAssets, type BuiltAssets } from '../render/assets.ts';
import { renderSite } from '../render/render-site.ts';
import type { SiteFile } from '../render/site-file.ts';
import { writeSite } from '../write/write-site.ts';
import { checkSheets } from './check-sheets.ts';
import { siteInfoFile } from './site-metadata.ts';

export interface BuildOptions {
  sheets: string;
  out: string;
  siteUrl?: string;
  /** The build's date ('2026-03-12'): blog articles dated later are scheduled. Default: today in São Paulo. */
  today?: string;
  /** Called after each rendered page (progress line on a terminal). */
  onPage?: (done: number, total: number) => void;
}

export interface BuildResult {
  pages: number;
  files: number;
  warnings: Problem[];
  timings: Record<string, number>;
  /** Blog articles not published yet because their date is after the build's date. */
  scheduled: ScheduledArticle[];
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const assetsPromise = buildAssets();
  const check = checkSheets(options.sheets, { siteUrl: options.siteUrl, today: options.today });
  lap('planilhas');
  if (errorsIn(check.problems).length || !check.model) {
    await assetsPromise.catch(() => {});
    throw new SheetProblems(check.problems);
  }
  const assets = await assetsPromise;
  lap('scripts e estilos');
  // Pages are rendered as the writer asks for them, so one lap covers both stages.
  const files = await writeSite(options.out, siteFiles(check.model.site, check.pages, check.model.assets, assets, options.onPage));
  lap('páginas e gravação');
  return { pages: check.pages.length, files, warnings: check.problems, timings, scheduled: check.model.site.blog.scheduled };
}

/** The rendered pages and files, then the deploy files (_headers, _redirects, nginx/) and the build's metadata. */
function* siteFiles(
  site: SiteModel,
  pages: Page[],
  images: Asset[],
  assets: BuiltAssets,
  onPage?: (done: number, total: number) => void,
): Generator<SiteFile> {
  yield* renderSite(site, pages, images, assets, onPage);
  yield* deployFiles(pages);
  yield siteInfoFile(site);
}
