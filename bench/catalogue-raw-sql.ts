import { searchTokens } from '../common/search-text.ts';
import type { BenchFilter } from './catalogue-mix.ts';

// The best plain SQL for one listing request: candidates materialised once with a match flag per
// dimension, then count, page, every disjunctive facet and the bounds from that one set.
const ORDER: Record<string, string> = {
  relevance: `(status <> 'AVAILABLE'), (status = 'SOLD'), (certified::int + has_offer::int) desc, published_at desc nulls last, id desc`,
  price_asc: 'listing_price, id',
  price_desc: 'listing_price desc, id',
  year_desc: 'year desc, id',
  year_asc: 'year, id',
  miles_asc: 'mileage, id',
  miles_desc: 'mileage desc, id',
};
const VALUE_COLUMNS = { brand: 'brand_id', carModel: 'model_id', bodyStyle: 'body_style_id' } as const;
const LOOKUPS = { brand: 'brands', carModel: 'car_models', bodyStyle: 'body_styles' } as const;

export function rawListingSql({ where, sortBy = 'relevance', limit = 24, offset = 0 }: BenchFilter): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const flags: Record<string, string> = {};
  for (const key of ['brand', 'carModel', 'bodyStyle'] as const) {
    const slugs = where[key];
    if (slugs) flags[key] = `c.${VALUE_COLUMNS[key]} in (select id from ${LOOKUPS[key]} where slug = any(${param(slugs)}))`;
  }
  if (where.categories) {
    flags.categories = `c.id in (select cc.car_id from car_categories cc join categories k on k.id = cc.category_id where k.slug = any(${param(where.categories)}))`;
  }
  if (where.features) {
    flags.features = `c.trim_id in (select tf.trim_id from trim_features tf join features f on f.id = tf.feature_id
      where f.slug = any(${param(where.features)}) group by tf.trim_id having count(*) = ${where.features.length})`;
  }
  if (where.offer) flags.offer = 'c.certified';
  for (const [key, column] of [['year', 'c.year'], ['miles', 'c.mileage'], ['price', 'c.listing_price']] as const) {
    const range = where[key];
    if (range) flags[key] = `${column} between ${param(range.min ?? -(2 ** 31))}::int and ${param(range.max ?? 2 ** 31 - 1)}::int`;
  }
  const tokens = searchTokens(where.text_search ?? '');
  // Each token through the trigram index: as a substring, or as a mistyped word (pg_trgm word similarity).
  const text = tokens.map((token) => `c.id in (select id from cars where search_text like ${param(`%${token}%`)} union select id from cars where search_text %> ${param(token)})`).join(' and ') || 'true';
  const names = Object.keys(flags);
  const all = names.map((name) => `m_${name}`).join(' and ') || 'true';
  const except = (name: string) => names.filter((other) => other !== name).map((other) => `m_${other}`).join(' and ') || 'true';
  const facet = (name: string, column: string) => `select '${name}', ${column}, count(*)::float8 from candidates where ${except(name)} group by ${column}`;
  const query = `with candidates as materialized (
    select c.id, c.brand_id, c.model_id, c.body_style_id, c.exterior_color_id, c.spot_id, t.fuel_type_id, t.transmission_id, t.drive_train_id,
      c.trim_id, c.year, c.mileage, c.listing_price, c.has_offer, c.certified, c.status, c.published_at
      ${names.map((name) => `, ${flags[name]} as m_${name}`).join('')}
    from cars c join trims t on t.id = c.trim_id
    where c.status in ('AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD') and ${text})
  select 'count', null::int, count(*)::float8 from candidates where ${all}
  union all select 'page', id, null::float8 from (select id from candidates where ${all} order by ${ORDER[sortBy] ?? ORDER.relevance} limit ${param(limit)} offset ${param(offset)}) page
  union all ${facet('brand', 'brand_id')}
  union all ${facet('carModel', 'model_id')}
  union all ${facet('bodyStyle', 'body_style_id')}
  union all ${facet('color', 'exterior_color_id')}
  union all ${facet('transmission', 'transmission_id')}
  union all ${facet('fuelType', 'fuel_type_id')}
  union all ${facet('driveTrain', 'drive_train_id')}
  union all ${facet('curboSpot', 'spot_id')}
  union all select 'categories', cc.category_id, count(*)::float8 from candidates join car_categories cc on cc.car_id = candidates.id where ${except('categories')} group by cc.category_id
  union all select 'features', tf.feature_id, sum(per_trim.cars)::float8
    from (select trim_id, count(*) as cars from candidates where ${all} group by trim_id) per_trim join trim_features tf using (trim_id) group by tf.feature_id
  union all select 'summary', null, unnest(array[
      count(*) filter (where has_offer and ${except('offer')}), count(*) filter (where certified and ${except('offer')}),
      min(listing_price) filter (where ${except('price')}), max(listing_price) filter (where ${except('price')}),
      min(year) filter (where ${except('year')}), max(year) filter (where ${except('year')}),
      min(mileage) filter (where ${except('miles')}), max(mileage) filter (where ${except('miles')})])::float8
    from candidates`;
  return { text: query, values };
}
