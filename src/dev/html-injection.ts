/**
 * Puts the dev snippet (src/dev/overlay.ts) into every HTML response of the dev server, and nothing else: the
 * files in the dev output folder stay exactly what `build` writes.
 *
 * src/serve/server.ts answers through sirv, which sends a file with `writeHead(status, headers)` and then pipes it;
 * this wraps `writeHead`/`write`/`end` of one response so that an HTML body is collected, changed and sent with its
 * new length. Conditional and range requests are dropped first, so the server never answers an HTML page with a
 * 304 or a slice of the unchanged file (the snippet changes while the file does not).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { injectSnippet } from './overlay.ts';

const headerValue = (headers: OutgoingHttpHeaders | undefined, name: string) =>
  headers && Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** Call first for each request (a prepended 'request' listener); `snippet()` is read when the page is sent. */
export function injectIntoHtmlResponses(req: IncomingMessage, res: ServerResponse, snippet: () => string): void {
  for (const name of ['if-none-match', 'if-modified-since', 'range', 'accept-encoding']) delete req.headers[name];
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let held: { status: number; headers: OutgoingHttpHeaders } | null = null;
  const chunks: Buffer[] = [];

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined;
    const type = String(headerValue(headers, 'content-type') ?? res.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return writeHead(status, headers);
    held = { status, headers: { ...headers } };
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!held) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!held) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    const body = Buffer.from(injectSnippet(Buffer.concat(chunks).toString('utf8'), snippet()));
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(held.headers)) {
      if (!['content-length', 'etag', 'last-modified', 'cache-control', 'content-security-policy'].includes(name.toLowerCase())) headers[name] = value;
    }
    res.removeHeader('Cache-Control');
    // The snippet is an inline script with an inline overlay, which the pages' policy (PAGE_CSP in
    // src/deploy/cache-policy.ts) forbids; the dev preview is for staff on their own machine.
    res.removeHeader('Content-Security-Policy');
    headers['Content-Length'] = body.length;
    headers['Cache-Control'] = 'no-store';
    writeHead(held.status, headers);
    return end(body);
  }) as typeof res.end;
}
