/**
 * The help centre's search box: at most 100 characters ('too_long'); blank is no search. Apart from
 * faq-question.ts's schemas so the /help/faqs route reads its `?q=` without zod (docs/decisions/0037).
 */
export const FAQ_SEARCH_LIMITS = { maxSearch: 100 } as const;
