import { useEffect, useRef, useState } from 'react';

/**
 * True from the first time the element comes within `margin` of the viewport: a part far down the
 * page (the footer's newsletter card) fetches its code only when the visitor scrolls towards it.
 * Without IntersectionObserver it is true at once.
 */
export function useNearViewport<Element extends HTMLElement>(margin = '400px') {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
