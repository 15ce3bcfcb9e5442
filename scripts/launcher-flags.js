// The Node.js flags on the first line of bin/clinic-site.js (`#!/usr/bin/env -S node --max-semi-space-size=32`), for
// the scripts that start the CLI with `node` and must run it as `npx clinic-site` does (src/package-root.ts reads
// the same line for the CLI's own child processes).
import { readFileSync } from 'node:fs';

export function launcherFlags() {
  const [first] = readFileSync(new URL('../bin/clinic-site.js', import.meta.url), 'utf8').split('\n', 1);
  return /^#!.*\bnode\b(.*)$/.exec(first ?? '')?.[1].trim().split(/\s+/).filter(Boolean) ?? [];
}
