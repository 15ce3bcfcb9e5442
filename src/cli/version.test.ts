import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.ts';

const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
const cli = (args: string[]) => spawnSync(process.execPath, [join(packageRoot, 'bin', 'clinic-site.js'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

test('--version and -V print the installed version, which an operator checks after an update, and end with 0', () => {
  for (const flag of ['--version', '-V']) {
    const run = cli([flag]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, `clinic-site ${version}\n`);
    assert.equal(run.stderr, '');
  }
  assert.match(cli(['--help']).stdout, /-V, --version\s+mostra a versão do clinic-site/);
});
