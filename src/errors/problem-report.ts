/**
 * How problems read: sheet problems as text for people (the row with a caret under the bad cell), JSON for
 * machines and GitHub annotations for CI. The CLI prints these and the dev server's overlay shows the same words.
 */
import { join } from 'node:path';
import { describeLocation } from './location.ts';
import { errorsIn, warningsIn, type Problem } from './problems.ts';

export type ReportFormat = 'text' | 'json' | 'github';

/** Colour only on a terminal, and never with NO_COLOR set. */
const useColor = () => process.stderr.isTTY && !process.env.NO_COLOR;
const paint = (code: string, text: string) => (useColor() ? `\x1b[${code}m${text}\x1b[0m` : text);
export const red = (t: string) => paint('31', t);
const yellow = (t: string) => paint('33', t);
const dim = (t: string) => paint('2', t);
const bold = (t: string) => paint('1', t);

const clip = (text: string, max = 40) => {
  const line = text.replace(/\n/g, ' ⏎ ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The row with the bad cell pointed at: `  14 │ Endereço (slug) = botox · Preço = R$ abc` and a caret line. */
export function rowExcerpt(problem: Problem): string[] {
  const row = problem.row;
  if (!row || problem.location.row === undefined) return [];
  const prefix = `  ${problem.location.row} │ `;
  const parts: { text: string; bad: boolean }[] = [];
  if (row.column !== 0) parts.push({ text: `${row.headers[0]} = ${clip(row.values[0] ?? '', 30)}`, bad: false });
  parts.push({ text: `${row.headers[row.column]} = `, bad: false });
  const value = clip(row.values[row.column] ?? '') || '(vazio)';
  let line = prefix + parts.map((p) => p.text).join(' · ');
  if (parts.length > 1) line = prefix + parts[0].text + ' · ' + parts[1].text;
  const caretStart = line.length;
  line += value;
  return [line, ' '.repeat(caretStart) + '^'.repeat(Math.max(1, value.length))];
}

export function formatProblemText(problem: Problem): string {
  const mark = problem.severity === 'error' ? red('✖ erro') : yellow('⚠ aviso');
  const lines = [
    `${mark}  ${bold(problem.title)}`,
    `  ${describeLocation(problem.location)}`,
    `  ${problem.message}`,
    ...rowExcerpt(problem).map((l) => dim(l)),
    `  O que fazer: ${problem.hint}`,
  ];
  return lines.join('\n');
}

export function summaryLine(problems: Problem[]): string {
  const errors = errorsIn(problems).length;
  const warnings = warningsIn(problems).length;
  if (!errors && !warnings) return 'Planilhas sem problemas.';
  return `${errors} erro(s) e ${warnings} aviso(s) nas planilhas.${errors ? ' O site não foi gerado; a versão anterior continua intacta.' : ''}`;
}

const githubEscape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const githubProperty = (text: string) => githubEscape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatProblems(problems: Problem[], format: ReportFormat, sheetsDir: string): string {
  if (format === 'json') {
    return JSON.stringify(
      {
        ok: errorsIn(problems).length === 0,
        errors: errorsIn(problems).length,
        warnings: warningsIn(problems).length,
        problems: problems.map(({ row: _row, ...rest }) => ({ ...rest, where: describeLocation(rest.location) })),
      },
      null,
      2,
    );
  }
  if (format === 'github') {
    return problems
      .map((p) => {
        const props = [`file=${githubProperty(join(sheetsDir, p.location.file))}`];
        if (p.location.row !== undefined) props.push(`line=${p.location.row}`);
        props.push(`title=${githubProperty(p.title)}`);
        const text = `${describeLocation(p.location)}: ${p.message}${p.value ? ` (valor: "${clip(p.value, 80)}")` : ''} ${p.hint}`;
        return `::${p.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${githubEscape(text)}`;
      })
      .concat(summaryLine(problems))
      .join('\n');
  }
  return [...problems.map(formatProblemText), summaryLine(problems)].join('\n\n');
}
