import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on): a map below
 * the fold loads its library and land only when the reader scrolls towards it, so a phone
 * spends nothing on it otherwise. False in the server render and the first browser render (so
 * they agree); where IntersectionObserver is missing, true right after.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
