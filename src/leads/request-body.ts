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

/** The media type of a Content-Type header, lower case, without its parameters. */
const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();

/** A charset parameter, when given, must be UTF-8: text in another charset would be stored garbled. */
function isUtf8(header: string | undefined): boolean {
  const params = (header ?? '').split(';').slice(1).map((part) => part.trim().toLowerCase());
  // "utf8" without the hyphen is the name many libraries and integrations send (an alias IANA lists for UTF-8).
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-?8"?$/.test(param));
}

export interface BodyLimits {
  maxBytes: number;
  /** The whole body must arrive within this time. */
  timeoutMs: number;
}

/** "application/x-www-form-urlencoded": what a <form method="post"> sends when no script takes over. */
export function isFormContentType(header: string | undefined): boolean {
  return mediaTypeOf(header) === 'application/x-www-form-urlencoded';
}

/**
 * A form post as the JSON the script would have sent: one value per field, the consent checkbox ('on') as true,
 * line breaks as "\n". A browser sends each line break of a textarea as "\r\n" but counts it as one character against
 * the field's maxLength, as the script's JSON does; counted as two, a message the form let through would be too long.
 * Repeated fields keep their first value.
 */
export function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const [key, value] = equals < 0 ? [decoded(pair), ''] : [decoded(pair.slice(0, equals)), decoded(pair.slice(equals + 1))];
    if (key in fields) continue;
    fields[key] = key === 'consent' ? value === 'on' || value === 'true' : value.replace(/\r\n/g, '\n');
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

export interface Body {
  data: unknown;
  /** True for an HTML form post: the answer is then a page or a redirect, not JSON. */
  fromForm: boolean;
}

export async function readBody(req: IncomingMessage, limits: BodyLimits): Promise<Body> {
  const contentType = req.headers['content-type'];
  const fromForm = isFormContentType(contentType);
  if (!fromForm && mediaTypeOf(contentType) !== 'application/json') {
    throw new BodyError(415, 'Envie os dados do formulário em JSON (Content-Type: application/json).');
  }
  // JSON in Latin-1 is still JSON: the answer names what is wrong, the charset.
  if (!isUtf8(contentType)) throw new BodyError(415, 'Envie os dados do formulário em UTF-8.');
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
