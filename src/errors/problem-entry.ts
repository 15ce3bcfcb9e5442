/** One entry of the problem catalogue (problem-catalogue.ts): what a person reads, built from typed arguments. */
/** An error stops the build; a warning is printed and the site is built. */
export type Severity = 'error' | 'warning';

export interface Entry<A> {
  severity: Severity;
  title: string;
  message: (args: A) => string;
  hint: (args: A) => string;
}

export const entry = <A>(e: Entry<A>) => e;

/** `"a", "b", "c"`: the options or names a message lists. */
export const list = (items: readonly string[]) => items.map((i) => `"${i}"`).join(', ');
