/**
 * How problems read: sheet problems as text for people (the row with a caret under the bad cell), JSON for
 * machines and GitHub annotations for CI. The CLI prints these and the dev server's overlay shows the same words.
 */
import { isAbsolute, join } from 'node:path';
import { describeLocation, rowRanges } from './location.ts';
import { describeGroupLocation, groupMessages, groupProblems, omittedLines, sharesHint, type ProblemGroup } from './problem-groups.ts';
import { errorsIn, warningsIn, type Problem } from './problems.ts';

export type ReportFormat = 'text' | 'json' | 'github';

/** Colour only on a terminal, and never with NO_COLOR set. */
const useColor = () => process.stderr.isTTY && !process.env.NO_COLOR;
const paint = (code: string, text: string) => (useColor() ? `\x1b[${code}m${text}\x1b[0m` : text);
export const red = (t: string) => paint('31', t);
const yellow = (t: string) => paint('33', t);
const dim = (t: string) => paint('2', t);
const bold = (t: string) => paint('1', t);

/** Control characters (a terminal escape, a vertical tab from Word): shown as their ␛ ␋ pictures. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Control characters made visible ('\x1b' → '␛'): a cell's text must not be able to move the cursor, clear the
 * screen or recolour the terminal of whoever reads the report.
 */
export function visible(text: string): string {
  return showInvisible(text).replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '␡' : '�';
  });
}

/**
 * Characters that take no room on screen: zero-width spaces, the soft hyphen, direction marks (Arabic's and the
 * Mongolian separator too), line and paragraph separators, a BOM. Not the zero-width joiner or the variation selector,
 * which build emoji (👩‍⚕️) and are what staff see.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b\u200c\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Whether a value holds a character that takes no room on screen. */
export const hasInvisible = (text: string) => text.search(INVISIBLE) >= 0;

/** The value without the characters that take no room on screen: what staff see of it. */
export const withoutInvisible = (text: string) => text.replace(INVISIBLE, '');

/** `botox\u200b` → `botox⟨U+200B⟩`: a value that looks right on screen shows what is wrong with it. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`);
}

/** The first character of a value that is invisible or a control character, or -1. */
const firstHidden = (text: string) => {
  const control = text.search(CONTROL);
  const invisible = text.search(INVISIBLE);
  return control < 0 ? invisible : invisible < 0 ? control : Math.min(control, invisible);
};

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
  // The row's first titled column (the slug, in a table that may start in column B), to tell the row apart.
  const key = row.headers.findIndex((header) => header);
  if (key !== -1 && row.column !== key) parts.push({ text: `${row.headers[key]} = ${clip(row.values[key] ?? '', 30)}`, bad: false });
  parts.push({ text: `${row.headers[row.column]} = `, bad: false });
  // A long value is shown from just before its first invisible character, which would otherwise be cut off.
  const raw = row.values[row.column] ?? '';
  const hidden = firstHidden(raw);
  const value = clip(showInvisible(hidden > 30 ? `…${raw.slice(hidden - 20)}` : raw)) || '(vazio)';
  let line = prefix + parts.map((p) => p.text).join(' · ');
  if (parts.length > 1) line = prefix + parts[0].text + ' · ' + parts[1].text;
  const caretStart = line.length;
  line += value;
  return [line, ' '.repeat(caretStart) + '^'.repeat(Math.max(1, value.length))];
}

export function formatProblemText(problem: Problem, group?: ProblemGroup): string {
  const mark = problem.severity === 'error' ? red('✖ erro') : yellow('⚠ aviso');
  const lines = [
    `${mark}  ${bold(visible(problem.title))}`,
    `  ${visible(group ? describeGroupLocation(group) : describeLocation(problem.location))}`,
    ...(problem.location.link ? [`  Abrir na planilha: ${visible(problem.location.link)}`] : []),
    ...(group && groupMessages(group).length > 1
      ? [`  ${group.variants.length + (group.unlisted ? '+' : '')} mensagens diferentes:`, ...groupMessages(group).map((m) => `  • ${visible(m)}`)]
      : [`  ${visible(problem.message)}`]),
    ...rowExcerpt(problem).map((l) => dim(visible(l))),
    // Messages that each need a different fix carry their own 'O que fazer' above.
    ...(group && !sharesHint(group) ? [] : [`  O que fazer: ${visible(problem.hint)}`]),
  ];
  return lines.join('\n');
}

