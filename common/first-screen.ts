// The first screen's data sent with the page (docs/decisions/0038): the server fills React Query's
// cache under the keys the SPA's own queries use, so both sides build the keys here.
import type { ListingFilter } from './filters/listing-filter';

/** The id of the `<script type="application/json">` that carries the answers. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

export const listingPageQueryKey = (filter: ListingFilter) => ['listingPage', { filter }] as const;
export const carQueryKey = (slug: string) => ['getCar', { slug }] as const;
/** The shell's own answers (contact details, currencies): every page's header and footer read them. */
export const settingQueryKey = ['getSetting', {}] as const;
export const currenciesQueryKey = ['getCurrencies', {}] as const;

/**
 * What the page carries. The answers were asked in `locale` and for `country`, as the SPA would ask
 * them; the SPA uses them only when it would have sent the same headers.
 */
export interface FirstScreenPayload {
  locale: string;
  country: string;
  /** React Query's dehydrated state. */
  state: { queries: Array<{ queryKey: readonly unknown[]; state: { dataUpdatedAt: number } }> };
}
