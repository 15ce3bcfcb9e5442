// npm run bench:images-attack: hostile pictures, each through its own real `build` of the sample (one drawing
// replaced, or four photos), with CLINIC_SITE_IMAGE_WORKERS=16 as on a big CI runner: exit code, wall time, the
// build's peak memory (process.resourceUsage().maxRSS in the child, test/support/peak-memory.mjs) and what was
// published. The 120-megapixel photos take minutes to generate; they are kept in the system's temporary folder
// (clinic-site-bench-attack) between runs, never in the repository.
//   --only=name,name   run only these cases
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildProcess } from '../test/support/build-process.ts';
import { imageUses } from '../src/images/uses.ts';
import { readSheets } from '../src/read/read-sheets.ts';
import { validateSheets } from '../src/validate/validate-sheets.ts';
import {
  declaredSizePng, disguisedLinksSvg, filterBombSvg, illustratorSvg, tinyDashesSvg, tinyPatternSvg, useFanOutSvg, withDeclaredSize,
} from '../test/support/hostile-images.ts';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const sources = join(tmpdir(), 'clinic-site-bench-attack');
mkdirSync(sources, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'clinic-site-bench-attack-run-'));
const [W, H] = [12_600, 9_500]; // 120 megapixels

/** A 120 MP photo-like JPEG (a noise tile enlarged), made once and kept in the temporary folder. */
async function bigJpeg(name: string, options: sharp.JpegOptions, cmyk = false): Promise<Buffer> {
  const path = join(sources, name);
  if (!existsSync(path)) {
    console.error(`… gerando ${name} (${W}×${H}), pode levar minutos`);
    const tile = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    let image = sharp(tile).resize(W, H, { kernel: 'cubic' });
    if (cmyk) image = image.toColourspace('cmyk');
    await image.jpeg(options).toFile(path);
  }
  return readFileSync(path);
}

/** The same JPEG with a comment after its first marker: other bytes, same picture (so the cache cannot share it). */
const variant = (jpeg: Buffer, n: number) => {
  const text = Buffer.from(`copia ${n}`);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
};

type Case = { name: string; files: () => Promise<Record<string, Buffer | string>>; env?: Record<string, string> };
const cmykSmall = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08' } }).toColourspace('cmyk').jpeg({ progressive: true }).toBuffer();
const CASES: Case[] = [
  { name: 'svg-links-disfarcados', files: async () => ({ 'logo.svg': disguisedLinksSvg() }) },
  { name: 'svg-illustrator-doctype', files: async () => ({ 'logo.svg': illustratorSvg() }) },
  { name: 'svg-filtros-3', files: async () => ({ 'logo.svg': filterBombSvg(3) }) },
  { name: 'svg-filtros-12', files: async () => ({ 'logo.svg': filterBombSvg(12) }) },
  { name: 'svg-filtro-1', files: async () => ({ 'logo.svg': filterBombSvg(1) }) },
  { name: 'svg-use-10^6', files: async () => ({ 'logo.svg': useFanOutSvg(6) }) },
  { name: 'svg-tracejado-minusculo', files: async () => ({ 'logo.svg': tinyDashesSvg() }) },
  { name: 'svg-padrao-minusculo', files: async () => ({ 'logo.svg': tinyPatternSvg(0.01) }) },
  { name: 'png-declara-100000²', files: async () => ({ 'clinica.svg': declaredSizePng(100_000, 100_000) }) },
  { name: 'png-16bit-entrelacado-120MP (cabeçalho)', files: async () => ({ 'clinica.svg': declaredSizePng(W, H, { depth: 16, interlaced: true }) }) },
  { name: 'jpeg-cmyk-progressivo-120MP (cabeçalho)', files: async () => ({ 'clinica.svg': withDeclaredSize(await cmykSmall(), W, H) }) },
  { name: 'jpeg-cmyk-progressivo-120MP', files: async () => ({ 'clinica.svg': await bigJpeg('cmyk-progressivo.jpg', { progressive: true, quality: 70 }, true) }) },
  { name: 'jpeg-444-progressivo-120MP', files: async () => ({ 'clinica.svg': await bigJpeg('444-progressivo.jpg', { progressive: true, quality: 70, chromaSubsampling: '4:4:4' }) }) },
  {
    name: '4×jpeg-420-progressivo-120MP',
    files: async () => {
      const photo = await bigJpeg('420-progressivo.jpg', { progressive: true, quality: 70 });
      return Object.fromEntries(['clinica.svg', 'protocolo-facial.svg', 'protocolo-corporal.svg', 'protocolo-capilar.svg'].map((f, i) => [f, variant(photo, i)]));
    },
  },
];

