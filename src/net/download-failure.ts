/**
 * Why a download failed, as a kind the callers turn into their own messages, and the plain pt-BR reason every caller
 * shares (`failureReason`). Reasons are written for clinic staff: no error codes, no port numbers (which would only
 * tell a stranger which services run on a machine).
 */

/** The environment variable that lets downloads reach the private network (docs in the README, "Rede interna"). */
export const ALLOW_PRIVATE_NETWORK = 'CLINIC_SITE_ALLOW_PRIVATE_NETWORK';

export type FailureKind =
  | { kind: 'rede-interna'; host: string }
  | { kind: 'protocolo'; protocol: string }
  | { kind: 'endereco-invalido' }
  | { kind: 'tempo-esgotado'; seconds: number }
  | { kind: 'grande-demais'; maxBytes: number }
  | { kind: 'incompleto'; expected?: number; received: number }
  | { kind: 'resposta'; status: number; url: string }
  | { kind: 'redirecionamentos'; max: number }
  | { kind: 'redireciona-para-nada'; status: number }
  | { kind: 'nome-desconhecido'; host: string }
  | { kind: 'recusada' }
  | { kind: 'certificado' }
  | { kind: 'conexao' };

export class DownloadFailure extends Error {
  constructor(readonly failure: FailureKind) {
    super(failureReason(failure));
    this.name = 'DownloadFailure';
  }
}

/**
 * A size as staff read it: '131 KB' under a megabyte, '2,5 MB' above. A workbook is often well under a megabyte, and
 * a cut-off download said 'chegaram 0 MB de 0,1 MB' in megabytes alone. Anything above nothing is at least '1 KB'.
 */
export function sizeInWords(bytes: number): string {
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${(bytes > 0 ? Math.max(1, kilobytes) : 0).toLocaleString('pt-BR')} KB`;
  return `${(Math.round((bytes / 1024 / 1024) * 10) / 10).toLocaleString('pt-BR')} MB`;
}

const STATUS_WORDS: Record<number, string> = { 401: 'pede senha', 403: 'acesso negado', 404: 'não encontrado', 410: 'removido' };

/** One reason in words, e.g. 'o servidor não respondeu em 15 segundos'. */
export function failureReason(f: FailureKind): string {
  switch (f.kind) {
    case 'rede-interna':
      return `o endereço ${f.host} é da rede interna (este computador, a rede do escritório ou da nuvem) e downloads para a rede interna estão bloqueados; para permitir, defina ${ALLOW_PRIVATE_NETWORK}=1`;
    case 'protocolo':
      return f.protocol === 'http:'
        ? `só endereços https:// são aceitos (http:// só na rede interna, com ${ALLOW_PRIVATE_NETWORK}=1)`
        : 'só endereços https:// são aceitos';
    case 'endereco-invalido':
      return 'o endereço não está completo (deve começar com https://)';
    case 'tempo-esgotado':
      return `o servidor não respondeu em ${f.seconds.toLocaleString('pt-BR')} segundos`;
    case 'grande-demais':
      return `o arquivo tem mais de ${sizeInWords(f.maxBytes)}`;
    case 'incompleto':
      return f.expected
        ? `o download parou no meio (chegaram ${sizeInWords(f.received)} de ${sizeInWords(f.expected)})`
        : 'o download parou no meio (a conexão caiu antes do fim do arquivo)';
    case 'resposta':
      return `o servidor respondeu ${f.status}${STATUS_WORDS[f.status] ? ` (${STATUS_WORDS[f.status]})` : ''}`;
    case 'redirecionamentos':
      return `o endereço redireciona mais de ${f.max} vezes`;
    case 'redireciona-para-nada':
      return `o servidor respondeu ${f.status} sem dizer para onde`;
    case 'nome-desconhecido':
      return `o endereço ${f.host} não foi encontrado (sem internet, ou o site não existe)`;
    case 'recusada':
      return 'o servidor recusou a conexão (ele pode estar desligado ou fora do ar)';
    case 'certificado':
      return 'o certificado de segurança do site não é válido';
    case 'conexao':
      return 'não foi possível falar com o servidor (a conexão caiu ou não pôde ser aberta)';
  }
}

/** A network error from node (DNS, socket, TLS) → the failure staff read. The code itself is never shown. */
export function failureOfNetworkError(error: unknown, host: string): FailureKind {
  const e = error as { code?: string; errors?: { code?: string }[] };
  const code = e?.code ?? e?.errors?.[0]?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA' || code === 'EAI_NONAME') return { kind: 'nome-desconhecido', host };
  if (code === 'ECONNREFUSED') return { kind: 'recusada' };
  if (/CERT|SELF_SIGNED|ERR_TLS|UNABLE_TO_VERIFY|ERR_SSL/.test(code)) return { kind: 'certificado' };
  return { kind: 'conexao' };
}
