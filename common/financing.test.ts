import { describe, expect, it } from 'vitest';
import { FINANCING_LIMITS, financingQuote, largestPrincipal, monthlyPayment, prequalification } from './financing';

describe('financing rules', () => {
  it('pays a loan back by the annuity formula', () => {
    // 1,000,000 over 48 months at 12 % a year: the textbook figure is 26,333.84.
    expect(monthlyPayment(1_000_000, 12, 48)).toBe(26_333.84);
    expect(monthlyPayment(120_000, 0, 12)).toBe(10_000);
    expect(monthlyPayment(0, 12, 48)).toBe(0);
  });

  it('quotes the financed amount and the total cost', () => {
    const quote = financingQuote({ price: 1_500_000, downPayment: 450_000, termMonths: 60, annualRate: 12.9 });
    expect(quote.financedAmount).toBe(1_050_000);
    expect(quote.monthlyPayment).toBe(monthlyPayment(1_050_000, 12.9, 60));
    expect(quote.totalCost).toBeCloseTo(450_000 + quote.monthlyPayment * 60, 2);
  });

  it('finds the largest loan a payment carries, the inverse of the annuity', () => {
    const principal = largestPrincipal(26_333.84, 12, 48);
    expect(principal).toBeLessThanOrEqual(1_000_000);
    expect(principal).toBeGreaterThan(999_990);
    expect(monthlyPayment(principal, 12, 48)).toBeLessThanOrEqual(26_333.84);
  });

  it('prequalifies for a loan whose payment is at most 40 % of the income', () => {
    const answer = prequalification(100_000, 300_000, 12.9, 60);
    expect(answer.approved).toBe(true);
    expect(answer.monthlyPayment).toBeLessThanOrEqual(40_000);
    expect(answer.monthlyPayment).toBeGreaterThan(39_990);
    expect(answer.maxAmount).toBe(300_000 + largestPrincipal(40_000, 12.9, 60));
    expect(prequalification(0, 300_000, 12.9, 60)).toEqual({ approved: false, maxAmount: 0, monthlyPayment: 0 });
  });

  it('approves no loan smaller than the least lenders make', () => {
    // 40 % of 5,500 a month carries about 99,000 over 60 months at 12.9 %: under RD$100,000.
    expect(largestPrincipal(2_200, 12.9, 60)).toBeLessThan(FINANCING_LIMITS.minLoan);
    expect(prequalification(5_500, 300_000, 12.9, 60)).toEqual({ approved: false, maxAmount: 0, monthlyPayment: 0 });
    expect(largestPrincipal(2_400, 12.9, 60)).toBeGreaterThanOrEqual(FINANCING_LIMITS.minLoan);
    expect(prequalification(6_000, 300_000, 12.9, 60).approved).toBe(true);
  });
});
