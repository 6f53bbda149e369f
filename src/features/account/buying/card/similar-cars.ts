import { stateToQuery } from '../../../../lib/filters/codec';
import { emptyFilterState } from '../../../../../common/filters/filter-state';
import type { FilterQuery } from '../../../../../common/filters/search-params';

type Wanted = { brand: { slug: string; name: string }; model: { slug: string; name: string }; budget: number };

/**
 * The catalogue's search for what a request asked for: its brand and model, priced up to its budget
 * (base currency, as the URL keeps prices). Through the catalogue's codec, so the link reads as the
 * filters a visitor would have picked.
 */
export function similarCarsSearch({ brand, model, budget }: Wanted): FilterQuery {
  return stateToQuery({
    ...emptyFilterState(),
    brand: [{ slug: brand.slug, name: brand.name }],
    carModel: [{ slug: model.slug, name: model.name }],
    price: { min: null, max: budget },
  });
}
