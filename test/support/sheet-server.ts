/**
 * A local HTTP server (127.0.0.1, free port) that answers the way the services behind fontes.txt links do, for the
 * sources tests: Google's xlsx export and "Publicar na Web" copy, a share link that redirects, the sign-in page of a
 * sheet that is not shared, a removed sheet, a slow, truncated, oversized answer, a damaged workbook sent whole, an HTML error page and an .xls file in Drive. Never the
 * internet: tests point real-looking links here with `rewrite` (and allow the private network explicitly).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const SHARED_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
export const PUBLISHED_ID = '2PACX-1vQx8y7Z_abcdefghijklmnopqrstuvwxyz0123';

export interface SheetServer {
  /** 'http://127.0.0.1:port' */
  base: string;
  /** Every request's path, in order. */
  requests: IncomingMessage[];
  /** What the export answers with (tests change it between builds). */
  workbook: Buffer;
  /** Turns a download address (https://docs.google.com/…) into the same path on this server. */
  rewrite(url: string): string;
  close(): Promise<void>;
}

/** Starts the server; `workbook` is what the Google export and the direct links return. */
export async function startSheetServer(workbook: Buffer): Promise<SheetServer> {
  const hanging = new Set<Socket>();
  const state: SheetServer = {
    base: '',
    requests: [],
    workbook,
    rewrite: (url) => {
      const parsed = new URL(url);
      return `${state.base}${parsed.pathname}${parsed.search}`;
    },
    close: async () => {
      hanging.forEach((socket) => socket.destroy());
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
  const xlsx = { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  const server: Server = createServer((req, res) => {
    state.requests.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === `/spreadsheets/d/${SHARED_ID}/export` && url.searchParams.get('format') === 'xlsx') return res.writeHead(200, xlsx).end(state.workbook);
    if (path === `/spreadsheets/d/e/${PUBLISHED_ID}/pub` && url.searchParams.get('output') === 'xlsx') return res.writeHead(200, xlsx).end(state.workbook);
    // Google's export of a sheet that is not shared: a redirect to the sign-in page, which answers 200 with HTML.
    if (path.startsWith('/spreadsheets/d/1NaoCompartilhada')) {
      return res.writeHead(302, { location: `/ServiceLogin?service=wise&passive=1209600&continue=${encodeURIComponent(req.url ?? '')}` }).end();
    }
    if (path === '/ServiceLogin') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html><html><body><form>Fazer login</form></body></html>');
    if (path.startsWith('/spreadsheets/d/1Proibida')) return res.writeHead(403, { 'content-type': 'text/html' }).end('<html>403</html>');
    if (path.startsWith('/spreadsheets/d/1Apagada')) return res.writeHead(410).end();
    if (path.startsWith('/spreadsheets/d/1Lenta')) return void hanging.add(req.socket);
    if (path.startsWith('/spreadsheets/d/1Cortada')) {
      res.writeHead(200, { ...xlsx, 'content-length': String(state.workbook.length) });
      res.write(state.workbook.subarray(0, 100));
      return setImmediate(() => req.socket.destroy());
    }
    // A complete answer (right Content-Length) whose body is a damaged workbook: the first 5000 bytes of it.
    if (path.startsWith('/spreadsheets/d/1Danificada')) {
      const damaged = state.workbook.subarray(0, 5000);
      return res.writeHead(200, { ...xlsx, 'content-length': String(damaged.length) }).end(damaged);
    }
    if (path.startsWith('/spreadsheets/d/1Enorme')) {
      res.writeHead(200, xlsx);
      return res.end(Buffer.alloc(3 << 20));
    }
    if (path.startsWith('/spreadsheets/d/1PaginaDeErro')) return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Erro</title><p>Algo deu errado.</p>');
    // An Excel 97-2003 file kept in Google Drive: its download is the file as uploaded (an OLE compound file).
    if (path === '/uc' && url.searchParams.get('id')?.startsWith('1Antiga')) {
      return res.writeHead(200, { 'content-type': 'application/vnd.ms-excel' }).end(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Array(504).fill(0)]));
    }
    // A share link that redirects to the file (as Dropbox and OneDrive do).
    if (path === '/s/compartilhado/servicos.xlsx') return res.writeHead(302, { location: '/planilhas/servicos.xlsx' }).end();
    if (path === '/planilhas/servicos.xlsx') return res.writeHead(200, xlsx).end(state.workbook);
    if (path === '/planilhas/perguntas.csv') return res.writeHead(200, { 'content-type': 'text/csv' }).end('Serviço;Pergunta;Resposta\r\nbotox;Dói?;Pouco.\r\n');
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Não encontrado</html>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
