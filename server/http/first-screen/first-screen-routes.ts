import { defaultParseSearch } from '@tanstack/router-core';
import {
  CARD_PHOTO_SIZES,
  GALLERY_STAGE_MIN_WIDTH,
  GALLERY_STAGE_SIZES,
  cardPhotoSrcSet,
  orderPictures,
  pictureSrc,
  pictureSrcSet,
  type PictureFiles,
} from '../../../common/car-pictures.ts';
import { listingFilter } from '../../../common/filters/listing-filter.ts';
import { readFilterQuery } from '../../../common/filters/search-params.ts';
import { carQueryKey, currenciesQueryKey, listingPageQueryKey, settingQueryKey } from '../../../common/first-screen.ts';
import { GetCarDocument, GetCurrenciesDocument, GetSettingDocument, ListingPageDocument } from '../../../src/graphql/generated/graphql.ts';

/** A `<link rel=preload as=image>`: the same file choice the page's `<img>` will make. */
export type ImagePreload = { href: string; srcset?: string; sizes?: string };

/** One query a route's loader asks for: its document, variables and React Query key, as the SPA builds them. */
export interface FirstScreenQuery {
  queryKey: readonly unknown[];
  query: string;
  variables: Record<string, unknown>;
  /** What the SPA's queryFn keeps of the answer's `data`. */
  pick: (data: Record<string, unknown>) => unknown;
  /** The pictures the first screen paints largest, once the answer is known. */
  images: (picked: unknown) => ImagePreload[];
}

export interface FirstScreenRoute {
  /** The route component's module in Vite's manifest: its chunks are preloaded. */
  module: string;
  /** The Lingui namespaces the route's loader awaits (beside the shell's). */
  namespaces: readonly string[];
  queries: FirstScreenQuery[];
}

// The cards of the first row on the widest grid (CarGrid's priority cards start with them).
const FIRST_ROW_CARDS = 3;

type Car = { mainPicture: string; pictures: PictureFiles[] };

function listingImages(picked: unknown): ImagePreload[] {
  const cars = (picked as { cars?: Car[] } | null)?.cars ?? [];
  return cars.slice(0, FIRST_ROW_CARDS).map((car) => {
    const srcset = cardPhotoSrcSet(car.pictures);
    return srcset ? { href: car.mainPicture, srcset, sizes: CARD_PHOTO_SIZES } : { href: car.mainPicture };
  });
}

function carImages(picked: unknown): ImagePreload[] {
  const first = orderPictures((picked as Car | null)?.pictures ?? [])[0];
  if (!first) return [];
  return [{ href: pictureSrc(first, GALLERY_STAGE_MIN_WIDTH), srcset: pictureSrcSet(first), sizes: GALLERY_STAGE_SIZES }];
}

const CAR_PAGE = /^\/car\/([^/]+)\/?$/;

// The shell's header and footer (src/features/shell/api/settings.ts): with them in the page, the server
// renders the same contact details and prices the browser will, and the browser does not ask again.
const SHELL_QUERIES: FirstScreenQuery[] = [
  { queryKey: settingQueryKey, query: GetSettingDocument.toString(), variables: {}, pick: (data) => data.getSetting, images: () => [] },
  { queryKey: currenciesQueryKey, query: GetCurrenciesDocument.toString(), variables: {}, pick: (data) => data.getCurrencies, images: () => [] },
];

/**
 * The routes whose first screen comes with the page (src/routes/buy.tsx, src/routes/car/$slug.tsx):
 * the URL read the way the router reads it (its search parser, the route's search schema).
 */
export function firstScreenRoute(pathname: string, search: string): FirstScreenRoute | undefined {
  if (pathname === '/buy' || pathname === '/buy/') {
    const filter = listingFilter(readFilterQuery(defaultParseSearch(search)));
    return {
      module: 'src/routes/buy.tsx?tsr-split=component',
      namespaces: ['listing'],
      queries: [
        {
          queryKey: listingPageQueryKey(filter),
          query: ListingPageDocument.toString(),
          variables: { filter },
          pick: (data) => data.getListingCars,
          images: listingImages,
        },
        ...SHELL_QUERIES,
      ],
    };
  }
  const encoded = CAR_PAGE.exec(pathname)?.[1];
  if (encoded === undefined) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  return {
    module: 'src/routes/car/$slug.tsx?tsr-split=component',
    namespaces: ['car-detail', 'listing'],
    queries: [{ queryKey: carQueryKey(slug), query: GetCarDocument.toString(), variables: { slug }, pick: (data) => data.getCar, images: carImages }, ...SHELL_QUERIES],
  };
}
