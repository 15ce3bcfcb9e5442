/**
 * A folder on this machine as the target (the web server's root): releases/<date-time>/, a `current` symbolic link
 * switched with one rename, the last N releases kept. Unchanged files are hard links to the previous release's
 * copies (as rsync's --link-dest does over SSH), so a release of one changed price costs the few pages that show it.
 * A link shares its bytes with every release that has it, so the live release's files are checked against its
 * manifest first: one edited or damaged in place (which would otherwise be linked on, into every later release) is
 * copied again from the build, and rollback refuses a release whose files are not its own.
 */
import { copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isFileError, fileErrorReason } from '../errors/file-errors.ts';
import { UserError } from '../errors/user-error.ts';
import { makeFolders } from '../folders.ts';
import { readStoredCatalogue } from '../diff/stored-catalogue.ts';
import { alteredFiles, hashedFilesToKeep, manifestChanges, manifestText, MANIFEST_FILE, parseManifest, type ReleaseManifest } from './release-manifest.ts';
import { CURRENT, isStaleHere, LOCK, LOCK_INFO, lockHolder, parseHolder, previousRelease, RELEASES, releaseName, releasesToPrune, sinceText } from './release-layout.ts';
import type { LiveSite, PublishTarget } from './target.ts';

const readText = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/**
 * A lock folder with no owner that can be read (the process was killed between making the folder and writing who
 * holds it, a matter of microseconds, or the disk filled and left the file empty) is taken over once it is this old.
 */
const OWNERLESS_LOCK_MS = 60_000;

/** How long the lock folder has been there (0 when it is not). */
function ageOf(lockDir: string): number {
  const made = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs;
  return made === undefined ? 0 : Date.now() - made;
}

