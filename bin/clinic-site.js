#!/usr/bin/env -S node --max-semi-space-size=32
// The flag on the first line: a build allocates short-lived objects by the gigabyte (every page's React tree and
// strings). V8's default young generation (16 MB semi-spaces) fills a few hundred times per thousand pages and
// promotes half-built pages to the old generation; with 32 MB semi-spaces the collector's share of a 10,000-service
// build fell from about a quarter of the processor time to about a seventh (docs/architecture.md#performance).
// npm's links, `npx clinic-site` and a global install all start the CLI through this line; `npm run build`, `npm
// start` and the tools that start the CLI themselves (dev's rebuilds, the benchmark, the tests that measure a build)
// pass the same flags, read from here (`launcherFlags` in src/package-root.ts).
// Thin launcher (docs/architecture.md#folders: bin hands argv to src/cli). The CLI is TypeScript; this compiles it once
// with esbuild (about 0.1 s) into node_modules/.cache and reuses the result until one of its source files changes, so
// that a fresh clone works after `npm ci` with no build step to remember and later starts cost only a few file stats.
//
// Each compilation goes to a folder of its own and is published by renaming a small index file, so processes that
// start while another one recompiles never load a half-written bundle.
//
// The compiled CLI is one CommonJS file, loaded with V8's code cache (`loadCli` below): parsing and compiling its
// 2 MB of JavaScript at every start took about a quarter of `build --help` (0.25 s) and of the sample's startup.
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.cache', 'clinic-site');
const indexFile = join(cacheDir, 'cli.json');

function current() {
  if (!existsSync(indexFile)) return null;
  const index = JSON.parse(readFileSync(indexFile, 'utf8'));
  // Compiled from this checkout: a node_modules shared with another one (a link) holds that one's compilation, whose
  // inputs, looked up here, would pass for fresh while the code is the other checkout's.
  // Each input as it was when compiled: its modification time then, which was before the compilation started (a file
  // saved during it was perhaps read before the change). Not just "not newer": a file put back from a backup or an
  // archive keeps its older date, and its code is not the compiled one.
  const fresh = index.root === root && existsSync(index.entry) && Array.isArray(index.mtimes) && index.inputs.every((file, i) => {
    try {
      const mtime = statSync(join(root, file)).mtimeMs;
      return mtime === index.mtimes[i] && mtime <= index.builtAt;
    } catch {
      return false;
    }
  });
  return fresh ? index.entry : null;
}

