/**
 * How many requests one connection may have waiting for their answers. HTTP/1.1 lets a client send request after
 * request without reading an answer (pipelining); Node parses them all and starts every answer at once, and an answer
 * waiting its turn keeps its whole file in memory. Node stops reading a connection only once answers are written, and
 * a file is read asynchronously, so nothing stopped one connection sending `GET /` again and again without reading:
 * it took the server past 2 GB in 15 s, and a visitor's page then took 40 s. Browsers and nginx never pipeline, so
 * past this many the request gets a short 503 at once and the connection is closed after it (a few bytes each, which
 * also makes Node stop reading the connection).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const MAX_WAITING_PER_CONNECTION = 8;

/**
 * A check run first on every request: true when it may be answered, false when it was answered 503 already.
 * @example const admit = pipelineGuard(); createServer((req, res) => admit(req, res) && handle(req, res));
 */
export function pipelineGuard(max = MAX_WAITING_PER_CONNECTION): (req: IncomingMessage, res: ServerResponse) => boolean {
  const waiting = new WeakMap<Socket, number>();
  return (req, res) => {
    const socket = req.socket;
    const count = (waiting.get(socket) ?? 0) + 1;
    if (count > max) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', Connection: 'close' });
      res.end('Pedidos demais de uma vez na mesma conexão.');
      return false;
    }
    waiting.set(socket, count);
    res.once('close', () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    return true;
  };
}
