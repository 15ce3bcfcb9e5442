/**
 * What staff are told after a publication (docs/publicar.md#o-que-a-equipe-recebe): the same words on the terminal and in
 * the e-mail. Pure: every text is built from what the publication found. Written for the receptionist who changed
 * the sheet: what happened, why, what to do.
 */
import { isEmptyReport, type ChangeReport } from '../diff/compare.ts';
import { formatReport } from '../diff/format-report.ts';
import type { ScheduledArticle } from '../model/types.ts';
import type { GuardLimits, GuardVerdict } from './guard.ts';
import { sinceText } from './release-layout.ts';
import { shellWord } from './shell-words.ts';

export interface StaffMessage {
  subject: string;
  text: string;
}

const KIND = { servicos: 'Serviço', tratamentos: 'Tratamento', protocolos: 'Protocolo', blog: 'Artigo' } as const;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
const noColor = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

export interface Published {
  target: string;
  siteUrl: string;
  release: string;
  /** Null on the first publication to this target. */
  report: ChangeReport | null;
  pages: number;
  filesSent: number;
  bytesSent: number;
  scheduled: ScheduledArticle[];
  at: Date;
}

function subjectOf(report: ChangeReport | null): string {
  if (!report) return 'Site publicado';
  const parts = [
    report.prices.length ? plural(report.prices.length, 'preço alterado', 'preços alterados') : '',
    report.added.length ? plural(report.added.length, 'novo', 'novos') : '',
    report.removed.length ? plural(report.removed.length, 'retirado', 'retirados') : '',
    report.pages.length ? plural(report.pages.length, 'página com texto alterado', 'páginas com texto alterado') : '',
  ].filter(Boolean);
  return `Site atualizado: ${parts.join(', ') || 'ajustes sem mudança visível'}`;
}

/** After a release went live. */
export function publishedMessage(p: Published): StaffMessage {
  const live = p.report ? p.report.added.filter((i) => i.catalogue === 'blog') : [];
  const lines = [
    `O site da clínica foi atualizado em ${sinceText(p.at.toISOString())} e já está no ar${p.siteUrl ? ` (${p.siteUrl})` : ''}.`,
    '',
    p.report ? formatReport(p.report, 'text', 'site no ar antes', 'site no ar agora') : `Primeira publicação neste destino: ${p.pages} páginas.`,
  ];
  if (live.length) lines.push('', `Artigos do blog que entraram no ar: ${live.map((a) => `"${a.title}"`).join(', ')}.`);
  if (p.scheduled.length) {
    lines.push('', `Artigos agendados (cada um entra no ar na primeira publicação a partir da sua data): ${p.scheduled.map((a) => `"${a.title}" em ${a.published.display}`).join('; ')}.`);
  }
  lines.push(
    '',
    // The release's name is its date and time in UTC (sortable everywhere); staff read São Paulo time above.
    `Versão ${p.release} (nome com data e hora em UTC) em ${p.target}: ${plural(p.filesSent, 'arquivo enviado', 'arquivos enviados')} (${kb(p.bytesSent)}).`,
    `Se algo saiu errado, quem cuida do site volta à versão anterior com: clinic-site rollback --to ${shellWord(p.target)}`,
  );
  return { subject: subjectOf(p.report), text: lines.join('\n') };
}

/** True when a publication changed something a visitor sees (only then is an e-mail sent). */
export const worthTelling = (report: ChangeReport | null) => !report || !isEmptyReport(report);

const percent = (share: number) => `${(share * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`;
const factorText = (f: number) => (f >= 1 ? `×${f.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}` : `÷${(1 / f).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}`);

