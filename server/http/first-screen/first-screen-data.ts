import { QueryClient, dehydrate } from '@tanstack/query-core';
import type { FirstScreenPayload } from '../../../common/first-screen.ts';
import type { FirstScreenRoute, ImagePreload } from './first-screen-routes.ts';

/** The headers the SPA sends with its GraphQL requests (src/graphql/client.ts), as far as a page request tells them. */
export interface VisitorSettings {
  locale: 'es' | 'en';
  country: string;
}

/** One GraphQL operation through the API's own schema, resolvers and plugins, as an anonymous visitor. */
export type RunQuery = (operation: { query: string; variables: Record<string, unknown>; settings: VisitorSettings; clientIp: string }) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}>;

const LOCALES = ['es', 'en'] as const;
// src/lib/country.ts: the SPA asks about the Dominican Republic unless the visitor picked another country,
// a choice kept in the browser's storage that a page request does not carry.
const DEFAULT_COUNTRY = 'DO';

/**
 * The SPA's language for a first visit (src/lib/i18n/locales.ts resolveLocale): the first supported
 * browser language, 'es-DO' counting as Spanish, else Spanish. The browser's Accept-Language lists
 * navigator.languages, most wanted first. A language the visitor picked is stored in the browser: the
 * SPA then sees the answers are not in its language and asks again.
 */
export function visitorSettings(acceptLanguage: string | undefined): VisitorSettings {
  const ranges = (acceptLanguage ?? '').split(',').map((range, index) => {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return { language: tag.toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
  });
  const wanted = ranges.filter((range) => range.weight > 0).sort((a, b) => b.weight - a.weight || a.index - b.index);
  const locale = wanted.map((range) => range.language).find((language) => LOCALES.includes(language as 'es')) as VisitorSettings['locale'] | undefined;
  return { locale: locale ?? 'es', country: DEFAULT_COUNTRY };
}

export interface FirstScreen {
  payload: FirstScreenPayload;
  images: ImagePreload[];
}

/**
 * Asks the route's queries and dehydrates the answers for React Query. A query that fails (an unknown
 * car) is left out: the SPA asks again and shows what it shows today.
 */
export async function loadFirstScreen(route: FirstScreenRoute, settings: VisitorSettings, clientIp: string, run: RunQuery): Promise<FirstScreen> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const images: ImagePreload[] = [];
  await Promise.all(
    route.queries.map((query) =>
      client.prefetchQuery({
        queryKey: query.queryKey,
        queryFn: async () => {
          const { data, errors } = await run({ query: query.query, variables: query.variables, settings, clientIp });
          if (!data || (errors?.length ?? 0) > 0) throw new Error('the first screen query failed');
          const picked = query.pick(data);
          images.push(...query.images(picked));
          return picked;
        },
      }),
    ),
  );
  const state = dehydrate(client) as FirstScreenPayload['state'];
  client.clear();
  return { payload: { locale: settings.locale, country: settings.country, state }, images };
}
