/**
 * The referral source (docs/site.md#referral-cookie), stored in the `ref_source` cookie on the first visit and sent
 * with every lead. Pure functions here; src/render/client/page-behaviours.ts applies them in the browser.
 */

export const REFERRAL_COOKIE = 'ref_source';
/** 30 days (docs/site.md#constants). */
export const REFERRAL_MAX_AGE_SECONDS = 2592000;

export type ReferralSource = 'google ads' | 'organic google' | 'social/referral';

/** Click-id parameters Google Ads appends (docs/site.md#referral-cookie). */
const CLICK_IDS = ['gclid', 'gbraid', 'wbraid'];

/**
 * docs/site.md#referral-cookie: 'google ads' if utm_medium is cpc or a click id is present; else 'organic google' if
 * the referrer contains google; else 'social/referral'. `search` is location.search ('?utm_medium=cpc'), `referrer`
 * document.referrer.
 */
export function referralSource(search: string, referrer: string): ReferralSource {
  const params = new URLSearchParams(search);
  if ((params.get('utm_medium') ?? '').trim().toLowerCase() === 'cpc') return 'google ads';
  if (CLICK_IDS.some((name) => (params.get(name) ?? '') !== '')) return 'google ads';
  if (referrer.toLowerCase().includes('google')) return 'organic google';
  return 'social/referral';
}

/** Value of one cookie in a `document.cookie` string, decoded; null when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const raw = rest.join('=');
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/**
 * The `document.cookie` assignment for the first visit, or null when the cookie is already there (never overwritten).
 * referralCookieToSet('', '?gclid=x', '') → 'ref_source=google%20ads; Max-Age=2592000; Path=/; SameSite=Lax'
 */
export function referralCookieToSet(cookieString: string, search: string, referrer: string, secure = false): string | null {
  if (readCookie(cookieString, REFERRAL_COOKIE) !== null) return null;
  const value = encodeURIComponent(referralSource(search, referrer));
  return `${REFERRAL_COOKIE}=${value}; Max-Age=${REFERRAL_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** What the forms send as `referral`: the cookie's value, or '' (docs/site.md#lead-forms). */
export function currentReferral(cookieString: string): string {
  return readCookie(cookieString, REFERRAL_COOKIE) ?? '';
}
