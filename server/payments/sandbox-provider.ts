import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { chargeById, chargeByKey, type ChargeRow, recordCharge, recordRefund } from '../db/queries/payment-ledger.ts';
import { type ChargeRequest, type ChargeResult, type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import { INVALID_TOKEN, sandboxCard } from './sandbox-cards.ts';

const SANDBOX = 'sandbox';

const reference = (prefix: 'ch' | 're') => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

function resultOf(row: ChargeRow): ChargeResult {
  if (row.status === 'DECLINED') return { status: 'DECLINED', chargeId: row.id, declineCode: row.declineCode ?? 'card_declined' };
  return { status: 'APPROVED', chargeId: row.id, providerReference: row.providerReference, cardBrand: row.cardBrand ?? 'unknown', cardLast4: row.cardLast4 ?? '0000' };
}

/** As processors do, a key reused for another amount is a caller's defect, never a second charge. */
function sameCharge(row: ChargeRow, request: ChargeRequest): ChargeResult {
  if (row.amount !== request.amount || row.currency !== request.currency) {
    throw new PaymentProviderError('This idempotency key was used for a different charge.');
  }
  return resultOf(row);
}

/**
 * The embedded default (PAYMENT_PROVIDER=sandbox): a processor's test mode whose books are our own
 * ledger tables. tok_visa and tok_mastercard approve, tok_declined declines (card_declined), any
 * other token is invalid_token; every charge and refund is recorded, and a repeated idempotency key
 * answers what was recorded under it. It moves no money: a deployment using it is warned at start.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    name: SANDBOX,
    async charge(request) {
      const recorded = await chargeByKey(db, request.idempotencyKey);
      if (recorded) return sameCharge(recorded, request);
      const card = sandboxCard(request.token);
      const declineCode = card ? card.declineCode : INVALID_TOKEN;
      const row = await recordCharge(db, {
        provider: SANDBOX,
        providerReference: reference('ch'),
        idempotencyKey: request.idempotencyKey,
        userId: request.userId,
        amount: request.amount,
        currency: request.currency,
        status: declineCode === undefined ? 'APPROVED' : 'DECLINED',
        declineCode: declineCode ?? null,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.number.slice(-4) ?? null,
      });
      return sameCharge(row, request);
    },
    async refund({ idempotencyKey, chargeId }) {
      const charge = await chargeById(db, chargeId);
      if (charge?.provider !== SANDBOX || charge.status !== 'APPROVED') throw new PaymentProviderError('No approved charge has this id.');
      const refund = await recordRefund(db, { chargeId, idempotencyKey, providerReference: reference('re'), amount: charge.amount });
      if (refund?.chargeId !== chargeId) throw new PaymentProviderError('This charge was refunded under another key, or the key names another refund.');
      return { refundId: refund.id, providerReference: refund.providerReference };
    },
    async chargeFor(idempotencyKey) {
      const recorded = await chargeByKey(db, idempotencyKey);
      return recorded && resultOf(recorded);
    },
  };
}
