import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { FaqCategory } from '../api/faqs-query';

/**
 * Which question is open. A link to /help/faqs#slug opens that question (`linked`, which the list
 * scrolls to once it is drawn); a search opens its first result, so its answer and its marks show
 * at once. The visitor's own choice holds until the link or the first result changes.
 */
export function useOpenQuestion(categories: readonly FaqCategory[] | undefined, search: string) {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const slugs = categories?.flatMap((category) => category.faqs.map((faq) => faq.slug)) ?? [];
  const linked = hash && slugs.includes(hash) ? hash : null;
  const first = search ? (slugs[0] ?? null) : null;
  const suggested = linked ?? first;
  const [choice, setChoice] = useState<{ slug: string | null; over: string | null }>({ slug: null, over: null });
  const open = choice.over === suggested ? choice.slug : suggested;
  return { open, linked, setOpen: (slug: string | null) => setChoice({ slug, over: suggested }) };
}
