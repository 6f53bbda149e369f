import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { nameTranslations, translations } from './columns.ts';
import { countries } from './geography.ts';

/**
 * The help centre's sections (buying, selling, financing…), per served country: the answers speak
 * of that country's paperwork and offices. Shown in `position` order.
 */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: nameTranslations(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [unique('faq_categories_country_slug').on(table.countryId, table.slug), check('faq_categories_slug', sql`${table.slug} ~ '^[a-z0-9-]{1,60}$'`)],
);

/**
 * One question and its answer in both interface languages. The slug is the deep link
 * (`/help/faqs#slug`), so it is unique across a country's categories, not only within one.
 */
export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    /** Copied from the category so the slug can be unique per country by a plain constraint. */
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    question: translations('question').notNull(),
    answer: translations('answer').notNull(),
    position: smallint('position').notNull().default(0),
    /** Among the questions the home page's teaser shows. */
    featured: boolean('featured').notNull().default(false),
  },
  (table) => [
    unique('faqs_country_slug').on(table.countryId, table.slug),
    check('faqs_slug', sql`${table.slug} ~ '^[a-z0-9-]{1,80}$'`),
    index('faqs_category').on(table.categoryId, table.position),
  ],
);
