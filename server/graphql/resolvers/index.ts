import type { Resolvers } from '../generated/resolvers.ts';
import { linkResolvers } from './auth-links.ts';
import { passwordResolvers } from './auth-password.ts';
import { profileResolvers } from './auth-profile.ts';
import { sessionResolvers } from './auth-session.ts';
import { signInResolvers } from './auth-sign-in.ts';
import { signUpResolvers } from './auth-sign-up.ts';
import { socialResolvers } from './auth-social.ts';
import { catalogueResolvers } from './catalogue.ts';
import { carResolvers } from './catalogue-car.ts';
import { carRequestsResolvers } from './car-requests.ts';
import { favoritesResolvers } from './favorites.ts';
import { financingResolvers } from './financing.ts';
import { findingResolvers } from './finding.ts';
import { helpFaqsResolvers } from './help-faqs.ts';
import { helpNewsletterResolvers } from './help-newsletter.ts';
import { inspectionSlotsResolvers } from './inspection-slots.ts';
import { purchasesResolvers } from './purchases.ts';
import { sellingQuoteResolvers } from './selling-quote.ts';
import { sellRequestsResolvers } from './sell-requests.ts';
import { settingsResolvers } from './settings.ts';
import { staffResolvers } from './staff.ts';
import { staffCarEditorResolvers } from './staff-car-editor.ts';
import { staffSchedulesResolvers } from './staff-schedules.ts';
import { testDrivesResolvers } from './test-drives.ts';

/** One entry per domain; each lives beside its SDL file's name. */
export const resolvers: Resolvers[] = [
  settingsResolvers,
  catalogueResolvers,
  carResolvers,
  signInResolvers,
  signUpResolvers,
  socialResolvers,
  sessionResolvers,
  linkResolvers,
  passwordResolvers,
  profileResolvers,
  favoritesResolvers,
  inspectionSlotsResolvers,
  sellingQuoteResolvers,
  sellRequestsResolvers,
  findingResolvers,
  carRequestsResolvers,
  testDrivesResolvers,
  purchasesResolvers,
  financingResolvers,
  helpFaqsResolvers,
  helpNewsletterResolvers,
  staffResolvers,
  staffCarEditorResolvers,
  staffSchedulesResolvers,
];