/** After the guard held a publication. `confirm` is the command that publishes it anyway. */
/** `command`: this publication as typed (`clinic-site publish --to … --sheets …`), to which --confirm is added. */
export function heldMessage(verdict: GuardVerdict, report: ChangeReport, limits: GuardLimits, command: string): StaffMessage {
  const lines = [
    'A publicação do site foi RETIDA e nada mudou no site no ar: as mudanças abaixo são grandes demais para sair sem confirmação.',
    '',
  ];
  if (verdict.removed) {
    const { items, of } = verdict.removed;
    lines.push(
      `Páginas que sairiam do site: ${items.length} de ${of} (o limite é ${percent(limits.removedShare)} do catálogo ou ${plural(limits.removedPages, 'página', 'páginas')}):`,
      ...items.map((i) => `  • ${KIND[i.catalogue]} "${i.title}"  (${i.href})`),
      '',
    );
  }
  if (verdict.prices.length) {
    lines.push(
      `Preços que mudariam mais do que ${factorText(limits.priceFactor)} ou ${factorText(1 / limits.priceFactor)}:`,
      ...verdict.prices.map((p) => `  • ${p.item.title}: ${p.before} → ${p.after} (${factorText(p.factor)})  (${p.item.href})`),
      '',
    );
  }
  lines.push(
    'Se foi um engano (linhas apagadas, um zero a mais), corrija a planilha: a próxima publicação sai normalmente.',
    `Se a mudança é de propósito, confirme: ${command} --confirm`,
    'No GitHub: Actions › Publicar o site › "Publicar agora", marcando a caixa de confirmação.',
    '',
    formatReport(report, 'text', 'site no ar', 'planilhas de agora'),
  );
  return { subject: 'Publicação retida: confirme as mudanças no site', text: lines.join('\n') };
}

/** After the sheets had problems: nothing was built, nothing changed on the site. `problems` is the located report. */
export function sheetFailureMessage(problems: string): StaffMessage {
  return {
    subject: 'Site NÃO atualizado: há problemas nas planilhas',
    text: [
      'O site não foi atualizado porque as planilhas têm problemas. O site no ar continua exatamente como estava.',
      '',
      noColor(problems),
      '',
      'Corrija as células indicadas acima; a próxima publicação leva as mudanças para o site.',
    ].join('\n'),
  };
}

/** After the target refused or could not be reached. */
/** The site went back to the release before: what the staff must know before the next publication brings it again. */
export function rolledBackMessage(target: string, from: string, to: string): StaffMessage {
  return {
    subject: 'Site voltou para a versão anterior',
    text: [
      `O site em ${target} voltou para a publicação ${to}; a publicação ${from} saiu do ar.`,
      '',
      'Atenção: a próxima publicação (feita à mão ou a agendada de todo dia) publica de novo o que está nas planilhas. Se a versão desfeita tinha um erro numa planilha (um preço, um texto), corrija a planilha antes dela.',
    ].join('\n'),
  };
}

/** A publication that stopped while the bucket's files were being switched: part of the new site may be live. */
export function partialPublicationMessage(message: string): StaffMessage {
  return {
    subject: 'Site atualizado só em parte: a publicação parou no meio',
    text: [
      message,
      '',
      'Algumas páginas podem já mostrar as mudanças e outras ainda não. Quem cuida da publicação precisa rodá-la de novo assim que o problema for resolvido; as mudanças chegam por e-mail quando ela terminar.',
    ].join('\n'),
  };
}

/**
 * The target refused (unreachable, read-only, locked): what happened, once, and that the live site is as it was. The
 * fix (keys, permissions, --break-lock) is the operator's, who reads it in the terminal or the scheduled run's log:
 * the staff are not given commands they cannot run.
 */
export function targetFailureMessage(message: string): StaffMessage {
  return {
    subject: 'Site NÃO atualizado: falha ao enviar',
    text: [
      message.replace(/\s*O site no ar continua o mesmo\.$/, ''),
      '',
      'O site no ar continua exatamente como estava.',
      '',
      'Quem cuida da publicação vê o que fazer no terminal ou no registro da publicação agendada.',
    ].join('\n'),
  };
}
