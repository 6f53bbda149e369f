import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isLoopbackHost } from '../development-conveniences.ts';
import type { Logger } from '../logger.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** A deployment as config-rules.ts tells one: production mode, or reachable from other machines. */
const isDeployment = (config: Pick<Config, 'nodeEnv' | 'host'>) => config.nodeEnv === 'production' || !isLoopbackHost(config.host);

/**
 * The PaymentProvider that PAYMENT_PROVIDER names. A real processor plugs in as one more case here:
 * an adapter implementing the port that calls the processor with the same idempotency keys and
 * records each answer in the ledger (server/db/queries/payment-ledger.ts), its secret key read from
 * a variable of its own in config.ts.
 *
 * The sandbox is the only processor so far, so a deployment cannot be refused for using it without
 * being refused altogether (decision 30): it starts, and says loudly that deposits are not real.
 */
export function createPaymentProvider(config: Pick<Config, 'paymentProvider' | 'nodeEnv' | 'host'>, db: Db, logger: Logger): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      if (isDeployment(config)) {
        logger.warn({ component: 'payments' }, 'PAYMENT_PROVIDER is sandbox: reservation deposits are recorded but no card is charged; connect a real processor before taking reservations');
      }
      return createSandboxProvider(db);
  }
}
