import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../auth/clock.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { expireReservations } from './expire-reservations.ts';

/** How often holds are looked at: a lapsed hold frees its car within this of its time. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Runs expireReservations at start and every `intervalMs` on the clock's time, never two at once in
 * this instance (other instances may run theirs: the work is safe to share). Answers how to stop.
 */
export function startReservationExpiry(db: Db, payments: PaymentProvider, now: Clock, logger: Logger, intervalMs = EXPIRY_SWEEP_MS): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const sweep = (): void => {
    if (stopped || running) return;
    running = expireReservations(db, payments, now())
      .then(({ expired, settled, failures }) => {
        if (expired > 0 || settled > 0) logger.info({ expired, settled }, 'reservations expired and deposits settled');
        for (const { purchaseId, error } of failures) logger.warn({ err: error, purchaseId }, 'a deposit could not be settled; the next sweep retries');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'reservation expiry: the sweep failed; the next one retries'))
      .finally(() => (running = undefined));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** Reservation expiry from the app's start to its close. */
export function registerReservationExpiry(app: FastifyInstance, db: Db, payments: PaymentProvider, now: Clock, logger: Logger): void {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startReservationExpiry(db, payments, now, logger.child({ component: 'reservation-expiry' }));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
