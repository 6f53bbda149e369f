import { defaultDownPayment, monthlyPayment as loanPayment } from '../../common/financing.ts';
import { OLA_FINANCIA } from './data/financing-plans.ts';

/** The model year of the newest cars; fixed so that the same seed gives the same prices every year. */
export const CATALOGUE_YEAR = 2025;
const DOP_PER_USD = 58;

/** Price new in pesos: the dollar price plus import taxes, a little lower for older model years. */
export function newPriceDop(usd: number, modelYear: number, premium: boolean): number {
  const importTaxes = premium ? 1.75 : 1.6;
  const olderModelDiscount = 1 - 0.015 * (CATALOGUE_YEAR - modelYear);
  return Math.round((usd * DOP_PER_USD * importTaxes * olderModelDiscount) / 1000) * 1000;
}

/** Expected miles a year on Dominican roads, the basis of the mileage adjustment. */
export const MILES_PER_YEAR = 11_000;

/**
 * A used price: the Dominican market keeps cars' value high, so value falls fast in the first
 * years towards a floor of about 60 % of the new price; high mileage lowers it, low mileage raises it.
 */
export function usedPrice(newPrice: number, year: number, mileage: number, condition: number): number {
  const age = CATALOGUE_YEAR - year;
  const retained = 0.62 + 0.38 * 0.85 ** age;
  const expectedMiles = Math.max(1, age) * MILES_PER_YEAR;
  const mileageFactor = Math.min(1.06, Math.max(0.86, 1 - 0.1 * ((mileage - expectedMiles) / expectedMiles)));
  return roundTo(newPrice * retained * mileageFactor * condition, 5000);
}

export const roundTo = (amount: number, step: number): number => Math.round(amount / step) * step;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The term a car card's monthly payment is stated over (SPEC §3: down payment, instalments, monthly payment). */
export const CARD_TERM_MONTHS = 48;

/**
 * The car card's monthly instalment: the loan rule the calculators and the API use, on the default
 * plan's rate, with SPEC §9's 30 % down over CARD_TERM_MONTHS, so the card and the quote agree.
 */
export function monthlyPayment(price: number): number {
  return loanPayment(price - defaultDownPayment(price), OLA_FINANCIA.annualRate, CARD_TERM_MONTHS);
}

/** The costs a buyer pays beside the car: service fee, plate, transfer tax (2 %) and a 3-month warranty. */
export function priceBreakdown(price: number) {
  return {
    fee: roundTo(Math.min(45_000, Math.max(15_000, price * 0.015)), 500),
    licensePlateFee: 6500,
    transferFee: roundTo(price * 0.02, 100),
    warrantyPrice: roundTo(Math.min(90_000, Math.max(18_000, price * 0.025)), 500),
    monthlyPrice: monthlyPayment(price),
  };
}

/** An offer that takes `percent` off `originalPrice`, in whole thousands of pesos. */
export function offerDiscount(originalPrice: number, percent: number) {
  const discount = Math.max(5000, roundTo((originalPrice * percent) / 100, 5000));
  return { discount, price: originalPrice - discount, percentage: cents((discount / originalPrice) * 100) };
}
