/**
 * Remote photo links (an `https://` image cell): downloaded at build time and processed like a local file, through
 * the one guarded download (src/net/guarded-download.ts: time-out for the whole request, size cap read as the bytes
 * arrive, a few redirects at most, never the private network unless the operator allows it). What arrived must be
 * an image (a login page or a "not found" page often comes back with 200). The copy is kept in the image cache with
 * its ETag/Last-Modified and the address they came from, so the next build asks that address "changed?" and usually
 * gets a 304 with no body.
 *
 * When the download fails and a copy exists, the copy is used and the build warns; with no copy it is an error on
 * the cell.
 */
import { DownloadFailure } from '../net/download-failure.ts';
import { guardedDownload, type DownloadOptions } from '../net/guarded-download.ts';
import { imageFormat } from '../read/image-format.ts';
import type { ImageCache } from './cache.ts';
import { MAX_INPUT_BYTES } from './encoder-settings.ts';

export interface RemoteOptions {
  cache: ImageCache;
  /** Milliseconds for the whole download, headers and body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Private hosts and plain http to them (default: CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1); tests set it for their server. */
  allowPrivateNetwork?: boolean;
  /** Tests only: host names resolved to a local server (src/net/guarded-download.ts). */
  resolve?: DownloadOptions['resolve'];
}

export type RemoteResult =
  | { ok: true; bytes: Uint8Array; fromCache: false }
  | { ok: true; bytes: Uint8Array; fromCache: true; reason: string }
  | { ok: false; reason: string };

/** What arrived is not a photo, or a 304 came with nothing to revalidate: a reason like a download failure's. */
class NotAPhoto extends Error {}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 5;
const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8';

/** What the first bytes of an answer are, in words: what a login page, a shared folder or a compressed file gives. */
function contentsOf(bytes: Uint8Array, format: 'svg' | null): string {
  const start = Buffer.from(bytes.subarray(0, 512)).toString('latin1').trimStart().toLowerCase();
  if (format === 'svg') return 'um desenho SVG (por link só se aceitam fotos; um SVG vai na pasta imagens)';
  if (bytes.length === 0) return 'uma resposta vazia';
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || /^<(head|body|meta|p|div|script)\b/.test(start)) return 'uma página da internet';
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'um arquivo compactado (gzip)';
  if (start.startsWith('pk\u0003\u0004')) return 'um arquivo compactado (zip)';
  if (start.startsWith('%pdf')) return 'um PDF';
  if (start.startsWith('{') || start.startsWith('[')) return 'dados (JSON)';
  return 'um arquivo';
}

/**
 * Why an answer is not a photo, as staff can act on it: what it is, and the type the server declared when that
 * claims a picture (a page sent as image/jpeg is the server's mistake, not the cell's).
 */
function notAPhoto(bytes: Uint8Array, format: 'svg' | null, contentType: string | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim();
  const what = contentsOf(bytes, format);
  const declared = !type ? '' : /^image\//i.test(type) && format !== 'svg' ? `, embora o servidor diga ${type}` : what === 'um arquivo' ? ` (${type})` : '';
  return `o endereço devolveu ${what}${declared}, não uma foto`;
}

/** Downloads (or revalidates) one remote image. Never throws for a network or server problem: returns the reason. */
export async function fetchRemoteImage(address: string, options: RemoteOptions): Promise<RemoteResult> {
  const cached = options.cache.readRemote(address);
  // Validators are only as good as the address that gave them (older caches did not record it: none are sent).
  const validators = cached?.headers.from ? { url: cached.headers.from, etag: cached.headers.etag, lastModified: cached.headers.lastModified } : undefined;
  try {
    const result = await guardedDownload(address, {
      accept: ACCEPT,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? MAX_INPUT_BYTES,
      maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
      validators,
      allowPrivateNetwork: options.allowPrivateNetwork,
      resolve: options.resolve,
    });
    if (result.notModified) {
      if (cached) return { ok: true, bytes: cached.bytes, fromCache: false };
      throw new NotAPhoto('o servidor respondeu 304 sem uma cópia guardada');
    }
    const format = imageFormat(result.bytes);
    if (!format || format === 'svg') throw new NotAPhoto(notAPhoto(result.bytes, format, result.contentType));
    options.cache.writeRemote(address, result.bytes, { from: result.url, etag: result.etag, lastModified: result.lastModified });
    return { ok: true, bytes: result.bytes, fromCache: false };
  } catch (error) {
    if (!(error instanceof DownloadFailure) && !(error instanceof NotAPhoto)) throw error;
    const reason = error.message;
    if (cached) return { ok: true, bytes: cached.bytes, fromCache: true, reason };
    return { ok: false, reason };
  }
}
