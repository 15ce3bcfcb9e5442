/**
 * axe-core in the page under test (zero violations on every page template,
 * docs/templates.md#accessibility-conventions). The library is injected from node_modules, so nothing is fetched, and
 * run over the whole document with its default rule set (WCAG 2.x A/AA plus best practices).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | null = null;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the browser's debugging protocol, not added as a <script>: the pages' Content-Security-Policy
  // (PAGE_CSP in src/deploy/cache-policy.ts) refuses inline scripts, as it should.
  if (!present) await page.evaluate((axeSource ??= readFileSync(AXE_PATH, 'utf8')));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
}

/** One line per violation and per node: what a developer needs to find the element. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`).join('\n')}`)
    .join('\n');
}
