import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildDay, formatLongDate, isoDateTime, parseSheetDate, rfc822 } from './dates.ts';

test('parseSheetDate reads dates as staff type them (day first) and as date cells arrive (ISO)', () => {
  const cases: [string, string | null][] = [
    ['12/03/2026', '2026-03-12'],
    ['12/3/2026', '2026-03-12'],
    ['1/3/2026', '2026-03-01'],
    [' 12-03-2026 ', '2026-03-12'],
    ['12.03.2026', '2026-03-12'],
    ['2026-03-12', '2026-03-12'],
    ['2026-3-5', '2026-03-05'],
    ['2026-03-12T00:00:00.000Z', '2026-03-12'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['12/13/2026', null],
    ['00/03/2026', null],
    ['12/03/26', null],
    ['03/12', null],
    ['12 de março de 2026', null],
    ['amanhã', null],
    ['', null],
    ['46093', null],
  ];
  for (const [text, expected] of cases) assert.equal(parseSheetDate(text), expected, text);
});

test('formatLongDate writes the pt-BR long form, with 1º for the first day', () => {
  const cases: [string, string][] = [
    ['2026-03-12', '12 de março de 2026'],
    ['2026-01-01', '1º de janeiro de 2026'],
    ['2026-02-05', '5 de fevereiro de 2026'],
    ['2026-12-31', '31 de dezembro de 2026'],
  ];
  for (const [iso, expected] of cases) assert.equal(formatLongDate(iso), expected);
});

test('feed and structured-data dates carry São Paulo midnight', () => {
  assert.equal(rfc822('2026-03-12'), 'Thu, 12 Mar 2026 00:00:00 -0300');
  assert.equal(rfc822('2026-11-01'), 'Sun, 01 Nov 2026 00:00:00 -0300');
  assert.equal(isoDateTime('2026-03-12'), '2026-03-12T00:00:00-03:00');
  assert.equal(new Date(rfc822('2026-03-12')).toISOString(), '2026-03-12T03:00:00.000Z');
});

test('the build date: --date first, then SOURCE_DATE_EPOCH, then today in São Paulo; unreadable values are null', () => {
  const now = new Date('2026-03-13T02:30:00Z'); // still the 12th in São Paulo (UTC-3)
  assert.equal(buildDay(undefined, {}, now), '2026-03-12');
  assert.equal(buildDay('01/02/2026', { SOURCE_DATE_EPOCH: '0' }, now), '2026-02-01');
  assert.equal(buildDay(undefined, { SOURCE_DATE_EPOCH: String(Date.UTC(2026, 2, 12, 12) / 1000) }, now), '2026-03-12');
  assert.equal(buildDay(undefined, { SOURCE_DATE_EPOCH: '' }, now), '2026-03-12');
  assert.equal(buildDay('ontem', {}, now), null);
  assert.equal(buildDay(undefined, { SOURCE_DATE_EPOCH: 'abc' }, now), null);
});
