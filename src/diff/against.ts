/**
 * `diff --against` names the other side: a folder of sheets, or a git revision ('origin/main', 'HEAD~1', a commit)
 * whose copy of the sheets folder is extracted into a temporary folder with `git archive REV PATH | tar -x`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

export interface OtherSide {
  /** Folder holding the sheets to compare with. */
  folder: string;
  /** How the report names this side: the folder as given, or 'origin/main:sheets'. */
  label: string;
  /** Removes the temporary copy, if one was made. */
  dispose(): void;
}

function git(args: string[], cwd: string) {
  return spawnSync('git', args, { cwd, maxBuffer: 1024 * 1024 * 1024 });
}

/**
 * A copy of the site as visitors get it (downloaded from the server, without the hidden .clinic-site.json): its home
 * page and not one workbook or CSV.
 */
function isSiteCopy(folder: string): boolean {
  const names = readdirSync(folder);
  return names.includes('index.html') && !names.some((name) => /\.(xlsx|xlsm|ods|csv)$/i.test(name));
}

/** `sheetsDir` is where the current sheets are; at `revision`, the same path inside the repository is used. */
export function resolveAgainst(against: string, sheetsDir: string): OtherSide {
  if (existsSync(against) && statSync(against).isDirectory()) {
    // A built site (out/, or a copy of what is online) is what a "published version" may sound like; it holds pages,
    // not the sheets they came from.
    if (existsSync(join(against, SITE_INFO_FILE)) || isSiteCopy(against)) throw new UserError('COMPARACAO_COM_SITE_GERADO', { against });
    return { folder: against, label: against, dispose: () => {} };
  }
  const sheets = resolve(sheetsDir);
  const cwd = existsSync(sheets) ? sheets : process.cwd();
  const top = git(['rev-parse', '--show-toplevel'], cwd);
  if (top.error || top.status !== 0) {
    throw new UserError('COMPARACAO_SEM_REPOSITORIO', { against });
  }
  const root = top.stdout.toString().trim();
  const path = relative(root, sheets).split('\\').join('/') || '.';
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-diff-'));
  const dispose = () => rmSync(folder, { recursive: true, force: true });
  const archive = git(['archive', '--format=tar', against, '--', path], root);
  if (archive.status !== 0) {
    dispose();
    const reason = archive.stderr.toString().trim().split('\n')[0] || 'o git não respondeu';
    throw new UserError('COMPARACAO_VERSAO_ILEGIVEL', { path, against, reason });
  }
  const tar = spawnSync('tar', ['-x', '-C', folder], { input: archive.stdout });
  if (tar.status !== 0) {
    dispose();
    throw new Error(`tar falhou ao extrair ${against}:${path}: ${tar.stderr?.toString()}`);
  }
  return { folder: join(folder, path), label: `${against}:${path}`, dispose };
}
