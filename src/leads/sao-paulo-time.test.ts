import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatSaoPaulo, saoPauloToUtc } from './sao-paulo-time.ts';

test('saoPauloToUtc reads a datetime-local value as São Paulo time', () => {
  const cases: [string, string | null][] = [
    ['2026-12-01T14:30', '2026-12-01T17:30:00.000Z'],
    ['2026-06-15T00:00:59', '2026-06-15T03:00:59.000Z'],
    ['2026-12-31T23:59', '2027-01-01T02:59:00.000Z'],
    // Before 2019 São Paulo had summer time (-02:00): the tz database, not a fixed offset, decides.
    ['2018-12-01T14:30', '2018-12-01T16:30:00.000Z'],
    ['2026-02-30T10:00', null],
    ['2026-12-01T24:00', null],
    ['2026-12-01 14:30', null],
    ['01/12/2026 14:30', null],
    ['', null],
  ];
  for (const [local, utc] of cases) assert.equal(saoPauloToUtc(local)?.toISOString() ?? null, utc, local);
});

test('formatSaoPaulo shows the clinic wall-clock time', () => {
  assert.equal(formatSaoPaulo('2026-12-01T17:30:00.000Z'), '01/12/2026 14:30');
  assert.equal(formatSaoPaulo('2027-01-01T02:59:00.000Z'), '31/12/2026 23:59');
});
