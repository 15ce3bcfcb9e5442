/**
 * Answers for a visitor whose browser sent the form itself (no script ran): success goes on to /obrigado, as the
 * script would; a problem gets a short page in Portuguese with the message and a way back. The messages are the
 * endpoint's fixed texts; nothing the visitor typed is written into the page.
 */
import type { ServerResponse } from 'node:http';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formSuccess(res: ServerResponse): void {
  res.writeHead(303, { Location: '/obrigado', 'Cache-Control': 'no-store' });
  res.end();
}

/** Where the visitor goes back to: the booking page for a booking, the home page's contact section otherwise. */
export const formPageOf = (data: unknown) =>
  data && typeof data === 'object' && ('dataHora' in data || 'email' in data) ? '/agendar-online' : '/#contato';

export function formProblem(
  res: ServerResponse,
  status: number,
  messages: string[],
  back: string,
  headers: Record<string, string> = {},
): void {
  const items = messages.map((m) => `<li>${escape(m)}</li>`).join('');
  const html = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Não foi possível enviar</title></head><body><main><h1>Não foi possível enviar seu contato</h1><ul>${items}</ul><p><a href="${escape(back)}">Voltar ao formulário</a></p></main></body></html>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    ...headers,
  });
  res.end(html);
}
