// Apart from the question's schemas: the /help/faqs route's search parameter uses it, and what the
// routes import is in every page's first download.
export const FAQ_SEARCH_LIMITS = { maxSearch: 100 } as const;
