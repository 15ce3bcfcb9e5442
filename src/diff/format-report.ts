/**
 * The change report in Portuguese, for the manager who approves a publish: as text for the terminal, as Markdown for
 * a pull-request comment, and as the one paragraph printed at the end of every build.
 */
import type { ChangeReport, PageChange } from './compare.ts';
import { isEmptyReport } from './compare.ts';
import type { CatalogueName, ItemSummary } from './page-texts.ts';

export type DiffFormat = 'text' | 'markdown';

/** Marks the pull-request comment so the workflow can update it instead of adding a new one on every push. */
export const MARKDOWN_MARKER = '<!-- clinic-site diff -->';

const KIND: Record<CatalogueName, string> = { servicos: 'Serviço', tratamentos: 'Tratamento', protocolos: 'Protocolo', blog: 'Artigo' };
const NOTHING = 'Nenhuma mudança visível para o visitante.';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Detail {
  text: string;
  more?: string[];
}

interface Section {
  heading: string;
  lines: { main: string; href?: string; details?: Detail[] }[];
}

function sections(report: ChangeReport): Section[] {
  const item = (i: ItemSummary) => `${KIND[i.catalogue]} "${i.title}"`;
  // One line per section; a section with several changes (list items, FAQ entries) gets one line per change below it.
  const pageDetails = (page: PageChange): Detail[] =>
    page.sections.map((s) =>
      s.details.length > 1 ? { text: `${s.label}:`, more: s.details } : { text: `${s.label}: ${s.details[0] ?? 'mudou'}` },
    );
  return [
    {
      heading: `Preços alterados (${report.prices.length})`,
      lines: report.prices.map((p) => ({ main: `${p.item.title}: ${p.before} → ${p.after}`, href: p.item.href })),
    },
    {
      heading: `Novos no site (${report.added.length})`,
      lines: report.added.map((i) => ({ main: i.price ? `${item(i)} — ${i.price}` : item(i), href: i.href })),
    },
    {
      heading: `Retirados do site (${report.removed.length})`,
      lines: report.removed.map((i) => ({ main: `${item(i)}: o endereço deixa de existir`, href: i.href })),
    },
    {
      heading: `Páginas com texto alterado (${report.pages.length})`,
      lines: report.pages.map((p) => ({ main: p.title, href: p.route === '*' ? undefined : p.route, details: pageDetails(p) })),
    },
  ].filter((s) => s.lines.length);
}

/** `from` and `to` name the two sides, e.g. 'origin/main' and 'sheets'. */
export function formatReport(report: ChangeReport, format: DiffFormat, from: string, to: string): string {
  if (format === 'markdown') {
    const out = [MARKDOWN_MARKER, '## Mudanças no site para o visitante', '', `Comparando \`${from}\` → \`${to}\`.`, ''];
    if (isEmptyReport(report)) return [...out, NOTHING, ''].join('\n');
    for (const section of sections(report)) {
      out.push(`### ${section.heading}`, '');
      for (const line of section.lines) {
        out.push(`- **${escapeMarkdown(line.main)}**${line.href ? ` (\`${line.href}\`)` : ''}`);
        for (const detail of line.details ?? []) {
          out.push(`  - ${escapeMarkdown(detail.text)}`);
          for (const more of detail.more ?? []) out.push(`    - ${escapeMarkdown(more)}`);
        }
      }
      out.push('');
    }
    return out.join('\n');
  }
  const out = ['Mudanças no site para o visitante', `  comparando ${from} → ${to}`, ''];
  if (isEmptyReport(report)) return [...out, NOTHING].join('\n');
  for (const section of sections(report)) {
    out.push(section.heading);
    for (const line of section.lines) {
      out.push(`  • ${line.main}${line.href ? `  (${line.href})` : ''}`);
      for (const detail of line.details ?? []) {
        out.push(`      ${detail.text}`);
        for (const more of detail.more ?? []) out.push(`        ${more}`);
      }
    }
    out.push('');
  }
  return out.join('\n').trimEnd();
}

/** Markdown would turn `*`, `_`, `<`, `[` and backticks in staff's text into formatting or HTML. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`).replace(/^\+/, '\\+'); // '+ item' would start a nested list
}

const firstNames = (names: string[], max = 3) =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} e mais ${names.length - max}`;

/** The paragraph at the end of `build`: what this build changed for a visitor since the previous one in out/. */
export function summaryParagraph(report: ChangeReport | null): string {
  if (!report) return 'Mudanças para o visitante: nenhuma geração anterior nesta pasta para comparar; a próxima será comparada com esta.';
  if (isEmptyReport(report)) return 'Mudanças para o visitante desde a geração anterior: nenhuma.';
  const parts: string[] = [];
  if (report.prices.length) {
    parts.push(`${plural(report.prices.length, 'preço mudou', 'preços mudaram')} (${firstNames(report.prices.map((p) => `${p.item.title}: ${p.before} → ${p.after}`))})`);
  }
  if (report.added.length) parts.push(`${plural(report.added.length, 'item novo', 'itens novos')} (${firstNames(report.added.map((i) => i.title))})`);
  if (report.removed.length) parts.push(`${plural(report.removed.length, 'item retirado', 'itens retirados')} (${firstNames(report.removed.map((i) => i.title))})`);
  if (report.pages.length) parts.push(`texto alterado em ${plural(report.pages.length, 'página', 'páginas')} (${firstNames(report.pages.map((p) => p.title))})`);
  return `Mudanças para o visitante desde a geração anterior: ${parts.join('; ')}. Detalhes: clinic-site diff --against <pasta ou versão anterior>.`;
}
