import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mailtoHref, telHref, whatsappHref } from './links.ts';

test('link builders', () => {
  const cases: [string, string][] = [
    [whatsappHref('5511955550100', 'Olá! Quero agendar.'), 'https://wa.me/5511955550100?text=Ol%C3%A1!%20Quero%20agendar.'],
    [whatsappHref('+55 (11) 95555-0100', 'a&b=c'), 'https://wa.me/5511955550100?text=a%26b%3Dc'],
    [telHref('+551155550100'), 'tel:+551155550100'],
    [telHref('1155550100'), 'tel:+551155550100'],
    [mailtoHref('contato@clinica.example'), 'mailto:contato@clinica.example'],
  ];
  for (const [actual, expected] of cases) assert.equal(actual, expected);
});
