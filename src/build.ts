/**
 * The pipeline, one direction (docs/architecture.md#pipeline): sheets ─read─▶ tables ─validate─▶ records ─images─▶
 * processed images ─model─▶ site model ─routes─▶ pages ─render─▶ files ─write─▶ out/. Each stage is a function of the
 * previous stage's value; this module only chains them and times them. `validate` stops before the image stage (it
 * renders nothing, so it encodes nothing); `build` runs it, and its problems (an iPhone HEIC photo, a damaged file)
 * stop the build like any other.
 */
import { complianceOf } from './compliance/compliance-of-sheets.ts';
import { errorsIn, SheetProblems, type Problem } from './errors/problems.ts';
import { ImageCache } from './images/cache.ts';
import { processImages, type ProcessImagesOptions } from './images/process-images.ts';
import { imageUses } from './images/uses.ts';
import { buildModel, type ModelResult } from './model/build-model.ts';
import { readSheets } from './read/read-sheets.ts';
import { buildAssets } from './render/assets.ts';
import { renderSite } from './render/render-site.ts';
import { routeCollisions, routesOf } from './routes/routes.ts';
import type { Page } from './routes/page.ts';
import type { ScheduledArticle } from './model/types.ts';
import { validateSheets } from './validate/validate-sheets.ts';
import { writeSite } from './write/write-site.ts';

export interface BuildOptions {
  sheets: string;
  out: string;
  siteUrl?: string;
  /** The build's date ('2026-03-12'): blog articles dated later are scheduled. Default: today in São Paulo. */
  today?: string;
  /** Called after each rendered page (progress line on a terminal). */
  onPage?: (done: number, total: number) => void;
  /** Called after each processed image (progress line on a terminal). */
  onImage?: (done: number, total: number) => void;
  /** Folder of processed images kept between builds (default: src/images/cache.ts). */
  imageCache?: string;
  /** Tests only: remote image downloads (time-outs, plain http on 127.0.0.1). */
  remoteImages?: ProcessImagesOptions['remote'];
}

export interface CheckResult {
  problems: Problem[];
  model: ModelResult | null;
  pages: Page[];
}

export interface CheckOptions {
  siteUrl?: string;
  /** Compliance findings (medical advertising, LGPD) as errors instead of warnings (`validate --strict`). */
  strict?: boolean;
  /** The build's date, for the blog's scheduled articles (see BuildOptions.today). */
  today?: string;
}

/**
 * read → validate (+ compliance) → model → routes: everything `validate` checks, without rendering. The sheets are
 * read once; compliance runs on the same validated records.
 */
export function checkSheets(sheetsDir: string, options: CheckOptions = {}): CheckResult {
  const checked = checkRecords(sheetsDir, options);
  if (!checked.records) return { problems: checked.problems, model: null, pages: [] };
  const model = buildModel(checked.records, null, { siteUrl: options.siteUrl, today: options.today });
  const pages = routesOf(model.site);
  return { problems: [...checked.problems, ...routeCollisions(pages)], model, pages };
}

/** read → validate (+ compliance): the records, or the problems that stop everything after. */
function checkRecords(sheetsDir: string, options: CheckOptions) {
  const sheets = readSheets(sheetsDir);
  const validation = validateSheets(sheets);
  if (!validation.records) return { sheets, records: null, problems: validation.problems };
  const compliance = complianceOf(sheets, validation.records, { strict: options.strict });
  return { sheets, records: validation.records, problems: [...validation.problems, ...compliance] };
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
  const checked = checkRecords(options.sheets, {});
  lap('planilhas');
  const stop = async (problems: Problem[]) => {
    await assetsPromise.catch(() => {});
    return new SheetProblems(problems);
  };
  if (errorsIn(checked.problems).length || !checked.records) throw await stop(checked.problems);
  const images = await processImages(imageUses(checked.records), checked.sheets.images, {
    cache: new ImageCache(options.imageCache),
    onImage: options.onImage,
    remote: options.remoteImages,
  });
  lap('imagens');
  if (errorsIn(images.problems).length) throw await stop([...checked.problems, ...images.problems]);
  const model = buildModel(checked.records, images, { siteUrl: options.siteUrl, today: options.today });
  const pages = routesOf(model.site);
  const problems = [...checked.problems, ...images.problems, ...routeCollisions(pages)];
  if (errorsIn(problems).length) throw await stop(problems);
  const assets = await assetsPromise;
  lap('scripts e estilos');
  // Pages are rendered as the writer asks for them, so one lap covers both stages.
  const files = await writeSite(options.out, renderSite(model.site, pages, model.assets, assets, options.onPage));
  lap('páginas e gravação');
  return { pages: pages.length, files, warnings: problems, timings, scheduled: model.site.blog.scheduled };
}
