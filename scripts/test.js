#!/usr/bin/env node
// Runs every *.test.ts / *.test.tsx under src/, templates/, scripts/ and test/ (browser and nginx) with node:test (TypeScript through tsx).
// Node 20's test runner has no glob support, so the files are listed here. Extra arguments are passed on, e.g.
// `npm test -- --test-name-pattern=preço`; `npm test -- src/model` runs only the tests below that folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
/**
 * The files that took longest in the suite (about 50 s or more each): what the order falls back on
 * when no run has been recorded on this machine yet.
 */
const KNOWN_LONGEST = [
  'src/dev/dev-server-10k.test.ts',
  'test/browser/accessibility.test.ts',
  'src/leads/two-processes.test.ts',
  'test/browser/navigation.test.ts',
  'test/browser/forms.test.ts',
  'test/browser/blog.test.ts',
  'src/cli/cli-robustness.test.ts',
  'test/browser/big-catalogue.test.ts',
  'test/browser/catalogue-lists.test.ts',
];

const durationsFile = join(root, 'node_modules', '.cache', 'clinic-site', 'test-durations.json');
const lastDurations = readJson(durationsFile, {});
// Longest files first: three files run at a time (many wait on a browser, a server or a database more than they
// compute, so a third keeps both cores busy), and a long file started last keeps the run going alone at the end.
// Without a record of the last run (a fresh clone, as in CI), the files known to take longest go first.
const files = roots
  .flatMap((dir) => (statSync(join(root, dir)).isDirectory() ? [...testFiles(join(root, dir))] : [dir]))
  .sort()
  .sort((a, b) => expectedMs(b) - expectedMs(a));
if (files.length === 0) {
  console.error('Nenhum arquivo de teste encontrado.');
  process.exit(1);
}
// Besides the usual report, scripts/test-summary.js writes a summary to a temporary file: each file's duration, and
// the tests skipped for a missing system program (Chromium, nginx, PostgreSQL: test/support/system-programs.ts), summed
// up in one line per program at the end.
const ownReporter = flags.some((flag) => flag.startsWith('--test-reporter'));
const reportDir = mkdtempSync(join(tmpdir(), 'clinic-site-test-'));
const summaryFile = join(reportDir, 'summary.json');
const reporters = ownReporter
  ? []
  : [
      `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
      '--test-reporter-destination=stdout',
      `--test-reporter=${join(root, 'scripts', 'test-summary.js')}`,
      `--test-reporter-destination=${summaryFile}`,
    ];
// React in production mode, as the CLI always renders (bin/clinic-site.js): the tests check what ships, and React's
// development checks made every in-process build two to three times slower (the 10,000-service dev suite: 157 s → 74 s).
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=3', ...reporters, ...flags, ...files], {
  cwd: root,
  stdio: 'inherit',
  // The Markdown texts builds keep go to a folder of this run: the tests build from hundreds of temporary sheets
  // folders, one cache file each (src/model/text-cache.ts), which would otherwise stay in node_modules/.cache.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', CLINIC_SITE_TEXT_CACHE: process.env.CLINIC_SITE_TEXT_CACHE ?? join(reportDir, 'textos') },
});
if (!ownReporter) {
  const summary = readJson(summaryFile, { durations: {}, missing: {}, failures: [] });
  reportMissingPrograms(summary.missing);
  reportSlowestFiles(summary.durations);
  reportFailures(summary.failures);
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

/** A JSON file's value, or `fallback` when it is missing or unreadable (a run that never got that far). */
function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** The failed tests again, last: a long report's end is what a CI log shows. */
function reportFailures(failures) {
  if (!failures.length) return;
  console.log(`\nTestes que falharam: ${failures.length}.`);
  for (const { file, test, message } of failures) {
    console.log(`\n✗ ${relative(root, file)} › ${test}`);
    console.log(message.replace(/^/gm, '    '));
  }
}

/** One line per missing program: how many tests it cost and what to install. */
function reportMissingPrograms(missing) {
  for (const [reason, count] of Object.entries(missing)) {
    console.log(`Testes pulados: ${count} (programa ausente: ${reason}). O CI instala e roda todos (CLINIC_SITE_TEST_ALL=1).`);
  }
}

function expectedMs(file) {
  const recorded = lastDurations[file];
  if (recorded !== undefined) return recorded;
  const known = KNOWN_LONGEST.indexOf(file);
  return known === -1 ? 0 : 1e9 - known;
}

/** Keeps this run's durations for the next run's order (merged: a run of one folder keeps the others), and names the slowest files. */
function reportSlowestFiles(byPath) {
  const durations = Object.fromEntries(Object.entries(byPath).map(([path, ms]) => [relative(root, path), Math.round(ms)]));
  try {
    mkdirSync(dirname(durationsFile), { recursive: true });
    writeFileSync(durationsFile, JSON.stringify({ ...lastDurations, ...durations }));
  } catch {
    // No cache folder (read-only node_modules): the next run falls back on KNOWN_LONGEST.
  }
  const slowest = Object.entries(durations).sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (slowest.length) console.log(`Arquivos de teste mais longos: ${slowest.map(([path, ms]) => `${path} ${(ms / 1000).toFixed(1)} s`).join(', ')}.`);
}
