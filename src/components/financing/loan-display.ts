// How the calculator shows a rate and moves the down payment as a share of the price.

/** The slider's top: past 90 % down a loan is hardly worth a calculator. */
export const SLIDER_MAX_PERCENT = 90;

// Figures read en-US in every market (SPEC §9), a rate too: 12.9 %.
const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A yearly rate in percent as shown: '12.9 %'. */
export const formatRate = (annualRatePercent: number): string => `${rateFormat.format(annualRatePercent)} %`;

/** The slider's position for a down payment: its whole percent of the price, within the slider's range. */
export function percentOfPrice(price: number, downPayment: number, plan: { minDownPaymentPercent: number }): number {
  const percent = price > 0 ? Math.round((downPayment / price) * 100) : plan.minDownPaymentPercent;
  return Math.min(SLIDER_MAX_PERCENT, Math.max(plan.minDownPaymentPercent, percent));
}

/** The down payment a slider position stands for: whole pesos, never below that share of the price. */
export const pesosForPercent = (price: number, percent: number): number => Math.min(Math.max(0, price - 1), Math.ceil((price * percent) / 100));
