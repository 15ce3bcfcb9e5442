/** What every kind of target does for `publish` and `rollback` (folder, SSH, S3); publish-site.ts drives them. */
import type { StoredCatalogue } from '../diff/site-catalogue.ts';
import type { ReleaseManifest } from './release-manifest.ts';

export interface LiveSite {
  /** The release `current` points at. */
  release: string;
  manifest: ReleaseManifest | null;
  /** The catalogue summary of its `.clinic-site.json` (what the change report compares with). */
  catalogue: StoredCatalogue | null;
  /**
   * A publication stopped half way through switching (S3 copies files one by one): part of what visitors get is
   * another release's, so even a build identical to `manifest` is deployed again.
   */
  mixed?: boolean;
  /**
   * Files of the live release whose bytes are no longer its manifest's (a folder target's files edited or damaged in
   * place): a publication sends them again, even when the build is the same.
   */
  altered?: string[];
}

export interface DeployStats {
  /** Files that travelled (new or changed). */
  filesSent: number;
  /** Bytes that travelled: counted by rsync over SSH, the changed files' sizes elsewhere. */
  bytesSent: number;
  /**
   * Why old releases could not be removed, once the new one was already live (a folder left by `sudo`, a dropped
   * connection): the publication succeeded, and this is only a warning.
   */
  cleanupProblem?: string;
}

export interface Rollback {
  from: string;
  to: string;
  /** What could not be removed once `to` was live again (S3: pages only `from` had): a warning, as in DeployStats. */
  cleanupProblem?: string;
}

export interface PublishTarget {
  /** How messages name it. */
  label: string;
  /**
   * Takes the target's lock, or throws PUBLICACAO_EM_ANDAMENTO naming who holds it. Returns what releases it.
   * `mustExist` (rollback): a folder that is not there is DESTINO_INEXISTENTE (a mistyped --to), not created.
   */
  lock(options: { breakLock: boolean; unlockCommand: string; mustExist?: boolean }): Promise<() => Promise<void>>;
  /** What is live now, or null before the first publication. */
  live(): Promise<LiveSite | null>;
  /** Sends the built `site` as release `name`, switches `current` to it and prunes old releases. */
  deploy(site: string, manifest: ReleaseManifest, live: LiveSite | null, keep: number): Promise<DeployStats & { release: string }>;
  /** Points `current` back at the previous release, or throws SEM_VERSAO_ANTERIOR. */
  rollback(): Promise<Rollback>;
}
