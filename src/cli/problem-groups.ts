/**
 * Repeated problems as one: the same rule broken in the same column of many rows ("linhas 2–10.001") is one entry
 * with its rows, and each kind of problem shows a bounded number of entries. Ten thousand pasted rows give a report
 * a person can read, in every format.
 */
import { describeLocation, rowRanges } from '../errors/location.ts';
import type { Problem } from '../errors/problems.ts';

export interface ProblemGroup {
  /** The first problem of the group: its message, hint and row excerpt stand for all. */
  first: Problem;
  /** Row numbers of every occurrence (empty for problems without a row). */
  rows: number[];
  count: number;
}

/** Entries shown per kind of problem (code); the rest are counted. */
export const MAX_GROUPS_PER_CODE = 20;

export interface GroupedProblems {
  groups: ProblemGroup[];
  /** Problems left out of the report, by title (the kind staff read). */
  omitted: Map<string, number>;
}

/** Groups problems by rule, file, tab and column (in the order they were found), and caps each kind. */
export function groupProblems(problems: readonly Problem[], maxPerCode = MAX_GROUPS_PER_CODE): GroupedProblems {
  const byKey = new Map<string, ProblemGroup>();
  const groups: ProblemGroup[] = [];
  const perCode = new Map<string, number>();
  const omitted = new Map<string, number>();
  for (const problem of problems) {
    const { file, sheet, column, row } = problem.location;
    // Without a column, only the very same message is the same problem ('Falta a coluna "Título"' ≠ '… "Preço"').
    const key = row === undefined ? null : [problem.severity, problem.code, file, sheet ?? '', column ?? `\u0001${problem.message}`].join('\u0000');
    const existing = key === null ? undefined : byKey.get(key);
    if (existing) {
      existing.rows.push(row!);
      existing.count++;
      continue;
    }
    const shown = perCode.get(problem.code) ?? 0;
    if (shown >= maxPerCode) {
      omitted.set(problem.title, (omitted.get(problem.title) ?? 0) + 1);
      continue;
    }
    perCode.set(problem.code, shown + 1);
    const group = { first: problem, rows: row === undefined ? [] : [row], count: 1 };
    groups.push(group);
    if (key !== null) byKey.set(key, group);
  }
  return { groups, omitted };
}

/** The group's place: the first problem's, with every row ('linhas 2–4, 9, coluna "Preço"') when there are several. */
export function describeGroupLocation(group: ProblemGroup): string {
  if (group.count === 1) return describeLocation(group.first.location);
  const { file, sheet, column } = group.first.location;
  const parts = [file, ...(sheet ? [sheet] : [])];
  const rows = new Set(group.rows).size === 1 ? `linha ${group.rows[0]}` : `linhas ${rowRanges(group.rows)}`;
  parts.push(`${rows}${column ? `, coluna "${column}"` : ''} (${group.count.toLocaleString('pt-BR')} vezes)`);
  return parts.join(' › ');
}

/** '… e mais 40 problema(s) "Célula vazia" não mostrados.' lines for what the cap left out. */
export function omittedLines(omitted: Map<string, number>): string[] {
  return [...omitted].map(
    ([title, count]) => `… e mais ${count.toLocaleString('pt-BR')} problema(s) "${title}" em outros lugares, não mostrados: corrija os de cima e confira de novo.`,
  );
}
