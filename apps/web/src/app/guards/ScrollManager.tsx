import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 2: after a navigation, scroll to the top, or smooth-scroll to the #hash when there is one. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
