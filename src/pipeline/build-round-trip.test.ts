/**
 * The whole sample saved by LibreOffice Calc in every format and CSV dialect staff can pick, then built: the site must
 * be the one the original sheets build, file for file and byte for byte, or the build must refuse with the message
 * that names the format (docs/site.md#spreadsheet-programs). Each start of LibreOffice costs seconds, so it starts
 * twice per locale (its own profile each), all before the tests, the two locales side by side.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from './build-site.ts';
import { SheetProblems, type Problem } from '../errors/problems.ts';
import { convertInOneStart } from '../../test/support/libreoffice-batch.ts';
import { LIBREOFFICE, skipWithout } from '../../test/support/system-programs.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';

const run = promisify(execFile);
const WORKBOOKS = ['blog', 'configuracoes', 'protocolos', 'servicos', 'tratamentos'];
const TODAY = '2026-11-25';
/** LibreOffice's CSV filter: separator, quote, character set, first line, formats, language, quoted as text,
 * special numbers, save as shown, formulas, remove spaces, sheet (-1: each sheet to `{file}-{sheet}.csv`). */
const csv = (extension: string, separator: number, charset: number, asShown: boolean) =>
  `${extension}:Text - txt - csv (StarCalc):${separator},34,${charset},1,,0,false,true,${asShown},false,false,-1`;

interface Variant {
  name: string;
  /** `soffice --convert-to` argument. */
  target: string;
  /** Convert what an earlier variant wrote (its .ods files) instead of the sample's .xlsx. */
  from?: string;
  locale: 'pt-BR' | 'en-US';
  /**
   * What the build must do: the same site with these warnings besides the sample's own; refuse with these problems;
   * or build a site that differs only in these files, with a warning that says why.
   */
  expect: { same: string[] } | { refused: string[] } | { changed: { warnings: string[]; files: string[] } } | { lostBreaks: [string, 'error' | 'warning'][] };
}

const VARIANTS: Variant[] = [
  { name: 'xlsx → xlsx', target: 'xlsx', locale: 'pt-BR', expect: { same: [] } },
  { name: 'xlsx → ods', target: 'ods', locale: 'en-US', expect: { same: [] } },
  // The .ods saved again as .xlsx loses the line breaks LibreOffice keeps as <text:line-break/> (those of cells SheetJS
  // wrote inline: configuracoes, servicos, tratamentos, protocolos; the blog's, written by ExcelJS as shared strings,
  // become paragraphs and survive). A heading glued mid-line refuses the workbook; protocolos has only glued lists.
  { name: 'xlsx → ods → xlsx: line breaks lost', target: 'xlsx', from: 'xlsx → ods', locale: 'en-US', expect: { lostBreaks: [['configuracoes.xlsx', 'error'], ['servicos.xlsx', 'error'], ['tratamentos.xlsx', 'error'], ['protocolos.xlsx', 'warning']] } },
  { name: 'xlsx → fods', target: 'fods', locale: 'en-US', expect: { refused: WORKBOOKS.map(() => 'FORMATO_NAO_LIDO') } },
  { name: 'xlsx → xls (Excel 97-2003)', target: 'xls', locale: 'en-US', expect: { refused: WORKBOOKS.map(() => 'FORMATO_NAO_LIDO') } },
  { name: 'CSV UTF-8 "," (pt-BR)', target: csv('csv', 44, 76, true), locale: 'pt-BR', expect: { same: [] } },
  // Windows-1252 has no '₂': "gás carbônico (CO₂) medicinal" arrives as "(CO?) medicinal" (and "Aplicação de CO₂
  // medicinal" in the list beside it): the reader warns on both cells of the one treatment whose pages change.
  {
    name: 'CSV ";" Windows-1252 (pt-BR): "CO₂" becomes "CO?", with a warning on the cell',
    target: csv('csv', 59, 1, true),
    locale: 'pt-BR',
    expect: { changed: { warnings: ['LETRA_TROCADA_POR_INTERROGACAO', 'LETRA_TROCADA_POR_INTERROGACAO'], files: ['.clinic-site.json', 'tratamento.html', 'tratamento/carboxiterapia-corporal.html', 'tratamento/categoria/capilar.html', 'tratamento/categoria/corporal.html', 'tratamento/categoria/facial.html'] } },
  },
  { name: 'Texto Unicode: UTF-16, tab, .txt (pt-BR)', target: csv('txt', 9, 65535, true), locale: 'pt-BR', expect: { same: [] } },
  { name: 'CSV UTF-8 en-US, "as shown" off: dates month first', target: csv('csv', 44, 76, false), locale: 'en-US', expect: { same: ['DATAS_MES_PRIMEIRO'] } },
];

let root: string;
const folderOf = (variant: Variant) => join(root, `v${VARIANTS.indexOf(variant)}`);
const conversions = new Map<Variant, { ok: true } | { ok: false; reason: string }>();

