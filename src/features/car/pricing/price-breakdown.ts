/** SPEC §9: the down payment shown is 30 % of the price. */
export const DOWN_PAYMENT_SHARE = 0.3;
export const downPayment = (price: number): number => price * DOWN_PAYMENT_SHARE;