/**
 * What the report is for: a build (or publish, or dev) that stopped, whose earlier site stays; or a check
 * (`validate`, `diff`) that builds nothing.
 */
export type ReportPurpose = 'build' | 'check';

export function summaryLine(problems: Problem[], purpose: ReportPurpose = 'build'): string {
  const errors = errorsIn(problems).length;
  const warnings = warningsIn(problems).length;
  if (!errors && !warnings) return 'Planilhas sem problemas.';
  const outcome = purpose === 'build' ? ' O site não foi gerado; a versão anterior continua intacta.' : ' Corrija os erros e confira de novo.';
  // No folder, no sheets: counting its absence as an error "nas planilhas" would say some were read.
  if (problems.every((problem) => problem.code === 'PASTA_AUSENTE')) return `Nenhuma planilha foi lida.${purpose === 'build' ? outcome : ''}`;
  return `${errors} erro(s) e ${warnings} aviso(s) nas planilhas.${errors ? outcome : ''}`;
}

const githubEscape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const githubProperty = (text: string) => githubEscape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The report in one format. Repeated problems are grouped and each kind is capped (src/errors/problem-groups.ts); the
 * counts in the summary are always of every problem.
 */
export function formatProblems(problems: Problem[], format: ReportFormat, sheetsDir: string, purpose: ReportPurpose = 'build'): string {
  const { groups, omitted } = groupProblems(problems);
  if (format === 'json') {
    return JSON.stringify(
      {
        ok: errorsIn(problems).length === 0,
        errors: errorsIn(problems).length,
        warnings: warningsIn(problems).length,
        problems: groups.map((group) => {
          const { row: _row, ...rest } = group.first;
          const repeated = group.count > 1 ? { occurrences: group.count, rows: rowRanges(group.rows, Infinity) } : {};
          // Each distinct message with its own rows, so that a script sees every failure, not only the first.
          const variants =
            group.variants.length > 1 || group.unlisted
              ? {
                  variants: group.variants.map((v) => ({ message: v.message, hint: v.hint, ...(v.value !== undefined ? { value: v.value } : {}), occurrences: v.count, rows: rowRanges(v.rows, Infinity) })),
                  ...(group.unlisted ? { unlistedOccurrences: group.unlisted } : {}),
                }
              : {};
          return { ...rest, where: describeGroupLocation(group), ...repeated, ...variants };
        }),
        ...(omitted.size ? { omitted: Object.fromEntries(omitted) } : {}),
      },
      null,
      2,
    );
  }
  if (format === 'github') {
    return groups
      .map(({ first: p, ...group }) => {
        // A problem of the folder itself is located at the folder (as given, or absolute): not joined to it again.
        const file = p.location.file === sheetsDir || isAbsolute(p.location.file) ? p.location.file : join(sheetsDir, p.location.file);
        const props = [`file=${githubProperty(file)}`];
        if (p.location.row !== undefined) props.push(`line=${p.location.row}`);
        props.push(`title=${githubProperty(visible(p.title))}`);
        const open = p.location.link ? ` Abrir na planilha: ${p.location.link}` : '';
        const messages = groupMessages(group);
        const said = messages.length > 1 ? messages.join('\n') : `${p.message}${p.value ? ` (valor: "${clip(p.value, 80)}")` : ''}`;
        const hint = sharesHint(group) ? ` ${p.hint}` : '';
        const text = `${describeGroupLocation({ first: p, ...group })}: ${said}${hint}${open}`;
        return `::${p.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${visible(githubEscape(text))}`;
      })
      .concat(omittedLines(omitted).map(visible), summaryLine(problems, purpose))
      .join('\n');
  }
  return [...groups.map((group) => formatProblemText(group.first, group)), ...omittedLines(omitted).map(visible), summaryLine(problems, purpose)].join('\n\n');
}
