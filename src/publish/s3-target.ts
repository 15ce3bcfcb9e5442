/**
 * An S3-compatible bucket as the target (docs/publicar.md#s3): what Cloudflare R2, AWS S3 + CloudFront or Backblaze
 * B2 serve from. The site lives at `<prefix>/` as visitors fetch it; beside it, `<prefix>/.clinic-site/` keeps what
 * the folder layout keeps in releases/ and `current`:
 *
 *   objetos/<sha256>       each distinct file once, by content (uploaded only when new: a changed price sends the
 *                          few pages that show it)
 *   versoes/<date-time>.json   each release's manifest (path → hash)
 *   atual.json             the live release, and the old hashed assets still kept for pages open in a browser
 *   trava.json             the lock
 *
 * Publishing copies changed files from objetos/ to their addresses inside the bucket (no transfer), with the
 * Content-Type and the Cache-Control of src/deploy/cache-policy.ts, HTML last so that a page never names an asset
 * that is not there yet; old hashed assets are deleted one release later. Rollback re-copies the previous release's
 * files the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlOf, CONTENT_TYPES, isHashedFile } from '../deploy/cache-policy.ts';
import { UserError } from '../errors/user-error.ts';
import { manifestText, parseManifest, type ReleaseManifest } from './release-manifest.ts';
import { isStaleHere, lockHolder, parseHolder, previousRelease, releaseName, releasesToPrune, sinceText } from './release-layout.ts';
import { s3Bucket, type Bucket } from './s3-bucket.ts';
import type { TargetAddress } from './target-address.ts';
import type { LiveSite, PublishTarget } from './target.ts';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', mjs: 'text/javascript; charset=utf-8',
  json: 'application/json', webmanifest: 'application/manifest+json', xml: 'application/xml; charset=utf-8', txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml', avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif',
  ico: 'image/x-icon', woff2: 'font/woff2', woff: 'font/woff', conf: 'text/plain; charset=utf-8',
};

/** The Content-Type a file is served with: the policy's exceptions first (the RSS feed), then its extension. */
export function contentTypeOf(path: string): string {
  const special = CONTENT_TYPES.find(([p]) => p === `/${path}`);
  if (special) return special[1];
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1].toLowerCase() ?? '';
  return TYPES[extension] ?? (path.split('/').pop() === '_headers' || path.endsWith('_redirects') ? 'text/plain; charset=utf-8' : 'application/octet-stream');
}

const isHtml = (path: string) => path.endsWith('.html');
/** A request the bucket refused or did not answer (src/publish/s3-bucket.ts), as opposed to a bug. */
const bucketFailed = (error: unknown): error is UserError => error instanceof UserError && error.code === 'DESTINO_INACESSIVEL';
/** What the bucket said, from a DESTINO_INACESSIVEL of src/publish/s3-bucket.ts. */
const reasonOf = (error: UserError) => String((error.args as { reason?: string }).reason ?? error.message);

interface Pointer {
  release: string;
  /** Hashed assets of earlier releases still in the bucket for pages a visitor has open. */
  kept: string[];
  /** Releases whose switch stopped half way since `release` went live: some of their files are public. */
  unfinished: string[];
  /**
   * What the switch to `release` took off the site and may still be public: named here before they are deleted, and
   * cleared once they are. A delete that fails (a 503, a key without delete rights) leaves them listed, and the next
   * switch deletes them again (they are no longer in the live manifest, so nothing else would).
   */
  retired: string[];
}

/** A few requests at once: enough to hide latency, few enough for a small bucket plan. */
async function eachLimited<T>(items: T[], limit: number, action: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await action(items[next++]);
  }));
}

