import { Suspense, type ReactNode } from 'react';
import { useIdleOrNear } from '../../../hooks/idle-or-near';
import { lazyNamed } from '../../../ui/deferPopup';

// Below every page's content: its code (links, contact, social icons) comes once the page has painted.
const Footer = lazyNamed(() => import('./Footer'), 'Footer');

/** The footer, once the browser is idle after the first paint or the visitor scrolls near its place. */
export function FooterSlot({ newsletter }: { newsletter?: ReactNode }) {
  const { ref, ready } = useIdleOrNear<HTMLDivElement>();
  return ready ? (
    <Suspense fallback={null}>
      <Footer newsletter={newsletter} />
    </Suspense>
  ) : (
    <div ref={ref} />
  );
}
