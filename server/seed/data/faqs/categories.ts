import { buying } from './buying.ts';
import type { FaqCategorySeed } from './faq-seed.ts';
import { financing } from './financing.ts';
import { paperwork } from './paperwork.ts';
import { selling } from './selling.ts';
import { testDrives } from './test-drives.ts';
import { warranty } from './warranty.ts';

/**
 * The help centre per served country, in the order it is shown. The answers speak of Dominican
 * paperwork (DGII, cédula, marbete), so only the Dominican Republic has them (decision 33).
 */
export const faqSeeds: Readonly<Record<string, readonly FaqCategorySeed[]>> = {
  DO: [buying, testDrives, financing, selling, warranty, paperwork],
};
