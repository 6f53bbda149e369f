// zod/mini: the reserve flow, the financing index's cash button and the purchase mutations check with these schemas.
import * as z from 'zod/mini';
import { required } from './account.ts';

export const PURCHASE_METHODS = ['CASH', 'FINANCING'] as const;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];

const id = () => z.string({ error: 'required' }).check(z.trim(), required());

/** CONTRACT's ReserveCarInput: the car and the processor's card token (never a card number). */
export const reserveCarSchema = z.object({ carId: id(), paymentToken: id() });

/** CONTRACT's StartPurchaseInput. Code: required, or invalid_option for another method. */
export const startPurchaseSchema = z.object({ carId: id(), method: z.enum(PURCHASE_METHODS, { error: 'invalid_option' }) });

export type ReserveCarInput = z.output<typeof reserveCarSchema>;
export type StartPurchaseInput = z.output<typeof startPurchaseSchema>;
