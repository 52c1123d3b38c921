import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** After each route change: scroll to the hash anchor when there is one, else to the top. */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
