// The sandbox's test cards, as a processor's test mode documents them: each token stands for a
// card number the processor knows and we never see. Only the brand and last four digits it reports
// reach the ledger (tests/api/purchases.test.ts searches a database dump for these numbers).

export interface TestCard {
  brand: string;
  number: string;
  /** Undefined: the charge is approved; otherwise the processor's decline code. */
  declineCode?: string;
}

export const SANDBOX_CARDS: Readonly<Record<string, TestCard>> = {
  tok_visa: { brand: 'visa', number: '4242424242424242' },
  tok_mastercard: { brand: 'mastercard', number: '5555555555554444' },
  tok_declined: { brand: 'visa', number: '4000000000000002', declineCode: 'card_declined' },
};

/** Any other token is none the processor issued. */
export const INVALID_TOKEN = 'invalid_token';

export const sandboxCard = (token: string): TestCard | undefined => (Object.hasOwn(SANDBOX_CARDS, token) ? SANDBOX_CARDS[token] : undefined);
