/**
 * The `min` and `max` of the booking's date field. The page is built once and served for months, so its HTML carries
 * only the bound that never goes stale (STATIC_DATE_BOUNDS); the window of the next 12 months is set by the script,
 * from the visitor's clock at the moment it matters: read again whenever the visitor presses a key or a button or
 * comes back to the form, so a page left open overnight still offers the days the server takes.
 */
import { useState } from 'react';
import { STATIC_DATE_BOUNDS, wishedDateBounds } from './lead-limits.ts';
import { useHydrated } from '../useHydrated.ts';

export function useWishedDateBounds() {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const bounds = hydrated ? wishedDateBounds(new Date(now)) : STATIC_DATE_BOUNDS;
  // Key and pointer presses come before the browser checks the form (Enter's implicit send, a click's), and React
  // draws the new bounds before that check.
  const refresh = () => setNow(Date.now());
  return { bounds, refreshHandlers: { onKeyDownCapture: refresh, onPointerDownCapture: refresh, onFocusCapture: refresh } };
}
