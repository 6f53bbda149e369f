import { FINANCING_LIMITS } from './financing.ts';
import { RESERVATION_DEPOSIT } from './reservation-deposit.ts';

/**
 * The figures the marketing texts promise, one value each. SPEC §1 quotes several (220 or 250
 * points; 30 days, 3 months, 1 or 2 years of warranty); these are the ones the product keeps, and
 * this module is their one source: the pages, the terms and the help centre's answers interpolate
 * them, so a change here changes every text at once (decision 33). No return period is promised:
 * nothing in the product honours one.
 */
export const CLAIMS = {
  /** Every car passes an inspection of more than this many points before it is published. */
  inspectionPoints: 250,
  /** A seller's firm offer comes within this many hours of the inspection… */
  offerWithinHours: 24,
  /** …and holds for this many days. */
  offerValidDays: 7,
  /** Cars are delivered with a warranty of up to this many months. */
  warrantyMonths: 3,
  /** Cars the business has bought from sellers ("more than"). */
  carsBought: 1400,
  /** The refundable reservation deposit, in US dollars, and how long it holds the car. */
  depositUsd: RESERVATION_DEPOSIT.amount,
  depositHoldHours: RESERVATION_DEPOSIT.holdHours,
  /** The down payment a financing quote starts from, in percent of the price. */
  downPaymentPercent: Math.round(FINANCING_LIMITS.defaultDownPaymentShare * 100),
  /** Loan terms, in months. */
  minTermMonths: FINANCING_LIMITS.minTermMonths,
  maxTermMonths: FINANCING_LIMITS.maxTermMonths,
} as const;
