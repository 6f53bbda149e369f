import { describe, expect, it } from 'vitest';
import { depositAmount, depositCard, heldUntil, refundOnCancel } from './purchase-words';

const held = { amount: 75, currency: 'USD', status: 'HELD', cardBrand: 'visa', cardLast4: '4242' };
const expiresAt = '2026-03-05T12:00:00-04:00';

describe('a purchase deposit', () => {
  it('reads as SPEC §9 words it, in whole dollars unless it has cents', () => {
    expect(depositAmount(held)).toBe('US$75');
    expect(depositAmount({ amount: 75.5, currency: 'USD' })).toBe('US$75.5');
    expect(depositAmount({ amount: 4400, currency: 'DOP' })).toBe('DOP 4,400');
  });

  it('names the card by its brand and last four digits, when the processor reported both', () => {
    expect(depositCard(held)).toBe('Visa •••• 4242');
    expect(depositCard({ cardBrand: 'mastercard', cardLast4: '4444' })).toBe('Mastercard •••• 4444');
    expect(depositCard({ cardBrand: null, cardLast4: '4242' })).toBeNull();
    expect(depositCard({ cardBrand: 'visa', cardLast4: null })).toBeNull();
  });

  it('holds the car until the reservation lapses, only while its deposit is held', () => {
    expect(heldUntil({ status: 'RESERVED', deposit: held, expiresAt })).toBe(expiresAt);
    expect(heldUntil({ status: 'RESERVED', deposit: { ...held, status: 'PENDING' }, expiresAt })).toBeNull();
    expect(heldUntil({ status: 'CANCELED', deposit: { ...held, status: 'REFUNDED' }, expiresAt })).toBeNull();
    expect(heldUntil({ status: 'IN_PROGRESS', deposit: null, expiresAt: null })).toBeNull();
  });

  it('is refunded on cancelling only when it is held, and the question gives the amount', () => {
    expect(refundOnCancel({ deposit: held })).toBe('US$75');
    expect(refundOnCancel({ deposit: { ...held, status: 'APPLIED' } })).toBeNull();
    expect(refundOnCancel({ deposit: null })).toBeNull();
  });
});
