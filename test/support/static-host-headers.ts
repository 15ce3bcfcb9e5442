/**
 * Reads a `_headers` file the way Netlify and Cloudflare Pages apply it, so tests can ask which headers a path gets:
 * every rule whose pattern matches applies, and a header set by two rules has their values joined with ", ".
 */

/** A `_headers`/`_redirects` source pattern (`/a/*`, `/a/:slug`, `/a`) as a RegExp, the way both hosts match it. */
export const staticHostPattern = (source: string) =>
  new RegExp(`^${source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[a-z]+/g, '[^/]+')}$`);

export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

/** The rules of a `_headers` file, in order (comments and blank lines skipped). */
export function headerRules(text: string): HeaderRule[] {
  return text
    .split(/\n(?=\/)/)
    .filter((block) => block.startsWith('/'))
    .map((block) => {
      const [path, ...lines] = block.trim().split('\n');
      return { path, headers: lines.map((line) => line.trim().split(/:\s(.*)/s).slice(0, 2) as [string, string]) };
    });
}

/** All headers a host sends for a path under these rules. */
export function staticHostHeadersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const merged = new Map<string, string[]>();
  for (const rule of rules) {
    if (!staticHostPattern(rule.path).test(path)) continue;
    for (const [name, value] of rule.headers) merged.set(name, [...(merged.get(name) ?? []), value]);
  }
  return new Map([...merged].map(([name, values]) => [name, values.join(', ')]));
}
