/**
 * False during the server render and the first client render (so hydration matches), true right after.
 * Islands use it to upgrade a no-script form (e.g. `<details>`, a plain list) into the scripted APG widget.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
