import assert from 'node:assert/strict';
import { test } from 'node:test';
import { currentReferral, readCookie, referralCookieToSet, referralSource } from './referral.ts';

test('referralSource follows docs/site.md#referral-cookie in order: ads, then organic google, then social/referral', () => {
  const cases: [search: string, referrer: string, expected: string][] = [
    ['?utm_medium=cpc', '', 'google ads'],
    ['?utm_source=google&utm_medium=CPC', '', 'google ads'],
    ['?gclid=abc', '', 'google ads'],
    ['?gbraid=x', 'https://www.google.com/', 'google ads'],
    ['?wbraid=x', '', 'google ads'],
    ['?utm_medium=cpc', 'https://www.google.com.br/', 'google ads'],
    ['', 'https://www.google.com.br/', 'organic google'],
    ['?utm_medium=email', 'https://www.google.com/', 'organic google'],
    ['?gclid=', 'https://www.google.com/', 'organic google'],
    ['', 'https://www.instagram.com/', 'social/referral'],
    ['', '', 'social/referral'],
    ['?utm_medium=social', 'https://l.facebook.com/', 'social/referral'],
  ];
  for (const [search, referrer, expected] of cases) {
    assert.equal(referralSource(search, referrer), expected, `${search} / ${referrer}`);
  }
});

test('the cookie is set on the first visit with Max-Age 2592000, Path=/ and SameSite=Lax', () => {
  assert.equal(referralCookieToSet('', '?gclid=1', ''), 'ref_source=google%20ads; Max-Age=2592000; Path=/; SameSite=Lax');
  assert.equal(referralCookieToSet('a=1', '', 'https://google.com', true), 'ref_source=organic%20google; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
});

test('the cookie is never overwritten once present', () => {
  assert.equal(referralCookieToSet('ref_source=social%2Freferral', '?gclid=1', ''), null);
  assert.equal(referralCookieToSet('x=1; ref_source=', '?gclid=1', ''), null);
});

test('readCookie and currentReferral decode the value and give "" when absent', () => {
  assert.equal(readCookie('a=1; ref_source=google%20ads; b=2', 'ref_source'), 'google ads');
  assert.equal(readCookie('my_ref_source=x', 'ref_source'), null);
  assert.equal(currentReferral('a=1'), '');
  assert.equal(currentReferral('ref_source=organic%20google'), 'organic google');
});
