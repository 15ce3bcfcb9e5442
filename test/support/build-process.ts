/**
 * `node bin/clinic-site.js build` as a real process, for the robustness tests and benchmarks that measure it: exit
 * code, output, wall time and the child's own peak memory (test/support/peak-memory.mjs). Killed after `timeoutMs`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launcherFlags } from '../../src/package-root.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const preload = new URL('./peak-memory.mjs', import.meta.url).href;

export interface BuildRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** The child's peak resident memory in MB (its own, not its children's). */
  peakMb: number;
  timedOut: boolean;
}

export async function buildProcess(options: { sheets: string; out: string; cache: string; env?: Record<string, string>; timeoutMs?: number; args?: string[] }): Promise<BuildRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'clinic-site-peak-'));
  const peakFile = join(scratch, 'peak');
  const args = [...launcherFlags(), '--import', preload, join(root, 'bin', 'clinic-site.js'), 'build', '--sheets', options.sheets, '--out', options.out, '--json', ...(options.args ?? [])];
  const env = { ...process.env, NO_COLOR: '1', CLINIC_SITE_IMAGE_CACHE: options.cache, CLINIC_SITE_PEAK_MEMORY_FILE: peakFile, ...options.env };
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c));
  child.stderr.on('data', (c: Buffer) => (stderr += c));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs ?? 120_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  clearTimeout(timer);
  const ms = performance.now() - started;
  let peakMb = NaN;
  try {
    peakMb = Number(readFileSync(peakFile, 'utf8')) / 1024;
  } catch {
    // killed before it could write
  }
  rmSync(scratch, { recursive: true, force: true });
  return { code, stdout, stderr, ms, peakMb, timedOut };
}
