import type { Evidence } from './comparables.ts';
import type { SellQuote } from '../../common/sell-quote.ts';

/**
 * What we offer: the retail value less reconditioning (4 %: detailing, tyres, brakes, the 250-point
 * inspection's repairs) and our margin (8 %: the warranty, financing the stock, the risk of the car
 * sitting on the lot).
 */
export const OFFER = { reconditioning: 0.04, margin: 0.08 } as const;

/**
 * A private sale: buyers haggle about 7 % off a dealer's price for a car with no inspection or
 * warranty; the seller pays about 1.5 % in ads, the 'no oposición' certificate and papers; and the
 * sale takes about two months, each costing about 1 % of the value in depreciation and insurance.
 */
export const PRIVATE_SALE = { haggling: 0.07, costs: 0.015, months: 2, monthlyHolding: 0.01 } as const;

/**
 * The range around our offer, as a share of it either way: 12 % with the curve alone; with
 * comparables, 3 % plus one and a half times their spread over the square root of their count
 * (narrower with more of them), at most 12 %. With the offer at 88 % of the value, the top of the
 * range stays below the value.
 */
export const RANGE = { curveAlone: 0.12, least: 0.03, most: 0.12, spreadWeight: 1.5 } as const;

export type QuoteFigures = SellQuote;

/** Amounts in whole thousands of pesos, never below RD$1,000, so every figure shown is positive. */
export const roundMoney = (amount: number): number => Math.max(1000, Math.round(amount / 1000) * 1000);

export function rangeHalfWidth(evidence: Evidence): number {
  if (evidence.count === 0) return RANGE.curveAlone;
  return Math.min(RANGE.most, RANGE.least + (RANGE.spreadWeight * evidence.spread) / Math.sqrt(evidence.count));
}

/** Every figure of a quote from the retail value (unrounded) and the evidence behind it. */
export function quoteFigures(value: number, evidence: Evidence): QuoteFigures {
  const offer = value * (1 - OFFER.reconditioning - OFFER.margin);
  const halfWidth = rangeHalfWidth(evidence);
  const privateShare = 1 - PRIVATE_SALE.haggling - PRIVATE_SALE.costs - PRIVATE_SALE.months * PRIVATE_SALE.monthlyHolding;
  // Rounding is monotone, so min ≤ suggested ≤ max and suggested ≤ market value survive it.
  return {
    suggestedMinPrice: roundMoney(offer * (1 - halfWidth)),
    suggestedMaxPrice: roundMoney(offer * (1 + halfWidth)),
    suggestedPrice: roundMoney(offer),
    marketValue: roundMoney(value),
    averagePayoutOutside: roundMoney(value * privateShare),
    // Selling to us costs nothing and pays at once: the payout is the offer.
    averagePayoutInside: roundMoney(offer),
    basedOn: evidence.count,
  };
}
