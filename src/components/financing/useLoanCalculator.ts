import { useState } from 'react';
import { withThousands } from '../../lib/numbers/thousands';
import { initialChoice, type LoanChoice, type LoanPlan, nearestTerm, planOf, quoteOf, readDownPayment, withPlan } from './loan-terms';

/**
 * The calculator's state: plain React state, since it is a live computation with no flow (no step,
 * no send, nothing to wait for). The down payment box keeps what was typed; the choice is what it
 * reads as, or null while the box holds something the plan does not allow.
 */
export function useLoanCalculator(price: number, plans: ReadonlyArray<LoanPlan>, earlier?: Partial<LoanChoice> | null) {
  const [start] = useState(() => initialChoice(price, plans, earlier));
  const [planSlug, setPlanSlug] = useState(start?.plan ?? '');
  const [downText, setDownText] = useState(withThousands(String(start?.downPayment ?? '')));
  const [termMonths, setTermMonths] = useState(start?.termMonths ?? 0);
  const plan = planOf(plans, planSlug);
  const reading = plan ? readDownPayment(downText, price, plan) : undefined;
  const choice: LoanChoice | null = plan && reading && 'value' in reading ? { plan: plan.slug, downPayment: reading.value, termMonths } : null;
  return {
    price,
    plans,
    plan,
    downText,
    termMonths,
    /** The box's problem code (required, only_numbers, too_small, too_large), if any. */
    problem: reading && 'problem' in reading ? reading.problem : undefined,
    choice,
    quote: choice && plan ? quoteOf(price, choice, plan) : null,
    choosePlan(slug: string) {
      const next = planOf(plans, slug);
      if (!next) return;
      setPlanSlug(next.slug);
      // A down payment or term the new plan does not allow moves to the nearest it does.
      if (choice) {
        const moved = withPlan(price, choice, next);
        setDownText(withThousands(String(moved.downPayment)));
        setTermMonths(moved.termMonths);
      } else setTermMonths(nearestTerm(next, termMonths));
    },
    typeDownPayment: (text: string) => setDownText(withThousands(text)),
    slideDownPayment: (pesos: number) => setDownText(withThousands(String(pesos))),
    chooseTerm: (months: number) => setTermMonths(months),
  };
}

export type LoanCalculatorState = ReturnType<typeof useLoanCalculator>;
