/**
 * SPEC §9: the reservation deposit, US$75, refundable if the purchase is not pursued. Apart from the
 * purchase schemas so the marketing figures (claims.ts) reach the home page without zod (decision 37).
 */
export const RESERVATION_DEPOSIT = { amount: 75, currency: 'USD', holdHours: 72 } as const;
