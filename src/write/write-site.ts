/**
 * The write stage, the only code that touches out/. The whole site is written into a sibling folder first and then
 * swapped in with two renames, so a failed or interrupted build never leaves out/ half-written: visitors and the
 * operator see either the previous site or the new one.
 *
 * Files arrive as a stream (the render stage renders page by page) and are written as they come, a few at a time, by
 * a worker thread (./file-writer.ts) while this thread renders the next ones: a 10,000-page site never sits in memory
 * whole, which on large catalogues saved more time in garbage collection than rendering itself took.
 *
 * The site replaced is kept in a hidden sibling (`.out.anterior-…`) until the next build, which removes it in a
 * worker thread while it renders: removing ten thousand files took about a sixth of a 10,000-service build when the
 * build waited for it at the end. A build killed between the two renames leaves only that sibling: the next build
 * puts it back first (`restoreInterruptedSwap`).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileErrorReason, isFileError } from '../errors/file-errors.ts';
import { UserError } from '../errors/user-error.ts';
import type { OutFile } from '../render/site-file.ts';
import { isRunning } from '../running-process.ts';
import { FileWriter } from './file-writer.ts';
import { isInside, makeFolders } from '../folders.ts';
import { SITE_INFO_FILE } from './site-info-file.ts';

/** Files handed to the writer thread and not yet written: enough to keep it busy, few enough to keep memory flat. */
const IN_FLIGHT = 32;

/**
 * Refuses to replace a folder that is not a site this tool built (e.g. `--out .` or `--out sheets`). The build asks
 * before it reads anything, so that the refusal comes at once, not after the sheets, the photos and every page, and
 * the write stage asks again.
 */
/**
 * Refuses a site folder and a sheets folder that hold one another: the site folder is replaced whole by each build,
 * so sheets inside it would be deleted with it, and a site inside the sheets is read back as their files.
 */
export function assertApart(outDir: string, sheetsDir: string) {
  const [out, sheets] = [resolve(outDir), resolve(sheetsDir)];
  if (isInside(out, sheets) || isInside(sheets, out)) throw new UserError('SAIDA_E_PLANILHAS_JUNTAS', { out: outDir, sheets: sheetsDir });
}

export function assertReplaceable(outDir: string) {
  let entries: string[];
  try {
    if (!existsSync(outDir)) return;
    // A file (or a device) at that path: the folder cannot be made there, and nothing is read or rendered first.
    if (!statSync(outDir).isDirectory()) throw new UserError('SAIDA_IMPOSSIVEL', { folder: outDir, reason: 'esse caminho é um arquivo, não uma pasta' });
    entries = readdirSync(outDir);
  } catch (error) {
    if (error instanceof UserError || !isFileError(error)) throw error;
    throw new UserError('SAIDA_IMPOSSIVEL', { folder: outDir, reason: fileErrorReason(error) }, { cause: error });
  }
  if (entries.length && !entries.includes(SITE_INFO_FILE)) {
    throw new UserError('PASTA_DE_SAIDA_OCUPADA', { folder: outDir });
  }
}

/**
 * A build killed between the swap's two renames (`kill -9`, a power cut) left no out/, only the site it was replacing,
 * hidden beside it. That site is put back before anything else is done, so that the next build leaves a site in place
 * even when it stops on a sheet's error. Returns whether it did.
 */
export function restoreInterruptedSwap(outDir: string): boolean {
  const target = resolve(outDir);
  const parent = dirname(target);
  const prefix = `.${basename(target)}.anterior-`;
  try {
    if (existsSync(target)) return false;
    const stamp = (name: string) => Number(name.slice(name.lastIndexOf('-') + 1)) || 0;
    const [newest] = readdirSync(parent)
      .filter((name) => name.startsWith(prefix) && existsSync(join(parent, name, SITE_INFO_FILE)))
      .sort((a, b) => stamp(b) - stamp(a));
    if (!newest) return false;
    renameSync(join(parent, newest), target);
    return true;
  } catch (error) {
    // No parent folder yet, or one that cannot be read: the write stage says so in its own words.
    if (isFileError(error)) return false;
    throw error;
  }
}

async function writeAll(staging: string, files: Iterable<OutFile>): Promise<number> {
  const writer = new FileWriter();
  try {
    return await writeThrough(writer, staging, files);
  } finally {
    await writer.close();
  }
}

