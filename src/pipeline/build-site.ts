/**
 * The pipeline, one direction: sheets ─read─▶ tables ─validate─▶ records ─images─▶ processed images ─model─▶ site
 * model ─routes─▶ pages ─render─▶ files ─write─▶ out/. Each stage is a function of the previous stage's value; this
 * module only chains them, times them, and adds to the rendered pages what the build itself owns: the processed
 * image files, the deploy files derived from the routes and the build's metadata (out/.clinic-site.json).
 * `validate` stops before the image stage (it renders nothing, so it encodes nothing); `build` runs it, and its
 * problems (an iPhone HEIC photo, a damaged file) stop the build like any other.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deployFiles } from '../deploy/deploy-files.ts';
import type { KeptPageTexts, StoredCatalogue } from '../diff/site-catalogue.ts';
import type { Reuse } from '../model/reuse.ts';
import { errorsIn, SheetProblems, type Problem } from '../errors/problems.ts';
import { ImageCache } from '../images/cache.ts';
import { processImages, type ProcessImagesOptions } from '../images/process-images.ts';
import { imageUses } from '../images/uses.ts';
import { buildModel } from '../model/build-model.ts';
import { withMarkdownMemo } from '../model/markdown-html.ts';
import { startConversion } from '../model/markdown-thread.ts';
import { markdownTextsOf } from '../model/markdown-texts.ts';
import { TextCache } from '../model/text-cache.ts';
import type { Asset } from '../model/images.ts';
import type { ScheduledArticle, SiteModel } from '../model/types.ts';
import type { Page } from '../routes/page.ts';
import { routeCollisions, routesOf } from '../routes/routes.ts';
import { buildAssets, type BuiltAssets } from '../render/assets.ts';
import { Digests, pageFingerprints } from '../render/page-fingerprints.ts';
import { rendererIdentity } from '../render/renderer-identity.ts';
import { renderAssetsOf, renderSite } from '../render/render-site.ts';
import type { OutFile, SiteFile } from '../render/site-file.ts';
import { liveSources, type LiveSources, type SourcesNetwork } from '../sources/live-sources.ts';
import { assertApart, assertReplaceable, restoreInterruptedSwap, writeSite } from '../write/write-site.ts';
import { handAddedFiles, withPublicFiles } from './hand-placed-files.ts';
import { validatedRecords } from './check-sheets.ts';
import { complianceOf } from '../compliance/compliance-of-sheets.ts';
import { keptPages, keptPageTexts, previousBuild, storedFingerprints, type Fingerprints } from './kept-pages.ts';
import { siteInfoFile } from './site-metadata.ts';
import { stageTimings } from './stage-timings.ts';

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
  /** Folder of the Markdown texts' HTML kept between builds (default: src/model/text-cache.ts). */
  textCache?: string;
  /** Tests only: remote image downloads (time-outs, the private network allowed for a local server). */
  remoteImages?: ProcessImagesOptions['remote'];
  /** A workbook from fontes.txt that cannot be downloaded may come from the last kept copy (`--offline-ok`). */
  offlineOk?: boolean;
  /** Folder of the kept copies of fontes.txt workbooks (default: src/sources/kept-copies.ts). */
  sourcesCache?: string;
  /** Tests only: the network fontes.txt downloads use (a local server). */
  sourcesNetwork?: SourcesNetwork;
  /**
   * Called once the fontes.txt workbooks are downloaded, before anything is read, with a hash of each one downloaded
   * (`LiveSources.fingerprints`), whether the build then succeeds or not: `dev` compares later downloads with them.
   */
  onLinkedWorkbooks?: (fingerprints: ReadonlyMap<string, string>) => void;
}

export interface BuildResult {
  pages: number;
  /** Pages kept from the previous build instead of rendered (src/pipeline/kept-pages.ts). */
  kept: number;
  /** The catalogue the build before stored in out/, for the change report (null: none there). */
  previousCatalogue: StoredCatalogue | null;
  files: number;
  warnings: Problem[];
  timings: Record<string, number>;
  /** Blog articles not published yet because their date is after the build's date. */
  scheduled: ScheduledArticle[];
}

