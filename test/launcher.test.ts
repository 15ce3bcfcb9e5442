/**
 * The launcher (bin/clinic-site.js) compiles the CLI once and reuses it: the packages every build loads are bundled
 * into it, every other one stays in node_modules, and an install that may have changed a bundled package (the
 * lockfile rewritten) or a source file with another date (newer, or older: put back from a backup) compiles it again;
 * each command starts from V8's code cache of it. Run on a copy of the project with its own compile cache, so the real
 * one is left alone.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { linkPackages } from './support/project-copy.ts';

const ROOT = new URL('../', import.meta.url).pathname;

/** A copy of the project whose packages are the project's own and whose compile cache (node_modules/.cache) is its own. */
function projectCopy(t: TestContext, entries = ['bin', 'src', 'templates', 'schemas', 'package.json', 'package-lock.json', 'tsconfig.json']): string {
  const copy = mkdtempSync(join(tmpdir(), 'clinic-site-launcher-'));
  t.after(() => rmSync(copy, { recursive: true, force: true }));
  for (const entry of entries) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  linkPackages(copy);
  return copy;
}

test('the compiled CLI bundles the build\'s packages, is reused, and is compiled again when the lockfile changes', (t) => {
  const copy = projectCopy(t);
  const index = join(copy, 'node_modules', '.cache', 'clinic-site', 'cli.json');
  const run = () => {
    const result = spawnSync(process.execPath, [join(copy, 'bin', 'clinic-site.js'), '--help'], { cwd: copy, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    return JSON.parse(readFileSync(index, 'utf8')) as { entry: string; inputs: string[] };
  };

  const first = run();
  const packagesIn = (inputs: string[]) => new Set(inputs.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter(Boolean));
  const bundled = packagesIn(first.inputs);
  for (const name of ['react-dom', 'sanitize-html', 'marked', 'commander']) assert.ok(bundled.has(name), `${name} is bundled`);
  for (const name of ['sharp', 'better-sqlite3', 'xlsx', 'esbuild', 'nodemailer']) assert.ok(!bundled.has(name), `${name} stays in node_modules`);
  assert.ok(first.inputs.includes('package-lock.json'), 'the lockfile is among the inputs');
  // Of react-dom's server renderers, only the one that renders to a string, the only one the CLI uses.
  const reactDomServer = first.inputs.filter((file) => /react-dom\/(server|cjs\/react-dom-server)/.test(file)).map((file) => file.replace(/.*\/react-dom\//, ''));
  assert.deepEqual(reactDomServer, ['cjs/react-dom-server-legacy.node.production.js']);

  assert.equal(run().entry, first.entry, 'nothing changed: the compiled CLI is reused');

  const later = new Date(Date.now() + 2_000);
  utimesSync(join(copy, 'package-lock.json'), later, later);
  const second = run();
  assert.notEqual(second.entry, first.entry, 'the lockfile changed: the CLI is compiled again');

  // Files put back from a backup with their older dates are not the code that was compiled.
  const earlier = new Date(Date.now() - 86_400_000);
  for (const file of ['src/cli/main.ts', 'package-lock.json']) utimesSync(join(copy, file), earlier, earlier);
  const third = run();
  assert.notEqual(third.entry, second.entry, 'files with an older date: compiled again');
  assert.equal(run().entry, third.entry, 'and then reused');
  // Not when the cache says another checkout compiled it (a node_modules shared through a link).
  writeFileSync(index, JSON.stringify({ ...JSON.parse(readFileSync(index, 'utf8')), root: '/outro/checkout' }));
  assert.notEqual(run().entry, third.entry, 'compiled by another checkout: compiled again');
});

test('each command starts from a code cache of the compiled CLI, made by its first run and made again when V8 refuses it', (t) => {
  const copy = projectCopy(t, ['bin', 'src', 'templates', 'schemas', 'sheets', 'package.json', 'package-lock.json', 'tsconfig.json']);
  const cli = (...args: string[]) => {
    const result = spawnSync(process.execPath, [join(copy, 'bin', 'clinic-site.js'), ...args], { cwd: copy, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    const { entry } = JSON.parse(readFileSync(join(copy, 'node_modules', '.cache', 'clinic-site', 'cli.json'), 'utf8')) as { entry: string };
    return entry;
  };
  const entry = cli('validate', '--help');
  const caches = () => readdirSync(dirname(entry)).filter((name) => name.endsWith('.v8'));
  assert.deepEqual(caches().map((name) => name.split('.')[2]), ['ajuda'], 'a help text keeps a cache of its own, not the command\'s: it runs little of its code');
  cli('validate', '--sheets', join(copy, 'sheets'));
  const cache = join(dirname(entry), caches().find((name) => name.includes('.validate.'))!);
  const made = readFileSync(cache);
  const madeAt = statSync(cache).mtimeMs;
  cli('validate', '--sheets', join(copy, 'sheets'));
  assert.equal(statSync(cache).mtimeMs, madeAt, 'the cache is used as it is, not written again');
  // A damaged cache (or one from another Node.js): the command still runs, and the cache is made again.
  writeFileSync(cache, Buffer.alloc(made.length, 7));
  cli('validate', '--sheets', join(copy, 'sheets'));
  assert.ok(!readFileSync(cache).equals(Buffer.alloc(made.length, 7)), 'made again');
});

test('a compile cache that cannot be written: exit 1 and what to do, in Portuguese (no esbuild error in English)', (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'clinic-site-launcher-'));
  t.after(() => rmSync(copy, { recursive: true, force: true }));
  for (const entry of ['bin', 'package.json']) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  mkdirSync(join(copy, 'node_modules'));
  // A file where the cache folder should be (as root, the test cannot take a permission away).
  writeFileSync(join(copy, 'node_modules', '.cache'), '');
  const result = spawnSync(process.execPath, [join(copy, 'bin', 'clinic-site.js'), '--help'], { cwd: copy, encoding: 'utf8' });
  assert.equal(result.status, 1, result.stderr);
  assert.match(result.stderr, /^✖ O clinic-site precisa preparar a linha de comando em .*node_modules\/\.cache\/clinic-site, mas não é possível escrever nessa pasta \(E\w+\)\./);
  assert.match(result.stderr, /rode "node bin\/clinic-site\.js --help" uma vez com o usuário que instalou/);
  assert.doesNotMatch(result.stderr, /\[ERROR\]|\n\s+at /);
});

test('a command that reads the sheets has its reading thread started by the launcher, before the CLI loads, and uses that one', (t) => {
  const copy = projectCopy(t, ['bin', 'src', 'templates', 'schemas', 'sheets', 'package.json', 'package-lock.json', 'tsconfig.json']);
  // Loaded before the launcher: notes each reading thread started (the ones given SheetJS's path) and the bundle
  // that started it, and prints them when the process ends.
  const probe = join(copy, 'probe.cjs');
  writeFileSync(
    probe,
    `const threads = require('node:worker_threads');
const started = [];
const Worker = threads.Worker;
threads.Worker = class extends Worker {
  constructor(source, options) {
    if (options && options.workerData && options.workerData.xlsxPath) started.push(/early-reading\\.cjs/.test(new Error().stack) ? 'early-reading.cjs' : /cli\\.cjs/.test(new Error().stack) ? 'cli.cjs' : 'other');
    super(source, options);
  }
};
process.on('exit', () => process.stderr.write('READERS ' + JSON.stringify(started) + '\\n'));
`,
  );
  const readers = (...args: string[]) => {
    const result = spawnSync(process.execPath, [join(copy, 'bin', 'clinic-site.js'), ...args], { cwd: copy, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: `--require ${probe}` } });
    assert.equal(result.status, 0, result.stderr);
    return JSON.parse(/^READERS (.*)$/m.exec(result.stderr)![1]!) as string[];
  };
  assert.deepEqual(readers('validate', '--sheets', join(copy, 'sheets')), ['early-reading.cjs'], 'one reading thread, started from the launcher\'s bundle and used by the command');
  assert.deepEqual(readers('build', `--sheets=${join(copy, 'sheets')}`, '--out', join(copy, 'out')), ['early-reading.cjs']);
  assert.deepEqual(readers('validate', '--help'), [], 'a help text reads nothing');
  assert.deepEqual(readers('serve', '--help'), []);
});
