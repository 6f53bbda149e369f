import type { YogaInitialContext } from 'graphql-yoga';
import type { AuthServices } from '../auth/auth-services.ts';
import { viewerFromAuthorization, type Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import type { MailLocale } from '../mail/account-mails.ts';
import type { CountryRecord } from '../db/queries/settings.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { PictureStore } from '../media/storage/picture-store.ts';
import { servedCountry } from './country-directory.ts';
import { domainError } from './errors.ts';
import { requestLocale } from './request-locale.ts';

/** What the HTTP route hands Yoga with each request (see server/http/graphql-route.ts). */
export interface ServerContext {
  /** Fastify's request.ip: the socket's address, or the client's as the proxies of TRUST_PROXY report it. */
  clientIp: string;
}

/** What every resolver receives. */
export interface GraphQLContext {
  db: Db;
  /** The country named by the `Country` header, already known to exist. */
  country: CountryRecord;
  /** The raw `Authorization` header; empty for an anonymous request. */
  authorization: string;
  /** The signed-in user, from a valid Bearer access token; null for an anonymous request. */
  viewer: Viewer | null;
  /** The interface language of `Accept-Language` (Spanish by default), for texts stored in both. */
  locale: MailLocale;
  clientIp: string;
  auth: AuthServices;
  /** The payment processor of PAYMENT_PROVIDER (the sandbox by default). */
  payments: PaymentProvider;
  /** Where uploaded car pictures live (PICTURE_STORE); removing a picture deletes its files there. */
  pictureStore: PictureStore;
}

// CONTRACT.md: a request that names no country is about the Dominican Republic.
const DEFAULT_COUNTRY_CODE = 'DO';

async function countryOf(db: Db, header: string | null): Promise<CountryRecord> {
  const code = (header ?? '').trim().toUpperCase() || DEFAULT_COUNTRY_CODE;
  // A value that cannot be an ISO code is refused without asking the database.
  const country = /^[A-Z]{2}$/.test(code) ? await servedCountry(db, code) : undefined;
  if (!country) throw domainError('UNKNOWN_COUNTRY', 'We do not serve the country named in the Country header.');
  return country;
}

export function contextFactory(db: Db, auth: AuthServices, payments: PaymentProvider, pictureStore: PictureStore) {
  return async ({ request, clientIp }: YogaInitialContext & Partial<ServerContext>): Promise<GraphQLContext> => {
    const authorization = request.headers.get('authorization')?.trim() ?? '';
    // The token is judged first and for every operation, so a client learns at once to drop it.
    const viewer = await viewerFromAuthorization(authorization, db, auth);
    const locale = requestLocale(request.headers.get('accept-language'));
    return { db, country: await countryOf(db, request.headers.get('country')), authorization, viewer, locale, clientIp: clientIp ?? 'unknown', auth, payments, pictureStore };
  };
}

/** The signed-in user, for operations that need one; UNAUTHENTICATED otherwise. */
export function requireViewer(context: Pick<GraphQLContext, 'viewer'>): Viewer {
  if (!context.viewer) throw domainError('UNAUTHENTICATED', 'Sign in to do this.');
  return context.viewer;
}
