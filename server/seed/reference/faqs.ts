import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqCategories, faqs } from '../../db/schema/index.ts';
import type { FaqCategorySeed } from '../data/faqs/faq-seed.ts';
import { faqSeeds } from '../data/faqs/categories.ts';
import { idOf } from './slugged.ts';

/**
 * Brings each country's help centre to the written one, as the checklist is: the answers quote the
 * figures of common/claims.ts, so a database seeded before a figure changed must not keep the old
 * text. Questions and sections no longer written are removed; kept ones take their current
 * wording, section and place. Runs on every start, so it must stay cheap and idempotent.
 */
export async function seedFaqs(db: Db, countryIds: Map<string, number>): Promise<void> {
  for (const [code, categories] of Object.entries(faqSeeds)) await rewriteCountry(db, idOf(countryIds, code), categories);
}

async function rewriteCountry(db: Db, countryId: number, categories: readonly FaqCategorySeed[]): Promise<void> {
  const faqSlugs = categories.flatMap((category) => category.faqs.map((faq) => faq.slug));
  await db.delete(faqs).where(and(eq(faqs.countryId, countryId), notInArray(faqs.slug, faqSlugs)));
  await db.delete(faqCategories).where(and(eq(faqCategories.countryId, countryId), notInArray(faqCategories.slug, categories.map((category) => category.slug))));
  const stored = await db
    .insert(faqCategories)
    .values(categories.map(({ slug, name }, position) => ({ countryId, slug, name, position })))
    .onConflictDoUpdate({
      target: [faqCategories.countryId, faqCategories.slug],
      set: { name: sql`excluded.name_translations`, position: sql`excluded.position` },
    })
    .returning({ id: faqCategories.id, slug: faqCategories.slug });
  const categoryIds = new Map(stored.map((row) => [row.slug, row.id]));
  const rows = categories.flatMap((category) =>
    category.faqs.map(({ slug, question, answer, featured = false }, position) => ({
      categoryId: idOf(categoryIds, category.slug),
      countryId,
      slug,
      question,
      answer,
      position,
      featured,
    })),
  );
  await db
    .insert(faqs)
    .values(rows)
    .onConflictDoUpdate({
      target: [faqs.countryId, faqs.slug],
      set: {
        categoryId: sql`excluded.category_id`,
        question: sql`excluded.question`,
        answer: sql`excluded.answer`,
        position: sql`excluded.position`,
        featured: sql`excluded.featured`,
      },
    });
}
