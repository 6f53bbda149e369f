// What the rules of the domains refuse, in their own terms. The domains (auth, abuse, catalogue…)
// throw these and know nothing of GraphQL; `server/graphql/errors.ts` maps each to a CONTRACT.md code.

/** One problem with one input field, e.g. `{ field: 'where.text_search', message: 'too_long' }`. */
export interface FieldError {
  field: string;
  message: string;
}

/** Input the rules cannot accept; `fields` says which and why. */
export class InvalidInput extends Error {
  override name = 'InvalidInput';
  constructor(
    readonly fields: FieldError[],
    message = 'Invalid input.',
  ) {
    super(message);
  }
}

/** A session token (access or refresh) that has expired, or that is not a live one of ours. */
export class TokenRefused extends Error {
  override name = 'TokenRefused';
  constructor(
    readonly problem: 'expired' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** A rate limit passed; the caller may try again after `retryAfterSeconds`. */
export class TooManyAttempts extends Error {
  override name = 'TooManyAttempts';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts; try again later.');
  }
}

/** A time that is not an offered window: past, today, beyond the horizon, outside working hours, off the hour. */
export class SlotUnavailable extends Error {
  override name = 'SlotUnavailable';
  constructor(message = 'This time is not one of the windows on offer.') {
    super(message);
  }
}

/** An offered window that every inspector already holds: someone booked it meanwhile. */
export class SlotTaken extends Error {
  override name = 'SlotTaken';
  constructor(message = 'This window has just been booked; pick another.') {
    super(message);
  }
}

/** Nothing the caller may see has this id: it does not exist, or it is someone else's (never told apart). */
export class NotFound extends Error {
  override name = 'NotFound';
}

/** A sell request that has left the in-progress tab (cancelled, rejected, approved, sold) can no longer be changed or cancelled. */
export class SellRequestClosed extends Error {
  override name = 'SellRequestClosed';
  constructor(message = 'This sell request is closed; it can no longer be changed.') {
    super(message);
  }
}

/** A car that cannot be driven, reserved or bought now: sold, held for another buyer, or not listed. */
export class CarNotAvailable extends Error {
  override name = 'CarNotAvailable';
  constructor(message = 'This car is not available.') {
    super(message);
  }
}

/** The payment processor refused the charge; nothing was taken. */
export class PaymentDeclined extends Error {
  override name = 'PaymentDeclined';
  constructor(message = 'The card was declined; nothing was charged.') {
    super(message);
  }
}

/** An address already on the newsletter, or waiting on a live confirmation link, in any letter case. */
export class AlreadySubscribed extends Error {
  override name = 'AlreadySubscribed';
  constructor(message = 'This email is already subscribed') {
    super(message);
  }
}

/** Our offer for a seller's car lapsed before they answered; we make them a new one. */
export class OfferExpired extends Error {
  override name = 'OfferExpired';
  constructor(message = 'This offer has expired; we will send you a new one.') {
    super(message);
  }
}

/** Signed in, but the viewer's roles do not allow the operation. */
export class Forbidden extends Error {
  override name = 'Forbidden';
  constructor(message = 'Your role does not allow this.') {
    super(message);
  }
}

export type DomainError = InvalidInput | TokenRefused | TooManyAttempts | SlotUnavailable | SlotTaken | NotFound | SellRequestClosed | CarNotAvailable | PaymentDeclined | AlreadySubscribed | OfferExpired | Forbidden;

export const isDomainError = (error: unknown): error is DomainError =>
  error instanceof InvalidInput ||
  error instanceof TokenRefused ||
  error instanceof TooManyAttempts ||
  error instanceof SlotUnavailable ||
  error instanceof SlotTaken ||
  error instanceof NotFound ||
  error instanceof SellRequestClosed ||
  error instanceof CarNotAvailable ||
  error instanceof PaymentDeclined ||
  error instanceof AlreadySubscribed ||
  error instanceof OfferExpired ||
  error instanceof Forbidden;
