import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

const SCRATCH = new URL('./scratch.ts', import.meta.url).href;

test('scratch folders are gone once the test process ends, also after a failed assertion', () => {
  for (const ending of ['process.exitCode = 0;', 'throw new Error("falhou");']) {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `import { scratchFolder } from ${JSON.stringify(SCRATCH)}; const f = scratchFolder('clinic-site-scratch-'); console.log(f); ${ending}`],
      { encoding: 'utf8' },
    );
    const folder = child.stdout.trim();
    assert.match(folder, /clinic-site-scratch-/, child.stderr);
    assert.equal(existsSync(folder), false, `${ending}: ${folder}`);
  }
});
