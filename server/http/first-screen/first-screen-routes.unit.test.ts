import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listingFilter } from '../../../common/filters/listing-filter.ts';
import { readFilterQuery } from '../../../common/filters/search-params.ts';
import { firstScreenRoute } from './first-screen-routes.ts';

const picture = (kind: string) => ({ kind, basePath: `/media/cars/7/${kind}`, widths: [800, 428, 1200], width: 1200, height: 800 });

describe('the first screen of a page', () => {
  it('asks, for /buy, the listing of the URL’s filters as the router reads them', () => {
    const route = firstScreenRoute('/buy', '?brand=toyota_honda&page=2&minPrice=500000&sortBy=price_asc&search=%22corolla%22');
    const filter = listingFilter(readFilterQuery({ brand: 'toyota_honda', page: 2, minPrice: 500000, sortBy: 'price_asc', search: 'corolla' }));
    const [query] = route!.queries;
    expect(query!.queryKey).toEqual(['listingPage', { filter }]);
    expect(query!.variables).toEqual({ filter });
    expect(filter).toMatchObject({ offset: 24, where: { brand: ['toyota', 'honda'], price: { min: 500000 } } });
    expect(query!.query).toMatch(/^\s*query listingPage\(\$filter: FilterInput\)/);
  });

  it('reads a malformed /buy URL the way the route does: the defaults', () => {
    const [query] = firstScreenRoute('/buy/', '?page=banana&minPrice=-5')!.queries;
    expect(query!.variables).toEqual({ filter: listingFilter(readFilterQuery({})) });
  });

  it('asks, for a car page, that car, and preloads its gallery’s first picture as the gallery will show it', () => {
    const [query] = firstScreenRoute('/car/honda-civic-2022-7', '')!.queries;
    expect(query!.queryKey).toEqual(['getCar', { slug: 'honda-civic-2022-7' }]);
    expect(query!.pick({ getCar: { slug: 'x' } })).toEqual({ slug: 'x' });
    expect(query!.images({ mainPicture: '/x.webp', pictures: [picture('interior'), picture('main')] })).toEqual([
      {
        href: '/media/cars/7/main-800.webp',
        srcset: '/media/cars/7/main-800.webp 800w, /media/cars/7/main-428.webp 428w, /media/cars/7/main-1200.webp 1200w',
        sizes: '(min-width: 960px) 60vw, 100vw',
      },
    ]);
  });

  it('preloads the first row of cards of the listing', () => {
    const [query] = firstScreenRoute('/buy', '')!.queries;
    const car = (id: number) => ({ mainPicture: `/media/cars/${id}/main-428.webp`, pictures: [picture('main')] });
    const images = query!.images({ cars: [1, 2, 3, 4, 5].map(car) });
    expect(images).toHaveLength(3);
    expect(images[0]).toEqual({
      href: '/media/cars/1/main-428.webp',
      srcset: '/media/cars/7/main-428.webp 428w, /media/cars/7/main-800.webp 800w, /media/cars/7/main-1200.webp 1200w',
      sizes: '(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw',
    });
  });

  it('asks, for both pages, the shell’s contact details and currencies, which the header and footer draw', () => {
    for (const route of [firstScreenRoute('/buy', ''), firstScreenRoute('/car/honda-civic-2022-7', '')]) {
      const keys = route!.queries.map((query) => query.queryKey);
      expect(keys.slice(1)).toEqual([['getSetting', {}], ['getCurrencies', {}]]);
      const [, setting, currencies] = route!.queries;
      expect(setting!.query).toMatch(/^\s*query getSetting\b/);
      expect(currencies!.pick({ getCurrencies: [{ code: 'USD' }] })).toEqual([{ code: 'USD' }]);
      expect(setting!.images({})).toEqual([]);
    }
  });

  it('has nothing for other pages, nor for the car page’s own flows', () => {
    for (const path of ['/', '/help/faqs', '/car/a/test-drive', '/car', '/buyer']) expect(firstScreenRoute(path, '')).toBeUndefined();
    expect(firstScreenRoute('/car/%E0%A4%A', '')).toBeUndefined();
  });

  it('names route modules whose component answers presses once hydrated, as every drawn page must', () => {
    // The drawing arrives inert (page-head.ts); only the route's own component knows when React has
    // taken its part over (src/hooks/drawn-screen.ts). A drawn route without it would never answer.
    for (const route of [firstScreenRoute('/buy', ''), firstScreenRoute('/car/x', '')]) {
      const source = readFileSync(new URL(`../../../${route!.module.split('?')[0]}`, import.meta.url), 'utf8');
      expect(source).toMatch(/^\s*useAnswersPresses\(\);$/m);
    }
  });
});
