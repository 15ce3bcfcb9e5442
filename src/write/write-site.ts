/**
 * The write stage, the only code that touches out/. The whole site is written into a sibling folder first and then
 * swapped in with two renames, so a failed or interrupted build never leaves out/ half-written: visitors and the
 * operator see either the previous site or the new one.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { SITE_INFO_FILE } from '../serve/site-info.ts';

export type SiteFiles = Map<string, string | Uint8Array>;

/** Refuses to replace a folder that is not a site this tool built (e.g. `--out .` or `--out sheets`). */
function assertReplaceable(outDir: string) {
  if (!existsSync(outDir)) return;
  const entries = readdirSync(outDir);
  if (entries.length && !entries.includes(SITE_INFO_FILE)) {
    throw new UserError(
      'PASTA_DE_SAIDA_OCUPADA',
      `A pasta "${outDir}" já tem arquivos que não foram gerados pelo clinic-site.`,
      'Escolha outra pasta com --out, ou esvazie essa pasta se tem certeza de que pode apagar o que está nela.',
    );
  }
}

/** Writes every file into a staging folder (in parallel: the disk, not the CPU, is the limit), then swaps it in. */
export async function writeSite(outDir: string, files: SiteFiles): Promise<void> {
  const target = resolve(outDir);
  assertReplaceable(target);
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  const staging = join(parent, `.${basename(target)}.novo-${process.pid}`);
  const previous = join(parent, `.${basename(target)}.anterior-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const dirs = new Set<string>();
    for (const path of files.keys()) dirs.add(dirname(join(staging, path)));
    for (const dir of [...dirs].sort()) mkdirSync(dir, { recursive: true });
    await Promise.all([...files].map(([path, contents]) => writeFile(join(staging, path), contents)));
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const hadPrevious = existsSync(target);
  if (hadPrevious) renameSync(target, previous);
  try {
    renameSync(staging, target);
  } catch (error) {
    if (hadPrevious) renameSync(previous, target);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (hadPrevious) rmSync(previous, { recursive: true, force: true });
}
