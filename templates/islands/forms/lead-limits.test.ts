import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_AHEAD_MS, PAST_TOLERANCE_MS, textLimits, wishedDateBounds, type TypedField } from './lead-limits.ts';
import { validateLead } from '../../../src/leads/validation.ts';

const SAO_PAULO = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
/** An instant as the São Paulo wall-clock value of a datetime-local field. */
const wallClock = (instant: number) => SAO_PAULO.format(new Date(instant)).replace(' ', 'T');

test('the date bounds: whole São Paulo days, a day wider on each side than the server\'s window', () => {
  const cases: [now: string, min: string, max: string][] = [
    ['2026-03-10T15:00:00Z', '2026-03-09T00:00', '2027-03-12T23:59'],
    // 00:30 in São Paulo is still the day before in the browser's bounds: the margin is a whole day.
    ['2026-03-10T03:30:00Z', '2026-03-09T00:00', '2027-03-12T23:59'],
    ['2026-12-31T23:00:00Z', '2026-12-30T00:00', '2028-01-02T23:59'],
  ];
  for (const [now, min, max] of cases) assert.deepEqual(wishedDateBounds(new Date(now)), { min, max }, now);
});

test('the browser never refuses a date the server takes, whenever the page is used', () => {
  const booking = { name: 'Ana Lima', email: 'ana@exemplo.com.br', phone: '11987654321', consent: true };
  for (let hour = 0; hour < 24 * 400; hour += 7) {
    const now = Date.UTC(2026, 0, 1) + hour * 3600_000;
    const { min, max } = wishedDateBounds(new Date(now));
    // The earliest and latest minutes the server takes at this moment.
    const earliest = wallClock(Math.ceil((now - PAST_TOLERANCE_MS) / 60_000) * 60_000);
    const latest = wallClock(Math.floor((now + MAX_AHEAD_MS) / 60_000) * 60_000);
    for (const dataHora of [earliest, latest]) {
      assert.ok(validateLead({ ...booking, dataHora }, new Date(now)).ok, `${dataHora} at ${new Date(now).toISOString()}`);
      assert.ok(min <= dataHora && dataHora <= max, `${dataHora} outside ${min}…${max}`);
    }
  }
});

test('every pattern the forms write into their HTML compiles as the browser compiles it (the v flag)', () => {
  // A pattern the browser cannot compile is ignored without a word, and the field then takes anything.
  for (const field of ['name', 'phone', 'email', 'message'] as TypedField[]) {
    const { pattern } = textLimits(field);
    if (pattern) assert.doesNotThrow(() => new RegExp(`^(?:${pattern})$`, 'v'), field);
  }
});
