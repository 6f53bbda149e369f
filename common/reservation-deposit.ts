// Apart from the purchase schemas: the home page and the claims quote it, and they need no schema.
/** SPEC §9: the reservation deposit, US$75, refundable if the purchase is not pursued. */
export const RESERVATION_DEPOSIT = { amount: 75, currency: 'USD', holdHours: 72 } as const;
