#!/usr/bin/env node
// Thin launcher (STYLE.md: bin hands argv to src/cli). The CLI is TypeScript; this compiles it once with esbuild
// (about 0.1 s) into node_modules/.cache and reuses the result until one of its source files changes, so that a fresh
// clone works after `npm ci` with no build step to remember and later starts cost only a few file stats.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.cache', 'clinic-site');
const outfile = join(cacheDir, 'cli.mjs');
const inputsFile = join(cacheDir, 'cli.inputs.json');

function isFresh() {
  if (!existsSync(outfile) || !existsSync(inputsFile)) return false;
  const { builtAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.every((file) => {
    try {
      return statSync(join(root, file)).mtimeMs <= builtAt;
    } catch {
      return false;
    }
  });
}

async function compile() {
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const result = await esbuild.build({
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => relative(root, join(process.cwd(), file)));
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(inputsFile, JSON.stringify({ builtAt: startedAt, inputs }));
}

// React renders several times faster without its development checks; the CLI always renders for production.
process.env.NODE_ENV ??= 'production';
if (!isFresh()) await compile();
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2));
