/**
 * The test runner (scripts/test.js) names the failed tests again after the report, with their suites and the first
 * lines of the error: a long run's log is often kept only by its end. Run on a copy with one failing fixture, so the
 * project's recorded durations are left alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkPackages } from './support/project-copy.ts';

const ROOT = new URL('../', import.meta.url).pathname;

test('after the report, the runner lists each failed test with its suite and its message, and exits 1', (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'clinic-site-runner-'));
  t.after(() => rmSync(copy, { recursive: true, force: true }));
  for (const script of ['test.js', 'test-summary.js']) cpSync(join(ROOT, 'scripts', script), join(copy, 'scripts', script));
  cpSync(join(ROOT, 'package.json'), join(copy, 'package.json'));
  cpSync(join(ROOT, 'test', 'fixtures', 'runner', 'failing.ts'), join(copy, 'test', 'preco.test.ts'));
  linkPackages(copy);

  // Without the variable node:test sets for the files it runs, which would make the inner runner skip its files.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const result = spawnSync(process.execPath, [join(copy, 'scripts', 'test.js'), 'test'], { cwd: copy, encoding: 'utf8', env });

  assert.equal(result.status, 1, result.stderr);
  const end = result.stdout.slice(result.stdout.lastIndexOf('# duration_ms'));
  assert.match(end, /Testes que falharam: 1\.\n\n✗ test\/preco\.test\.ts › o preço › aparece com vírgula\n {4}preço formatado errado\n/);
  assert.match(end, /\+ 'R\$ 1\.200\.00'\n +- 'R\$ 1\.200,00'/);
  assert.doesNotMatch(end, /› passa/);
});
