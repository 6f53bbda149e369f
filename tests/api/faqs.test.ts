import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/seed/index.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { postGraphql } from './support/graphql.ts';
import type { TestServer } from './support/test-server.ts';

type Category = { slug: string; name: string; faqs: { id: string; slug: string; question: string; answer: string; featured: boolean }[] };

const faqsQuery = 'query getFaqs($search: String) { getFaqs(search: $search) { slug name faqs { id slug question answer featured } } }';

// One car: the database then counts as seeded, as a running deployment's is.
let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(1);
}, 120_000);
afterAll(() => server?.close());

const ask = (search: string | null | undefined, headers: Record<string, string> = {}) => postGraphql<{ getFaqs: Category[] }>(server.url, faqsQuery, { variables: { search }, headers });
async function faqs(search?: string | null, headers: Record<string, string> = {}): Promise<Category[]> {
  const answer = await ask(search, headers);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.getFaqs;
}
const slugsOf = (categories: Category[]) => categories.flatMap((category) => category.faqs.map((faq) => faq.slug));
const english = { 'accept-language': 'en-US,en;q=0.9' };

describe('getFaqs', () => {
  it('answers every section and question in Spanish by default, in the stored order', async () => {
    const categories = await faqs();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(slugsOf(categories).length).toBeGreaterThanOrEqual(25);
    const rows = await queryRows<{ category: string; slug: string; question: string }>(
      server.database.db,
      sql`select c.slug as category, f.slug, f.question->>'es' as question from faqs f join faq_categories c on c.id = f.category_id
          join countries k on k.id = f.country_id where k.code = 'DO' order by c.position, f.position`,
    );
    expect(categories.map((category) => category.slug)).toEqual([...new Set(rows.map((row) => row.category))]);
    expect(slugsOf(categories)).toEqual(rows.map((row) => row.slug));
    expect(categories.flatMap((category) => category.faqs.map((faq) => faq.question))).toEqual(rows.map((row) => row.question));
    expect(categories[0]!.name).toBe('Comprar un carro');
  });

  it('answers the same questions in English when the request asks for it, each non-empty in both languages', async () => {
    const spanish = await faqs();
    const inEnglish = await faqs(undefined, english);
    expect(slugsOf(inEnglish)).toEqual(slugsOf(spanish));
    expect(inEnglish[0]!.name).toBe('Buying a car');
    const pairs = spanish.flatMap((category, c) => category.faqs.map((faq, f) => [faq, inEnglish[c]!.faqs[f]!] as const));
    for (const [es, en] of pairs) {
      expect(es.id).toBe(en.id);
      for (const text of [es.question, es.answer, en.question, en.answer]) expect(text.trim().length).toBeGreaterThan(0);
      expect(en.question).not.toBe(es.question);
    }
    // A language we do not speak falls back to Spanish.
    expect(slugsOf(await faqs(undefined, { 'accept-language': 'fr-FR' }))).toEqual(slugsOf(spanish));
    expect((await faqs(undefined, { 'accept-language': 'fr-FR' }))[0]!.name).toBe('Comprar un carro');
  });

  it('marks 4 to 6 questions for the home page', async () => {
    const featured = (await faqs()).flatMap((category) => category.faqs.filter((faq) => faq.featured));
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(6);
  });

  it('finds the deposit question however the visitor writes depósito', async () => {
    for (const search of ['deposito', 'DEPÓSITO', '  Depósito  reserva ']) {
      const found = await faqs(search);
      expect(slugsOf(found)).toContain('deposito-de-reserva');
      // Only sections with a match are left, and every question left holds the word.
      for (const category of found) {
        expect(category.faqs.length).toBeGreaterThan(0);
        for (const faq of category.faqs) expect(`${faq.question} ${faq.answer}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('deposito');
      }
    }
    const all = slugsOf(await faqs());
    expect(slugsOf(await faqs('deposito')).length).toBeLessThan(all.length);
  });

  it('searches in the request’s language', async () => {
    const found = await faqs('deposit', english);
    expect(slugsOf(found)).toContain('deposito-de-reserva');
    expect(found.flatMap((category) => category.faqs).find((faq) => faq.slug === 'deposito-de-reserva')!.question).toBe('How does the reservation deposit work?');
    // An English-only word finds nothing in Spanish, and the other way round.
    expect(await faqs('refundable')).toEqual([]);
    expect(slugsOf(await faqs('refundable', english))).toContain('deposito-de-reserva');
    expect(await faqs('reembolsable', english)).toEqual([]);
  });

  it('treats an empty or blank search as no search, and answers [] when nothing matches', async () => {
    const all = slugsOf(await faqs());
    expect(slugsOf(await faqs(''))).toEqual(all);
    expect(slugsOf(await faqs('   '))).toEqual(all);
    expect(slugsOf(await faqs(null))).toEqual(all);
    expect(await faqs('helicóptero submarino')).toEqual([]);
  });

  it('refuses a search over 100 characters, naming the field', async () => {
    expect(await faqs('a'.repeat(100))).toEqual([]);
    const refused = await ask('a'.repeat(101));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.extensions?.errors).toEqual([{ field: 'search', message: 'too_long' }]);
  });

  it('answers a country without help content an empty list', async () => {
    expect(await faqs(undefined, { country: 'CO' })).toEqual([]);
  });
});

describe('the help centre seed', () => {
  it('brings an already seeded database back to the written content on the next start', async () => {
    const { db } = server.database;
    await db.execute(sql`update faqs set answer = jsonb_set(answer, '{es}', '"Respuesta vieja con 220 puntos"') where slug = 'que-revisa-la-inspeccion'`);
    await db.execute(sql`delete from faqs where slug = 'marbete'`);
    await db.execute(sql`insert into faqs (category_id, country_id, slug, question, answer) select category_id, country_id, 'pregunta-retirada', question, answer from faqs where slug = 'garantia'`);
    const before = await faqs();
    expect(slugsOf(before)).toContain('pregunta-retirada');

    const started = await seedIfEmpty(server.database, { dataDir: server.config.dataDir, cars: 0 }, { warn: () => undefined });
    expect(started).toBe(false);
    const after = await faqs();
    expect(slugsOf(after)).not.toContain('pregunta-retirada');
    expect(slugsOf(after)).toContain('marbete');
    const inspection = after.flatMap((category) => category.faqs).find((faq) => faq.slug === 'que-revisa-la-inspeccion')!;
    expect(inspection.answer).toContain('más de 250 puntos');
    // Seeding twice changes nothing more.
    await seedIfEmpty(server.database, { dataDir: server.config.dataDir, cars: 0 }, { warn: () => undefined });
    expect(await faqs()).toEqual(after);
  });
});