/**
 * sources → read → … → write. With a fontes.txt, its workbooks are downloaded first; each becomes the kept copy only
 * once this build has written out/ (src/sources/live-sources.ts), and every problem in them gains a link that opens
 * the spreadsheet.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  assertApart(options.out, options.sheets);
  restoreInterruptedSwap(options.out);
  assertReplaceable(resolve(options.out));
  const started = performance.now();
  const sources = await liveSources(options.sheets, { offlineOk: options.offlineOk, keptFolder: options.sourcesCache, network: options.sourcesNetwork });
  const downloading = Math.round(performance.now() - started);
  if (sources) options.onLinkedWorkbooks?.(sources.fingerprints);
  try {
    const result = await buildFrom(options, sources);
    sources?.keep();
    if (!sources) return result;
    return { ...result, warnings: sources.locate(result.warnings), timings: { 'planilhas por link': downloading, ...result.timings } };
  } catch (error) {
    if (sources && error instanceof SheetProblems) throw new SheetProblems(sources.locate(error.problems));
    throw error;
  } finally {
    sources?.discard();
  }
}

async function buildFrom(options: BuildOptions, sources: LiveSources | null): Promise<BuildResult> {
  const { timings, lap } = stageTimings();
  if (sources && errorsIn(sources.problems).length) throw new SheetProblems(sources.problems);
  const assetsPromise = buildAssets();
  let checked: ReturnType<typeof validatedRecords> | null = validatedRecords(options.sheets, sources?.files);
  checked.problems.unshift(...(sources?.problems ?? []));
  const renderer = rendererIdentity();
  const textCache = new TextCache(options.sheets, renderer, options.textCache);
  const texts = textCache.read();
  // The Markdown texts go to the second thread at once: it converts them while this one checks compliance.
  const markdown = checked.records && !errorsIn(checked.problems).length ? startConversion(markdownTextsOf(checked.records), texts) : null;
  if (checked.records) checked.problems.push(...complianceOf(checked.sheets, checked.records));
  lap('planilhas');
  const stop = async (problems: Problem[]) => {
    markdown?.cancel();
    await assetsPromise.catch(() => {});
    return new SheetProblems(problems);
  };
  if (errorsIn(checked.problems).length || !checked.records || !markdown) throw await stop(checked.problems);
  const images = await processImages(imageUses(checked.records), checked.sheets.images, {
    cache: new ImageCache(options.imageCache),
    onImage: options.onImage,
    remote: options.remoteImages,
  });
  lap('imagens');
  if (errorsIn(images.problems).length) throw await stop([...checked.problems, ...images.problems]);
  const known = await markdown.finish();
  const { result: model, memo: textsUsed } = withMarkdownMemo(known, buildModel.bind(null, checked.records, images, { siteUrl: options.siteUrl, today: options.today }));
  const pages = routesOf(model.site);
  const problems = [...checked.problems, ...images.problems, ...routeCollisions(pages)];
  const { publicFiles } = checked.sheets;
  // The tables and records are not needed past the model: let them go before the pages are rendered, so that the
  // garbage collector does not walk them again and again while thousands of pages are written.
  checked = null;
  if (errorsIn(problems).length) throw await stop(problems);
  const assets = await assetsPromise;
  lap('scripts e estilos');
  const digests = new Digests(renderer);
  const fingerprints = pageFingerprints(model.site, pages, renderAssetsOf(model.site, assets), digests);
  const previous = previousBuild(options.out);
  const kept = keptPages(options.out, previous, pages, fingerprints);
  const stored: Fingerprints = { pages: storedFingerprints(pages, fingerprints), items: {}, publicFiles: publicFiles.map(({ path }) => path) };
  const keptTexts = keptPageTexts(previous, digests, stored.items);
  problems.push(...handAddedFiles(options.out, previous, publicFiles));
  lap('páginas mantidas');
  // Pages are rendered as the writer asks for them, so one lap covers both stages.
  const generated = siteFiles(model.site, pages, model.assets, assets, { kept, stored, keptTexts, onPage: options.onPage });
  const files = await writeSite(options.out, withPublicFiles(generated, publicFiles));
  lap('páginas e gravação');
  // Only once the site is written: a build that stops keeps the texts of the last one that did not.
  textCache.write(textsUsed, texts);
  return {
    pages: pages.length,
    kept: kept.filter(Boolean).length,
    previousCatalogue: previous?.catalogue ?? null,
    files,
    warnings: problems,
    timings,
    scheduled: model.site.blog.scheduled,
  };
}

/**
 * The rendered pages and files, the processed images, then the deploy files (_headers, _redirects, nginx/) and the
 * build's metadata. Images are read from the image cache one at a time, as the writer asks: sixty photos' variants
 * never sit in memory at once.
 */
function* siteFiles(
  site: SiteModel,
  pages: Page[],
  images: Asset[],
  assets: BuiltAssets,
  { kept, stored, keptTexts, onPage }: { kept: (string | null)[]; stored: Fingerprints; keptTexts: KeptPageTexts; onPage?: (done: number, total: number) => void },
): Generator<OutFile> {
  yield* renderSite(site, pages, assets, kept, onPage);
  yield* buildOwnFiles(site, pages, images, undefined, stored, keptTexts);
}

/**
 * What the build adds to the rendered files: the processed images, the deploy files and the build's metadata.
 * `reuse`: see src/model/reuse.ts.
 */
export function* buildOwnFiles(site: SiteModel, pages: Page[], images: Asset[], reuse?: Reuse, fingerprints?: Fingerprints, keptTexts?: KeptPageTexts): Generator<SiteFile> {
  // Made as soon as the last page is handed to the writer, which still has pages to write: the wait for them is
  // spent here instead of idle (about 17 ms of a cold sample build).
  const siteInfo = siteInfoFile(site, reuse, fingerprints, keptTexts);
  for (const image of images) yield [image.path, readFileSync(image.source)];
  yield* deployFiles(pages);
  // Last: the write stage writes files in order, so no file of the site is newer than this one (./kept-pages.ts).
  yield siteInfo;
}
