import { describe, expect, it } from 'vitest';
import { financingQuote } from '../../../common/financing';
import { formatRate, percentOfPrice, pesosForPercent } from './loan-display';
import { downPaymentBounds, initialChoice, type LoanPlan, nearestTerm, planOf, quoteOf, readDownPayment, termsOf, withPlan } from './loan-terms';

const plan = (overrides: Partial<LoanPlan>): LoanPlan => ({
  slug: 'ola',
  name: 'Ola Financia',
  lender: 'Ola Cars',
  annualRate: 12.9,
  minTermMonths: 12,
  maxTermMonths: 72,
  minDownPaymentPercent: 10,
  external: false,
  isDefault: false,
  ...overrides,
});
const OURS = plan({ isDefault: true });
const BANK = plan({ slug: 'banco', name: 'Banco Popular', lender: 'Banco Popular', annualRate: 10.5, minTermMonths: 24, maxTermMonths: 60, minDownPaymentPercent: 40, external: true });
const PRICE = 1_250_000;

describe('the loan calculator', () => {
  it('offers the terms of common/financing.ts within the plan: 12 to 72 months, a bank 24 to 60', () => {
    expect(termsOf(OURS)).toEqual([12, 24, 36, 48, 60, 72]);
    expect(termsOf(BANK)).toEqual([24, 36, 48, 60]);
  });

  it('starts with the default plan, 30 % down (SPEC §9) and 48 months, as the car page does', () => {
    expect(initialChoice(PRICE, [BANK, OURS])).toEqual({ plan: 'ola', downPayment: 375_000, termMonths: 48 });
    expect(initialChoice(PRICE, [])).toBeUndefined();
  });

  it('starts from an earlier choice, moved into what its plan allows', () => {
    expect(initialChoice(PRICE, [OURS, BANK], { plan: 'banco', downPayment: 300_000, termMonths: 72 })).toEqual({ plan: 'banco', downPayment: 500_000, termMonths: 60 });
    expect(initialChoice(PRICE, [OURS, BANK], { plan: 'gone', downPayment: 600_000, termMonths: 36 })).toEqual({ plan: 'ola', downPayment: 600_000, termMonths: 36 });
  });

  it('keeps the down payment and term on another plan as far as it allows them', () => {
    expect(withPlan(PRICE, { plan: 'ola', downPayment: 200_000, termMonths: 12 }, BANK)).toEqual({ plan: 'banco', downPayment: 500_000, termMonths: 24 });
    expect(withPlan(PRICE, { plan: 'banco', downPayment: 600_000, termMonths: 60 }, OURS)).toEqual({ plan: 'ola', downPayment: 600_000, termMonths: 60 });
    expect(nearestTerm(BANK, 66)).toBe(60);
    expect(nearestTerm(OURS, 42)).toBe(48);
  });

  it("bounds the down payment by the plan's least share and by the price", () => {
    expect(downPaymentBounds(PRICE, BANK)).toEqual({ min: 500_000, max: 1_249_999 });
    expect(downPaymentBounds(999_995, OURS)).toEqual({ min: 100_000, max: 999_994 });
  });

  it('reads the typed down payment with its thousands separators, and says what is wrong with it', () => {
    expect(readDownPayment('375,000', PRICE, OURS)).toEqual({ value: 375_000 });
    expect(readDownPayment('', PRICE, OURS)).toEqual({ problem: 'required' });
    expect(readDownPayment('37a', PRICE, OURS)).toEqual({ problem: 'only_numbers' });
    expect(readDownPayment('124,999', PRICE, OURS)).toEqual({ problem: 'too_small' });
    expect(readDownPayment('125,000', PRICE, OURS)).toEqual({ value: 125_000 });
    expect(readDownPayment('1,250,000', PRICE, OURS)).toEqual({ problem: 'too_large' });
    expect(readDownPayment('499,999', PRICE, BANK)).toEqual({ problem: 'too_small' });
  });

  it("quotes with common/financing.ts at the plan's rate", () => {
    const choice = { plan: 'ola', downPayment: 375_000, termMonths: 48 };
    const quote = quoteOf(PRICE, choice, OURS);
    expect(quote).toEqual(financingQuote({ price: PRICE, downPayment: 375_000, termMonths: 48, annualRate: 12.9 }));
    expect(quote.financedAmount).toBe(875_000);
    // The annuity worked by hand: 875,000 × 0.01075 / (1 − 1.01075^−48).
    expect(quote.monthlyPayment).toBe(23_430.65);
    expect(quoteOf(PRICE, { ...choice, plan: 'banco' }, BANK).annualRate).toBe(10.5);
  });

  it('finds the plan asked for, else the default, else the first', () => {
    expect(planOf([BANK, OURS], 'banco')).toBe(BANK);
    expect(planOf([BANK, OURS], null)).toBe(OURS);
    expect(planOf([BANK], 'ola')).toBe(BANK);
  });

  it('slides the down payment in whole percents of the price, never under the least share', () => {
    expect(percentOfPrice(PRICE, 375_000, OURS)).toBe(30);
    expect(percentOfPrice(PRICE, 1_249_999, OURS)).toBe(90);
    expect(percentOfPrice(PRICE, 0, BANK)).toBe(40);
    expect(pesosForPercent(PRICE, 30)).toBe(375_000);
    expect(pesosForPercent(999_995, 10)).toBe(100_000);
    expect(readDownPayment(String(pesosForPercent(999_995, 10)), 999_995, OURS)).toEqual({ value: 100_000 });
  });

  it('shows a rate as the API states it', () => {
    expect(formatRate(12.9)).toBe('12.9 %');
    expect(formatRate(10)).toBe('10 %');
  });
});
