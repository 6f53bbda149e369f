import type { Db } from '../db/client.ts';
import { type FaqRow, listFaqs } from '../db/queries/faqs.ts';
import type { MailLocale } from '../mail/account-mails.ts';
import { matchesSearch, searchWords } from './faq-search.ts';

export interface HelpFaq {
  id: string;
  slug: string;
  question: string;
  answer: string;
  featured: boolean;
}

export interface HelpCategory {
  slug: string;
  name: string;
  faqs: HelpFaq[];
}

/**
 * A country's help centre in one language, in its order. With a search, only the questions whose
 * question or answer in that language holds every word of it (faq-search.ts), and only the
 * sections left with one. The table is a few dozen rows, so it is read whole on each call: no
 * cache to keep in step across instances.
 */
export async function helpCentre(db: Db, countryId: number, locale: MailLocale, search?: string | null): Promise<HelpCategory[]> {
  const words = searchWords(search);
  const sections = new Map<number, HelpCategory>();
  for (const row of await listFaqs(db, countryId)) {
    const faq = inLanguage(row, locale);
    if (!matchesSearch(`${faq.question} ${faq.answer}`, words)) continue;
    const section = sections.get(row.categoryId) ?? { slug: row.categorySlug, name: row.categoryName[locale], faqs: [] };
    section.faqs.push(faq);
    sections.set(row.categoryId, section);
  }
  // A Map keeps insertion order, which is the rows' order.
  return [...sections.values()];
}

const inLanguage = (row: FaqRow, locale: MailLocale): HelpFaq => ({
  id: String(row.id),
  slug: row.slug,
  question: row.question[locale],
  answer: row.answer[locale],
  featured: row.featured,
});
