import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Client-side navigation does not scroll to '#section' by itself; this does, once the section exists. */
export function useScrollToHash(ready = true) {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, pathname, ready]);
}
