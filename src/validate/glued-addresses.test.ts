import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gluedAddresses } from './glued-addresses.ts';

test('gluedAddresses: a list cell whose line breaks were lost, told apart from one mistyped address', () => {
  const known = new Set(['botox', 'skinbooster', 'bioestimulador-de-colageno', 'radiofrequencia', 'radiofrequencia-facial', 'laser']);
  const cases: [string, string[] | null][] = [
    ['bioestimulador-de-colagenoskinbooster', ['bioestimulador-de-colageno', 'skinbooster']],
    ['skinboosterradiofrequencia-facialbotox', ['skinbooster', 'radiofrequencia-facial', 'botox']],
    ['botoxbotox', ['botox', 'botox']],
    ['botox', null],
    ['botoxx', null],
    ['skinbooster-botox', null],
    ['', null],
    ['laserradiofrequencia', ['laser', 'radiofrequencia']],
  ];
  for (const [text, parts] of cases) assert.deepEqual(gluedAddresses(text, known), parts, text);
  assert.equal(gluedAddresses('botox'.repeat(1_000), known), null, 'too long to split');
});
