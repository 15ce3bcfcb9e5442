/**
 * The processed-image cache: a folder outside out/ that keeps every encoded variant, keyed by the SHA-256 of the
 * source bytes and of the encoder settings (src/images/encoder-settings.ts), so a rebuild with unchanged photos reads files
 * instead of encoding AVIF again, and `dev` re-encodes only the photo that changed. Remote downloads are kept here
 * too, keyed by URL, with the ETag/Last-Modified that revalidate them.
 *
 * Default folder: node_modules/.cache/clinic-site/images under the current folder; CLINIC_SITE_IMAGE_CACHE moves it
 * (a CI can keep it between runs). Deleting it is always safe: the next build re-encodes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  }

  readRemote(url: string): { bytes: Buffer; headers: RemoteHeaders } | null {
    const dir = this.remoteDir(url);
    try {
      const headers = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as RemoteHeaders;
      return { bytes: readFileSync(join(dir, 'arquivo')), headers };
    } catch {
      return null;
    }
  }
}

export interface RemoteHeaders {
  /** The address the copy and its validators came from, after redirects (copies kept before it was recorded lack it). */
  from?: string;
  etag?: string;
  lastModified?: string;
}
