/**
 * Sets the `ref_source` cookie on the first visit (docs/site.md#referral-cookie). An island rather than an inline
 * script: the site ships no inline scripts (CSP-friendly). Renders nothing.
 */
import { useEffect } from 'react';
import { referralCookieToSet } from './referral.ts';

export default function ReferralCookie() {
  useEffect(() => {
    const cookie = referralCookieToSet(document.cookie, location.search, document.referrer, location.protocol === 'https:');
    if (cookie) document.cookie = cookie;
  }, []);
  return null;
}
