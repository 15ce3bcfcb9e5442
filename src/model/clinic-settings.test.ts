import { test } from 'node:test';
import assert from 'node:assert/strict';
import { phoneDisplay, telTarget } from './clinic-settings.ts';

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
    // A 0800 number is dialled as it is, inside Brazil only.
    ['0800 123 4567', '08001234567'],
    ['0300-123-4567', '03001234567'],
  ];
  for (const [phone, tel] of cases) assert.equal(telTarget(phone), tel, phone);
});

test('phoneDisplay writes the phone as visitors read it, however it was typed', () => {
  const cases: [string, string][] = [
    ['(11) 5555-0100', '(11) 5555-0100'],
    ['1155550100', '(11) 5555-0100'],
    ['11 5555 0100', '(11) 5555-0100'],
    ['(11)5555-0100', '(11) 5555-0100'],
    ['11.5555.0100', '(11) 5555-0100'],
    ['11955550100', '(11) 95555-0100'],
    ['(11) 95555-0100', '(11) 95555-0100'],
    ['08001234567', '0800 123 4567'],
    ['0800-123-4567', '0800 123 4567'],
  ];
  for (const [typed, shown] of cases) assert.equal(phoneDisplay(typed), shown, typed);
});
