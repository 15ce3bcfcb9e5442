/**
 * `sheets/fontes.txt`: which workbooks come from a link instead of the folder (README "Planilhas por link").
 *
 *     # Planilhas que a equipe edita no Google Planilhas
 *     servicos = https://docs.google.com/spreadsheets/d/…/edit#gid=0
 *     servicos-perguntas = https://arquivos.exemplo.com.br/perguntas.csv
 *
 * One line per workbook, `nome = link`; `#` starts a comment line; blank lines are ignored. The name is a workbook
 * of the site ('servicos'), or for a CSV link the name of the CSV file it stands for ('servicos-perguntas' is the
 * Perguntas tab; 'servicos' alone is the first tab), exactly as CSV files in the folder are named. Every mistake is
 * a problem located at its line; the lines that are fine are still returned.
 */
import { problem, type Problem } from '../errors/problems.ts';
import { foldAccents } from '../parse/fold-accents.ts';
import { FONTES_FILE, WORKBOOKS, type WorkbookSpec } from '../read/workbooks.ts';
import { readSourceLink, type SourceDownload } from './source-links.ts';

export interface SourceLine {
  /** As written, folded: 'servicos' or 'servicos-perguntas'. */
  name: string;
  spec: WorkbookSpec;
  /** The tab a CSV link stands for; undefined for a whole workbook. */
  tabKey?: string;
  link: string;
  download: SourceDownload;
  /** Line number in fontes.txt (1-based). */
  line: number;
}

/** Names a line may use: each workbook, and `<workbook>-<tab>` for CSV links. */
function nameOf(name: string): { spec: WorkbookSpec; tabKey?: string } | null {
  for (const spec of WORKBOOKS) {
    if (name === spec.name) return { spec };
    const tab = spec.tabs.find((t) => name === `${spec.name}-${t.key}`);
    if (tab) return { spec, tabKey: tab.key };
  }
  return null;
}

const KNOWN_NAMES = WORKBOOKS.map((w) => w.name);

/** The file name the read stage knows a downloaded source by ('servicos.xlsx', 'servicos-perguntas.csv'). */
export function fileNameOf(source: SourceLine, format: string): string {
  return `${source.name}.${format}`;
}

/** What names one line's link between two readings of fontes.txt: its name and its link ('servicos = https://…'). */
export const linkKey = (source: SourceLine): string => `${source.name} = ${source.link}`;

/** The tab a CSV source stands for: its own, or the first tab for a bare workbook name. */
const tabOf = (source: SourceLine) => (source.download.format === 'csv' ? (source.tabKey ?? source.spec.tabs[0].key) : '*');

/** The sources a fontes.txt text declares, and a located problem for each line that cannot be used. */
export function parseFontes(text: string): { sources: SourceLine[]; problems: Problem[] } {
  const sources: SourceLine[] = [];
  const problems: Problem[] = [];
  const at = (line: number) => ({ file: FONTES_FILE, row: line });
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (!text || text.startsWith('#')) return;
    const match = /^([^=\s][^=]*?)\s*=\s*(\S+)(?:\s+#.*)?$/.exec(text);
    if (!match) return void problems.push(problem('FONTES_LINHA_INVALIDA', { text: text.slice(0, 120) }, at(line), { value: text.slice(0, 200) }));
    const name = foldAccents(match[1]).replace(/\s+/g, '-');
    const known = nameOf(name);
    if (!known) return void problems.push(problem('FONTES_PLANILHA_DESCONHECIDA', { name: match[1], known: KNOWN_NAMES }, at(line), { value: match[1] }));
    const link = match[2];
    const reading = readSourceLink(link);
    if (!reading.ok) {
      const workbook = name;
      if (reading.kind === 'pasta') problems.push(problem('FONTES_LINK_PASTA', { workbook, link }, at(line), { value: link }));
      else if (reading.kind === 'nao-planilha') problems.push(problem('FONTES_LINK_NAO_PLANILHA', { workbook, what: reading.what }, at(line), { value: link }));
      else problems.push(problem('FONTES_LINK_DESCONHECIDO', { workbook, link }, at(line), { value: link }));
      return;
    }
    if (known.tabKey && reading.download.format !== 'csv') {
      // 'servicos-perguntas' names one tab: only a CSV file is one tab.
      return void problems.push(problem('FONTES_PLANILHA_DESCONHECIDA', { name: match[1], known: KNOWN_NAMES }, at(line), { value: match[1] }));
    }
    sources.push({ name, ...known, link, download: reading.download, line });
  });
  // Two lines for one workbook (or a whole workbook and one of its CSV tabs): staff must pick one.
  for (const spec of WORKBOOKS) {
    const mine = sources.filter((s) => s.spec === spec);
    const whole = mine.some((s) => s.download.format !== 'csv');
    const sameTab = mine.some((s, i) => mine.findIndex((o) => tabOf(o) === tabOf(s)) !== i);
    if ((whole && mine.length > 1) || sameTab) {
      const lines = mine.map((s) => s.line);
      problems.push(problem('FONTES_PLANILHA_REPETIDA', { workbook: spec.name, lines }, at(lines[1])));
      for (const s of mine) sources.splice(sources.indexOf(s), 1);
    }
  }
  return { sources, problems };
}

/**
 * The folder's files that would be a second version of a source's workbook: `servicos.xlsx`, `servicos.ods` and
 * every `servicos*.csv` for a whole workbook; for a CSV tab, the workbook files and that tab's CSV file.
 */
export function folderCopiesOf(source: SourceLine, folderFiles: string[]): string[] {
  const name = source.spec.name;
  const firstTab = source.spec.tabs[0].key;
  const lower = (f: string) => f.toLowerCase();
  return folderFiles.filter((file) => {
    const f = lower(file);
    if (f === `${name}.xlsx` || f === `${name}.ods`) return true;
    if (source.download.format !== 'csv') return f === `${name}.csv` || (f.startsWith(`${name}-`) && f.endsWith('.csv'));
    const tab = tabOf(source);
    return f === `${name}-${tab}.csv` || (tab === firstTab && f === `${name}.csv`);
  });
}
