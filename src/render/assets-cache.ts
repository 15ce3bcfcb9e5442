/**
 * The bundles of the last build, kept in node_modules/.cache/clinic-site/assets: the stylesheet and the islands'
 * script change only when templates/ or src/render/client change, while every build used to run esbuild again
 * (about half a second of processor time, as long as a whole small build's pages). They are reused when every file
 * esbuild read for them has the same size and modification time, esbuild is the same version, and the islands and
 * the options (the recipe) are the same; anything else bundles again. A damaged or unwritable cache only costs the bundling.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { packageRoot } from '../package-root.ts';

/** esbuild's version, from its package file: loading esbuild itself is needed only to make new bundles. */
const esbuildVersion = (createRequire(import.meta.url)('esbuild/package.json') as { version: string }).version;

export interface KeptBundles {
  stylesheet: string;
  script: string;
  islands: string[];
  files: Map<string, Uint8Array>;
}

interface Index {
  esbuild: string;
  /** How they were made: esbuild's options and the islands' entry. */
  recipe: string;
  islands: string[];
  /** Absolute path → [size, mtimeMs] of every file esbuild read. */
  inputs: Record<string, [number, number]>;
  stylesheet: string;
  script: string;
  files: string[];
}

const DEFAULT_FOLDER = join(packageRoot, 'node_modules', '.cache', 'clinic-site', 'assets');

const stamp = (file: string): [number, number] | null => {
  try {
    const info = statSync(file);
    return [info.size, info.mtimeMs];
  } catch {
    return null;
  }
};

/** The kept bundles, if they were made from the files as they are now. */
export function keptBundles(islands: string[], recipe: string, folder = DEFAULT_FOLDER): KeptBundles | null {
  try {
    const index = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')) as Index;
    if (index.esbuild !== esbuildVersion || index.recipe !== recipe || index.islands.join() !== islands.join()) return null;
    for (const [file, expected] of Object.entries(index.inputs)) {
      const now = stamp(file);
      if (!now || now[0] !== expected[0] || now[1] !== expected[1]) return null;
    }
    const files = new Map(index.files.map((path) => [path, readFileSync(join(folder, 'files', path)) as Uint8Array]));
    return { stylesheet: index.stylesheet, script: index.script, islands, files };
  } catch {
    return null;
  }
}

/**
 * Keeps the bundles with the files they were made from (paths as esbuild's metafile gives them, relative to the
 * working folder). The stamps are taken now: a file edited while esbuild ran is older in the bundle than its stamp
 * says only if it changed within the same millisecond, and the next edit bundles again anyway.
 */
export function keepBundles(bundles: KeptBundles, recipe: string, inputs: string[], folder = DEFAULT_FOLDER): void {
  const staging = `${folder}.${process.pid}`;
  try {
    const stamps: Index['inputs'] = {};
    for (const input of inputs) {
      const file = resolve(input);
      const now = stamp(file);
      if (!now) return; // a virtual input (the entry) has no file; anything else missing: do not keep
      stamps[file] = now;
    }
    rmSync(staging, { recursive: true, force: true });
    for (const [path, contents] of bundles.files) {
      mkdirSync(join(staging, 'files', path, '..'), { recursive: true });
      writeFileSync(join(staging, 'files', path), contents);
    }
    const index: Index = { esbuild: esbuildVersion, recipe, islands: bundles.islands, inputs: stamps, stylesheet: bundles.stylesheet, script: bundles.script, files: [...bundles.files.keys()] };
    writeFileSync(join(staging, 'index.json'), JSON.stringify(index));
    const old = `${folder}.velho-${process.pid}`;
    if (existsSync(folder)) renameSync(folder, old);
    renameSync(staging, folder);
    rmSync(old, { recursive: true, force: true });
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
}
