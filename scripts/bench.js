#!/usr/bin/env node
// npm run bench: whole-process build times and peak memory for the sample catalogue and generated catalogues of
// 1,000 and 10,000 services (and 10,000 with 5 questions each: 50,000 question rows), next to the floor
// (scripts/bench-floor.js) on the same input. Build and floor alternate run by run, so a machine that gets busier
// or quieter meanwhile weighs on both alike; the ratio is the median of the pairwise ratios. Each size is built cold
// (out/ and the kept Markdown texts emptied before each run: every page rendered, every text converted), then again
// after one price is saved in the workbook before each run, over the site of the build before (what staff's change
// costs: pages whose inputs did not change are kept, src/pipeline/kept-pages.ts, and texts converted before are
// not converted again, src/model/text-cache.ts). The largest HTML page of the build is given raw and brotli-compressed.
// A second table gives each cold build's processor time (all threads, user + system) and bytes written, next to the
// floor's: what the wall-clock ratio is made of, in figures the disk's write-back state does not move.
// Then the sample with 60 generated phone photos (scripts/bench-photos.js): the first build with an empty image
// cache (every photo encoded), a rebuild with the cache (nothing encoded), peak memory and the size of out/.
// Then, unless --no-leads, the lead server's load run (scripts/bench-leads.js), and unless --no-publish, the publish
// section (scripts/bench-publish.ts: folder and SSH targets; cold, one price changed, nothing changed).
// Then (row "dev") the dev loop at 10,000 services × 5 questions: a price saved, until the served page shows it
// (scripts/bench-dev.js).
//   --sizes=sample,1000,10000,10000x5,photos,dev   which rows to run (default: all); NxQ = N services, Q questions each
//   --runs=N                                    runs of each (default 5, 3 from 10,000 services; publish: 3)
//   --short                                     sample and 1,000 services, 3 runs, no photos, no leads, no publish
//   --publish-only                              only the publish section
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue, savePrice } from './bench-catalogue.js';
import { launcherFlags } from './launcher-flags.js';
import { generatePhotoCatalogue } from './bench-photos.js';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const short = args.includes('--short');
const publishOnly = args.includes('--publish-only');
const sizes = publishOnly ? [] : (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? (short ? 'sample,1000' : 'sample,1000,10000,10000x5,photos,dev')).split(',');
const runsAsked = Number(args.find((a) => a.startsWith('--runs='))?.slice(7)) || (short ? 3 : 0);
const work = mkdtempSync(join(tmpdir(), 'clinic-site-bench-'));
const hasTime = existsSync('/usr/bin/time');

// The CLI started as `npx clinic-site` starts it: with the Node.js flags on the launcher's first line.
const cli = ['node', ...launcherFlags(), 'bin/clinic-site.js'];

// Every build of the bench uses its own image and text caches, so "cold" means cold and the operator's caches are
// left alone.
const imageCache = join(work, 'cache-imagens');
const textCache = join(work, 'cache-textos');

