import type { FaqCategory } from './faqs-query';

/**
 * schema.org FAQPage of the questions on the page, for search engines' rich results: each question
 * with its accepted answer, as plain text.
 */
export function faqPageStructuredData(categories: readonly FaqCategory[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
    ),
  };
}
