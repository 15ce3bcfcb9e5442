/**
 * Answers for a visitor whose browser sent the form itself (no script ran): success goes on to /obrigado, as the
 * script would; a problem gets a short page in Portuguese with the message and a way back. The messages are the
 * endpoint's fixed texts; nothing the visitor typed is written into the page.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { MESSAGE_SENT_ID } from '../../templates/islands/forms/lead.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where a form posted without script goes once its lead is stored: a booking to /obrigado, as the script sends it; a
 * message of the home form back to its form, where the page shows "Mensagem enviada!" (the address's #fragment
 * reveals it with CSS alone, as the script shows it in place), not to a page about a booking that was never asked.
 */
export function formSuccess(res: ServerResponse, back: string): void {
  const location = back === '/agendar-online' ? '/obrigado' : `/#${MESSAGE_SENT_ID}`;
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/** Where the visitor goes back to: the booking page for a booking, the home page's contact section otherwise. */
export const formPageOf = (data: unknown) =>
  data && typeof data === 'object' && ('dataHora' in data || 'email' in data) ? '/agendar-online' : '/#contato';

/**
 * The page's own look, inline (no request to the site's hashed stylesheet), allowed by its hash in the page's CSP:
 * the clinic's colours and type, readable on a phone.
 */
const STYLE =
  'body{margin:0;background:#f8f5f0;color:#1f2a27;font:1.05rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font:600 1.6rem/1.25 Georgia,serif;color:#2f4a43;margin:0 0 1rem}' +
  'ul{padding-left:1.25rem}li{margin:.4rem 0;color:#8a2d1f}a{color:#2f4a43;font-weight:600}' +
  '.back{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:999px;background:#2f4a43;color:#fff;text-decoration:none}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function formProblem(
  res: ServerResponse,
  status: number,
  messages: string[],
  back: string,
  headers: Record<string, string> = {},
  whatsApp?: string | null,
): void {
  const items = messages.map((m) => `<li>${escape(m)}</li>`).join('');
  // Several messages send the visitor to WhatsApp ("fale conosco pelo WhatsApp"): the link, when the site has a number.
  const digits = whatsApp?.replace(/\D/g, '') ?? '';
  const chat = /^\d{10,15}$/.test(digits) ? `<p>Ou fale conosco pelo <a href="https://wa.me/${digits}">WhatsApp</a>.</p>` : '';
  // The browser's Back button returns to the form with what was typed still in it; a link would open it empty.
  const html =
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex, nofollow"><title>Não foi possível enviar</title><style>${STYLE}</style></head>` +
    `<body><main><h1>Não foi possível enviar seu contato</h1><ul>${items}</ul>` +
    '<p>Use o botão <strong>Voltar</strong> do navegador: o formulário continua com o que você escreveu, para corrigir e enviar de novo.</p>' +
    `<p><a class="back" href="${escape(back)}">Abrir o formulário de novo</a></p>${chat}</main></body></html>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}`,
    ...headers,
  });
  res.end(html);
}
