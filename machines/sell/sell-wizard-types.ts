import type { FormFailed } from '../form/form.machine';
import type { SellRequestCreated } from './sell-forms';
import type { SellDraft, SellParsed, SellQuote } from './sell-values';

/** The sell wizard's steps, in order: the top-level states the stepper shows (SPEC §2). */
export const SELL_STEPS = ['car', 'price', 'person', 'address', 'schedule'] as const;
export type SellStep = (typeof SELL_STEPS)[number];

export type SellWizardEvent =
  | { type: 'step.back' }
  | { type: 'step.goto'; step: SellStep }
  | { type: 'quote.retry' }
  /** 'Use my location' answered: the coordinates, and the spot the page found nearest to them. */
  | { type: 'location.found'; latitude: number; longitude: number; nearestSpotId?: string }
  | { type: 'location.refused' }
  | FormFailed;

export type SellWizardContext = {
  draft: SellDraft;
  parsed: SellParsed;
  visited: SellStep[];
  quote: SellQuote | null;
  /** What 'use my location' gave: the page says so clearly when the browser refused. */
  location: 'notAsked' | 'found' | 'refused';
  /** The hour chosen was taken (or stopped being offered) before the request arrived: choose another. */
  slotTaken: boolean;
  /** The request as the server booked it, once sent. */
  created: SellRequestCreated | null;
};

