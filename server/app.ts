import { mkdir } from 'node:fs/promises';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createAuthServices, type AuthOptions } from './auth/auth-services.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createPictureDrawer } from './media/on-request.ts';
import { mediaDir } from './media/paths.ts';
import { configuredPictureStore } from './media/storage/configured-store.ts';
import type { Logger } from './logger.ts';
import { createGraphqlServer, graphqlEndpoint } from './graphql/yoga.ts';
import { registerGraphqlRoute } from './http/graphql-route.ts';
import { registerHealthRoute } from './http/health.ts';
import { registerCarPictureUpload } from './http/car-picture-upload.ts';
import { registerReadinessRoute } from './http/readiness.ts';
import { mediaPrefix, registerMedia } from './http/media.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { firebaseWebConfig } from './http/runtime-config.ts';
import { projectPath } from './runtime-files.ts';
import { registerSpa } from './http/spa.ts';
import { DRAWN_PAGE_MAX_AGE_MS, DRAWN_PAGES_BUDGET_BYTES, DrawnPages } from './http/first-screen/drawn-pages.ts';
import { createFirstScreenPage, yogaRunner } from './http/first-screen/first-screen.ts';
import { transportOptions } from './http/transport-limits.ts';
import { publicCarBySlug } from './db/queries/cars.ts';
import { catalogueFor } from './catalogue/registry.ts';
import { registerMail } from './mail/register-mail.ts';
import { registerCarRequestMatching } from './finding/car-request-matching.ts';
import { registerCarRequestUnsubscribe } from './http/car-request-unsubscribe.ts';
import { registerPriceAlertMailing } from './favourites/price-alert-mailer.ts';
import { registerPriceAlertsOptOut } from './http/price-alerts-opt-out.ts';
import { createPaymentProvider } from './payments/payment-providers.ts';
import { registerReservationExpiry } from './buying/purchases/expiry-job.ts';

const defaultClientDir = projectPath('dist/client');

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  /** The built SPA; tests point it at a small fixture instead of a real build. */
  clientDir?: string;
  /** The clock and Google identity check of accounts; tests pass a movable clock and a fake. */
  auth?: AuthOptions;
}

export async function buildApp({ config, database, logger, clientDir = defaultClientDir, auth }: AppOptions): Promise<FastifyInstance> {
  // Typed as Fastify's logger so every plugin and helper accepts the plain FastifyInstance.
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    // Graceful shutdown: keep-alive sockets are closed instead of holding the process open.
    forceCloseConnections: 'idle',
    // Off unless TRUST_PROXY names the proxies in front: then request.ip is the client address
    // they report, which per-address abuse limits key on (SECURITY.md row 17).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...transportOptions(config),
  });
  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  registerHealthRoute(app, database);
  registerReadinessRoute(app, database);
  const authServices = await createAuthServices(config, auth);
  const payments = createPaymentProvider(config, database.db, logger);
  const pictureStore = configuredPictureStore(config);
  const graphql = createGraphqlServer({ config, db: database.db, logger, auth: authServices, payments, pictureStore });
  await registerGraphqlRoute(app, graphql);
  registerMail(app, { config, database, logger, linkSecrets: authServices.linkSecrets });
  registerCarRequestMatching(app, database.db, authServices, logger);
  registerReservationExpiry(app, database.db, payments, authServices.now, logger);
  registerCarRequestUnsubscribe(app, { db: database.db, tokens: authServices.unsubscribeTokens, now: authServices.now });
  registerPriceAlertMailing(app, database.db, authServices, logger);
  registerPriceAlertsOptOut(app, { db: database.db, tokens: authServices.priceAlertTokens });

  const media = mediaDir(config.dataDir);
  await mkdir(media, { recursive: true });
  await registerCarPictureUpload(app, { db: database.db, auth: authServices, store: pictureStore });
  const catalogue = catalogueFor(database.db);
  const drawnPages = new DrawnPages({ maxAgeMs: DRAWN_PAGE_MAX_AGE_MS, budgetBytes: DRAWN_PAGES_BUDGET_BYTES, catalogueIsCurrent: () => catalogue.isCurrent() });
  const forgetDrawnPages = catalogue.onChange(() => drawnPages.forgetAll());
  app.addHook('onClose', async () => forgetDrawnPages());
  await registerSpa(app, {
    clientDir,
    analytics: config.analytics,
    firebase: firebaseWebConfig(config.firebase),
    serverPrefixes: [graphqlEndpoint, mediaPrefix, '/assets/', '/dev/', '/api/'],
    // The same rule as getCar: hidden statuses answer like unknown slugs.
    carIsListed: async (slug) => slug.length <= 200 && (await publicCarBySlug(database.db, slug)) !== undefined,
    // The same schema and resolvers as /graphql: one code path for the data, asked without a round trip.
    firstScreenPage: await createFirstScreenPage(clientDir, yogaRunner(graphql), (error) => logger.error({ err: error }, 'the first screen could not be drawn')),
    drawnPages,
  });
  await registerMedia(app, media, createPictureDrawer(database.db, config.dataDir), pictureStore);
  return app;
}
