import { describe, expect, it } from 'vitest';
import { repricedColumns } from './car-price.ts';

describe('repricedColumns', () => {
  const plain = { listingPrice: 1_000_000, basePrice: 1_000_000, hasOffer: false, offerOriginalPrice: null };
  const onOffer = { listingPrice: 900_000, basePrice: 900_000, hasOffer: true, offerOriginalPrice: 1_000_000 };

  it('moves the price and the costs that follow from it, and leaves a car without an offer without one', () => {
    const columns = repricedColumns(plain, 800_000);
    expect(columns).toMatchObject({ listingPrice: 800_000, basePrice: 800_000, transferFee: 16_000 });
    expect(columns).not.toHaveProperty('hasOffer');
  });

  it('re-measures a running offer against the price it started from', () => {
    expect(repricedColumns(onOffer, 850_000)).toMatchObject({ offerDiscount: 150_000, offerDiscountPercentage: 15 });
  });

  it('ends the offer at or above its original price, so no card shows a discount that is none', () => {
    for (const price of [1_000_000, 1_100_000]) {
      expect(repricedColumns(onOffer, price)).toMatchObject({ hasOffer: false, offerDiscount: null, offerOriginalPrice: null, offerLabel: null });
    }
  });
});
