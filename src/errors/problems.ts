/**
 * Problems found in the sheets. They are collected, never thrown one by one, so that staff see every problem of every
 * sheet in one run (docs/architecture.md#errors-as-product). Each carries its location and, when it is about a cell,
 * the row around it so the reporter can point at the cell.
 */
import type { Location } from './location.ts';
import { PROBLEMS, type ProblemCode, type Severity } from './problem-catalogue.ts';

export type { Severity } from './problem-catalogue.ts';

export interface RowContext {
  headers: string[];
  values: string[];
  /** Index in headers/values of the cell the problem is about. */
  column: number;
}

export interface Problem {
  code: ProblemCode;
  severity: Severity;
  title: string;
  message: string;
  hint: string;
  location: Location;
  /** The offending value, as text. */
  value?: string;
  row?: RowContext;
}

type ArgsOf<C extends ProblemCode> = Parameters<(typeof PROBLEMS)[C]['message']>[0];

/** Builds a problem from the catalogue: `problem('PRECO_INVALIDO', { value: 'R$ abc' }, location)`. */
export function problem<C extends ProblemCode>(
  code: C,
  args: ArgsOf<C>,
  location: Location,
  extra: { value?: string; row?: RowContext; severity?: Severity } = {},
): Problem {
  const entry = PROBLEMS[code];
  const message = (entry.message as (a: ArgsOf<C>) => string)(args);
  const hint = (entry.hint as (a: ArgsOf<C>) => string)(args);
  return {
    code,
    severity: extra.severity ?? entry.severity,
    title: entry.title,
    message,
    hint,
    location,
    ...(extra.value !== undefined ? { value: extra.value } : {}),
    ...(extra.row ? { row: extra.row } : {}),
  };
}

export const errorsIn = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');
export const warningsIn = (problems: Problem[]) => problems.filter((p) => p.severity === 'warning');

/** Thrown by the build when the sheets have errors: carries all of them (and the warnings) to the reporter. */
export class SheetProblems extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${errorsIn(problems).length} erro(s) nas planilhas`);
    this.name = 'SheetProblems';
  }
}
