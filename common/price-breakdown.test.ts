import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './price-breakdown';

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
    expect(breakdown.offerLabel).toBe('Oferta');
  });

  it('leaves out costs the car does not carry', () => {
    const breakdown = priceBreakdown({ listingPrice: 900_000, priceInfo: { basePrice: 900_000, fee: null, licensePlate: 0, transfer: null, warranty: null, monthlyPrice: null }, offerData: noOffer });
    expect(breakdown.lines).toEqual([{ kind: 'listPrice', amount: 900_000 }]);
    expect(breakdown.total).toBe(900_000);
  });
});
