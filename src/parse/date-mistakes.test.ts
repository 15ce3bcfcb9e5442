import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dateMistake, formatShortDate, type DateMistake } from './date-mistakes.ts';

test('dateMistake names the date behind a number that lost its date format, and a date written out in Portuguese', () => {
  const cases: [string, DateMistake | null][] = [
    ['46093', { kind: 'numero', date: '2026-03-12' }],
    ['46094', { kind: 'numero', date: '2026-03-13' }],
    ['45658', { kind: 'numero', date: '2025-01-01' }],
    ['46093.5', { kind: 'numero', date: '2026-03-12' }],
    ['46093,25', { kind: 'numero', date: '2026-03-12' }],
    ['18264', { kind: 'numero', date: '1950-01-01' }],
    ['73050', { kind: 'numero', date: '2099-12-31' }],
    // A year typed alone, or numbers no article date has: not taken for a lost date.
    ['2026', null],
    ['18263', null],
    ['73051', null],
    ['12 de março de 2026', { kind: 'extenso', date: '2026-03-12' }],
    ['12 de marco de 2026', { kind: 'extenso', date: '2026-03-12' }],
    ['1º de Janeiro de 2026', { kind: 'extenso', date: '2026-01-01' }],
    ['quinta-feira, 12 de março de 2026', { kind: 'extenso', date: '2026-03-12' }],
    ['12 outubro 2026', { kind: 'extenso', date: '2026-10-12' }],
    ['12/mar/2026', { kind: 'extenso', date: '2026-03-12' }],
    ['5 set. 2026', { kind: 'extenso', date: '2026-09-05' }],
    // Written out, but no whole real day: still said to be typed as dd/mm/aaaa.
    ['31 de fevereiro de 2026', { kind: 'extenso', date: null, missingDay: { day: 31, month: 2, year: 2026, lastDay: 28 } }],
    ['31 abr 2026', { kind: 'extenso', date: null, missingDay: { day: 31, month: 4, year: 2026, lastDay: 30 } }],
    ['32 de março de 2026', { kind: 'extenso', date: null }],
    ['março de 2026', { kind: 'extenso', date: null }],
    ['12 de março', { kind: 'extenso', date: null }],
    // Neither.
    ['amanhã', null],
    ['mar de 2026', null],
    ['', null],
  ];
  for (const [text, expected] of cases) assert.deepEqual(dateMistake(text), expected, text);
});

test('dateMistake tells a day the month does not have, a year of two digits and the month written first, with the day it most likely is', () => {
  const cases: [string, DateMistake | null][] = [
    ['31/02/2026', { kind: 'dia-inexistente', day: 31, month: 2, year: 2026, lastDay: 28 }],
    ['29/02/2027', { kind: 'dia-inexistente', day: 29, month: 2, year: 2027, lastDay: 28 }],
    ['31.04.2026', { kind: 'dia-inexistente', day: 31, month: 4, year: 2026, lastDay: 30 }],
    ['07/05/26', { kind: 'ano-curto', year: '26', date: '2026-05-07' }],
    ['7-5-26', { kind: 'ano-curto', year: '26', date: '2026-05-07' }],
    ['31/02/26', { kind: 'ano-curto', year: '26', date: null }],
    // Month first, as in the United States: only when the second number cannot be a month.
    ['05/31/2026', { kind: 'mes-primeiro', date: '2026-05-31' }],
    ['12/13/2026', { kind: 'mes-primeiro', date: '2026-12-13' }],
    // Month first with a day that month lacks, and month first with a year of two digits.
    ['04/31/2026', { kind: 'dia-inexistente', day: 31, month: 4, year: 2026, lastDay: 30 }],
    ['02/30/2026', { kind: 'dia-inexistente', day: 30, month: 2, year: 2026, lastDay: 28 }],
    ['5/31/26', { kind: 'ano-curto', year: '26', date: '2026-05-31' }],
    // A real day, a day no month has, a month that does not exist: none of these mistakes.
    ['29/02/2028', null],
    ['32/01/2026', null],
    ['15/13/2026', null],
    ['02/32/2026', null],
    ['05/06/2026', null],
  ];
  for (const [text, expected] of cases) assert.deepEqual(dateMistake(text), expected, text);
});

test('formatShortDate writes a day as staff type it', () => {
  assert.equal(formatShortDate('2026-03-01'), '01/03/2026');
});
