import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { clientAddress, isAllowedOrigin, rateLimitKey } from './client-address.ts';

const request = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

test('clientAddress trusts X-Forwarded-For only as far as the configured proxies', () => {
  const cases: [IncomingMessage, number, string][] = [
    [request('203.0.113.5'), 0, '203.0.113.5'],
    [request('127.0.0.1', '198.51.100.1'), 0, '127.0.0.1'],
    [request('127.0.0.1', '198.51.100.1'), 1, '198.51.100.1'],
    // A client-written entry to the left is not believed: nginx appended the real one at the end.
    [request('127.0.0.1', '10.9.9.9, 198.51.100.1'), 1, '198.51.100.1'],
    [request('127.0.0.1', '198.51.100.1, 10.0.0.2'), 2, '198.51.100.1'],
    [request('127.0.0.1', ''), 1, '127.0.0.1'],
  ];
  for (const [req, hops, expected] of cases) assert.equal(clientAddress(req, hops), expected);
});

test('rateLimitKey groups an IPv6 /64 and unwraps IPv4-mapped addresses', () => {
  const cases: [string, string][] = [
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:85a3:1:aaaa:bbbb:cccc:dddd', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::1', '2001:db8:85a3:1::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ];
  for (const [address, key] of cases) assert.equal(rateLimitKey(address), key, address);
});

test('isAllowedOrigin: the site, the server itself, or no Origin at all', () => {
  const site = 'https://clinica.example.com.br';
  const cases: [string | undefined, string | undefined, boolean][] = [
    [undefined, 'x', true],
    ['https://clinica.example.com.br', '127.0.0.1:8080', true],
    ['http://127.0.0.1:8080', '127.0.0.1:8080', true],
    ['https://www.clinica.example.com.br', 'www.clinica.example.com.br', true],
    ['https://golpe.example.net', '127.0.0.1:8080', false],
    ['https://clinica.example.com.br.golpe.net', '127.0.0.1:8080', false],
    ['null', '127.0.0.1:8080', false],
    ['javascript:alert(1)', 'alert(1)', false],
    ['não é url', '127.0.0.1:8080', false],
  ];
  for (const [origin, host, allowed] of cases) assert.equal(isAllowedOrigin(origin, host, site), allowed, String(origin));
  assert.equal(isAllowedOrigin('https://clinica.example.com.br', 'localhost:8080', null), false);
});
