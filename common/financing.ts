/**
 * The loan rules the SPA's calculators and the API share, so both show the same figures to the peso
 * (SPEC §9: 30 % down by default, terms in months, an interest rate). Amounts in whole pesos (DOP);
 * a monthly payment to the cent, as a lender states it.
 */
export const FINANCING_LIMITS = {
  minTermMonths: 12,
  maxTermMonths: 72,
  /** SPEC §9: the down payment shown is 30 % of the price. */
  defaultDownPaymentShare: 0.3,
  /** Lenders here cap a car loan's payment at 40 % of the monthly income. */
  maxPaymentShareOfIncome: 0.4,
  /** The smallest car loan lenders here make, whole pesos: an income that carries less prequalifies for none. */
  minLoan: 100_000,
  /** The terms the calculators offer, in their steps. */
  termChoices: [12, 24, 36, 48, 60, 72],
} as const;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The monthly rate of a yearly rate in percent (12.9 → 0.01075). */
const monthlyRate = (annualRatePercent: number) => annualRatePercent / 100 / 12;

/** The annuity payment that repays `principal` in `months` equal payments at `annualRatePercent`. */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return cents(principal / months);
  return cents((principal * rate) / (1 - (1 + rate) ** -months));
}

/** The largest principal whose annuity payment over `months` is at most `payment`, whole pesos down. */
export function largestPrincipal(payment: number, annualRatePercent: number, months: number): number {
  if (payment <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  const principal = rate === 0 ? payment * months : (payment * (1 - (1 + rate) ** -months)) / rate;
  return Math.floor(principal);
}

export interface LoanTerms {
  price: number;
  downPayment: number;
  termMonths: number;
  /** Percent a year. */
  annualRate: number;
}

export interface FinancingQuote {
  monthlyPayment: number;
  annualRate: number;
  termMonths: number;
  financedAmount: number;
  /** The down payment plus every monthly payment. */
  totalCost: number;
}

/** CONTRACT's FinancingQuote for a price, a down payment, a term and a plan's rate. */
export function financingQuote({ price, downPayment, termMonths, annualRate }: LoanTerms): FinancingQuote {
  const financedAmount = Math.max(0, price - downPayment);
  const payment = monthlyPayment(financedAmount, annualRate, termMonths);
  return { monthlyPayment: payment, annualRate, termMonths, financedAmount, totalCost: cents(downPayment + payment * termMonths) };
}

/** SPEC §9's default down payment for a price, whole pesos. */
export const defaultDownPayment = (price: number): number => Math.round(price * FINANCING_LIMITS.defaultDownPaymentShare);

export interface PrequalificationAnswer {
  approved: boolean;
  /** The most a car may cost: the down payment plus the largest loan the income carries. */
  maxAmount: number;
  monthlyPayment: number;
}

/**
 * What a monthly income prequalifies for at a plan's rate and term: a loan whose payment is at most
 * 40 % of the income. An income that carries less than the smallest loan lenders make is not approved.
 */
export function prequalification(monthlyIncome: number, downPayment: number, annualRate: number, termMonths: number): PrequalificationAnswer {
  const principal = largestPrincipal(monthlyIncome * FINANCING_LIMITS.maxPaymentShareOfIncome, annualRate, termMonths);
  if (principal < FINANCING_LIMITS.minLoan) return { approved: false, maxAmount: 0, monthlyPayment: 0 };
  return { approved: true, maxAmount: Math.floor(downPayment) + principal, monthlyPayment: monthlyPayment(principal, annualRate, termMonths) };
}
