/**
 * The build as `clinic-site dev` runs it after a sheet edit (docs/architecture.md#dev-stays-fast): the same stages as
 * src/pipeline/build-site.ts, in the same order and with the same problems, but with what the session remembers from
 * the builds before: the workbooks as read (only changed rows are parsed again), the HTML of every Markdown text, the
 * built scripts and styles, and what out/ holds. Only pages whose inputs changed are rendered, and only files
 * whose bytes changed are written. Every cache is keyed by its input, so the output is what a full build of the same
 * sheets writes (src/dev/incremental-build.test.ts and src/dev/dev-server-10k.test.ts compares them byte for byte).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { newComplianceMemo, type ComplianceMemo } from '../compliance/check-compliance.ts';
import { complianceOf } from '../compliance/compliance-of-sheets.ts';
import { errorsIn, SheetProblems, type Problem } from '../errors/problems.ts';
import { ImageCache } from '../images/cache.ts';
import { processImages } from '../images/process-images.ts';
import { imageUses } from '../images/uses.ts';
import { buildModel } from '../model/build-model.ts';
import { withMarkdownMemo } from '../model/markdown-html.ts';
import { convertAhead } from '../model/markdown-thread.ts';
import { markdownTextsOf } from '../model/markdown-texts.ts';
import { build, buildOwnFiles, type BuildOptions } from '../pipeline/build-site.ts';
import { stageTimings } from '../pipeline/stage-timings.ts';
import { newReadCache, type ReadCache } from '../read/read-cache.ts';
import { readSheets } from '../read/read-sheets.ts';
import { refuseClaimed, withPublicFiles } from '../pipeline/hand-placed-files.ts';
import { FONTES_FILE } from '../read/workbooks.ts';
import { prepareReader } from '../read/workbook.ts';
import { buildAssets, type BuiltAssets } from '../render/assets.ts';
import { pageInputs } from '../render/page-inputs.ts';
import { compressIndexesAhead, renderAssetsOf, renderPageOf, siteWideFiles } from '../render/render-site.ts';
import { routeCollisions, routesOf } from '../routes/routes.ts';
import { newValidationMemo, validateSheets, type ValidationMemo } from '../validate/validate-sheets.ts';
import type { SheetRecords } from '../validate/records.ts';
import { newReuseMemo, reuseFrom, type ReuseMemo } from './reuse-memo.ts';
import { SameValue } from './same-value.ts';
import { fileEntry, patchSite, writeWhole, type SiteEntry, type WrittenSite } from './site-patch.ts';

/** What a dev session keeps between rebuilds. A code change starts a new one (src/dev/dev-server.ts). */
export interface DevCaches {
  read: ReadCache;
  /** Markdown text → its safe HTML (src/model/markdown-html.ts). */
  markdown: Map<string, string>;
  /** The scripts and styles: they come from the code, which does not change while the session lasts. */
  assets: Promise<BuiltAssets> | null;
  /** What out/ holds as this session wrote it; null until a whole write succeeded (then every file is written). */
  written: WrittenSite | null;
  /** Values computed from single items (src/dev/reuse-memo.ts). */
  reuse: ReuseMemo;
  /** Records of tables read unchanged (src/validate/validate-sheets.ts). */
  validation: ValidationMemo;
  /** What the advertising rules found in each record (src/compliance/check-compliance.ts). */
  compliance: ComplianceMemo;
}

export const newDevCaches = (): DevCaches => ({
  read: newReadCache(), markdown: new Map(), assets: null, written: null, reuse: newReuseMemo(),
  validation: newValidationMemo(),
  compliance: newComplianceMemo(),
});

export interface DevBuildResult {
  pages: number;
  /** Pages rendered by this build (all of them on the first). */
  rendered: number;
  /** Paths inside out/ written (new or changed) and deleted by this build. */
  written: string[];
  deleted: string[];
  warnings: Problem[];
  timings: Record<string, number>;
}

/**
 * The Markdown texts to convert on two threads before the model (src/model/markdown-thread.ts): every one for the
 * session's first build, none later. A later build converts only the texts of the items a save changed (the reuse
 * memo hands back the others, and `caches.markdown` keeps only the texts a build used): converting every text ahead
 * again would cost a 10,000-service save over a second.
 */
export function textsToConvertAhead(records: SheetRecords, caches: DevCaches): string[] {
  return caches.markdown.size === 0 ? markdownTextsOf(records) : [];
}

