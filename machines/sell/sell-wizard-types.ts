import type { FormFailed } from '../form/form.machine';
import type { LocationEvent, LocationState } from './sell-location';
import type { SellRequestCreated } from './sell-forms';
import type { SellDraft, SellParsed, SellQuote } from './sell-values';

/** The sell wizard's steps, in order: the top-level states the stepper shows (SPEC §2). */
export const SELL_STEPS = ['car', 'price', 'person', 'address', 'schedule'] as const;
export type SellStep = (typeof SELL_STEPS)[number];

export type SellWizardEvent =
  | { type: 'step.back' }
  | { type: 'step.goto'; step: SellStep }
  | { type: 'quote.retry' }
  | LocationEvent
  | FormFailed;

export type SellWizardContext = {
  draft: SellDraft;
  parsed: SellParsed;
  visited: SellStep[];
  quote: SellQuote | null;
  location: LocationState;
  /** The hour chosen was taken (or stopped being offered) before the request arrived: choose another. */
  slotTaken: boolean;
  /** The request as the server booked it, once sent. */
  created: SellRequestCreated | null;
};

