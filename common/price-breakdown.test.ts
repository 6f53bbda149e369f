import { describe, expect, it } from 'vitest';
import { priceBreakdown, showBreakdown } from './price-breakdown.ts';

const priceInfo = { basePrice: 1_000_000, fee: 15_000, licensePlate: 6_500, transfer: 20_000, warranty: 25_000, monthlyPrice: 20_000 };
const noOffer = { hasOffer: false, label: null, backgroundColor: null, textColor: null, discount: null, originalPrice: null, discountPercentage: null };

describe('price breakdown', () => {
  it('adds plate, transfer, warranty and fee to the price', () => {
    const breakdown = priceBreakdown({ listingPrice: 1_000_000, priceInfo, offerData: noOffer });
    expect(breakdown.lines.map((line) => line.kind)).toEqual(['listPrice', 'serviceFee', 'licensePlate', 'transfer', 'warranty']);
    expect(breakdown.total).toBe(1_066_500);
  });

  it('starts from the price before the offer and subtracts the discount', () => {
    const offerData = { ...noOffer, hasOffer: true, label: 'Oferta', discount: 50_000, originalPrice: 1_050_000 };
    const breakdown = priceBreakdown({ listingPrice: 1_000_000, priceInfo, offerData });
    expect(breakdown.lines.slice(0, 3)).toEqual([
      { kind: 'listPrice', amount: 1_050_000 },
      { kind: 'discount', amount: -50_000 },
      { kind: 'offerPrice', amount: 1_000_000 },
    ]);
    expect(breakdown.total).toBe(1_066_500);
  });

  it('leaves out costs the car does not carry', () => {
    const breakdown = priceBreakdown({ listingPrice: 900_000, priceInfo: { fee: null, licensePlate: 0, transfer: null, warranty: null }, offerData: noOffer });
    expect(breakdown.lines).toEqual([{ kind: 'listPrice', amount: 900_000 }]);
    expect(breakdown.total).toBe(900_000);
  });
});

describe('the breakdown as shown', () => {
  const dollar = { symbol: 'US $', value: 1 / 58 };

  it('totals the lines as they read, not the unrounded amounts', () => {
    // RD $29 is half a dollar: each line reads US $1, so the total must read US $2, not US $1.
    const shown = showBreakdown(priceBreakdown({ listingPrice: 29, priceInfo: { fee: 29 }, offerData: noOffer }), dollar);
    expect(shown.lines.map((line) => line.text)).toEqual(['US $1', 'US $1']);
    expect(shown.total).toEqual({ amount: 2, text: 'US $2' });
  });

  it('takes the discount from the rounded prices, so the list price less it reads as the offer price', () => {
    const offerData = { ...noOffer, hasOffer: true, discount: 58 * 100 + 29, originalPrice: 58 * 1_000 + 58 * 100 + 29 - 29 };
    const shown = showBreakdown(priceBreakdown({ listingPrice: 58 * 1_000 - 29, priceInfo: {}, offerData }), dollar);
    const [list, discount, offer] = shown.lines;
    expect(list!.amount + discount!.amount).toBe(offer!.amount);
    expect(discount!.text).toMatch(/^-US \$/);
    expect(shown.total.amount).toBe(offer!.amount);
  });
});
