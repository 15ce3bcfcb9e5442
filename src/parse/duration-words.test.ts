import { test } from 'node:test';
import assert from 'node:assert/strict';
import { durationWithDigits } from './duration-words.ts';
import { parseDuration } from './duration.ts';

test('durationWithDigits writes a duration in words with digits, and parseDuration refuses it', () => {
  const cases: [string, string | null][] = [
    ['meia hora', '30 minutos'],
    ['Meia hora', '30 minutos'],
    ['uma hora e meia', '1h30'],
    ['hora e meia', '1h30'],
    ['duas horas e meia', '2h30'],
    ['uma hora', '1 hora'],
    ['Duas Horas', '2 Horas'],
    ['três horas', '3 horas'],
    ['trinta minutos', '30 minutos'],
    ['quarenta e cinco minutos', '45 minutos'],
    ['meia hora a uma hora', '30 minutos a 1 hora'],
    ['vinte a trinta minutos', '20 a 30 minutos'],
    ['uma a duas horas', '1 a 2 horas'],
    // Already with digits, or no time at all.
    ['1 hora e meia', null],
    ['30 a 45 minutos', null],
    ['variável', null],
  ];
  for (const [text, digits] of cases) {
    assert.equal(durationWithDigits(text), digits, text);
    if (digits) assert.equal(parseDuration(text), null, `${text} is refused`);
  }
});