/**
 * What out/imagens holds for the replaced files: sizes of SVGs and whether anything points outside. A file's versions
 * are published under the name of the row that shows it (src/images/uses.ts), not under the file's own name.
 */
function publishedSummary(sheets: string, out: string, replaced: string[]): string {
  const images = join(out, 'imagens');
  const uses = imageUses(validateSheets(readSheets(sheets)).records!);
  const parts: string[] = [];
  for (const file of replaced) {
    const names = [...new Set(uses.filter((use) => use.cell === file).map((use) => use.name))];
    const base = names.join('+') || file;
    const mine = readdirSync(images).filter((n) => names.some((name) => n.startsWith(`${name}.`) || n.startsWith(`${name}-`)));
    const svgs = mine.filter((n) => n.endsWith('.svg'));
    if (svgs.length) {
      const text = readFileSync(join(images, svgs[0]), 'utf8');
      const outside = /url\((?!["']?#)|image-set|\\|https?:\/\/(?!www\.w3\.org)/i.test(text);
      parts.push(`${base}: SVG ${(text.length / 1024).toFixed(1)} KB, ${text.match(/<[a-zA-Z]/g)?.length ?? 0} elementos, ${outside ? 'REFERÊNCIA EXTERNA' : 'nenhuma referência externa'}, ${/DOCTYPE|ENTITY/.test(text) ? 'com DOCTYPE' : 'sem DOCTYPE'}`);
    } else {
      const widths = [...new Set(mine.map((n) => /-(\d+)\./.exec(n)?.[1]).filter(Boolean))].join('/');
      const kb = mine.reduce((sum, n) => sum + statSync(join(images, n)).size, 0) / 1024;
      parts.push(`${base}: ${mine.length} arquivos (${widths} px; ${kb.toFixed(0)} KB)`);
    }
  }
  return parts.join('; ');
}

function refusedSummary(stdout: string): string {
  try {
    const report = JSON.parse(stdout) as { problems: { code: string; message: string; variants?: { message: string }[] }[] };
    return report.problems
      .flatMap((p) => (p.variants ?? [p]).map((v) => `${p.code}: ${v.message}`))
      .map((m) => (m.length > 140 ? `${m.slice(0, 139)}…` : m))
      .join(' | ');
  } catch {
    return stdout.slice(0, 200);
  }
}

const rows: string[] = ['| caso | saída | tempo | pico de memória | o que foi publicado |', '|---|---|---|---|---|'];
try {
  for (const entry of CASES.filter((c) => !only || only.includes(c.name))) {
    const files = await entry.files();
    const sheets = join(work, 'sheets');
    rmSync(sheets, { recursive: true, force: true });
    cpSync(join(root, 'sheets'), sheets, { recursive: true });
    for (const [file, bytes] of Object.entries(files)) writeFileSync(join(sheets, 'imagens', file), bytes);
    const out = join(work, 'out');
    rmSync(out, { recursive: true, force: true });
    const cache = join(work, `cache-${rows.length}`);
    const run = await buildProcess({ sheets, out, cache, env: { CLINIC_SITE_IMAGE_WORKERS: '16', ...entry.env }, timeoutMs: 600_000 });
    rmSync(cache, { recursive: true, force: true });
    const what = run.code === 0 ? publishedSummary(sheets, out, Object.keys(files)) : run.code === 1 ? `nada (out/ intacto); ${refusedSummary(run.stdout)}` : `ERRO INTERNO: ${run.stderr.slice(0, 300)}`;
    const row = `| ${entry.name} | ${run.timedOut ? 'morto' : run.code} | ${(run.ms / 1000).toFixed(1)} s | ${Math.round(run.peakMb)} MB | ${what.replace(/\|/g, '/').replace(/\n/g, ' ')} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`\n${rows.join('\n')}`);
