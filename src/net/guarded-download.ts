/**
 * The one way clinic-site downloads anything (a workbook from a link, a photo link): bounded and kept off the
 * private network.
 *
 * - Bounded: one time-out for the whole download (every redirect, headers and body), a size cap counted as the bytes
 *   arrive (a lying or missing Content-Length changes nothing), a redirect limit, and a body shorter than its
 *   Content-Length is a failure, never a file. No compression is asked for, so nothing is ever inflated.
 * - Guarded: only `https://`; the host of the first address and of every redirect is resolved once, every address it
 *   resolves to must be public (src/net/public-address.ts), and the socket connects to exactly those checked
 *   addresses (node's `lookup` hook), so a name cannot answer one address to the check and another to the connection.
 *   The address actually connected to is checked again. `CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1` (or the option) lets
 *   private addresses through, and plain `http://` to them only.
 * - Cache validators (ETag, Last-Modified) go only to the exact address they came from: never to another host, never
 *   on a redirect hop.
 */
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { isIP, type LookupFunction } from 'node:net';
import { ALLOW_PRIVATE_NETWORK, DownloadFailure, failureOfNetworkError } from './download-failure.ts';
import { isPublicAddress } from './public-address.ts';

/**
 * Node's name resolver and HTTP clients, loaded on the first download: a build from the sheets folder downloads
 * nothing, and loading them took about 10 ms of every start.
 */
const load = createRequire(import.meta.url);
const dns = () => load('node:dns') as typeof import('node:dns');
const clientOf = (protocol: string): typeof import('node:https').request =>
  protocol === 'https:' ? (load('node:https') as typeof import('node:https')).request : (load('node:http') as typeof import('node:http')).request;

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface DownloadOptions {
  /** The Accept header. */
  accept: string;
  /** Milliseconds for the whole download. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** ETag / Last-Modified kept from an earlier download of `url`: sent only in a request to that exact address. */
  validators?: { url: string; etag?: string; lastModified?: string };
  /** Private addresses (and plain http to them) allowed; default: CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1. */
  allowPrivateNetwork?: boolean;
  /** Tests only: resolves host names instead of the system (to point a real-looking name at a local server). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Tests only: addresses that stand for a public site and answer plain http (a second loopback address such as
   * 127.0.0.2), so that a redirect from a "public" host to the private network can be tested locally.
   */
  standInPublic?: readonly string[];
}

export type Downloaded =
  | { notModified: true; url: string; hops: string[] }
  | { notModified: false; url: string; hops: string[]; bytes: Buffer; contentType: string; etag?: string; lastModified?: string };

/** Whether the operator allows downloads from the private network (docs: README, "Rede interna"). */
export const privateNetworkAllowed = () => process.env[ALLOW_PRIVATE_NETWORK] === '1';

const systemResolve = (hostname: string) =>
  new Promise<ResolvedAddress[]>((done, fail) => dns().lookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? fail(error) : done(addresses))));

type Guard = { allowPrivate: boolean; standInPublic?: readonly string[] };

/** Refuses an address the download may not reach; `http:` may only reach the private network, and only if allowed. */
function checkAddress(address: string, host: string, protocol: string, guard: Guard) {
  if (guard.standInPublic?.includes(address)) return;
  const allowPrivate = guard.allowPrivate;
  const isPublic = isPublicAddress(address);
  if (!isPublic && !allowPrivate) throw new DownloadFailure({ kind: 'rede-interna', host });
  if (protocol === 'http:' && isPublic) throw new DownloadFailure({ kind: 'protocolo', protocol });
}

/** The `lookup` hook: resolves once, checks every address, and hands the socket only checked addresses. */
function guardedLookup(protocol: string, guard: Guard, resolve: DownloadOptions['resolve']): LookupFunction {
  return (hostname, options, callback) => {
    (resolve ?? systemResolve)(hostname)
      .then((all) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = all.filter((a) => !family || a.family === family);
        if (!addresses.length) throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
        for (const a of addresses) checkAddress(a.address, hostname, protocol, guard);
        if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      })
      .catch((error) => callback(error, '', 0));
  };
}

