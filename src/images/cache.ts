/**
 * The processed-image cache: a folder outside out/ that keeps every encoded variant, keyed by the SHA-256 of the
 * source bytes and of the encoder settings (src/images/encoder-settings.ts), so a rebuild with unchanged photos reads files
 * instead of encoding AVIF again, and `dev` re-encodes only the photo that changed. Remote downloads are kept here
 * too, keyed by URL, with the ETag/Last-Modified that revalidate them.
 *
 * Default folder: node_modules/.cache/clinic-site/images under the current folder; CLINIC_SITE_IMAGE_CACHE moves it
 * (a CI can keep it between runs). Deleting it is always safe: the next build re-encodes.
 *
 * Every photo replaced, cropped again in `dev` or encoded under new settings leaves its old entry behind, a few MB
 * each: entries (and downloaded copies) no build has used for 30 days are removed, after a build that added one, as
 * the text and code caches do. An entry read is marked as used, so a photo that stays on the site keeps its entry.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EncodedImage, OutputFormat } from './encode.ts';
import { ENCODER_SETTINGS } from './encoder-settings.ts';

export function defaultImageCacheDir(): string {
  return resolve(process.env.CLINIC_SITE_IMAGE_CACHE || join('node_modules', '.cache', 'clinic-site', 'images'));
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** What the cache keeps of an encoded image: sizes, and each file next to this manifest. */
export interface CachedImage {
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  variants: { format: OutputFormat; width: number; height: number; file: string; hash: string }[];
  share: { file: string; hash: string };
}

const MANIFEST = 'imagem.json';

/** An entry no build has read or written for this long is removed (src/model/text-cache.ts keeps texts as long). */
export const UNUSED_FOR_MS = 30 * 24 * 3_600_000;

/** Marks an entry as used now; a cache on a read-only disk still serves it. */
function markUsed(dir: string) {
  try {
    const now = new Date();
    utimesSync(join(dir, MANIFEST), now, now);
  } catch {
    // Nothing to mark, or nowhere to write: the entry is only removed sooner.
  }
}

/** Writes into a temporary folder and renames it: a build killed halfway never leaves a half-written entry. */
function writeEntry(dir: string, files: [name: string, bytes: Uint8Array | string][]) {
  const temporary = `${dir}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  mkdirSync(temporary, { recursive: true });
  for (const [name, bytes] of files) writeFileSync(join(temporary, name), bytes);
  rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(temporary, dir);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Another build wrote the same entry at the same moment: theirs is as good as ours.
    if (!existsSync(join(dir, MANIFEST))) throw error;
  }
}

export class ImageCache {
  readonly dir: string;
  /** Whether this cache added an entry or a download since it was made: only then is there anything to clear. */
  wrote = false;
  constructor(dir: string = defaultImageCacheDir()) {
    this.dir = resolve(dir);
  }

  /** The key of a source: its bytes and everything that decides how it is encoded (settings, widest width). */
  keyOf(bytes: Uint8Array, widest = 0): string {
    return sha256(`${ENCODER_SETTINGS}\0${widest}\0${sha256(bytes)}`).slice(0, 32);
  }

  private entryDir(key: string) {
    return join(this.dir, 'variantes', key.slice(0, 2), key);
  }

  /** The cached entry and the absolute path of each of its files, or null on a miss. */
  get(key: string): (CachedImage & { folder: string }) | null {
    const folder = this.entryDir(key);
    try {
      const entry = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as CachedImage;
      markUsed(folder);
      return { ...entry, folder };
    } catch {
      return null;
    }
  }

  put(key: string, image: EncodedImage): CachedImage & { folder: string } {
    const files: [string, Uint8Array | string][] = [];
    const variants = image.variants.map((v) => {
      const file = `${v.width}.${v.format}`;
      files.push([file, v.bytes]);
      return { format: v.format, width: v.width, height: v.height, file, hash: sha256(v.bytes).slice(0, 8) };
    });
    files.push(['compartilhar.jpg', image.share]);
    const entry: CachedImage = {
      width: image.width,
      height: image.height,
      sourceWidth: image.sourceWidth,
      sourceHeight: image.sourceHeight,
      variants,
      share: { file: 'compartilhar.jpg', hash: sha256(image.share).slice(0, 8) },
    };
    files.push([MANIFEST, JSON.stringify(entry)]);
    const folder = this.entryDir(key);
    writeEntry(folder, files);
    this.wrote = true;
    return { ...entry, folder };
  }

  /** Folder of the downloaded copy of a URL (src/images/remote.ts). */
  remoteDir(url: string): string {
    return join(this.dir, 'remotas', sha256(url).slice(0, 32));
  }

  writeRemote(url: string, bytes: Uint8Array, headers: RemoteHeaders) {
    writeEntry(this.remoteDir(url), [
      ['arquivo', bytes],
      [MANIFEST, JSON.stringify({ url, ...headers })],
    ]);
    this.wrote = true;
  }

  readRemote(url: string): { bytes: Buffer; headers: RemoteHeaders } | null {
    const dir = this.remoteDir(url);
    try {
      const headers = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as RemoteHeaders;
      const bytes = readFileSync(join(dir, 'arquivo'));
      markUsed(dir);
      return { bytes, headers };
    } catch {
      return null;
    }
  }

  /**
   * Removes the entries and downloaded copies no build has used for UNUSED_FOR_MS, and the temporary folders a killed
   * build left. Never fails the build: what cannot be removed now is tried again after the next one.
   */
  removeUnused(now = Date.now()): void {
    const folders = [
      ...subfolders(join(this.dir, 'variantes')).flatMap((prefix) => subfolders(prefix)),
      ...subfolders(join(this.dir, 'remotas')),
    ];
    for (const folder of folders) {
      try {
        // An entry's age is its manifest's; a folder without one (half-written, or temporary) is as old as itself.
        const stat = statSync(join(folder, MANIFEST), { throwIfNoEntry: false }) ?? statSync(folder, { throwIfNoEntry: false });
        if (stat && now - stat.mtimeMs > UNUSED_FOR_MS) rmSync(folder, { recursive: true, force: true });
      } catch {
        // Another build is writing or removing it, or the disk refuses: the next build tries again.
      }
    }
  }
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
}

export interface RemoteHeaders {
  /** The address the copy and its validators came from, after redirects (copies kept before it was recorded lack it). */
  from?: string;
  etag?: string;
  lastModified?: string;
}
