// The port through which the product takes and gives back money. Payments are the one thing truly
// outside (CONTRACT.md): the card form talks to the processor and hands us only its token, and
// every adapter records what the processor answered in the ledger (payment_charges,
// payment_refunds), whose ids purchases point to.

export interface ChargeRequest {
  /** The same key always means the same charge: a retry answers what was recorded, never charges twice. */
  idempotencyKey: string;
  amount: number;
  /** ISO 4217, e.g. USD. */
  currency: string;
  /** The processor's token for the card (tok_visa in the sandbox); never a card number. */
  token: string;
  userId: string;
}

export type ChargeResult =
  | { status: 'APPROVED'; chargeId: string; providerReference: string; cardBrand: string; cardLast4: string }
  /** `declineCode`: card_declined, invalid_token or the processor's own code. */
  | { status: 'DECLINED'; chargeId: string; declineCode: string };

export interface RefundRequest {
  /** As for charges: a retried refund is the same refund. */
  idempotencyKey: string;
  /** The ledger id of the approved charge to give back, whole. */
  chargeId: string;
}

export interface RefundResult {
  refundId: string;
  providerReference: string;
}

export interface PaymentProvider {
  /** Which processor: the ledger's `provider` column. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * What the processor recorded under a charge's key, if anything: how a hold whose answer was lost
   * (a crash between asking and recording) learns whether money was taken.
   */
  chargeFor(idempotencyKey: string): Promise<ChargeResult | undefined>;
}

/** The processor refused a request for a reason that is a defect, not a decline (a refund of nothing, a reused key). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
