/**
 * The site server: serves a built `out/` folder with clean URLs (the same URLs as the canonical tags) and hosts the
 * API routes (POST /api/contact) in the same process, which is what the operator runs in production.
 *
 * Static files go through sirv (a maintained static-file server: ETags, ranges, MIME types, precompressed files);
 * this module only adds the routing rules of docs/site.md#redirects-and-not-found on top of it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { siteHeaders } from '../deploy/cache-policy.ts';
import type { UserError } from '../errors/user-error.ts';
import { answerApi, type ApiRoute } from './api-routes.ts';
import { redirectLocation } from './redirect-location.ts';
import { categoryPageOf, cleanPathOf, detailRouteOf, firstPageOf, isHidden, pathnameOf } from './site-addresses.ts';
import { checkedSiteFolder, withoutLinks } from './site-folder.ts';
import { folderIdentity, snapshotOf, type SiteSnapshot } from './site-snapshot.ts';
import { pipelineGuard } from './pipelined-requests.ts';
import { honouredRange } from './byte-ranges.ts';
import { notModified } from './conditional-requests.ts';
import { fileErrorReason } from '../errors/file-errors.ts';

export interface ServeOptions {
  outDir: string;
  host: string;
  port: number;
  routes?: ApiRoute[];
  /** Re-read `out/` on every request (for `dev`); otherwise the file list is cached and refreshed after a rebuild. */
  dev?: boolean;
  log?: (line: string) => void;
  /** Tests only: how long a connection may take to send its request's headers (default HEADERS_TIMEOUT_MS). */
  headersTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  server: Server;
  /**
   * Stops taking connections and resolves once the requests in progress have finished, or after `graceMs` (default:
   * CLOSE_GRACE_MS; 0 in `dev`, whose live-reload stream never finishes) when they are cut.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * How long a stopping server (SIGTERM of a rolling restart) waits for the requests in progress: a lead's body on a
 * slow phone connection. Well inside systemd's TimeoutStopSec=45 (docs/operador-leads.md), with the e-mail being sent.
 */
export const CLOSE_GRACE_MS = 10_000;