/** The profile of one locale: LibreOffice reads the locale from its configuration on first start. */
function profile(locale: Variant['locale']): string {
  const dir = join(root, `profile-${locale}`);
  mkdirSync(join(dir, 'user'), { recursive: true });
  const item = (name: string) => `<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="${name}" oor:op="fuse"><value>${locale}</value></prop></item>`;
  writeFileSync(
    join(dir, 'user', 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry">${item('ooSetupSystemLocale')}${item('ooLocale')}</oor:items>\n`,
  );
  return `file://${dir}`;
}

/**
 * The sample's workbooks, copied once into this run's folder: LibreOffice leaves a lock file (`.~lock.blog.xlsx#`)
 * beside each file it opens, and other test files list and copy the sample's folder meanwhile (one failed with ENOENT
 * on a lock file that was gone by the time it was copied).
 */
function sampleCopy(): string {
  const dir = join(root, 'amostra');
  if (!existsSync(dir)) {
    mkdirSync(dir);
    for (const w of WORKBOOKS) copyFileSync(join(SAMPLE_SHEETS, `${w}.xlsx`), join(dir, `${w}.xlsx`));
  }
  return dir;
}

/** The variant's folder with the sample's photos, and the workbooks LibreOffice opens for it. */
function prepare(variant: Variant): string[] {
  cpSync(join(SAMPLE_SHEETS, 'imagens'), join(folderOf(variant), 'imagens'), { recursive: true });
  const from = VARIANTS.find((v) => v.name === variant.from);
  return WORKBOOKS.map((w) => (from ? join(folderOf(from), `${w}.ods`) : join(sampleCopy(), `${w}.xlsx`)));
}

async function convert(variant: Variant, profileUrl: string): Promise<void> {
  const folder = folderOf(variant);
  const sources = prepare(variant);
  try {
    // Bounded: a LibreOffice that hangs fails this variant instead of the whole run.
    await run(LIBREOFFICE.path, [`-env:UserInstallation=${profileUrl}`, '--headless', '--norestore', '--convert-to', variant.target, '--outdir', folder, ...sources], { timeout: 300_000 });
    conversions.set(variant, { ok: true });
  } catch (error) {
    conversions.set(variant, { ok: false, reason: String((error as Error).message).slice(0, 500) });
  }
}

/** Every file of a built site, by path, as a hash of its bytes. */
function siteFiles(out: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(out, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(out);
  return files;
}

async function buildOf(sheets: string, out: string): Promise<{ problems: Problem[]; refused: boolean }> {
  try {
    const result = await build({ sheets, out, today: TODAY, imageCache: join(root, 'image-cache') });
    return { problems: result.warnings, refused: false };
  } catch (error) {
    if (error instanceof SheetProblems) return { problems: error.problems, refused: true };
    throw error;
  }
}

const skip = skipWithout(LIBREOFFICE);
let reference: Map<string, string>;
let referenceWarnings: string[];

describe('the sample saved by LibreOffice Calc in each format builds the same site, or is refused with its message', { skip }, () => {
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'clinic-site-round-trip-'));
    // Per locale: the first variant through `--convert-to` (which also sets the new profile up), then all the others
    // in one more start (test/support/libreoffice-batch.ts): two starts per locale instead of one per variant.
    const lanes = (['pt-BR', 'en-US'] as const).map(async (locale) => {
      const url = profile(locale);
      const [first, ...rest] = VARIANTS.filter((v) => v.locale === locale);
      await convert(first, url);
      const batch = rest.flatMap((variant) => prepare(variant).map((source) => ({ variant, source, target: variant.target, outdir: folderOf(variant) })));
      const results = await convertInOneStart(LIBREOFFICE.path, fileURLToPath(url), batch, 300_000);
      for (const variant of rest) {
        const reason = results.find((r, i) => batch[i].variant === variant && r !== null);
        conversions.set(variant, reason ? { ok: false, reason } : { ok: true });
      }
    });
    const built = buildOf(SAMPLE_SHEETS, join(root, 'out-reference'));
    await Promise.all(lanes);
    const { refused, problems } = await built;
    assert.equal(refused, false);
    referenceWarnings = problems.map((p) => p.code);
    reference = siteFiles(join(root, 'out-reference'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  for (const variant of VARIANTS) {
    test(variant.name, async () => {
      const conversion = conversions.get(variant)!;
      assert.ok(conversion.ok, `LibreOffice não converteu: ${!conversion.ok && conversion.reason}`);
      const folder = folderOf(variant);
      const out = join(root, `out-${VARIANTS.indexOf(variant)}`);
      const { problems, refused } = await buildOf(folder, out);
      const codes = problems.map((p) => p.code);
      if ('lostBreaks' in variant.expect) {
        assert.ok(refused, 'the build should refuse');
        const lost = problems.filter((p) => p.code === 'QUEBRAS_DE_LINHA_PERDIDAS');
        assert.deepEqual(lost.map((p) => [p.location.file, p.severity]), variant.expect.lostBreaks);
        return;
      }
      if ('refused' in variant.expect) {
        assert.ok(refused, 'the build should refuse');
        assert.deepEqual(codes, variant.expect.refused);
        for (const p of problems) assert.match(p.location.file, /\.(fods|xls)$/);
        return;
      }
      assert.ok(!refused, `the build refused: ${problems.map((p) => `${p.code} ${p.location.file} ${p.message}`).join('\n')}`);
      const expected = 'same' in variant.expect ? variant.expect.same : variant.expect.changed.warnings;
      assert.deepEqual(codes.filter((c) => !referenceWarnings.includes(c)), expected);
      const site = siteFiles(out);
      const differing = [...new Set([...site.keys(), ...reference.keys()])].filter((path) => site.get(path) !== reference.get(path)).sort();
      assert.deepEqual(differing.slice(0, 10), 'same' in variant.expect ? [] : variant.expect.changed.files, `${differing.length} file(s) differ`);
    });
  }
});
