#!/usr/bin/env node
// Runs every *.test.ts / *.test.tsx under src/, templates/, scripts/ and test/ (browser and nginx) with node:test (TypeScript through tsx).
// Node 20's test runner has no glob support, so the files are listed here. Extra arguments are passed on, e.g.
// `npm test -- --test-name-pattern=preço`; `npm test -- src/model` runs only the tests below that folder.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...flags, ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
