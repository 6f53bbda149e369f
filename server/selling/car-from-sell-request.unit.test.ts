import { describe, expect, it } from 'vitest';
import { createCarSchema } from '../../common/validation/car-editor.ts';
import { carFromSellRequest, listingPriceOf, placeholderVin } from './car-from-sell-request.ts';
import { OFFER } from './quote-figures.ts';

const request = {
  id: '9f1c2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b',
  status: 'APPROVED' as const,
  carId: null,
  offer: 880_000,
  modelId: 3,
  year: 2019,
  mileage: 48_000,
  licensePlate: 'A123456',
  brandSlug: 'toyota',
  modelSlug: 'corolla',
  trimSlug: null,
  spotSlug: 'santo-domingo-naco',
  inspectionStartsAt: new Date('2026-03-10T23:00:00-04:00'),
  report: null,
  inspectedMileage: null,
};

describe('the car of a sell request', () => {
  it('prices it at the value the offer came from: the offer plus reconditioning and margin back', () => {
    expect(listingPriceOf(880_000)).toBe(1_000_000);
    expect(listingPriceOf(1_000_000)).toBe(Math.round(1_000_000 / (1 - OFFER.reconditioning - OFFER.margin) / 1000) * 1000);
    expect(listingPriceOf(100_000_000)).toBe(100_000_000);
  });

  it('makes a VIN of the right shape from the request id, one per request', () => {
    expect(placeholderVin(request.id)).toBe('SR9F1C2A3B4D5E4F6');
    expect(placeholderVin(request.id)).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('describes a car for review that the car editor’s schema accepts, dated on the inspection’s day in Santo Domingo', () => {
    const values = carFromSellRequest(request, 'corolla-2019-le');
    expect(createCarSchema.safeParse(values).success).toBe(true);
    expect(values).toMatchObject({ status: 'TO_REVIEW', vehicle: { brand: 'toyota', model: 'corolla', year: 2019, trim: 'corolla-2019-le' }, sale: { mileage: 48_000, licensePlate: 'A123456', price: 1_000_000 } });
    expect(values.inspection.inspectedAt).toBe('2026-03-10');
    expect(values.inspection.findings).toEqual([]);
  });

  it('carries the appraiser’s report and odometer reading when one was recorded (decision 53)', () => {
    const report = {
      inspectedAt: '2026-03-11',
      wheels: (['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'] as const).map((position) => ({ position, treadDepthMm: 5.5, brakePadMm: 7 })),
      findings: [{ point: 'pintura', result: 'attention' as const, note: 'Rayón en la puerta' }],
    };
    const values = carFromSellRequest({ ...request, report, inspectedMileage: 51_300 }, 'corolla-2019-le');
    expect(createCarSchema.safeParse(values).success).toBe(true);
    expect(values.inspection).toEqual(report);
    expect(values.sale.mileage).toBe(51_300);
  });
});
