#!/usr/bin/env node
// npm run bench: whole-process build times (median of several runs) and peak memory for the sample catalogue and
// generated catalogues of 1,000 and 10,000 services, next to the floor (scripts/bench-floor.js) on the same input.
// Then, unless --no-leads, the lead server's load run (scripts/bench-leads.js).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from './bench-catalogue.js';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? 'sample,1000,10000').split(',');
const work = mkdtempSync(join(tmpdir(), 'clinic-site-bench-'));
const hasTime = existsSync('/usr/bin/time');

function run(command) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', ...command] : command;
  const started = process.hrtime.bigint();
  const result = spawnSync(argv[0], argv.slice(1), { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${command.join(' ')} falhou:\n${result.stderr}`);
  const rssKb = hasTime ? Number(result.stderr.trim().split('\n').pop()) : NaN;
  return { ms, rssMb: rssKb / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(command, runs) {
  const results = Array.from({ length: runs }, () => run(command));
  return { ms: median(results.map((r) => r.ms)), rssMb: Math.max(...results.map((r) => r.rssMb)) };
}

const rows = [];
try {
  run(['node', 'bin/clinic-site.js', '--help']); // compiles the CLI once, outside the timings
  for (const size of sizes) {
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
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log('\n## Build (processo inteiro, mediana)\n');
console.log('| catálogo | páginas | build (ms) | pico de memória (MB) | piso (ms) | build / piso | ms por página |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.size} | ${r.pages} | ${r.build.ms.toFixed(0)} | ${r.build.rssMb.toFixed(0)} | ${r.floor.ms.toFixed(0)} | ${(r.build.ms / r.floor.ms).toFixed(2)}× | ${(r.build.ms / r.pages).toFixed(2)} |`);
}

if (!args.includes('--no-leads') && existsSync(join(root, 'scripts/bench-leads.js'))) {
  console.log('\n## Leads (POST /api/contact)\n');
  const leads = spawnSync(process.execPath, [join(root, 'scripts/bench-leads.js')], { cwd: root, stdio: 'inherit' });
  process.exitCode = leads.status ?? 1;
}