export function s3Target(address: Extract<TargetAddress, { kind: 's3' }>, label: string, env: Record<string, string | undefined>, bucket: Bucket = s3Bucket(address.bucket, label, env)): PublishTarget {
  /** The build's metadata, with the catalogue the change report compares. */
  const SITE_INFO = '.clinic-site.json';
  const at = (path: string) => (address.prefix ? `${address.prefix}/${path}` : path);
  const meta = (path: string) => at(`.clinic-site/${path}`);
  const blob = (hash: string) => meta(`objetos/${hash}`);
  const releaseKey = (name: string) => meta(`versoes/${name}.json`);
  const pointer = async (): Promise<Pointer | null> => {
    try {
      const value = JSON.parse((await bucket.getText(meta('atual.json'))) ?? '');
      if (typeof value?.release !== 'string') return null;
      const list = (field: unknown) => (Array.isArray(field) ? field.filter((item): item is string => typeof item === 'string') : []);
      return { release: value.release, kept: list(value.kept), unfinished: list(value.unfinished), retired: list(value.retired) };
    } catch {
      return null;
    }
  };
  const manifestOfRelease = async (name: string) => parseManifest(await bucket.getText(releaseKey(name)));
  const releaseNames = async () => (await bucket.list(meta('versoes/'))).map((key) => key.slice(key.lastIndexOf('/') + 1).replace(/\.json$/, ''));

  /**
   * Makes `next` the live files: copies what differs from `before` (HTML last), deletes what `next` no longer has.
   * A switch that stops half way leaves some of its files public: until a switch completes, atual.json names those
   * releases, and the next switch also re-copies or deletes what they changed. Once atual.json names `next`, the site
   * is `next`: a failed delete after that is returned as a warning (the files retried next time), not thrown.
   */
  const switchTo = async (name: string, next: ReleaseManifest, before: ReleaseManifest | null, current: Pointer | null): Promise<string | null> => {
    const kept = current?.kept ?? [];
    const retiredBefore = current?.retired ?? [];
    if (current) await bucket.put(meta('atual.json'), JSON.stringify({ ...current, unfinished: [...current.unfinished, name] }), { contentType: 'application/json' });
    const halfDone = (await Promise.all((current?.unfinished ?? []).map(manifestOfRelease))).filter((m): m is ReleaseManifest => m !== null);
    const touched = (path: string) => halfDone.some((m) => path in m.files && m.files[path][0] !== next.files[path][0]);
    const differs = Object.keys(next.files).filter((path) => before?.files[path]?.[0] !== next.files[path][0] || touched(path));
    const copy = (path: string) => bucket.copy(blob(next.files[path][0]), at(path), { contentType: contentTypeOf(path), cacheControl: cacheControlOf(`/${path}`) });
    await eachLimited(differs.filter((p) => !isHtml(p)), 8, copy);
    await eachLimited(differs.filter(isHtml), 8, copy);
    const gone = [...new Set([...Object.keys(before?.files ?? {}), ...kept, ...retiredBefore, ...halfDone.flatMap((m) => Object.keys(m.files))])].filter((path) => !(path in next.files));
    // An asset an earlier switch already meant to delete is not kept for one more release.
    const keepNow = gone.filter((path) => isHashedFile(path) && !kept.includes(path) && !retiredBefore.includes(path));
    const retired = gone.filter((path) => !keepNow.includes(path));
    // `kept` names the pending ones too: a version of clinic-site from before `retired` (an operator who went back to
    // it) drops that field, but deletes at its next switch whatever `kept` names that its release does not have.
    const pointTo = (pending: string[]) =>
      bucket.put(meta('atual.json'), JSON.stringify({ release: name, kept: [...keepNow, ...pending], ...(pending.length ? { retired: pending } : {}) }), { contentType: 'application/json' });
    await pointTo(retired);
    try {
      await bucket.delete(retired.map(at));
    } catch (error) {
      if (!bucketFailed(error)) throw error;
      const shown = retired.slice(0, 5).map((path) => `/${path}`).join(', ');
      const more = retired.length > 5 ? ` e mais ${retired.length - 5}` : '';
      return `as páginas e arquivos que saíram do site (${shown}${more}) ainda não puderam ser apagados do bucket, e quem tiver o endereço ainda os abre (${reasonOf(error)})`;
    }
    // All deleted. Should this write fail, the next switch only deletes them again, which changes nothing.
    if (retired.length) await pointTo([]).catch((error) => {
      if (!bucketFailed(error)) throw error;
    });
    return null;
  };

  return {
    label,
    async lock({ breakLock, unlockCommand, mustExist }) {
      // A rollback to a prefix with no publication (a mistyped --to) names the prefix, as the folder and SSH targets do.
      if (mustExist && !(await pointer()) && !(await releaseNames()).length) throw new UserError('DESTINO_INEXISTENTE', { target: label });
      const key = meta('trava.json');
      const mine = JSON.stringify({ ...lockHolder(), token: `${process.pid}-${Math.random().toString(36).slice(2)}` });
      const existing = parseHolder(await bucket.getText(key));
      if (existing && !breakLock && !isStaleHere(existing)) {
        throw new UserError('PUBLICACAO_EM_ANDAMENTO', { target: label, holder: existing.who, since: sinceText(existing.since), unlock: unlockCommand });
      }
      if (existing) await bucket.delete([key]);
      // If-None-Match makes the claim atomic where the service supports it (AWS S3, R2); reading it back catches the
      // services that ignore the header and a publisher that wrote at the same moment.
      const claimed = await bucket.put(key, mine, { contentType: 'application/json', ifNoneMatch: true });
      const holder = parseHolder(await bucket.getText(key));
      if (!claimed || (await bucket.getText(key)) !== mine) {
        throw new UserError('PUBLICACAO_EM_ANDAMENTO', { target: label, holder: holder?.who ?? 'outro processo', since: holder ? sinceText(holder.since) : 'agora', unlock: unlockCommand });
      }
      return async () => {
        if ((await bucket.getText(key)) === mine) await bucket.delete([key]);
      };
    },

    async live(): Promise<LiveSite | null> {
      const current = await pointer();
      if (!current) return null;
      const manifest = await manifestOfRelease(current.release);
      // The catalogue of the live release itself, from its own stored copy: the public .clinic-site.json may already
      // be the next release's, copied by a publication that failed half way, and comparing with it would hide the
      // changes still to publish from the guard and from the staff's notice.
      const own = manifest?.files[SITE_INFO]?.[0];
      let catalogue = null;
      try {
        const value = JSON.parse((await bucket.getText(own ? blob(own) : at(SITE_INFO))) ?? '').catalogue;
        catalogue = value?.version === 1 ? value : null;
      } catch {}
      return { release: current.release, manifest, catalogue, ...(current.unfinished.length ? { mixed: true } : {}) };
    },

    async deploy(site, manifest, live, keep) {
      const names = await releaseNames();
      const name = releaseName(new Date(), names);
      const current = await pointer();
      // Objects already in the bucket: those of every kept release (their manifests say which).
      const known = new Set<string>();
      for (const release of names) for (const [hash] of Object.values((await manifestOfRelease(release))?.files ?? {})) known.add(hash);
      const upload = new Map<string, string>();
      for (const [path, [hash]] of Object.entries(manifest.files)) if (!known.has(hash) && !upload.has(hash)) upload.set(hash, path);
      let bytesSent = 0;
      await eachLimited([...upload], 8, async ([hash, path]) => {
        const bytes = readFileSync(join(site, path));
        bytesSent += bytes.length;
        await bucket.put(blob(hash), bytes, { contentType: 'application/octet-stream' });
      });
      await bucket.put(releaseKey(name), manifestText(manifest), { contentType: 'application/json' });
      let retiredProblem: string | null;
      try {
        retiredProblem = await switchTo(name, manifest, live?.manifest ?? null, current);
      } catch (error) {
        // Files are copied one by one: some pages of the new release may already be live, the others not yet.
        if (bucketFailed(error)) {
          throw new UserError('PUBLICACAO_PARCIAL', { target: label, reason: reasonOf(error) }, { cause: error });
        }
        throw error;
      }
      // Live from here on: old releases that cannot be removed are a warning, not a failed publication (the next one
      // tries again).
      let pruneProblem: string | null = null;
      try {
        await prune([...names, name], name, keep, manifest.previous);
      } catch (error) {
        if (!bucketFailed(error)) throw error;
        pruneProblem = `as versões antigas não puderam ser apagadas do bucket (${reasonOf(error)})`;
      }
      const cleanupProblem = [retiredProblem, pruneProblem].filter(Boolean).join(', e ');
      return { release: name, filesSent: upload.size, bytesSent, ...(cleanupProblem ? { cleanupProblem } : {}) };
    },

    async rollback() {
      const current = await pointer();
      const live = current ? await manifestOfRelease(current.release) : null;
      const to = previousRelease(await releaseNames(), current?.release ?? null, live?.previous);
      const target = to ? await manifestOfRelease(to) : null;
      if (!current || !to || !target) throw new UserError('SEM_VERSAO_ANTERIOR', { target: label });
      const cleanupProblem = await switchTo(to, target, live, current);
      return { from: current.release, to, ...(cleanupProblem ? { cleanupProblem } : {}) };
    },
  };

  /** Deletes the manifests of releases past `keep` and the objects no kept release uses. */
  async function prune(names: string[], current: string, keep: number, recorded?: string) {
    const old = releasesToPrune(names, current, keep, recorded);
    if (!old.length) return;
    await bucket.delete(old.map(releaseKey));
    const used = new Set<string>();
    for (const release of names.filter((n) => !old.includes(n))) for (const [hash] of Object.values((await manifestOfRelease(release))?.files ?? {})) used.add(hash);
    const objects = await bucket.list(meta('objetos/'));
    await bucket.delete(objects.filter((key) => !used.has(key.slice(key.lastIndexOf('/') + 1))));
  }
}
