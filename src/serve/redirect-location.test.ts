import { test } from 'node:test';
import assert from 'node:assert/strict';
import { redirectLocation } from './redirect-location.ts';

test('a redirect never leaves the site, whatever the path starts with', () => {
  const cases: [string, string, string][] = [
    ['/servico', '', '/servico'],
    ['/servico/botox', '?utm_source=x', '/servico/botox?utm_source=x'],
    ['//golpe.example', '', '/golpe.example'],
    ['///golpe.example', '', '/golpe.example'],
    ['/\\golpe.example', '', '/golpe.example'],
    ['/\\/golpe.example', '', '/golpe.example'],
    ['\\\\golpe.example', '', '/golpe.example'],
    ['//golpe.example/x', '', '/golpe.example/x'],
    ['/a\\b', '', '/a%5Cb'],
    ['/serviço', '', '/servi%C3%A7o'],
    ['', '', '/'],
    ['/x', '?a=1\r\nSet-Cookie: y', '/x?a=1Set-Cookie: y'],
  ];
  for (const [pathname, query, expected] of cases) {
    const location = redirectLocation(pathname, query);
    assert.equal(location, expected, JSON.stringify(pathname));
    assert.equal(new URL(location, 'https://clinica.example').origin, 'https://clinica.example', location);
  }
});