/**
 * How long a connection may take to send a request's headers, which a phone does in well under a second. Node's 60 s
 * (checked every 30 s) let a script hold a thousand half-sent requests, each with a file descriptor, for a minute or
 * more, until the process could accept no visitor; now each goes within 10–12 s. A lead's body has its own limit
 * (src/leads/request-body.ts).
 */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * How long an idle kept-alive connection stays open (Node's own default, said here): nginx's pool of connections to
 * this server must drop an idle one before this does (keepalive_timeout in src/deploy/nginx-server-block.ts), or a
 * lead posted on a connection being closed gets a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

type StaticHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The validators of a request are answered here (./conditional-requests.ts), not by sirv: once the file is chosen,
 * its answer becomes a 304 with the headers a cache needs (ETag, Cache-Control, Vary) and no body. The file's
 * bytes sirv still pipes are dropped by Node for a 304, and the compression middleware leaves a 304 alone.
 */
function answerValidators(req: IncomingMessage, res: ServerResponse) {
  const validators = { ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: req.headers['if-modified-since'] };
  if (validators.ifNoneMatch === undefined && validators.ifModifiedSince === undefined) return;
  delete req.headers['if-none-match'];
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((status: number, headers?: Record<string, string | number>) => {
    if ((status === 200 || status === 206) && headers && notModified(validators, { etag: headers.ETag as string, lastModified: headers['Last-Modified'] as string })) {
      const kept = { ...headers };
      for (const name of ['Content-Length', 'Content-Range', 'Accept-Ranges']) delete kept[name];
      return writeHead(304, kept);
    }
    return headers ? writeHead(status, headers) : writeHead(status);
  }) as typeof res.writeHead;
}

function staticHandler(outDir: string, dev: boolean): StaticHandler {
  return sirv(outDir, {
    dev,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    gzip: true,
    brotli: true,
    // Cache and security headers come from the cache policy shared with `_headers` and the nginx block.
    setHeaders(res, pathname) {
      for (const [name, value] of siteHeaders(pathname)) res.setHeader(name, value);
    },
  });
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const outDir = resolve(options.outDir);
  const log = options.log ?? (() => {});
  const routes = options.routes ?? [];
  // The file list is made here and again after each rebuild, from a folder with no link out of it (./site-folder.ts),
  // through a snapshot of the folder (./site-snapshot.ts; `dev` reads the folder itself at every request).
  let snapshot: SiteSnapshot | null = options.dev ? null : snapshotOf(outDir);
  const checkedHandler = () => checkedSiteFolder(snapshot?.root ?? outDir, options.outDir, (folder) => staticHandler(folder, options.dev ?? false));
  let listed: StaticHandler;
  try {
    listed = checkedHandler();
  } catch (error) {
    snapshot?.release();
    throw error;
  }
  // A build put another folder in place: list it (the folder watcher below usually has, before any request sees it).
  // While the name is empty, between the build's two renames, the snapshot still serves the site it holds.
  const relist = () => {
    if (!snapshot) return;
    const identity = folderIdentity(outDir);
    if (identity === null || identity === snapshot.identity) return;
    const replaced = snapshot;
    snapshot = snapshotOf(outDir);
    replaced.release();
    try {
      listed = checkedHandler();
    } catch (error) {
      // The files of the folder it replaced are gone: the new one is served file by file, its links left out.
      log(`${(error as Error).message} ${(error as UserError).hint ?? ''}`.trim());
      listed = withoutLinks(outDir, staticHandler(outDir, true));
    }
  };
  // A file listed and then removed from the folder served fails its read stream after the answer began: that answer
  // is cut, and the server goes on (sirv leaves the error unhandled).
  const serveStatic: StaticHandler = (req, res, next) => {
    relist();
    const range = honouredRange(req.headers.range, req.headers['if-range']);
    if (range) req.headers.range = range;
    else delete req.headers.range;
    answerValidators(req, res);
    res.once('pipe', (source: NodeJS.ReadableStream) =>
      source.once('error', (error) => {
        log(`arquivo não enviado (${req.url}): ${fileErrorReason(error)}`);
        res.destroy();
      }),
    );
    listed(req, res, next);
  };
  // Pages, styles and scripts go out compressed (gzip or brotli, as the browser asks): visitors on slow mobile
  // networks download a quarter of the bytes. The API answers are small and are left alone.
  const compress = compression({ threshold: 1024, filter: (req, res) => res.statusCode !== 304 && compression.filter(req, res) }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 404;
    // The page itself is a static file; sirv sends it, we keep the 404 status it would otherwise replace with 200.
    req.url = '/404';
    // A 404 is always the whole page: a validator or a range the browser kept for /404 itself must not turn it into
    // a 304 or a 206 for an address that does not exist.
    for (const header of ['if-none-match', 'if-modified-since', 'range', 'if-range']) delete req.headers[header];
    const keep404 = res.writeHead.bind(res);
    res.writeHead = ((status: number, ...rest: unknown[]) =>
      keep404(status === 200 ? 404 : status, ...(rest as []))) as typeof res.writeHead;
    serveStatic(req, res, () => {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Página não encontrada');
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = pathnameOf(req);
    // Kept by every redirect: `?categoria=` picks a list's category, `?utm_…` and `?gclid` name the ad behind a lead.
    const query = (req.url ?? '').slice((req.url ?? '').split('?')[0].length);
    if (await answerApi(routes, req, res, pathname, query)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Método não permitido');
      return;
    }
    const clean = cleanPathOf(pathname);
    if (clean !== pathname) {
      // One URL per page: '/servico/', '/servico//botox' or '/servico/x/../botox' (a hand-built or mistyped link) would
      // otherwise compete with the canonical URL; numbered first pages go straight to their one address.
      res.writeHead(301, { Location: redirectLocation(firstPageOf(clean, outDir) ?? clean, query) });
      res.end();
      return;
    }
    if (/^\/(_headers|_redirects|nginx(\/|$))/.test(pathname) || isHidden(pathname)) return compress(req, res, () => notFound(req, res));
    if (pathname === '/404' || pathname === '/404.html') return compress(req, res, () => notFound(req, res));
    if (pathname.endsWith('.html') || pathname === '/index') {
      // '/servico/botox.html' is the file behind '/servico/botox', and '/index' the home page's file without its
      // extension: send visitors to the clean, canonical URL.
      res.writeHead(301, { Location: redirectLocation(pathname.replace(/(\/index)?(\.html)?$/, '') || '/', query) });
      res.end();
      return;
    }
    const firstPage = firstPageOf(pathname, outDir);
    if (firstPage) {
      res.writeHead(301, { Location: redirectLocation(firstPage, query) });
      res.end();
      return;
    }
    const categoryPage = categoryPageOf(pathname, query, outDir);
    if (categoryPage) {
      res.writeHead(302, { Location: redirectLocation(categoryPage.pathname, categoryPage.query) });
      res.end();
      return;
    }
    const detail = detailRouteOf(pathname);
    if (detail && !existsSync(resolve(outDir, `.${detail.base}`, `${basename(detail.slug)}.html`))) {
      res.writeHead(302, { Location: '/404' });
      res.end();
      return;
    }
    compress(req, res, () => serveStatic(req, res, () => notFound(req, res)));
  };

  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const timeouts = { headersTimeout, requestTimeout: headersTimeout * 3, connectionsCheckingInterval: Math.min(2_000, headersTimeout / 2), keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS };
  const admit = pipelineGuard();
  const server = createServer(timeouts, (req, res) => {
    if (!admit(req, res)) return;
    handle(req, res).catch((error: unknown) => {
      log(`erro ao responder ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Erro interno');
    });
  });

  // CONNECT (a proxy tunnel) is not for a web site: Node would drop the connection without a word; answer 405.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  // A build swaps the whole folder (src/write): refresh sirv's cached file list when that happens.
  let watcher: FSWatcher | null = null;
  if (!options.dev && existsSync(dirname(outDir))) {
    watcher = watch(dirname(outDir), (_event, name) => {
      if (name === basename(outDir)) relist();
    });
  }

  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolveListen());
    });
  } catch (error) {
    // A busy port: nothing may keep the process alive after the message (the folder watcher would, for ever).
    watcher?.close();
    snapshot?.release();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    server,
    close: (graceMs = options.dev ? 0 : CLOSE_GRACE_MS) =>
      new Promise<void>((done) => {
        watcher?.close();
        snapshot?.release();
        // No new connection from here on. A request in progress (a lead whose body is still arriving, a page being
        // sent) finishes within the grace period; a kept-alive connection closes as soon as it is idle.
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(cutOff);
          done();
        });
        server.closeIdleConnections();
      }),
  };
}
