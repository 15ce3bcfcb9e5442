import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeTime, parseDays } from './hours.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

test('parseDays turns a day, a list or a range into schema.org day names', () => {
  const cases: [string, string[] | null][] = [
    ['Segunda a Sexta', WEEKDAYS],
    ['segunda até sexta', WEEKDAYS],
    ['seg-sex', WEEKDAYS],
    ['Seg – Sex', WEEKDAYS],
    ['Sábado', ['Saturday']],
    ['SÁBADO', ['Saturday']],
    ['sab', ['Saturday']],
    ['Domingo', ['Sunday']],
    ['Terça a Quinta', ['Tuesday', 'Wednesday', 'Thursday']],
    ['Segunda, Quarta e Sexta', ['Monday', 'Wednesday', 'Friday']],
    ['Sábado e Domingo', ['Saturday', 'Sunday']],
    ['Sexta a Segunda', ['Friday', 'Saturday', 'Sunday', 'Monday']],
    ['Segunda feira', ['Monday']],
    ['Feriados', null],
    ['Segunda a Quarta a Sexta', null],
    ['', null],
  ];
  for (const [text, days] of cases) assert.deepEqual(parseDays(text), days, text);
});

// 'Segunda-feira' is how most Brazilians write weekdays; hours.ts strips '-feira' in dayIndex, but the range split
// on '-' runs first and cuts 'segunda-feira' into 'segunda' and 'feira'.
test('parseDays reads days written with "-feira"', () => {
  assert.deepEqual(parseDays('Segunda-feira'), ['Monday']);
  assert.deepEqual(parseDays('Segunda-feira a Sexta-feira'), WEEKDAYS);
});

test('normalizeTime pads hours and reads spreadsheet day fractions', () => {
  const cases: [string, string | null][] = [
    ['9:00', '09:00'],
    ['09:00', '09:00'],
    ['  8:30 ', '08:30'],
    ['12:00:00', '12:00'],
    ['23:59', '23:59'],
    ['0.5', '12:00'],
    ['.5', '12:00'],
    ['0.75', '18:00'],
    ['0', '00:00'],
    ['24:00', null],
    ['12:60', null],
    ['9h', '09:00'],
    ['09H', '09:00'],
    ['13h30', '13:30'],
    ['13h 30min', '13:30'],
    ['8 h', '08:00'],
    ['24h', null],
    ['9h60', null],
    ['9h3', null],
    ['h30', null],
    ['abc', null],
  ];
  for (const [value, time] of cases) assert.equal(normalizeTime(value), time, value);
});
