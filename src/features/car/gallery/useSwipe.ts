import { useRef, type PointerEvent } from 'react';

// Far enough that a tap or a vertical scroll never counts as a swipe.
const SWIPE_MIN_PX = 40;

/** Horizontal swipes on touch screens: left shows the next picture, right the previous one. */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      // The thumbnail strip scrolls sideways on its own; a swipe there is not a request to turn the photo.
      const inStrip = event.target instanceof Element && event.target.closest('[data-no-swipe]');
      if (event.pointerType !== 'mouse' && !inStrip) start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const distance = event.clientX - start.current;
      start.current = null;
      if (Math.abs(distance) >= SWIPE_MIN_PX) onSwipe(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
