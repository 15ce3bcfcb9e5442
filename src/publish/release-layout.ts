/**
 * One layout on every target (docs/publicar.md#layout): each publication in `releases/<date-time>/`, a `current`
 * link switched at once when the new release is complete, the last N releases kept, and a lock beside them. The web
 * server serves `<target>/current`.
 */
import { hostname, userInfo } from 'node:os';

export const RELEASES = 'releases';
export const CURRENT = 'current';
/** A folder: creating it is atomic on every file system and over SSH (`mkdir`), so two publishers cannot both win. */
export const LOCK = '.clinic-site-publicando';
export const LOCK_INFO = 'quem.json';
export const DEFAULT_KEEP = 5;

/**
 * A release's name: its UTC date and time, never reused. A second that already has releases gets the next suffix
 * past its highest one, even when older ones of that second were pruned: the name must sort after them, or the
 * newest release would count as the oldest for pruning and rollback.
 * @example releaseName(new Date('2026-03-12T13:05:09Z'), []) // '2026-03-12T13-05-09Z'
 * @example releaseName(new Date('2026-03-12T13:05:09Z'), ['2026-03-12T13-05-09Z-2']) // '2026-03-12T13-05-09Z-3'
 */
export function releaseName(now: Date, existing: readonly string[]): string {
  const base = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  const taken = existing.filter((n) => n.startsWith(base) && /^(-\d+)?$/.test(n.slice(base.length))).map(suffixOf);
  return taken.length ? `${base}-${Math.max(...taken) + 1}` : base;
}

/** '…Z' → 1, '…Z-3' → 3. */
const suffixOf = (name: string) => Number(/Z-(\d+)$/.exec(name)?.[1] ?? 1);

/**
 * Release folder names, oldest first (anything else in releases/, such as a half-sent `.parcial`, is ignored). By
 * time, then by suffix as a number: '…Z-10' comes after '…Z-9', which plain text order would not give.
 */
export const sortedReleases = (names: readonly string[]) =>
  names
    .filter((n) => /^\d{4}-\d\d-\d\dT[\d-]+Z(-\d+)?$/.test(n))
    .sort((a, b) => {
      const [timeA, timeB] = [a.slice(0, a.indexOf('Z')), b.slice(0, b.indexOf('Z'))];
      return timeA < timeB ? -1 : timeA > timeB ? 1 : suffixOf(a) - suffixOf(b);
    });

/**
 * Releases to delete: all but the newest `keep`, never the live one nor the one rollback goes back to (`recorded`:
 * the release that was live when the live one was published, see previousRelease), nor the one before it by date.
 */
export function releasesToPrune(names: readonly string[], current: string | null, keep: number, recorded?: string | null): string[] {
  const sorted = sortedReleases(names);
  const index = current ? sorted.indexOf(current) : -1;
  const protect = new Set([current, recorded ?? null, index > 0 ? sorted[index - 1] : null]);
  return sorted.slice(0, Math.max(0, sorted.length - keep)).filter((n) => !protect.has(n));
}

/**
 * The release rollback goes back to from `current`, or null: the one that was live when `current` was published
 * (`recorded`, from its manifest), which after a rollback and a new publication is not the one before it by date (that
 * one was rolled back). A release published without that record goes back to the one before it by date.
 */
export function previousRelease(names: readonly string[], current: string | null, recorded?: string | null): string | null {
  const sorted = sortedReleases(names);
  if (recorded && recorded !== current && sorted.includes(recorded)) return recorded;
  const index = current ? sorted.indexOf(current) : -1;
  return index > 0 ? sorted[index - 1] : null;
}

export interface LockHolder {
  /** Who, as the message shows it: 'deploy@vps (processo 4121)'. */
  who: string;
  host: string;
  pid: number;
  /** ISO date-time the lock was taken. */
  since: string;
}

export function lockHolder(now = new Date()): LockHolder {
  const host = hostname();
  let user = 'alguém';
  try {
    user = userInfo().username;
  } catch {}
  return { who: `${user}@${host} (processo ${process.pid})`, host, pid: process.pid, since: now.toISOString() };
}

export function parseHolder(text: string | null): LockHolder | null {
  try {
    const value = JSON.parse(text ?? '');
    return typeof value?.who === 'string' && typeof value.since === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * A lock left by a process of this very machine that no longer runs (killed, machine restarted): safe to take over
 * without asking. A lock from another machine is never judged stale here; the operator breaks it (`--break-lock`).
 */
export function isStaleHere(holder: LockHolder | null): boolean {
  if (!holder || holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** '2026-03-12T13:05:09.000Z' → '12/03/2026 às 10:05' (São Paulo time, what staff read). */
export function sinceText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} às ${get('hour')}:${get('minute')}`;
}
