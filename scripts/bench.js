#!/usr/bin/env node
// npm run bench: whole-process build times (median of several runs) and peak memory for the sample catalogue and
// generated catalogues of 1,000 and 10,000 services, next to the floor (scripts/bench-floor.js) on the same input.
// Then the sample with 60 generated phone photos (scripts/bench-photos.js): the first build with an empty image
// cache (every photo encoded), a rebuild with the cache (nothing encoded), peak memory and the size of out/.
// Then, unless --no-leads, the lead server's load run (scripts/bench-leads.js), and unless --no-publish, the publish
// section (scripts/bench-publish.ts: folder and SSH targets; cold, one price changed, nothing changed).
//   --sizes=sample,1000,10000,photos   which rows to run (default: all)
//   --publish-only                     only the publish section (--runs=N: runs per case, default 3)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from './bench-catalogue.js';
import { generatePhotoCatalogue } from './bench-photos.js';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const publishOnly = args.includes('--publish-only');
const sizes = publishOnly ? [] : (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? 'sample,1000,10000,photos').split(',');
const work = mkdtempSync(join(tmpdir(), 'clinic-site-bench-'));
const hasTime = existsSync('/usr/bin/time');

// Every build of the bench uses its own image cache, so "cold" means cold and the operator's cache is left alone.
const imageCache = join(work, 'cache-imagens');

function run(command, env = {}) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', ...command] : command;
  const started = process.hrtime.bigint();
  const result = spawnSync(argv[0], argv.slice(1), { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CLINIC_SITE_IMAGE_CACHE: imageCache, ...env } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${command.join(' ')} falhou:\n${result.stderr}`);
  const rssKb = hasTime ? Number(result.stderr.trim().split('\n').pop()) : NaN;
  return { ms, rssMb: rssKb / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(command, runs, env = {}) {
  const results = Array.from({ length: runs }, () => run(command, env));
  return { ms: median(results.map((r) => r.ms)), rssMb: Math.max(...results.map((r) => r.rssMb)) };
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
  if (sizes.length) run(['node', 'bin/clinic-site.js', '--help']); // compiles the CLI once, outside the timings
  for (const size of sizes.filter((s) => s !== 'photos')) {
    const sheets = size === 'sample' ? join(root, 'sheets') : join(work, `sheets-${size}`);
    if (size !== 'sample') generateCatalogue(join(root, 'sheets'), sheets, Number(size));
    const runs = size === '10000' ? 3 : 5;
    const out = join(work, `out-${size}`);
    const build = measure(['node', 'bin/clinic-site.js', 'build', '--sheets', sheets, '--out', out, '--quiet'], runs);
    const floor = measure(['node', 'scripts/bench-floor.js', sheets, join(work, `floor-${size}`)], runs);
    const services = size === 'sample' ? 60 : Number(size);
    // 48 treatments, 10 protocols, 8 fixed pages, and the blog: its list and 8 articles (the floor writes no blog page).
    rows.push({ size, services, pages: services + 48 + 10 + 8 + 9, build, floor });
    console.error(`… ${size}: build ${build.ms.toFixed(0)} ms, floor ${floor.ms.toFixed(0)} ms`);
  }
  if (sizes.includes('photos')) {
    const sheets = join(work, 'sheets-fotos');
    console.error('… gerando 60 fotos de celular (4032×3024, com EXIF e GPS)');
    await generatePhotoCatalogue(join(root, 'sheets'), sheets, 60);
    const out = join(work, 'out-fotos');
    const cache = join(work, 'cache-fotos');
    const command = ['node', 'bin/clinic-site.js', 'build', '--sheets', sheets, '--out', out, '--quiet'];
    // Cold once (it is the slow one and its cost does not vary much), warm as the median of three.
    const cold = run(command, { CLINIC_SITE_IMAGE_CACHE: cache });
    const warm = measure([...command], 3, { CLINIC_SITE_IMAGE_CACHE: cache });
    photos = { cold, warm, input: bytesUnder(join(sheets, 'imagens')), out: bytesUnder(out), images: bytesUnder(join(out, 'imagens')) };
    console.error(`… fotos: frio ${cold.ms.toFixed(0)} ms, com cache ${warm.ms.toFixed(0)} ms`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (rows.length) console.log('\n## Build (processo inteiro, mediana)\n');
if (rows.length) {
  console.log('| catálogo | páginas | build (ms) | pico de memória (MB) | piso (ms) | build / piso | ms por página |');
  console.log('|---|---|---|---|---|---|---|');
}
for (const r of rows) {
  console.log(`| ${r.size} | ${r.pages} | ${r.build.ms.toFixed(0)} | ${r.build.rssMb.toFixed(0)} | ${r.floor.ms.toFixed(0)} | ${(r.build.ms / r.floor.ms).toFixed(2)}× | ${(r.build.ms / r.pages).toFixed(2)} |`);
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

if (!publishOnly && !args.includes('--no-leads') && existsSync(join(root, 'scripts/bench-leads.js'))) {
  console.log('\n## Leads (POST /api/contact)\n');
  const leads = spawnSync(process.execPath, [join(root, 'scripts/bench-leads.js')], { cwd: root, stdio: 'inherit' });
  process.exitCode = leads.status ?? 1;
}

if (!args.includes('--no-publish')) {
  const runs = args.find((a) => a.startsWith('--runs=')) ?? '--runs=3';
  const publish = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-publish.ts'), runs], { cwd: root, stdio: 'inherit' });
  if (publish.status !== 0) process.exitCode = publish.status ?? 1;
}