function run(command, env = {}) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M %U %S', ...command] : command;
  // The files the run before wrote go to disk first, outside the timing: otherwise the kernel writes the build's 585 MB
  // (10,000 services) while the floor runs, or the floor's while the next build does, and either pays for the other.
  spawnSync('sync');
  const started = process.hrtime.bigint();
  const result = spawnSync(argv[0], argv.slice(1), { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, NO_COLOR: '1', CLINIC_SITE_IMAGE_CACHE: imageCache, CLINIC_SITE_TEXT_CACHE: textCache, ...env } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${command.join(' ')} falhou:\n${result.stderr}`);
  // The last line of /usr/bin/time: peak memory (KB), then the processor time of every thread, user and system (s).
  const [rssKb, user, system] = hasTime ? result.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  return { ms, rssMb: rssKb / 1024, cpuMs: (user + system) * 1000, stdout: result.stdout };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(command, runs, env = {}) {
  const results = Array.from({ length: runs }, () => run(command, env));
  return { ms: median(results.map((r) => r.ms)), rssMb: Math.max(...results.map((r) => r.rssMb)) };
}

/**
 * Build and floor alternated run by run: medians of each, the median of the pairwise ratios, the peak memory.
 * `before(i)` runs before the i-th build, outside the timings. The floor always writes into an empty folder: its
 * last run's pages are deleted outside its timing, as the build's are before a cold build. Deleted inside it, they
 * cost the floor 2.3-2.6 s of its 10.7 s at 10,000 services (10,400 files), which the cold build never paid: the
 * ratio looked a third better than it was.
 */
function alternate(buildCommand, floorCommand, runs, before = () => {}) {
  const floorOut = floorCommand.at(-1);
  const pairs = Array.from({ length: runs }, (_, i) => {
    before(i);
    const build = run(buildCommand);
    rmSync(floorOut, { recursive: true, force: true });
    return [build, run(floorCommand)];
  });
  const side = (i) => ({ ms: median(pairs.map((p) => p[i].ms)), rssMb: Math.max(...pairs.map((p) => p[i].rssMb)), cpuMs: median(pairs.map((p) => p[i].cpuMs)) });
  return {
    build: side(0),
    floor: side(1),
    ratio: median(pairs.map(([b, f]) => b.ms / f.ms)),
    cpuRatio: median(pairs.map(([b, f]) => b.cpuMs / f.cpuMs)),
    last: pairs.at(-1)[0],
  };
}

/** The largest .html file under `dir`: its path, raw bytes and brotli bytes. */
function largestPage(dir) {
  let largest = { path: '', size: -1 };
  for (const name of readdirSync(dir, { recursive: true })) {
    if (!String(name).endsWith('.html')) continue;
    const size = statSync(join(dir, name)).size;
    if (size > largest.size) largest = { path: String(name), size };
  }
  return { ...largest, brotli: brotliCompressSync(readFileSync(join(dir, largest.path))).length };
}

/** Total bytes of the files under `dir`. */
function bytesUnder(dir) {
  let total = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) total += stat.size;
  }
  return total;
}

const rows = [];
let photos = null;
try {
  if (sizes.length) run([...cli, '--help']); // compiles the CLI once, outside the timings
  for (const size of sizes.filter((s) => s !== 'photos' && s !== 'dev')) {
    const [count, questions] = size.split('x').map(Number);
    const sheets = join(work, `sheets-${size}`);
    if (size === 'sample') cpSync(join(root, 'sheets'), sheets, { recursive: true });
    else generateCatalogue(join(root, 'sheets'), sheets, count, questions || undefined);
    const runs = runsAsked || (count >= 10_000 ? 3 : 5);
    const out = join(work, `out-${size}`);
    const buildCommand = [...cli, 'build', '--sheets', sheets, '--out', out, '--json'];
    const floorCommand = ['node', 'scripts/bench-floor.js', sheets, join(work, `floor-${size}`)];
    // Cold: no earlier site in out/ and no texts kept, so every page is rendered and every text converted.
    const cold = alternate(buildCommand, floorCommand, runs, () => {
      rmSync(out, { recursive: true, force: true });
      rmSync(textCache, { recursive: true, force: true });
    });
    const pages = JSON.parse(cold.last.stdout).pages;
    const largest = largestPage(out);
    const written = { build: bytesUnder(out), floor: bytesUnder(join(work, `floor-${size}`)) };
    // Then as staff work: one price saved (a different service each time), and a build over the site of the one before.
    const services = count || 60;
    const rebuild = alternate(buildCommand, floorCommand, runs, (i) => savePrice(sheets, 1 + Math.floor(((i + 1) * services) / (runs + 1)), `A partir de R$ ${(10_000 + i * 111).toLocaleString('pt-BR')}`));
    const kept = JSON.parse(rebuild.last.stdout).kept;
    rows.push({ size, pages, runs, cold, rebuild, kept, largest, written });
    rmSync(out, { recursive: true, force: true });
    rmSync(join(work, `floor-${size}`), { recursive: true, force: true });
    console.error(`… ${size}: build ${cold.build.ms.toFixed(0)} ms, piso ${cold.floor.ms.toFixed(0)} ms, razão ${cold.ratio.toFixed(2)}×; depois de um preço: ${rebuild.build.ms.toFixed(0)} ms, ${rebuild.ratio.toFixed(2)}×`);
  }
  if (sizes.includes('photos') && !short) {
    const sheets = join(work, 'sheets-fotos');
    console.error('… gerando 60 fotos de celular (4032×3024, com EXIF e GPS)');
    await generatePhotoCatalogue(join(root, 'sheets'), sheets, 60);
    const out = join(work, 'out-fotos');
    const cache = join(work, 'cache-fotos');
    const command = [...cli, 'build', '--sheets', sheets, '--out', out, '--quiet'];
    // Cold once (it is the slow one and its cost does not vary much), warm as the median of three.
    const cold = run(command, { CLINIC_SITE_IMAGE_CACHE: cache });
    const warm = measure([...command], 3, { CLINIC_SITE_IMAGE_CACHE: cache });
    photos = { cold, warm, input: bytesUnder(join(sheets, 'imagens')), out: bytesUnder(out), images: bytesUnder(join(out, 'imagens')) };
    console.error(`… fotos: frio ${cold.ms.toFixed(0)} ms, com cache ${warm.ms.toFixed(0)} ms`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (rows.length) {
  console.log('\n## Build (processo inteiro; build e piso alternados, medianas; razão = mediana das razões de cada par)\n');
  console.log('Frio: out/ vazio, todas as páginas geradas. Depois de um preço: um preço salvo na planilha antes de cada build, sobre o site do build anterior.\n');
  console.log('| catálogo | páginas | execuções | build frio (ms) | piso (ms) | frio / piso | pico (MB) | depois de um preço (ms) | piso (ms) | razão | páginas mantidas | pico (MB) | maior página | HTML (KB) | brotli (KB) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const nameOf = (r) => (r.size === 'sample' ? 'exemplo' : r.size.includes('x') ? `${r.size.replace('x', ' serviços × ')} perguntas` : `${r.size} serviços`);
for (const r of rows) {
  const side = (a) => `${a.build.ms.toFixed(0)} | ${a.floor.ms.toFixed(0)} | ${a.ratio.toFixed(2)}×`;
  console.log(`| ${nameOf(r)} | ${r.pages} | ${r.runs} | ${side(r.cold)} | ${r.cold.build.rssMb.toFixed(0)} | ${side(r.rebuild)} | ${r.kept} | ${r.rebuild.build.rssMb.toFixed(0)} | ${r.largest.path} | ${kb(r.largest.size)} | ${kb(r.largest.brotli)} |`);
}
// What the wall-clock ratio is made of, in figures the disk's state does not move: the processor time of every
// thread (the build's reading, writing and Markdown threads included) and the bytes each writes to its folder.
if (rows.length && hasTime) {
  console.log('\n### Build frio: tempo de processador (todas as threads, usuário + sistema; medianas) e bytes gravados\n');
  console.log('| catálogo | build CPU (s) | piso CPU (s) | razão CPU | build grava (MB) | piso grava (MB) | razão bytes |');
  console.log('|---|---|---|---|---|---|---|');
  const s = (ms) => (ms / 1000).toFixed(2);
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  for (const r of rows) {
    console.log(`| ${nameOf(r)} | ${s(r.cold.build.cpuMs)} | ${s(r.cold.floor.cpuMs)} | ${r.cold.cpuRatio.toFixed(2)}× | ${mb(r.written.build)} | ${mb(r.written.floor)} | ${(r.written.build / r.written.floor).toFixed(2)}× |`);
  }
}

if (photos) {
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log('\n## Build com 60 fotos de celular (4032×3024, ~5 MB cada)\n');
  console.log('| geração | tempo (ms) | pico de memória (MB) |');
  console.log('|---|---|---|');
  console.log(`| fria (cache de imagens vazio) | ${photos.cold.ms.toFixed(0)} | ${photos.cold.rssMb.toFixed(0)} |`);
  console.log(`| com cache (mediana de 3) | ${photos.warm.ms.toFixed(0)} | ${photos.warm.rssMb.toFixed(0)} |`);
  console.log(`\nFotos de entrada: ${mb(photos.input)} MB; out/: ${mb(photos.out)} MB, dos quais imagens/: ${mb(photos.images)} MB.`);
}

if (sizes.includes('dev')) {
  const dev = spawnSync(process.execPath, [join(root, 'scripts/bench-dev.js')], { cwd: root, stdio: 'inherit' });
  if (dev.status !== 0) process.exitCode = dev.status ?? 1;
}

if (!short && !publishOnly && !args.includes('--no-leads') && existsSync(join(root, 'scripts/bench-leads.js'))) {
  console.log('\n## Leads (POST /api/contact)\n');
  const leads = spawnSync(process.execPath, [join(root, 'scripts/bench-leads.js')], { cwd: root, stdio: 'inherit' });
  process.exitCode = leads.status ?? 1;
}

if (!short && !args.includes('--no-publish')) {
  const runs = args.find((a) => a.startsWith('--runs=')) ?? '--runs=3';
  const publish = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-publish.ts'), runs], { cwd: root, stdio: 'inherit' });
  if (publish.status !== 0) process.exitCode = publish.status ?? 1;
}
