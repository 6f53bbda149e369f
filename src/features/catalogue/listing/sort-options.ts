import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SortValue } from '../../../../common/filters/filter-state';

/** The sort menu: relevance first (the default, SPEC §4's 129843R), then year, miles and price both ways. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortValue; label: MessageDescriptor }> = [
  { value: '129843R', label: msg`Más relevantes` },
  { value: 'price_asc', label: msg`Precio: menor a mayor` },
  { value: 'price_desc', label: msg`Precio: mayor a menor` },
  { value: 'year_desc', label: msg`Año: más nuevo primero` },
  { value: 'year_asc', label: msg`Año: más antiguo primero` },
  { value: 'miles_asc', label: msg`Millaje: menor a mayor` },
  { value: 'miles_desc', label: msg`Millaje: mayor a menor` },
];
