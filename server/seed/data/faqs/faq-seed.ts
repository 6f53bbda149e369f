import { CLAIMS } from '../../../../common/claims.ts';
import type { Translations } from '../../../db/schema/columns.ts';

/** One question of the help centre, in both interface languages; the slug is its deep link. */
export interface FaqSeed {
  slug: string;
  question: Translations;
  answer: Translations;
  /** Among the questions the home page's teaser shows. */
  featured?: boolean;
}

/** A section of the help centre, its questions in the order they are shown. */
export interface FaqCategorySeed {
  slug: string;
  name: Translations;
  faqs: readonly FaqSeed[];
}

/**
 * The figures the answers state, worded once per language from common/claims.ts, so an answer
 * never promises another figure than the pages do.
 */
export const said = {
  points: `${CLAIMS.inspectionPoints}`,
  offerHours: `${CLAIMS.offerWithinHours}`,
  offerDays: `${CLAIMS.offerValidDays}`,
  warrantyMonths: `${CLAIMS.warrantyMonths}`,
  carsBought: CLAIMS.carsBought.toLocaleString('en-US'),
  deposit: `US$${CLAIMS.depositUsd}`,
  holdHours: `${CLAIMS.depositHoldHours}`,
  downPayment: `${CLAIMS.downPaymentPercent} %`,
  terms: { es: `${CLAIMS.minTermMonths} a ${CLAIMS.maxTermMonths} meses`, en: `${CLAIMS.minTermMonths} to ${CLAIMS.maxTermMonths} months` },
} as const;
