import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`, 200 px by default), once: it stays true after.
 * Heavy parts of a screen (the giving chart, the world map) wait for it, so their code loads only when a user
 * scrolls to them. A browser without IntersectionObserver answers true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