/** Removes compilations older than an hour that no index points at (a long-running server may still use one). */
function removeOldBuilds(keep) {
  for (const name of readdirSync(cacheDir)) {
    const dir = join(cacheDir, name);
    if (!name.startsWith('build-') || dir === keep) continue;
    if (Date.now() - statSync(dir).mtimeMs > 3_600_000) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Bundled into the CLI: the packages a build loads at every start. Read as a few large files instead of several
 * hundred small ones, they load about 0.1 s sooner. Every other package stays in node_modules, where it is loaded only
 * by the command that needs it: native bindings, SheetJS (its reading thread loads it by path), the mailer, the
 * databases, the cloud SDK, the image and CSS tools.
 */
const BUNDLED = ['react', 'react-dom', 'sanitize-html', 'marked', 'commander', 'ajv', 'ajv-formats', 'csv-parse'];

/** Files whose change means the bundled packages may have changed (npm rewrites the second on every install). */
const INSTALL_RECORDS = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json'];

/**
 * `react-dom/server` for Node loads two renderers: the one that renders to a string, which is all the CLI uses, and the
 * streaming one (380 KB more to compile at every start, about 7 ms). The CLI is bundled with the first alone, through
 * a module that names what it gives: an import of a streaming function from `react-dom/server` fails the compilation
 * ("No matching export") instead of being undefined at run time.
 */
const stringRendererOnly = {
  name: 'react-dom-server-string',
  setup(build) {
    const file = join(dirname(createRequire(join(root, 'package.json')).resolve('react-dom/package.json')), 'cjs', 'react-dom-server-legacy.node.production.js');
    build.onResolve({ filter: /^react-dom\/server(\.node)?$/ }, () => ({ path: 'react-dom/server', namespace: 'string-renderer' }));
    build.onLoad({ filter: /.*/, namespace: 'string-renderer' }, () => ({
      contents: `export { renderToString, renderToStaticMarkup, version } from ${JSON.stringify(file)};`,
      resolveDir: root,
    }));
  },
};

async function compile() {
  const esbuild = await import('esbuild');
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const external = Object.keys({ ...dependencies, ...devDependencies }).filter((name) => !BUNDLED.includes(name));
  const builtAt = Date.now();
  const outdir = join(cacheDir, `build-${builtAt}-${process.pid}`);
  const result = await esbuild.build({
    entryPoints: {
      cli: join(root, 'src/cli/main.ts'),
      // The build's second Markdown thread: src/model/markdown-thread.ts starts it as markdown-thread.cjs, next to cli.cjs.
      'markdown-thread': join(root, 'src/model/markdown-thread-worker.ts'),
      // The reading thread of build, validate and dev, started before cli.cjs loads (startEarlyReading below).
      'early-reading': join(root, 'src/cli/early-reading.ts'),
    },
    outdir,
    outExtension: { '.js': '.cjs' },
    // One file per entry, CommonJS: V8 keeps a code cache for a script, not for ES modules (not in Node 20). Each
    // command's code is still run only by that command: esbuild wraps what src/cli/main.ts imports on demand in
    // functions called at the import.
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external,
    // The sources are ES modules: `import.meta` is the compiled file's, and a package imported on use (sharp,
    // esbuild, exceljs) is required then, so the script needs no loader for `import()`.
    banner: {
      js: "const __cliMetaUrl = require('node:url').pathToFileURL(__filename).href; const __cliResolve = (name) => require('node:url').pathToFileURL(require.resolve(name)).href;",
    },
    supported: { 'dynamic-import': false },
    jsx: 'automatic',
    // React's packages pick their development or production build by NODE_ENV when required; the CLI always renders
    // for production (below), so only the production builds are bundled: 0.9 MB less source to parse at every start.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__cliMetaUrl', 'import.meta.resolve': '__cliResolve' },
    // Linked, not inline: the bundle stays small to parse at every start.
    sourcemap: 'linked',
    metafile: true,
    plugins: [stringRendererOnly],
    logLevel: 'error',
  });
  const inputs = [
    // Files only: a module made by a plugin ("string-renderer:react-dom/server") is no file to look at.
    ...Object.keys(result.metafile.inputs)
      .filter((file) => !file.startsWith('string-renderer:'))
      .map((file) => relative(root, join(process.cwd(), file))),
    ...INSTALL_RECORDS.filter((file) => existsSync(join(root, file))),
    // This file: how the CLI is compiled is part of what was compiled.
    relative(root, fileURLToPath(import.meta.url)),
  ];
  const entry = join(outdir, 'cli.cjs');
  const staged = `${indexFile}.${process.pid}`;
  const mtimes = inputs.map((file) => statSync(join(root, file)).mtimeMs);
  writeFileSync(staged, JSON.stringify({ builtAt, root, entry, inputs, mtimes }));
  renameSync(staged, indexFile);
  removeOldBuilds(outdir);
  return entry;
}

/**
 * A name for a short text (FNV-1a, 32 bits, in hex). Not node:crypto: loading it took a tenth of the launcher's time,
 * before anything else could start. Two sets of flags with the same name only cost the code cache, which V8 refuses.
 */
function shortHash(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The compiled CLI run as a CommonJS module from V8's code cache, one per command (`build`, `serve`…) and set of
 * Node.js flags, kept next to it: made after the command's first run, it holds every function that run compiled. A
 * cache V8 refuses (another Node.js, other flags) is made again; one that cannot be written only costs the compiling.
 */
function loadCli(entry, argv) {
  // A help text runs little of its command's code: its cache would leave the command's own functions out.
  const help = argv.includes('--help') || argv.includes('-h');
  const command = help ? 'ajuda' : /^[a-z][a-z-]{0,30}$/.test(argv[0] ?? '') ? argv[0] : 'cli';
  // V8 refuses a cache made under other flags (`npm run build` passes the launcher's, a test may not): one per set.
  const flags = shortHash(`${process.execArgv.join('\0')}\0${process.env.NODE_OPTIONS ?? ''}`);
  const cacheFile = `${entry}.${command}.${flags}.v8`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // none yet
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(entry, 'utf8')}\n})`, { filename: entry, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(entry), module, entry, dirname(entry));
  return {
    main: module.exports.main,
    keepCodeCache() {
      if (cachedData && !script.cachedDataRejected) return;
      try {
        const staged = `${cacheFile}.${process.pid}`;
        writeFileSync(staged, script.createCachedData());
        renameSync(staged, cacheFile);
      } catch {
        // a read-only cache folder: the next start compiles again
      }
    },
  };
}

/**
 * A command that reads the sheets gets its reading thread started, and the folder's workbooks handed to it, before the
 * CLI loads: from a small bundle of its own, compiled with the CLI (src/cli/early-reading.ts). The thread's start
 * and the sample's reading then overlap the CLI's loading; started from the CLI, they came after it. Anything that
 * goes wrong here leaves it to the CLI, which starts the thread as before.
 */
function startEarlyReading(entry, argv) {
  try {
    createRequire(entry)(join(dirname(entry), 'early-reading.cjs')).startEarlyReading(argv);
    return true;
  } catch {
    return false;
  }
}

/**
 * The compile cache must be writable by whoever starts a CLI that needs compiling: after an update, often the
 * service's user, which may not write in the project. esbuild would say so in English only; this says what to do.
 */
function cannotCompile(error) {
  process.stderr.write(
    `✖ O clinic-site precisa preparar a linha de comando em ${cacheDir}, mas não é possível escrever nessa pasta (${error.code ?? error.message}).\n` +
      '  O que fazer: rode "node bin/clinic-site.js --help" uma vez com o usuário que instalou ou atualizou o projeto, ou dê ao usuário ' +
      'que roda o clinic-site permissão de escrita nessa pasta (no systemd: ReadWritePaths; veja docs/operador-leads.md).\n',
  );
  process.exit(1);
}

// React renders several times faster without its development checks; the CLI always renders for production.
process.env.NODE_ENV ??= 'production';
try {
  mkdirSync(cacheDir, { recursive: true });
} catch (error) {
  cannotCompile(error);
}
let entry = current();
if (!entry) {
  try {
    accessSync(cacheDir, constants.W_OK);
  } catch (error) {
    cannotCompile(error);
  }
  entry = await compile();
}
const argv = process.argv.slice(2);
const readingStarted = startEarlyReading(entry, argv);
const cli = loadCli(entry, argv);
process.exitCode = await cli.main(argv, { readingStarted });
cli.keepCodeCache();
