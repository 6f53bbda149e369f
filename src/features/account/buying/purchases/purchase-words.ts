import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Purchase } from '../api/purchases-query';

/** How the buyer pays (SPEC §3 Purchase card's cash payment label), or a reservation before deciding. */
export const METHOD_WORDS: Record<string, MessageDescriptor> = {
  CASH: msg`Pago en efectivo`,
  FINANCING: msg`Financiamiento`,
  RESERVATION: msg`Reserva`,
};

/** The API's purchase statuses, as the buyer reads them; an unknown one is shown as sent. */
export const STATUS_WORDS: Record<string, MessageDescriptor> = {
  RESERVED: msg`Reservado`,
  IN_PROGRESS: msg`En proceso`,
  COMPLETED: msg`Completada`,
  CANCELED: msg`Cancelada`,
  EXPIRED: msg`Vencida`,
};

type Deposit = NonNullable<Purchase['deposit']>;

// Amounts read in en-US digits in both languages, as every price of the product does.
const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The deposit as SPEC §9 words it, 'US$75'; another currency keeps its code in front. */
export function depositAmount({ amount, currency }: Pick<Deposit, 'amount' | 'currency'>): string {
  return `${currency === 'USD' ? 'US$' : `${currency} `}${amountFormat.format(amount)}`;
}

/** The card the deposit was charged to, as the processor reported it: 'Visa •••• 4242'; null when unknown. */
export function depositCard({ cardBrand, cardLast4 }: Pick<Deposit, 'cardBrand' | 'cardLast4'>): string | null {
  if (!cardBrand || !cardLast4) return null;
  return `${cardBrand.charAt(0).toUpperCase()}${cardBrand.slice(1)} •••• ${cardLast4}`;
}

/** Until when a reservation holds the car: only while it does (reserved, its deposit held). */
export function heldUntil({ status, deposit, expiresAt }: Pick<Purchase, 'status' | 'deposit' | 'expiresAt'>): string | null {
  return status === 'RESERVED' && deposit?.status === 'HELD' && expiresAt ? expiresAt : null;
}

/** Cancelling gives a held deposit back: the question says so, with the amount. */
export const refundOnCancel = ({ deposit }: Pick<Purchase, 'deposit'>): string | null => (deposit?.status === 'HELD' ? depositAmount(deposit) : null);
