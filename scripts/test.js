#!/usr/bin/env node
// Runs every *.test.ts / *.test.tsx under src/, templates/, scripts/ and test/ (browser and nginx) with node:test (TypeScript through tsx).
// Node 20's test runner has no glob support, so the files are listed here. Extra arguments are passed on, e.g.
// `npm test -- --test-name-pattern=preço`; `npm test -- src/model` runs only the tests below that folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const folders = args.filter((a) => !a.startsWith('-'));
const flags = args.filter((a) => a.startsWith('-'));

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield relative(root, path);
  }
}

const roots = folders.length ? folders : ['src', 'templates', 'scripts', 'test'];
const files = roots.flatMap((dir) => (statSync(join(root, dir)).isDirectory() ? [...testFiles(join(root, dir))] : [dir])).sort();
if (files.length === 0) {
  console.error('Nenhum arquivo de teste encontrado.');
  process.exit(1);
}
// Besides the usual report, a TAP copy goes to a temporary file so that suites skipped for a missing system program
// (Chromium, nginx, PostgreSQL: test/support/system-programs.ts) can be summed up in one line at the end.
const ownReporter = flags.some((flag) => flag.startsWith('--test-reporter'));
const tapCopy = join(mkdtempSync(join(tmpdir(), 'clinic-site-test-')), 'report.tap');
const reporters = ownReporter
  ? []
  : [`--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`, '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapCopy}`];
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...reporters, ...flags, ...files], {
  cwd: root,
  stdio: 'inherit',
});
if (!ownReporter) reportMissingPrograms(tapCopy);
rmSync(dirname(tapCopy), { recursive: true, force: true });
process.exit(result.status ?? 1);

/** One line per missing program: how many tests it cost and what to install. */
function reportMissingPrograms(tapFile) {
  let tap = '';
  try {
    tap = readFileSync(tapFile, 'utf8');
  } catch {
    return;
  }
  const skipped = new Map();
  for (const match of tap.matchAll(/# SKIP programa ausente: (.+)$/gm)) skipped.set(match[1], (skipped.get(match[1]) ?? 0) + 1);
  for (const [reason, count] of skipped) {
    console.log(`Testes pulados: ${count} (programa ausente: ${reason}). O CI instala e roda todos (CLINIC_SITE_TEST_ALL=1).`);
  }
}
