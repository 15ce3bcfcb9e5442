/**
 * The sample site built once and shared, read-only, by every test file that only looks at its output (the browser
 * suites, nginx in front of it): a build costs seconds of a 2-core machine, and the same sheets, code and date always
 * give the same files (docs/architecture.md#tests).
 *
 * The folder is named by a hash of everything the build reads (the sheets folder, src/, templates/, schemas/, bin/,
 * package.json and package-lock.json), of the build's date and of the CLINIC_SITE_* settings, so a change anywhere
 * gives a new build and an unchanged tree reuses the one already made, also across test runs. While one process
 * builds, a lock file makes the others wait for it instead of building the same site again; the build goes to a
 * temporary folder renamed into place, so a reader never meets a half-written site.
 *
 * Deliberately not for tests of the build itself (they build into their own folder), and never to be written to: a
 * test that changes files must copy the folder first or build its own.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDay } from '../../src/parse/dates.ts';
import { SAMPLE_SHEETS } from './sheet-fixtures.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(ROOT, 'bin', 'clinic-site.js');
/** What a build reads besides the sheets folder. */
const BUILD_INPUTS = ['src', 'templates', 'schemas', 'bin', 'package.json', 'package-lock.json'];
/** A build of the sample takes a few seconds; on a loaded CI machine waiting for another's build may take longer. */
const BUILD_TIMEOUT_MS = 180_000;
/**
 * Shared builds not used for this long are removed by the next build: each change of the code leaves one behind (9 MB
 * each, seventy-six in a day of work were seen), and a whole test run takes minutes.
 */
const STALE_AFTER_MS = 2 * 3600_000;
const PREFIX = 'clinic-site-sample-';

export interface SampleOptions {
  /** Sheets folder to build; default: the sample, sheets/. */
  sheets?: string;
  /** The build's date (`build --date`, aaaa-mm-dd); default: today in São Paulo, as `build` takes it. */
  date?: string;
}

/** Hash of every file below `path` (or of the file itself), by relative path and bytes, in a stable order. */
function hashTree(hash: ReturnType<typeof createHash>, path: string, base: string): void {
  const stats = statSync(path);
  if (stats.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      hashTree(hash, join(path, name), base);
    }
    return;
  }
  hash.update(`${relative(base, path)}\0${stats.size}\0`);
  hash.update(readFileSync(path));
}

/** The folder's name for these sheets, code, date and settings. */
export function sampleKey(sheets: string, date: string): string {
  const hash = createHash('sha256');
  hash.update(`date=${date}\0`);
  for (const [name, value] of Object.entries(process.env).filter(([name]) => name.startsWith('CLINIC_SITE_')).sort()) hash.update(`${name}=${value}\0`);
  hashTree(hash, sheets, sheets);
  hash.update('\0code\0');
  for (const input of BUILD_INPUTS) hashTree(hash, join(ROOT, input), ROOT);
  return hash.digest('hex').slice(0, 24);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (true), or says another live process holds it (false); a lock left by a dead process is taken over. */
function tryLock(lock: string): boolean {
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch {
      continue; // released between our open and our read: try again
    }
    // An empty file is a holder between its open and its write: alive.
    if (!Number.isInteger(holder) || holder <= 0 || processAlive(holder)) return false;
    rmSync(lock, { force: true });
  }
}

let buildsRun = 0;
/** How many builds this process ran (the others were reused or waited for): for the helper's own test. */
export const buildsInThisProcess = () => buildsRun;

function runBuild(sheets: string, date: string, out: string): Promise<void> {
  buildsRun++;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, 'build', '--sheets', sheets, '--out', out, '--date', date, '--quiet'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.once('error', fail);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done();
      else fail(new Error(`clinic-site build falhou (código ${code ?? signal}):\n${output}`));
    });
  });
}

function removeStaleSamples(keep: string): void {
  const now = Date.now();
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || name === keep || name.endsWith('.lock')) continue;
    const path = join(tmpdir(), name);
    try {
      if (now - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
    } catch {}
  }
}

/**
 * The folder of the built site for `options` (default: the sample sheets, today), building it if no test file did
 * yet. Read-only for the caller.
 */
export async function builtSample(options: SampleOptions = {}): Promise<string> {
  const sheets = resolve(options.sheets ?? SAMPLE_SHEETS);
  const date = buildDay(options.date);
  if (!date) throw new Error(`data inválida para a geração de teste: ${options.date ?? process.env.SOURCE_DATE_EPOCH}`);
  const name = `${PREFIX}${sampleKey(sheets, date)}`;
  const folder = join(tmpdir(), name);
  const lock = `${folder}.lock`;
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  const used = () => {
    const now = new Date();
    utimesSync(folder, now, now); // still in use: not stale for removeStaleSamples
    return folder;
  };
  for (let wait = 25; ; wait = Math.min(wait * 2, 250)) {
    if (existsSync(folder)) return used();
    if (tryLock(lock)) {
      try {
        if (existsSync(folder)) return used(); // finished between our check and our lock
        const building = `${folder}.tmp-${process.pid}`;
        rmSync(building, { recursive: true, force: true });
        try {
          await runBuild(sheets, date, building);
          renameSync(building, folder);
        } finally {
          rmSync(building, { recursive: true, force: true });
        }
        removeStaleSamples(name);
        return folder;
      } finally {
        rmSync(lock, { force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`outro processo de teste não terminou a geração de ${folder} em ${BUILD_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
