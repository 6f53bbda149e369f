import type { CardDetails } from '../../../../machines/reserve/card-schema';

/**
 * The payment processor's card step in its test mode (the sandbox, CONTRACT.md): a processor's own
 * script would send the card to the processor and hand back a token; the sandbox knows its test cards
 * by number and answers their tokens, so no card number ever reaches our API. Any other number is a
 * card the sandbox does not know, which it declines.
 */
export const SANDBOX_CARDS = [
  { number: '4242 4242 4242 4242', token: 'tok_visa', approves: true },
  { number: '5555 5555 5555 4444', token: 'tok_mastercard', approves: true },
  { number: '4000 0000 0000 0002', token: 'tok_declined', approves: false },
] as const;

export function sandboxToken(card: Pick<CardDetails, 'number'>): string {
  return SANDBOX_CARDS.find((test) => test.number.replace(/\s/g, '') === card.number)?.token ?? 'tok_unknown_card';
}
