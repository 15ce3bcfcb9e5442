/**
 * The API's addresses on `serve` (POST /api/contact, GET /api/health): each route at its one path, and JSON for
 * anything else under /api/, since a program reads those answers, not a person.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirectLocation } from './redirect-location.ts';
import { cleanPathOf } from './site-addresses.ts';

export interface ApiRoute {
  method: string;
  path: string;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void> | void;
}

/** Answers `req` when its address is the API's (`query`: the request's `?…`, kept by a redirect); false otherwise. */
export async function answerApi(routes: readonly ApiRoute[], req: IncomingMessage, res: ServerResponse, pathname: string, query: string): Promise<boolean> {
  const route = routes.find((r) => r.path === pathname);
  if (route) {
    if (req.method !== route.method) answerJson(res, 405, { error: 'Método não permitido.' }, { Allow: route.method });
    else await route.handle(req, res);
    return true;
  }
  const clean = cleanPathOf(pathname);
  const misspelled = routes.find((r) => r.path === clean);
  if (misspelled) {
    // '/api/contact/' from a hand-built integration: 308 keeps the method and the body, so the lead is sent again
    // to the one address rather than refused with a page's answer.
    res.writeHead(308, { Location: redirectLocation(misspelled.path, query) });
    res.end();
    return true;
  }
  if (clean !== '/api' && !clean.startsWith('/api/')) return false;
  answerJson(res, 404, { error: `Endereço não encontrado. Os da API são: ${routes.map((r) => `${r.method} ${r.path}`).join(', ')}.` });
  return true;
}

/** An API's answer: `body` as JSON, with `headers` besides its type and length. */
export function answerJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(json)), ...headers });
  res.end(json);
}