export function folderTarget(root: string, label = root): PublishTarget {
  const releases = join(root, RELEASES);
  const lockDir = join(root, LOCK);
  const fail = (error: unknown): never => {
    if (error instanceof UserError || !isFileError(error)) throw error;
    throw new UserError('DESTINO_INACESSIVEL', { target: label, reason: fileErrorReason(error, true) }, { cause: error });
  };
  const currentRelease = (): string | null => {
    try {
      return basename(readlinkSync(join(root, CURRENT)));
    } catch {
      return null;
    }
  };
  const nextLink = join(root, `.${CURRENT}.novo-${process.pid}`);
  /** `current` → `releases/<name>`, replaced with one rename: a visitor never finds it missing. */
  const pointAt = (name: string) => {
    rmSync(nextLink, { force: true });
    symlinkSync(join(RELEASES, name), nextLink);
    try {
      renameSync(nextLink, join(root, CURRENT));
    } finally {
      rmSync(nextLink, { force: true });
    }
  };
  const names = () => (existsSync(releases) ? readdirSync(releases) : []);
  /**
   * What an interrupted or failed publication left (a release half sent, a link not yet swapped): removed under the
   * lock, so no other publication is writing them.
   */
  const removeLeftovers = () => {
    for (const name of names()) {
      if (!/^\..*\.(parcial|apagando)$/.test(name)) continue;
      try {
        rmSync(join(releases, name), { recursive: true, force: true });
      } catch {} // not a release (hidden): it waits for the next publication, and stops none
    }
    for (const name of readdirSync(root)) if (name.startsWith(`.${CURRENT}.novo-`)) rmSync(join(root, name), { force: true });
  };
  /**
   * Removes the releases beyond the last `keep`, each renamed out of the releases' names first: one that cannot be
   * removed whole (a file owned by root after a `sudo` publication) is never left half there for rollback to find.
   * Returns why one could not go, or null.
   */
  const pruneReleases = (live: string, keep: number, recorded: string | null | undefined): string | null => {
    let problem: string | null = null;
    for (const old of releasesToPrune(names(), live, keep, recorded)) {
      const going = join(releases, `.${old}.apagando`);
      try {
        renameSync(join(releases, old), going);
        rmSync(going, { recursive: true, force: true });
      } catch (error) {
        problem ??= `a versão antiga ${old} não pôde ser apagada (${isFileError(error) ? fileErrorReason(error, true) : String(error)})`;
      }
    }
    return problem;
  };
  /** A `current` that is a folder of its own (not the link this tool makes) would be replaced by nothing: refused. */
  const assertCurrentIsOurs = () => {
    try {
      if (!lstatSync(join(root, CURRENT)).isSymbolicLink()) throw new UserError('DESTINO_CURRENT_OCUPADO', { target: label });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };

  return {
    label,
    async lock({ breakLock, unlockCommand, mustExist }) {
      try {
        if (mustExist && !existsSync(root)) throw new UserError('DESTINO_INEXISTENTE', { target: label });
        makeFolders(root);
        // A folder with other files (the sheets, another site, someone's documents) is not a publication target:
        // releases/ and current would be mixed into it. Hidden files (.well-known/, the lock) are left alone.
        const foreign = readdirSync(root).filter((name) => !name.startsWith('.') && name !== RELEASES && name !== CURRENT);
        if (foreign.length) throw new UserError('DESTINO_OCUPADO', { target: label, files: foreign.slice(0, 3), more: Math.max(0, foreign.length - 3) });
        const holder = parseHolder(readText(join(lockDir, LOCK_INFO)));
        if (existsSync(lockDir) && (breakLock || isStaleHere(holder) || (!holder && ageOf(lockDir) > OWNERLESS_LOCK_MS))) rmSync(lockDir, { recursive: true, force: true });
        try {
          mkdirSync(lockDir);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          throw new UserError('PUBLICACAO_EM_ANDAMENTO', {
            target: label, holder: holder?.who ?? 'outro processo', since: holder ? sinceText(holder.since) : 'hora desconhecida', unlock: unlockCommand,
          });
        }
        try {
          writeFileSync(join(lockDir, LOCK_INFO), JSON.stringify(lockHolder()));
        } catch (error) {
          // A full disk: the lock would stay with no owner named, and every later publication would be told that
          // another one is running.
          rmSync(lockDir, { recursive: true, force: true });
          throw error;
        }
      } catch (error) {
        fail(error);
      }
      return async () => rmSync(lockDir, { recursive: true, force: true });
    },

    async live(): Promise<LiveSite | null> {
      const release = currentRelease();
      if (!release) return null;
      const dir = join(releases, release);
      const manifest = parseManifest(readText(join(dir, MANIFEST_FILE)));
      const altered = manifest ? alteredFiles(dir, manifest) : [];
      return { release, manifest, catalogue: readStoredCatalogue(dir), ...(altered.length ? { altered } : {}) };
    },

    async deploy(site, manifest: ReleaseManifest, live, keep) {
      // This publication's folder while it is not live: removed if the publication fails.
      let unpublished: string | null = null;
      try {
        assertCurrentIsOurs();
        makeFolders(releases);
        removeLeftovers();
        const name = releaseName(new Date(), names());
        const staging = join(releases, `.${name}.parcial`);
        unpublished = staging;
        const previous = live && live.manifest ? join(releases, live.release) : null;
        const { changed, changedBytes } = manifestChanges(live?.manifest ?? null, manifest);
        // A live file edited or damaged in place is not linked on: the build's copy replaces it.
        const fresh = new Set([...changed, ...(live?.altered ?? [])]);
        const made = new Set<string>();
        for (const path of Object.keys(manifest.files)) {
          const to = join(staging, path);
          if (!made.has(dirname(to))) {
            mkdirSync(dirname(to), { recursive: true });
            made.add(dirname(to));
          }
          if (previous && !fresh.has(path)) {
            try {
              linkSync(join(previous, path), to);
              continue;
            } catch {} // another file system, or a file gone by hand: copy it instead
          }
          copyFileSync(join(site, path), to);
        }
        // The previous release's hashed files this one dropped, linked in for one publication (not in the manifest, so
        // the next release does not carry them on): a page opened before the switch still finds its chunk or image.
        if (previous) {
          for (const path of hashedFilesToKeep(live?.manifest ?? null, manifest)) {
            try {
              mkdirSync(dirname(join(staging, path)), { recursive: true });
              linkSync(join(previous, path), join(staging, path));
            } catch {} // gone from the previous release, or another file system: that page reloads to get the new one
          }
        }
        writeFileSync(join(staging, MANIFEST_FILE), manifestText(manifest));
        renameSync(staging, join(releases, name));
        unpublished = join(releases, name);
        pointAt(name);
        unpublished = null;
        // Live from here on: a release that cannot be removed is a warning, not a failed publication.
        const cleanupProblem = pruneReleases(name, keep, manifest.previous);
        const changedNow = new Set(changed);
        const repaired = (live?.altered ?? []).filter((path) => !changedNow.has(path) && path in manifest.files);
        const bytesSent = changedBytes + repaired.reduce((sum, path) => sum + manifest.files[path][1], 0);
        return { release: name, filesSent: changed.length + repaired.length, bytesSent, ...(cleanupProblem ? { cleanupProblem } : {}) };
      } catch (error) {
        // A release that never went live would only take space (on a full disk, all that was left), and rollback
        // must not find it.
        try {
          if (unpublished) rmSync(unpublished, { recursive: true, force: true });
        } catch {} // the first error is the one to report; a half-sent release goes with the next publication
        return fail(error);
      }
    },

    async rollback() {
      const from = currentRelease();
      const recorded = from ? parseManifest(readText(join(releases, from, MANIFEST_FILE)))?.previous : null;
      const to = previousRelease(names(), from, recorded);
      if (!from || !to) throw new UserError('SEM_VERSAO_ANTERIOR', { target: label });
      const manifest = parseManifest(readText(join(releases, to, MANIFEST_FILE)));
      const altered = manifest ? alteredFiles(join(releases, to), manifest) : [];
      if (altered.length) throw new UserError('VERSAO_ANTERIOR_ALTERADA', { target: label, release: to, files: altered.slice(0, 3), more: Math.max(0, altered.length - 3) });
      try {
        pointAt(to);
      } catch (error) {
        fail(error);
      }
      return { from, to };
    },
  };
}
