import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isoDuration, parseDuration } from './duration.ts';

// Staff never type ISO; the ISO value is the longest time they mention, e.g. PT45M (docs/site.md#durations).
test('parseDuration gives the ISO 8601 duration of the longest time typed', () => {
  const cases: [string, string | null][] = [
    ['30 a 45 minutos', 'PT45M'],
    ['1h30', 'PT1H30M'],
    ['1 hora', 'PT1H'],
    ['4 a 8 horas', 'PT8H'],
    ['45 minutos a 1h30', 'PT1H30M'],
    ['1,5 hora', 'PT1H30M'],
    ['15 minutos', 'PT15M'],
    ['2 horas e 30 minutos', 'PT2H30M'],
    ['1 h 30 min', 'PT1H30M'],
    ['45min', 'PT45M'],
    ['90 minutos', 'PT1H30M'],
    ['20 a 30 min', 'PT30M'],
    ['2h', 'PT2H'],
    ['1:30h', 'PT1H30M'],
    ['1:30 horas', 'PT1H30M'],
    ['1:30', 'PT1H30M'],
    ['0:45', 'PT45M'],
    ['1:30 a 2:00 h', 'PT2H'],
    ['variável', null],
    ['3 sessões', null],
    ['0 minutos', null],
    ['', null],
  ];
  for (const [input, iso] of cases) {
    assert.deepEqual(parseDuration(input), iso === null ? null : { display: input, iso }, input);
  }
});

test('parseDuration keeps the text as typed (trimmed) for display', () => {
  assert.deepEqual(parseDuration('  30 a 45 minutos '), { display: '30 a 45 minutos', iso: 'PT45M' });
});

test('isoDuration writes hours and minutes, and PT0M for nothing', () => {
  const cases: [number, string][] = [[0, 'PT0M'], [15, 'PT15M'], [60, 'PT1H'], [90, 'PT1H30M'], [480, 'PT8H']];
  for (const [minutes, iso] of cases) assert.equal(isoDuration(minutes), iso, String(minutes));
});

test('parseDuration reads "1 hora e meia" as 1h30', () => {
  assert.deepEqual(parseDuration('1 hora e meia'), { display: '1 hora e meia', iso: 'PT1H30M' });
});
