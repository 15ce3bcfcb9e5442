/**
 * The pipeline, one direction (docs/architecture.md#pipeline): sheets ─read─▶ tables ─validate─▶ records ─model─▶ site
 * model ─routes─▶ pages ─render─▶ files ─write─▶ out/. Each stage is a function of the previous stage's value; this
 * module only chains them and times them.
 */
import { complianceOf } from './compliance/compliance-of-sheets.ts';
import { errorsIn, SheetProblems, type Problem } from './errors/problems.ts';
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
  const sheets = readSheets(sheetsDir);
  const validation = validateSheets(sheets);
  if (!validation.records) return { problems: validation.problems, model: null, pages: [] };
  const compliance = complianceOf(sheets, validation.records, { strict: options.strict });
  const model = buildModel(validation.records, sheets.images, { siteUrl: options.siteUrl, today: options.today });
  const pages = routesOf(model.site);
  return { problems: [...validation.problems, ...compliance, ...routeCollisions(pages)], model, pages };
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
  const files = await writeSite(options.out, renderSite(check.model.site, check.pages, check.model.assets, assets, options.onPage));
  lap('páginas e gravação');
  return { pages: check.pages.length, files, warnings: check.problems, timings, scheduled: check.model.site.blog.scheduled };
}
