import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { faqCategories, faqs } from '../schema/index.ts';

export type FaqRow = Awaited<ReturnType<typeof listFaqs>>[number];

/**
 * Every question of a country's help centre with its section, both languages, in the order they
 * are shown: section position, then question position (ids break ties, so the order is stable).
 * A few dozen rows: searching them is the domain's work, not SQL's.
 */
export function listFaqs(db: Db, countryId: number) {
  return db
    .select({
      categoryId: faqCategories.id,
      categorySlug: faqCategories.slug,
      categoryName: faqCategories.name,
      id: faqs.id,
      slug: faqs.slug,
      question: faqs.question,
      answer: faqs.answer,
      featured: faqs.featured,
    })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(eq(faqs.countryId, countryId))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id), asc(faqs.position), asc(faqs.id));
}
