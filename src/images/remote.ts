/**
 * Remote photo links (an `https://` image cell): downloaded at build time and processed like a local file. The
 * download is bounded in every way a build must be: a time-out for the whole request, a size cap read as the bytes
 * arrive (a lying Content-Length changes nothing), at most a few redirects, and a check that what arrived is an image
 * (a login page or a "not found" page often comes back with 200). The copy is kept in the image cache with its
 * ETag/Last-Modified, so the next build asks "changed?" and usually gets a 304 with no body.
 *
 * When the download fails and a copy exists, the copy is used and the build warns; with no copy it is an error on
 * the cell. Only `https://` is accepted from sheets; tests serve plain http on 127.0.0.1 through `allowLocalHttp`.
 */
import { imageFormat } from '../read/image-format.ts';
import type { ImageCache, RemoteHeaders } from './cache.ts';
import { MAX_INPUT_BYTES } from './settings.ts';

export interface RemoteOptions {
  cache: ImageCache;
  /** Milliseconds for the whole download, headers and body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests only: accept http://127.0.0.1 (never set from the command line or the sheets). */
  allowLocalHttp?: boolean;
}

export type RemoteResult =
  | { ok: true; bytes: Uint8Array; fromCache: false }
  | { ok: true; bytes: Uint8Array; fromCache: true; reason: string }
  | { ok: false; reason: string };

/** A reason a download failed, in words for the clinic (it ends up in IMAGEM_REMOTA_FALHOU's message). */
class DownloadFailure extends Error {}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 5;

function allowed(url: URL, options: RemoteOptions): boolean {
  if (url.protocol === 'https:') return true;
  return options.allowLocalHttp === true && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  const megabytes = (Math.round((maxBytes / 1024 / 1024) * 10) / 10).toLocaleString('pt-BR');
  if (declared > maxBytes) throw new DownloadFailure(`o arquivo tem mais de ${megabytes} MB`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new DownloadFailure(`o arquivo tem mais de ${megabytes} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function download(address: string, cached: RemoteHeaders | null, options: RemoteOptions, signal: AbortSignal) {
  let url = new URL(address);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  for (let redirects = 0; ; redirects++) {
    if (!allowed(url, options)) throw new DownloadFailure('só endereços https:// são aceitos');
    const headers: Record<string, string> = { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8', 'user-agent': 'clinic-site' };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    const response = await fetch(url, { headers, redirect: 'manual', signal });
    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location) throw new DownloadFailure(`o servidor respondeu ${response.status} sem dizer para onde`);
      if (redirects >= maxRedirects) throw new DownloadFailure(`o endereço redireciona mais de ${maxRedirects} vezes`);
      url = new URL(location, url);
      continue;
    }
    if (response.status === 304) {
      await response.body?.cancel();
      return { notModified: true as const };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      const known: Record<number, string> = { 401: 'pede senha', 403: 'acesso negado', 404: 'não encontrado', 410: 'removido' };
      throw new DownloadFailure(`o servidor respondeu ${response.status}${known[response.status] ? ` (${known[response.status]})` : ''}`);
    }
    const bytes = await readCapped(response, options.maxBytes ?? MAX_INPUT_BYTES);
    const type = response.headers.get('content-type') ?? 'sem tipo';
    const format = imageFormat(bytes);
    if (!format || format === 'svg') throw new DownloadFailure(`o endereço devolveu ${/html/i.test(type) ? 'uma página' : 'um arquivo'} (${type.split(';')[0]}), não uma foto`);
    const etag = response.headers.get('etag') ?? undefined;
    const lastModified = response.headers.get('last-modified') ?? undefined;
    return { notModified: false as const, bytes, headers: { etag, lastModified } };
  }
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof DownloadFailure) return error.message;
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `o servidor não respondeu em ${(timeoutMs / 1000).toLocaleString('pt-BR')} segundos`;
  const code = ((error as { cause?: { code?: string } })?.cause?.code ?? '') as string;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'o endereço não foi encontrado (sem internet, ou o site não existe)';
  if (code === 'ECONNREFUSED') return 'o servidor recusou a conexão';
  return `falha na conexão${code ? ` (${code})` : ''}`;
}

/** Downloads (or revalidates) one remote image. Never throws for a network or server problem: returns the reason. */
export async function fetchRemoteImage(address: string, options: RemoteOptions): Promise<RemoteResult> {
  const cached = options.cache.readRemote(address);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    const result = await download(address, cached?.headers ?? null, options, AbortSignal.timeout(timeoutMs));
    if (result.notModified) {
      if (cached) return { ok: true, bytes: cached.bytes, fromCache: false };
      throw new DownloadFailure('o servidor respondeu 304 sem uma cópia guardada');
    }
    options.cache.writeRemote(address, result.bytes, result.headers);
    return { ok: true, bytes: result.bytes, fromCache: false };
  } catch (error) {
    const reason = reasonOf(error, timeoutMs);
    if (cached) return { ok: true, bytes: cached.bytes, fromCache: true, reason };
    return { ok: false, reason };
  }
}
