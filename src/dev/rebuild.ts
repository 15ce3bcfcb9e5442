/**
 * One rebuild of the dev site, in one of two ways:
 * - in this process, when only the sheets changed: src/dev/incremental-build.ts, which re-reads only the changed rows
 *   and renders and writes only the pages whose inputs changed;
 * - in a child `node bin/clinic-site.js build --json`, once templates/, src/ or schemas/ changed: page templates and
 *   schemas are compiled into the CLI, and the launcher recompiles it when its sources changed, so only a new process
 *   sees the edit. From then on every rebuild goes through a child, or a sheet edit would bring the old code back.
 */
import { spawn } from 'node:child_process';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from '../folders.ts';
import { build } from '../pipeline/build-site.ts';
import { causeChain } from '../errors/cause-chain.ts';
import { fileErrorReason, isFileError } from '../errors/file-errors.ts';
import { UserError } from '../errors/user-error.ts';
import { SheetProblems, type Problem } from '../errors/problems.ts';
import { launcherFlags, packageRoot } from '../package-root.ts';
import { buildForDev, type DevCaches } from './incremental-build.ts';
import type { BuildFailure } from './overlay.ts';

export interface RebuildRequest {
  sheets: string;
  out: string;
  siteUrl?: string;
  /** fontes.txt workbooks that cannot be downloaded come from the kept copy (`--offline-ok`). */
  offlineOk?: boolean;
  /** The hashes of the fontes.txt workbooks this rebuild downloaded (BuildOptions); a rebuild in a child never says. */
  onLinkedWorkbooks?: (fingerprints: ReadonlyMap<string, string>) => void;
}

/** `rendered`: pages rendered by this rebuild, when it rendered only the changed ones (absent: all of them). */
export type RebuildResult = { ok: true; pages: number; rendered?: number; warnings: Problem[] } | { ok: false; failure: BuildFailure };

/**
 * A whole build in this process (`caches` absent), or a dev build that reuses what the session remembers
 * (src/dev/incremental-build.ts) and renders and writes only what changed.
 */
export async function rebuildInProcess(request: RebuildRequest, caches?: DevCaches): Promise<RebuildResult> {
  try {
    if (!caches) {
      const result = await build(request);
      return { ok: true, pages: result.pages, warnings: result.warnings };
    }
    const result = await buildForDev(request, caches);
    return { ok: true, pages: result.pages, rendered: result.rendered, warnings: result.warnings };
  } catch (error) {
    if (error instanceof SheetProblems) return { ok: false, failure: { kind: 'sheets', problems: error.problems } };
    // The working folder refused a write (a full disk, no permission, a file where a folder was): said as build says it.
    const refusal = error instanceof UserError ? error : writingOut(request.out, error) ? new UserError('SAIDA_IMPOSSIVEL', { folder: request.out, reason: fileErrorReason(error, true) }) : null;
    if (refusal) return { ok: false, failure: { kind: 'machine', message: refusal.message, hint: refusal.hint } };
    return { ok: false, failure: { kind: 'bug', text: causeChain(error) } };
  }
}

/** A file-system error of a write to the working folder, or to its staging sibling (`.out.novo-…`) and what is in it. */
function writingOut(out: string, error: unknown): boolean {
  const path = isFileError(error) ? (error as NodeJS.ErrnoException).path : undefined;
  if (!path) return false;
  const target = resolve(out);
  return isInside(target, resolve(path)) || resolve(path).startsWith(join(dirname(target), `.${basename(target)}.`));
}

/** `clinic-site build --json` in a child: its JSON summary says how it went (exit code 2 and stderr for a bug). */
export function rebuildInChild(request: RebuildRequest): Promise<RebuildResult> {
  const args = [...launcherFlags(), join(packageRoot, 'bin', 'clinic-site.js'), 'build', '--sheets', request.sheets, '--out', request.out, '--json'];
  if (request.siteUrl) args.push('--site-url', request.siteUrl);
  if (request.offlineOk) args.push('--offline-ok');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => resolve({ ok: false, failure: { kind: 'bug', text: String(error.stack ?? error) } }));
    child.on('close', (code) => {
      let summary: { ok?: boolean; pages?: number; warnings?: Problem[]; problems?: Problem[]; error?: { message?: unknown; hint?: unknown } } | null = null;
      try {
        summary = JSON.parse(stdout);
      } catch {
        summary = null;
      }
      if (code === 0 && summary?.ok) return resolve({ ok: true, pages: summary.pages ?? 0, warnings: summary.warnings ?? [] });
      if (code === 1 && summary?.problems) return resolve({ ok: false, failure: { kind: 'sheets', problems: summary.problems } });
      const { message, hint } = summary?.error ?? {};
      if (code === 1 && typeof message === 'string' && typeof hint === 'string') return resolve({ ok: false, failure: { kind: 'machine', message, hint } });
      resolve({ ok: false, failure: { kind: 'bug', text: `${stderr}${stdout}`.trim() || `clinic-site build terminou com código ${code}` } });
    });
  });
}