function checkProtocol(url: URL, guard: Guard) {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && (guard.allowPrivate || guard.standInPublic?.length)) return;
  throw new DownloadFailure({ kind: 'protocolo', protocol: url.protocol });
}

/** One request; resolves with the response (headers read) or rejects with a DownloadFailure or a network error. */
function requestOnce(url: URL, headers: Record<string, string>, options: DownloadOptions, guard: Guard, signal: AbortSignal) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal IP address never goes through `lookup`: it is checked here, and again once connected.
  if (isIP(host)) checkAddress(host, host, url.protocol, guard);
  const send = clientOf(url.protocol);
  return new Promise<IncomingMessage>((done, fail) => {
    const request = send(url, { headers, agent: false, signal, lookup: guardedLookup(url.protocol, guard, options.resolve) }, done);
    request.on('error', fail);
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        try {
          checkAddress(socket.remoteAddress ?? '', host, url.protocol, guard);
        } catch (error) {
          request.destroy(error as Error);
        }
      });
    });
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = response.headers['content-length'] === undefined ? undefined : Number(response.headers['content-length']);
  if (declared !== undefined && declared > maxBytes) {
    response.destroy();
    throw new DownloadFailure({ kind: 'grande-demais', maxBytes });
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      if (received > maxBytes) {
        response.destroy();
        throw new DownloadFailure({ kind: 'grande-demais', maxBytes });
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof DownloadFailure || (error as Error).name === 'AbortError') throw error;
    throw new DownloadFailure({ kind: 'incompleto', expected: declared, received });
  }
  if (declared !== undefined && received < declared) throw new DownloadFailure({ kind: 'incompleto', expected: declared, received });
  return Buffer.concat(chunks);
}

async function follow(address: string, options: DownloadOptions, guard: Guard, signal: AbortSignal): Promise<Downloaded> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DownloadFailure({ kind: 'endereco-invalido' });
  }
  const hops: string[] = [];
  for (let redirects = 0; ; redirects++) {
    checkProtocol(url, guard);
    hops.push(url.href);
    const headers: Record<string, string> = { accept: options.accept, 'accept-encoding': 'identity', 'user-agent': 'clinic-site' };
    const validators = options.validators;
    if (validators && validators.url === url.href) {
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    }
    let response: IncomingMessage;
    try {
      response = await requestOnce(url, headers, options, guard, signal);
    } catch (error) {
      if (error instanceof DownloadFailure || (error as Error).name === 'AbortError') throw error;
      throw new DownloadFailure(failureOfNetworkError(error, url.hostname));
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw new DownloadFailure({ kind: 'redireciona-para-nada', status });
      if (redirects >= options.maxRedirects) throw new DownloadFailure({ kind: 'redirecionamentos', max: options.maxRedirects });
      try {
        url = new URL(location, url);
      } catch {
        throw new DownloadFailure({ kind: 'redireciona-para-nada', status });
      }
      continue;
    }
    if (status === 304) {
      response.destroy();
      return { notModified: true, url: url.href, hops };
    }
    if (status !== 200) {
      response.destroy();
      throw new DownloadFailure({ kind: 'resposta', status, url: url.href });
    }
    const bytes = await readBody(response, options.maxBytes);
    const etag = response.headers.etag;
    const lastModified = response.headers['last-modified'];
    return { notModified: false, url: url.href, hops, bytes, contentType: response.headers['content-type'] ?? '', etag, lastModified };
  }
}

/**
 * Downloads `address` within the bounds of `options`. Throws a DownloadFailure for anything the network or the server
 * did (its `failure` says what, its message says it in pt-BR); a 304 answer comes back as `notModified`.
 */
export async function guardedDownload(address: string, options: DownloadOptions): Promise<Downloaded> {
  const guard = { allowPrivate: options.allowPrivateNetwork ?? privateNetworkAllowed(), standInPublic: options.standInPublic };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await follow(address, options, guard, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new DownloadFailure({ kind: 'tempo-esgotado', seconds: options.timeoutMs / 1000 });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