/**
 * Hands the files to the writer thread, at most IN_FLIGHT at a time. When that many are waiting after the writer's
 * answers so far are in, the writer is behind: this thread writes the next file itself instead of waiting for it
 * (at the end of a cold sample build the writer had about 30 files left while this thread waited). The last file is
 * written only once every other one has been, so no file of the site is newer than it (src/pipeline/kept-pages.ts).
 * The first write that fails stops the build.
 */
async function writeThrough(writer: FileWriter, staging: string, files: Iterable<OutFile>): Promise<number> {
  const pending = new Set<Promise<void>>();
  const failures: unknown[] = [];
  let count = 0;
  let held: OutFile | null = null;
  try {
    for (const file of files) {
      if (held) {
        // One turn of the event loop, only when full: the writer's answers arrive there.
        if (pending.size >= IN_FLIGHT) await new Promise(setImmediate);
        if (failures.length) throw failures[0];
        const [path, contents] = held;
        if (pending.size >= IN_FLIGHT) writer.writeHere(join(staging, path), contents);
        else {
          const write: Promise<void> = writer.write(join(staging, path), contents).then(
            () => void pending.delete(write),
            (error: unknown) => {
              failures.push(error);
              pending.delete(write);
            },
          );
          pending.add(write);
        }
      }
      held = file;
      count++;
    }
    await Promise.all(pending);
    if (failures.length) throw failures[0];
    if (held) await writer.write(join(staging, held[0]), held[1]);
  } catch (error) {
    // A page that fails to render (or a write that fails) stops the build: the writes still in flight finish before
    // the staging folder is removed, or they would fail on a folder that is gone, with nobody to hear it.
    await Promise.allSettled(pending);
    throw error;
  }
  return count;
}

/**
 * Writes every file into a staging folder, then swaps it in. Returns how many files the site has. A file-system
 * refusal (the path runs through a file, no permission, a full disk) is the operator's to fix: it becomes a
 * UserError naming the folder, and out/ is as it was.
 */
export async function writeSite(outDir: string, files: Iterable<OutFile>): Promise<number> {
  try {
    return await replaceSite(outDir, files);
  } catch (error) {
    if (!isFileError(error)) throw error;
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'não é possível criar uma pasta nesse lugar' : fileErrorReason(error, true);
    throw new UserError('SAIDA_IMPOSSIVEL', { folder: outDir, reason }, { cause: error });
  }
}

/** Removes folders in a worker thread (a plain rmSync there), so that this thread goes on rendering meanwhile. */
function removeInBackground(folders: string[]): Promise<void> {
  if (folders.length === 0) return Promise.resolve();
  const source = `const { workerData } = require('node:worker_threads');
const { rmSync } = require('node:fs');
for (const folder of workerData) { try { rmSync(folder, { recursive: true, force: true }); } catch {} }`;
  return new Promise((done) => {
    const worker = new Worker(source, { eval: true, workerData: folders, execArgv: [] });
    worker.on('error', () => done());
    worker.on('exit', () => done());
  });
}

async function replaceSite(outDir: string, files: Iterable<OutFile>): Promise<number> {
  const target = resolve(outDir);
  restoreInterruptedSwap(target);
  assertReplaceable(target);
  const parent = dirname(target);
  makeFolders(parent);
  const staging = join(parent, `.${basename(target)}.novo-${process.pid}`);
  const previousPrefix = `.${basename(target)}.anterior-`;
  const previous = join(parent, `${previousPrefix}${process.pid}-${Date.now()}`);
  // The sites earlier builds replaced go while this one renders; awaited before the swap, so one copy at most stays.
  // So do the half-written folders of builds that were interrupted (Ctrl+C, a closed terminal): their process is gone.
  const stagingPrefix = `.${basename(target)}.novo-`;
  const leftovers = readdirSync(parent).filter((name) => name.startsWith(previousPrefix) || (name.startsWith(stagingPrefix) && !isRunning(Number(name.slice(stagingPrefix.length)))));
  const clearing = removeInBackground(leftovers.map((name) => join(parent, name)));
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  let count: number;
  try {
    count = await writeAll(staging, files);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    await clearing;
    throw error;
  }
  await clearing;
  const hadPrevious = existsSync(target);
  if (hadPrevious) renameSync(target, previous);
  try {
    renameSync(staging, target);
  } catch (error) {
    if (hadPrevious) renameSync(previous, target);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return count;
}
