import { formatPrice } from '../../common/money.ts';

/** An amount in pesos as our e-mails write it ('RD$1,250,000'): the shared money rule, the mails' symbol. */
export const pesos = (amount: number): string => formatPrice(amount, { symbol: 'RD$', value: 1 });
