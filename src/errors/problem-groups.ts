/**
 * Repeated problems as one: the same rule broken in the same column of many rows ("linhas 2–10.001") is one entry
 * with its rows, and each kind of problem shows a bounded number of entries. Ten thousand pasted rows give a report
 * a person can read, in every format. A group never hides a different failure: when its problems say different
 * things (five links failing for five reasons, three different advertising expressions in one text), each distinct
 * message is listed with its rows.
 */
import { describeLocation, rowRanges } from './location.ts';
import type { Problem } from './problems.ts';

export interface ProblemGroup {
  /** The first problem of the group: its title, hint and row excerpt stand for all. */
  first: Problem;
  /** Row numbers of every occurrence (empty for problems without a row). */
  rows: number[];
  count: number;
  /** Each distinct message of the group, in the order found, with its rows (one entry when all say the same). */
  variants: ProblemVariant[];
  /** Occurrences whose distinct message is beyond MAX_VARIANTS_PER_GROUP (counted, not listed). */
  unlisted: number;
}

export interface ProblemVariant {
  message: string;
  /** What to do about this message (a grouped field of a Campo/Valor tab has its own: phone, e-mail, CEP…). */
  hint: string;
  value?: string;
  rows: number[];
  count: number;
}

/** Entries shown per kind of problem (code); the rest are counted. */
export const MAX_GROUPS_PER_CODE = 20;
/** Distinct messages listed inside one group; the rest are counted. */
export const MAX_VARIANTS_PER_GROUP = 10;

function addVariant(group: ProblemGroup, problem: Problem) {
  const row = problem.location.row;
  const same = group.variants.find((v) => v.message === problem.message);
  if (same) {
    if (row !== undefined) same.rows.push(row);
    same.count++;
  } else if (group.variants.length < MAX_VARIANTS_PER_GROUP) {
    group.variants.push({ message: problem.message, hint: problem.hint, ...(problem.value !== undefined ? { value: problem.value } : {}), rows: row === undefined ? [] : [row], count: 1 });
  } else {
    group.unlisted++;
  }
}

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
      addVariant(existing, problem);
      continue;
    }
    const shown = perCode.get(problem.code) ?? 0;
    if (shown >= maxPerCode) {
      omitted.set(problem.title, (omitted.get(problem.title) ?? 0) + 1);
      continue;
    }
    perCode.set(problem.code, shown + 1);
    const group: ProblemGroup = { first: problem, rows: row === undefined ? [] : [row], count: 1, variants: [], unlisted: 0 };
    addVariant(group, problem);
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

/** True when every listed message of the group asks for the same fix: the report then says it once, after them. */
export function sharesHint(group: Pick<ProblemGroup, 'variants'>): boolean {
  return group.variants.every((v) => v.hint === group.variants[0].hint);
}

/**
 * What the group says: its one message, or each distinct message after its rows when they differ
 * ('linha 9: Não foi possível baixar a imagem de https://…: o servidor respondeu 404.'), each with its own
 * 'O que fazer' when their fixes differ (the telephone's and the e-mail's on the Clínica tab).
 */
export function groupMessages(group: Pick<ProblemGroup, 'variants' | 'unlisted'>): string[] {
  if (group.variants.length === 1 && !group.unlisted) return [group.variants[0].message];
  const ownHints = !sharesHint(group);
  const lines = group.variants.map((v) => {
    const rows = v.rows.length === 0 ? '' : new Set(v.rows).size === 1 ? `linha ${v.rows[0]}` : `linhas ${rowRanges(v.rows)}`;
    const times = v.count > 1 ? ` (${v.count.toLocaleString('pt-BR')} vezes)` : '';
    return `${rows ? `${rows}${times}: ` : times ? `${times.trim()}: ` : ''}${v.message}${ownHints ? ` O que fazer: ${v.hint}` : ''}`;
  });
  if (group.unlisted) lines.push(`… e mais ${group.unlisted.toLocaleString('pt-BR')} ocorrência(s) com outras mensagens, não mostradas.`);
  return lines;
}

/** '… e mais 40 problema(s) "Célula vazia" não mostrados.' lines for what the cap left out. */
export function omittedLines(omitted: Map<string, number>): string[] {
  return [...omitted].map(
    ([title, count]) => `… e mais ${count.toLocaleString('pt-BR')} problema(s) "${title}" em outros lugares, não mostrados: corrija os de cima e confira de novo.`,
  );
}
