/** The paragraph at the end of `build`: what changed for a visitor since the previous build in the same out/. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SAMPLE_CHANGES_PARAGRAPH, samplePair } from '../../test/support/changed-sample.ts';
import { runCli } from '../../test/support/run-cli.ts';

const pair = samplePair('clinic-site-diff-');
after(() => pair.dispose());

test('the build summary names what changed since the previous build in out/', async () => {
  const out = join(pair.root, 'out');
  const [first, firstOut] = await runCli(['build', '--sheets', pair.before, '--out', out]);
  assert.equal(first, 0);
  assert.match(firstOut, /nenhuma geração anterior nesta pasta/);
  const [second, secondOut] = await runCli(['build', '--sheets', pair.after, '--out', out]);
  assert.equal(second, 0);
  assert.equal(secondOut.split('\n').at(-1)!, SAMPLE_CHANGES_PARAGRAPH);
  const [third, thirdOut] = await runCli(['build', '--sheets', pair.after, '--out', out]);
  assert.equal(third, 0);
  assert.match(thirdOut, /Mudanças para o visitante desde a geração anterior: nenhuma\./);
});
