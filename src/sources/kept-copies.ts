/**
 * The last workbook of each source that built successfully, kept outside out/ so a build without internet can still
 * run when the operator allows it (`--offline-ok`). Default folder: node_modules/.cache/clinic-site/planilhas under
 * the current folder; CLINIC_SITE_SOURCES_CACHE moves it (CI caches it between runs).
 *
 * A fresh download is written to a temporary name, checked, and renamed into place as the "staged" copy of this
 * run: a half-downloaded file never has a name the build reads. Only after the build succeeds does the staged copy
 * replace the kept one (one rename), so a workbook that broke the build is never what the next offline build uses.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeFolders } from '../folders.ts';

export function defaultKeptFolder(): string {
  return resolve(process.env.CLINIC_SITE_SOURCES_CACHE || join('node_modules', '.cache', 'clinic-site', 'planilhas'));
}

export interface KeptCopy {
  path: string;
  savedAt: Date;
}

const KEPT = 'mantida';
const INFO = 'mantida.json';

/** The kept and staged copies of one source (a name and its link: a new link starts afresh). */
export class KeptCopies {
  private readonly dir: string;
  private readonly run = `${process.pid}-${randomBytes(4).toString('hex')}`;

  constructor(folder: string, name: string, link: string) {
    const key = createHash('sha256').update(`${name}\n${link}`).digest('hex').slice(0, 24);
    this.dir = join(folder, `${name}-${key}`);
  }

  /** The copy kept by the last successful build, or null. */
  kept(): KeptCopy | null {
    try {
      const info = JSON.parse(readFileSync(join(this.dir, INFO), 'utf8')) as { format: string; savedAt: string };
      const path = join(this.dir, `${KEPT}.${info.format}`);
      if (!statSync(path).isFile()) return null;
      return { path, savedAt: new Date(info.savedAt) };
    } catch {
      return null;
    }
  }

  /** Writes a checked download under this run's staged name (temporary file, then rename) and returns its path. */
  stage(bytes: Uint8Array, format: string): string {
    makeFolders(this.dir);
    const staged = join(this.dir, `nova-${this.run}.${format}`);
    const temporary = `${staged}.parcial`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, staged);
    return staged;
  }

  /** After a successful build: the staged copy becomes the kept one. */
  keep(staged: string, format: string, savedAt: Date) {
    renameSync(staged, join(this.dir, `${KEPT}.${format}`));
    for (const other of readdirSync(this.dir)) if (other.startsWith(`${KEPT}.`) && other !== `${KEPT}.${format}` && other !== INFO) rmSync(join(this.dir, other), { force: true });
    const info = join(this.dir, `${INFO}.${this.run}`);
    writeFileSync(info, JSON.stringify({ format, savedAt: savedAt.toISOString() }));
    renameSync(info, join(this.dir, INFO));
  }

  /** After a failed build (or a check that keeps nothing): this run's staged copy goes away. */
  discard(staged: string) {
    rmSync(staged, { force: true });
  }
}

/** '3 horas', '2 dias': how old a kept copy is, for the warning staff read. */
export function ageInWords(savedAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - savedAt.getTime()) / 60_000));
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (minutes < 1) return 'menos de um minuto';
  if (minutes < 60) return plural(minutes, 'minuto', 'minutos');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, 'hora', 'horas');
  return plural(Math.round(hours / 24), 'dia', 'dias');
}
