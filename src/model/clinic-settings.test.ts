import { test } from 'node:test';
import assert from 'node:assert/strict';
import { telTarget } from './clinic-settings.ts';

test('telTarget adds the country code to a national phone number', () => {
  const cases: [string, string][] = [
    ['(11) 5555-0100', '+551155550100'],
    ['(11) 95555-0100', '+5511955550100'],
    ['11 5555-0100', '+551155550100'],
    ['+55 11 5555-0100', '+551155550100'],
    ['5511955550100', '+5511955550100'],
    // DDD 55 (Rio Grande do Sul) is an area code, not the country code.
    ['(55) 3222-0100', '+555532220100'],
    ['(55) 99999-0100', '+5555999990100'],
  ];
  for (const [phone, tel] of cases) assert.equal(telTarget(phone), tel, phone);
});
