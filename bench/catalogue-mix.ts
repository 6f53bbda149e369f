import type pg from 'pg';
import { Random } from '../server/seed/random.ts';

export interface BenchFilter {
  limit?: number;
  offset?: number;
  sortBy?: string;
  where: {
    text_search?: string;
    brand?: string[];
    carModel?: string[];
    bodyStyle?: string[];
    features?: string[];
    categories?: string[];
    offer?: string[];
    year?: { min?: number; max?: number };
    price?: { min?: number; max?: number };
    miles?: { min?: number; max?: number };
  };
}

const SORTS = ['relevance', 'relevance', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'miles_asc', 'miles_desc'];
const SEARCHES = ['corolla', 'rav4 2019', 'hiunday', 'toyota', 'civic', 'mazda 3', 'jeepeta', 'cr-v', 'hilux diesel', 'kia sportage 2020'];
const OFFSETS = [0, 0, 0, 0, 24, 48, 240];

/** The slugs a visitor can click, read from the benchmark database. */
export async function readSlugs(pool: pg.Pool) {
  const slugs = async (table: string) => (await pool.query<{ slug: string }>(`select slug from ${table} order by id`)).rows.map((row) => row.slug);
  const models = (await pool.query<{ slug: string; brand: string }>('select m.slug, b.slug as brand from car_models m join brands b on b.id = m.brand_id')).rows;
  return { brands: await slugs('brands'), models, bodyStyles: await slugs('body_styles'), features: await slugs('features'), categories: await slugs('categories') };
}

/** A deterministic mix of realistic listing requests: the same seed gives the same requests. */
export function filterMix(slugs: Awaited<ReturnType<typeof readSlugs>>, count: number, seed = 7): BenchFilter[] {
  const random = new Random(seed);
  const price = () => {
    const min = random.int(4, 30) * 100_000;
    return { min, max: min + random.int(5, 20) * 100_000 };
  };
  const year = () => {
    const min = random.int(2010, 2022);
    return { min, max: Math.min(2025, min + random.int(0, 5)) };
  };
  const brandAndModel = () => {
    const model = random.pick(slugs.models);
    return { brand: [model.brand], carModel: [model.slug] };
  };
  const wheres: (() => BenchFilter['where'])[] = [
    () => ({}),
    () => ({ brand: [random.pick(slugs.brands)] }),
    brandAndModel,
    () => ({ price: price() }),
    () => ({ year: year() }),
    () => ({ bodyStyle: [random.pick(slugs.bodyStyles)] }),
    () => ({ features: random.sample(slugs.features, random.int(1, 2)) }),
    () => ({ text_search: random.pick(SEARCHES) }),
    () => ({ text_search: random.pick(SEARCHES), price: price() }),
    () => ({ brand: random.sample(slugs.brands, 2), price: price(), year: year(), offer: ['certified'] }),
    () => ({ categories: [random.pick(slugs.categories)], bodyStyle: [random.pick(slugs.bodyStyles)], miles: { max: random.int(3, 12) * 10_000 } }),
  ];
  return Array.from({ length: count }, () => ({ limit: 24, offset: random.pick(OFFSETS), sortBy: random.pick(SORTS), where: random.pick(wheres)() }));
}
