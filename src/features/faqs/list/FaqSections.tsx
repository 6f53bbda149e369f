import { useEffect } from 'react';
import type { FaqCategory } from '../api/faqs-query';
import { FaqCategorySection } from './FaqCategorySection';

type Props = {
  categories: readonly FaqCategory[];
  search: string;
  open: string | null;
  onOpen: (slug: string | null) => void;
  /** The question the address links to (/help/faqs#slug), scrolled to once it is drawn. */
  linked: string | null;
};

/**
 * The questions by category, in accordions. They come after the first paint, while the questions
 * load (FaqResults), so Radix Accordion is not part of the page's first download.
 */
export function FaqSections({ categories, search, open, onOpen, linked }: Props) {
  useEffect(() => {
    if (!linked) return;
    // After the item has opened, so the scroll lands on its final place.
    const frame = requestAnimationFrame(() => document.getElementById(linked)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [linked]);
  return categories.map((category) => <FaqCategorySection key={category.slug} category={category} search={search} open={open} onOpen={onOpen} />);
}
