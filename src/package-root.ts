/**
 * The package's own folder (where schemas/ and templates/ live). Found by walking up from this module, which works
 * both from src/ (tests) and from the compiled CLI in node_modules/.cache/clinic-site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'clinic-site') return dir;
    if (dirname(dir) === dir) throw new Error(`pasta do clinic-site não encontrada a partir de ${start}`);
  }
}

export const packageRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

/**
 * The Node.js flags on the first line of bin/clinic-site.js (`#!/usr/bin/env -S node --max-semi-space-size=32`), for
 * code that starts the CLI with `process.execPath` and must run it as `npx clinic-site` does.
 */
export function launcherFlags(): string[] {
  const [first] = readFileSync(join(packageRoot, 'bin', 'clinic-site.js'), 'utf8').split('\n', 1);
  return /^#!.*\bnode\b(.*)$/.exec(first ?? '')?.[1]!.trim().split(/\s+/).filter(Boolean) ?? [];
}
