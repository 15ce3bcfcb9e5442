import { test } from 'node:test';
import assert from 'node:assert/strict';
import { embeddedIPv4, isPublicAddress } from './public-address.ts';

test('addresses that are not on the public internet are recognised, in every spelling', () => {
  const notPublic = [
    '127.0.0.1', '127.255.255.254', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.10', '100.64.0.1',
    '100.127.255.255', '169.254.169.254', '169.254.0.1', '0.0.0.0', '224.0.0.1', '239.255.255.250', '255.255.255.255',
    '192.0.2.5', '198.18.0.1',
    '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '::ffff:10.0.0.1', '::127.0.0.1', '0:0:0:0:0:ffff:c0a8:1',
    '64:ff9b::7f00:1', '64:ff9b:1::1', '2002:7f00:1::1', '2002:c0a8:101::', '2001::1',
    'localhost', 'not-an-address', '',
  ];
  for (const address of notPublic) assert.equal(isPublicAddress(address), false, address);
});

test('public addresses stay allowed', () => {
  const publicOnes = ['8.8.8.8', '142.250.79.46', '172.32.0.1', '100.128.0.1', '169.253.1.1', '2804:14c::1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'];
  for (const address of publicOnes) assert.equal(isPublicAddress(address), true, address);
});

test('the IPv4 address inside an IPv6 one', () => {
  assert.equal(embeddedIPv4('::ffff:7f00:1'), '127.0.0.1');
  assert.equal(embeddedIPv4('::ffff:169.254.169.254'), '169.254.169.254');
  assert.equal(embeddedIPv4('2002:c0a8:101::1'), '192.168.1.1');
  assert.equal(embeddedIPv4('2804:14c::1'), null);
});
