/**
 * The two bundles every build ships, made with esbuild: the stylesheet (templates/styles/site.css, minified) and the
 * islands' script (a small entry without React, code-split per island, React and the hydrator in chunks loaded on
 * use). File names carry a content
 * hash so hosts can cache them for a year. The islands are those of templates/islands/registry.ts.
 */
import { join, relative } from 'node:path';
import type * as esbuild from 'esbuild';
import { packageRoot } from '../package-root.ts';
import { islandNames } from '../../templates/islands/registry.ts';
import { keepBundles, keptBundles } from './assets-cache.ts';

export interface BuiltAssets {
  stylesheet: string;
  /** URL of the islands entry module. */
  script: string;
  /** URLs of the chunks the entry imports statically, preloaded beside it (see staticImports). */
  scriptImports: string[];
  /** Every file to write: path inside out/ → contents. */
  files: Map<string, Uint8Array>;
  /** Island names the script can hydrate. */
  islands: string[];
  /** What the script imports on use (see chunksOnUse). */
  onUse: ChunksOnUse;
}

/** The chunks the islands' script imports on use, as URLs, each with the chunks it imports statically. */
export interface ChunksOnUse {
  /** React and the hydrator: what every island needs. */
  hydrator: string[];
  /** Island name → its own chunks. */
  islands: Record<string, string[]>;
}

const ISLANDS_DIR = join(packageRoot, 'templates/islands');


const OUTDIR = join(packageRoot, '.virtual-assets');
/** The islands' entry, written here (it names the islands, which the kept bundles are checked against). */
const ENTRY = 'islands-entry.ts';

function collect(result: esbuild.BuildResult<{ write: false; metafile: true }>, files: Map<string, Uint8Array>) {
  for (const file of result.outputFiles) files.set(`assets/${relative(OUTDIR, file.path)}`, file.contents);
}

/**
 * The chunks a module imports statically (`import{a as b}from"./chunk-X.js"`, `import"./chunk-Y.js"` as esbuild writes
 * them), and those they import in turn, as URLs; not those it imports on use (`import("./chunk-Z.js")`). The browser
 * finds these only once the entry has arrived and been parsed, one more round trip on a slow phone during which a tap
 * is not heard yet: the page names them beside the entry so that they load with it.
 */
export function staticImports(script: string, files: ReadonlyMap<string, Uint8Array>): string[] {
  const folder = script.slice(0, script.lastIndexOf('/') + 1);
  const found = new Set<string>();
  const pending = [script];
  while (pending.length) {
    const source = files.get(pending.pop()!.slice(1));
    if (!source) continue;
    for (const match of new TextDecoder().decode(source).matchAll(/\bimport\s*(?:[\w{}\s,*$]+?\s*from\s*)?"\.\/([^"/]+\.js)"/g)) {
      const url = `${folder}${match[1]}`;
      if (url === script || found.has(url)) continue;
      found.add(url);
      pending.push(url);
    }
  }
  return [...found];
}

/**
 * What the entry imports on use, read from its code as esbuild writes it (`Navbar:()=>import("./chunk-X.js")` for an
 * island, the one other `import("./chunk-Y.js")` for the hydrator), each with its static imports, less the chunks
 * the page already preloads with the entry. A page names these so that a phone can fetch them ahead of a tap
 * (src/render/client/hydrate.ts); an island or a hydrator not found is an empty list, never a wrong one.
 */
export function chunksOnUse(script: string, files: ReadonlyMap<string, Uint8Array>, preloaded: readonly string[]): ChunksOnUse {
  const folder = script.slice(0, script.lastIndexOf('/') + 1);
  const source = files.get(script.slice(1));
  const code = source ? new TextDecoder().decode(source) : '';
  const closure = (file: string) => [`${folder}${file}`, ...staticImports(`${folder}${file}`, files)].filter((url) => url !== script && !preloaded.includes(url) && files.has(url.slice(1)));
  const islands: Record<string, string[]> = {};
  let hydrator: string[] = [];
  for (const match of code.matchAll(/(?:([\w$]+):)?\(\)=>import\("\.\/([^"/]+\.js)"\)/g)) {
    if (match[1]) islands[match[1]] = closure(match[2]);
    else hydrator = closure(match[2]);
  }
  return { hydrator, islands };
}

/** Bundled now, or kept from an earlier build when nothing they are made of changed (src/render/assets-cache.ts). */
export async function buildAssets(): Promise<BuiltAssets> {
  const bundles = await bundledAssets();
  const scriptImports = staticImports(bundles.script, bundles.files);
  return { ...bundles, scriptImports, onUse: chunksOnUse(bundles.script, bundles.files, scriptImports) };
}

async function bundledAssets(): Promise<Omit<BuiltAssets, 'scriptImports' | 'onUse'>> {
  const islands = islandNames();
  const client = (file: string) => JSON.stringify(join(packageRoot, 'src/render/client', file));
  // The entry imports no React: React and each island's chunk are imported when an island is about to be used.
  const entry = [
    `import { startPageBehaviours } from ${client('page-behaviours.ts')};`,
    `import { startIslands } from ${client('hydrate.ts')};`,
    `startPageBehaviours();`,
    `startIslands({`,
    ...islands.map((name) => `  ${name}: () => import(${JSON.stringify(join(ISLANDS_DIR, `${name}.tsx`))}),`),
    `}, () => import(${client('hydrate-root.ts')}));`,
  ].join('\n');
  const common = {
    bundle: true,
    minify: true,
    write: false as const,
    metafile: true as const,
    outdir: OUTDIR,
    logLevel: 'silent' as const,
    legalComments: 'none' as const,
  };
  const styleOptions = { ...common, entryPoints: [join(packageRoot, 'templates/styles/site.css')], entryNames: 'site-[hash]' };
  const scriptOptions = {
    ...common,
    stdin: { contents: entry, resolveDir: packageRoot, sourcefile: ENTRY, loader: 'ts' as const },
    entryNames: 'islands-[hash]',
    chunkNames: 'chunk-[hash]',
    format: 'esm' as const,
    splitting: true,
    platform: 'browser' as const,
    target: ['chrome109', 'firefox115', 'safari15.6'],
    jsx: 'automatic' as const,
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  // How the bundles are made (the entry included): kept bundles made another way are not reused.
  const recipe = JSON.stringify([styleOptions, scriptOptions]);
  const kept = keptBundles(islands, recipe);
  if (kept) return kept;
  // Loaded only when the kept bundles cannot be reused: about 45 ms of every start otherwise.
  const { build } = await import('esbuild');
  const [styles, script] = await Promise.all([build(styleOptions), build(scriptOptions)]);
  const files = new Map<string, Uint8Array>();
  collect(styles, files);
  collect(script, files);
  const find = (prefix: string) => [...files.keys()].find((path) => path.startsWith(`assets/${prefix}`))!;
  const built = { stylesheet: `/${find('site-')}`, script: `/${find('islands-')}`, files, islands };
  const inputs = [...Object.keys(styles.metafile.inputs), ...Object.keys(script.metafile.inputs)].filter((input) => !input.endsWith(ENTRY));
  keepBundles(built, recipe, inputs);
  return built;
}
