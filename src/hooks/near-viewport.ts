import { useEffect, useRef, useState } from 'react';

/**
 * True from the first time the element comes within `margin` of the viewport: a part far down the
 * page (the footer's newsletter card) fetches its code only when the visitor scrolls towards it.
 * Without IntersectionObserver it is true just after mounting: a first render, the server's included, never
 * differs by browser, so a page drawn on the server hydrates.
 */
export function useNearViewport<Element extends HTMLElement>(margin = '400px') {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
