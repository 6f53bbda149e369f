import { lazy, Suspense, type ComponentProps } from 'react';
import { useNearViewport } from '../../../hooks/near-viewport';
import { loadNamespaces } from '../../../lib/i18n/activate-locale';
import { Skeleton } from '../../../ui/Skeleton';

// Its code, the form machine and its words come when the card nears the screen, never with the first paint.
const NewsletterSignup = lazy(() => Promise.all([import('./NewsletterSignup'), loadNamespaces('miscellaneous')]).then(([module]) => ({ default: module.NewsletterSignup })));

/**
 * Where the newsletter card goes (the home page, the footer): a placeholder of its size until it is
 * near. The placeholder has no words: this module ships with every page, before the card's catalog.
 */
export function NewsletterSignupSlot(props: ComponentProps<typeof NewsletterSignup>) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = <Skeleton height="12rem" radius="lg" />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{<NewsletterSignup {...props} />}</Suspense> : placeholder}</div>;
}
