import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FilterLookups } from '../../../lib/filters/codec';
import { LIST_DIMENSIONS, type OptionItem } from '../../../../common/filters/filter-state';
import type { ListingFacets } from '../api/listing-query';
import { SORT_OPTIONS } from './sort-options';

export const optionLabel = (option: OptionItem, locale: string): string =>
  (locale === 'en' ? option.nameTranslations?.en : option.nameTranslations?.es) ?? option.name;

/** Names for the slugs of the URL, from the facets of the last answer and the sort menu. */
export function useFilterLookups(facets: ListingFacets | undefined): FilterLookups {
  const { i18n } = useLingui();
  return useMemo(() => {
    const sorts = SORT_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }));
    if (!facets) return { sorts };
    return {
      sorts,
      options: Object.fromEntries(LIST_DIMENSIONS.map((dimension) => [dimension, facets[dimension]])),
      offers: facets.offer.map((offer) => ({ id: offer.slug, label: optionLabel(offer, i18n.locale) })),
      spots: facets.curboSpot.map((spot) => ({ id: spot.slug, name: optionLabel(spot, i18n.locale) })),
    };
  }, [facets, i18n]);
}