/**
 * One dev build. A sheets folder with fontes.txt (workbooks downloaded on each build) is built whole, as before.
 * Whatever goes wrong, `caches.written` is only kept once out/ holds exactly what it says.
 */
export async function buildForDev(options: BuildOptions, caches: DevCaches): Promise<DevBuildResult> {
  if (existsSync(join(options.sheets, FONTES_FILE))) {
    caches.written = null;
    const result = await build(options);
    return { pages: result.pages, rendered: result.pages, written: [], deleted: [], warnings: result.warnings, timings: result.timings };
  }
  const { timings, lap } = stageTimings();
  caches.assets ??= buildAssets();
  const assetsPromise = caches.assets;
  assetsPromise.catch(() => (caches.assets = null));
  const sheets = readSheets(options.sheets, { cache: caches.read });
  const { publicFiles } = sheets;
  // The next save's reading thread loads while this build goes on.
  prepareReader();
  lap('leitura');
  const validation = validateSheets(sheets, caches.validation);
  lap('validação');
  const records = validation.records;
  const checked = records ? [...validation.problems, ...complianceOf(sheets, records, { memo: caches.compliance })] : validation.problems;
  lap('publicidade');
  if (errorsIn(checked).length || !records) throw new SheetProblems(checked);
  const images = await processImages(imageUses(records), sheets.images, { cache: new ImageCache(options.imageCache), remote: options.remoteImages });
  lap('imagens');
  if (errorsIn(images.problems).length) throw new SheetProblems([...checked, ...images.problems]);
  // One comparison for the whole rebuild: the model's items, the pages' heads, the page inputs and the site-wide files
  // are compared with the rebuild before's through it, and what it found equal once is known at once after.
  const same = new SameValue();
  const memo = reuseFrom(caches.reuse, same);
  const known = await convertAhead(textsToConvertAhead(records, caches), caches.markdown);
  const built = withMarkdownMemo(known, () => buildModel(records, images, { siteUrl: options.siteUrl, today: options.today, reuse: memo.reuse }));
  caches.markdown = built.memo;
  const model = built.result;
  lap('modelo');
  const pages = routesOf(model.site, memo.reuse);
  // A changed card changes its catalogue's search index: its compressed copies are made on zlib's threads while the
  // pages are compared (patchEntries below), instead of on this one when they are written.
  const indexesCompressed = compressIndexesAhead(model.site, memo.reuse);
  const problems = [...checked, ...images.problems, ...routeCollisions(pages)];
  if (errorsIn(problems).length) throw new SheetProblems(problems);
  // A page's path among publico/'s files is refused before anything is written, as a build refuses it.
  refuseClaimed(pages.map(({ outputPath }) => outputPath), publicFiles);
  lap('rotas');
  const assets = await assetsPromise;
  const renderAssets = renderAssetsOf(model.site, assets);
  const inputs = pageInputs(model.site, pages, renderAssets);
  const islandMemo = new Map<string, string>();
  let rendered = 0;
  function* pageEntries(): Generator<SiteEntry> {
    for (const [index, page] of pages.entries()) {
      yield {
        path: page.outputPath,
        key: inputs[index],
        contents: () => {
          rendered++;
          return renderPageOf(page, renderAssets, islandMemo);
        },
      };
    }
  }
  function* fileEntries(): Generator<SiteEntry> {
    function* ownFiles() {
      yield* siteWideFiles(model.site, pages, assets, memo.reuse);
      yield* buildOwnFiles(model.site, pages, model.assets, memo.reuse);
    }
    // sheets/publico/ too, as the build writes it (src/pipeline/hand-placed-files.ts).
    for (const file of withPublicFiles(ownFiles(), publicFiles)) yield fileEntry(file);
  }
  // The pages are compared while the search indexes are compressed; the files after them wait for the copies.
  async function* patchEntries(): AsyncGenerator<SiteEntry> {
    yield* pageEntries();
    await indexesCompressed;
    yield* fileEntries();
  }
  function* allEntries(): Generator<SiteEntry> {
    yield* pageEntries();
    yield* fileEntries();
  }
  const before = caches.written;
  caches.written = null;
  const patch = before ? await patchSite(options.out, before, patchEntries(), (a, b) => same.same(a, b)) : await writeWhole(options.out, allEntries());
  caches.written = patch.written;
  memo.finish();
  lap('páginas e gravação');
  return { pages: pages.length, rendered, written: patch.changed, deleted: patch.deleted, warnings: problems, timings };
}
