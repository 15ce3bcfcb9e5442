/**
 * Reads a POST body as JSON (the forms' script) or as an HTML form post (a visitor whose browser runs no script),
 * refusing before parsing what is not for us: another content type (415), more than the limit (413, without
 * buffering the rest), a client that trickles bytes (408), bytes that are not UTF-8 or text that is not JSON (400).
 * Each refusal is a `BodyError` carrying its status and a pt-BR message.
 */
import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/** "application/json", optionally with charset=utf-8; anything else (forms, text/plain, other charsets) is refused. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
}

export interface BodyLimits {
  maxBytes: number;
  /** The whole body must arrive within this time. */
  timeoutMs: number;
}

/** "application/x-www-form-urlencoded": what a <form method="post"> sends when no script takes over. */
export function isFormContentType(header: string | undefined): boolean {
  return header?.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/**
 * A form post as the JSON the script would have sent: one value per field, the consent checkbox ('on') as true.
 * Repeated fields keep their first value.
 */
export function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const [key, value] = equals < 0 ? [decoded(pair), ''] : [decoded(pair.slice(0, equals)), decoded(pair.slice(equals + 1))];
    if (key in fields) continue;
    fields[key] = key === 'consent' ? value === 'on' || value === 'true' : value;
  }
  return fields;
}

/**
 * A form value's text. A browser sends the page's UTF-8; bytes that are not UTF-8 (`Jos%E9` from a client in Latin-1)
 * would be stored as "Jos�", a name the clinic cannot read back, so they are refused instead.
 */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new BodyError(400, 'Os dados do formulário não estão em UTF-8.');
  }
}

/** A form's charset parameter, when given, must be UTF-8: other charsets are refused as they are for JSON. */
function isUtf8Form(header: string | undefined): boolean {
  const params = (header ?? '').split(';').slice(1).map((part) => part.trim().toLowerCase());
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
}

export interface Body {
  data: unknown;
  /** True for an HTML form post: the answer is then a page or a redirect, not JSON. */
  fromForm: boolean;
}

export async function readBody(req: IncomingMessage, limits: BodyLimits): Promise<Body> {
  const fromForm = isFormContentType(req.headers['content-type']);
  if (!fromForm && !isJsonContentType(req.headers['content-type'])) {
    throw new BodyError(415, 'Envie os dados do formulário em JSON (Content-Type: application/json).');
  }
  if (fromForm && !isUtf8Form(req.headers['content-type'])) {
    throw new BodyError(415, 'Envie os dados do formulário em UTF-8.');
  }
  const text = await readText(req, limits);
  if (fromForm) return { data: formFields(text), fromForm };
  try {
    return { data: JSON.parse(text), fromForm };
  } catch {
    throw new BodyError(400, 'Os dados enviados não são um JSON válido.');
  }
}

async function readText(req: IncomingMessage, limits: BodyLimits): Promise<string> {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') {
    throw new BodyError(415, 'Envie os dados sem compressão.');
  }
  const tooLarge = () => new BodyError(413, `Os dados enviados passam do limite de ${Math.round(limits.maxBytes / 1024)} KB.`);
  if (Number(req.headers['content-length'] ?? 0) > limits.maxBytes) throw tooLarge();

  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => finish(new BodyError(408, 'Os dados demoraram demais para chegar. Tente de novo.')), limits.timeoutMs);
    function finish(error: BodyError | null) {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
      if (error) {
        req.resume(); // discard the rest; the caller answers with Connection: close
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limits.maxBytes) finish(tooLarge());
      else chunks.push(chunk);
    }
    const onEnd = () => finish(null);
    const onError = () => finish(new BodyError(400, 'A conexão caiu durante o envio. Tente de novo.'));
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });

  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, 'Os dados enviados não estão em UTF-8.');
  }
}
