import type { MutationResolvers } from '../graphql/generated/resolvers.ts';
import type { RateRule } from './rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whose attempts a counter adds up: the client address, the e-mail address the input names,
 * that e-mail from that address, or the signed-in user. A counter whose subject a request lacks
 * (no e-mail given, nobody signed in) is not counted for it.
 */
export type Subject = 'ip' | 'email' | 'email-ip' | 'user';

export interface Counter extends RateRule {
  per: Subject;
  /** Counters of failures only: a success resets the counter or refunds its own hit. */
  onSuccess?: 'reset' | 'refund';
}

export interface MutationRule {
  counters: readonly Counter[];
  /** Why these counters are enough, so a reader need not rediscover the threat. */
  why: string;
}

export type MutationName = keyof Required<MutationResolvers>;

const counter = (name: string, per: Subject, limit: number, windowSeconds: number, onSuccess?: Counter['onSuccess']): Counter => ({
  name, per, limit, windowSeconds, ...(onSuccess && { onSuccess }),
});

// Counters that several mutations share, so that switching between them gains nothing.
const sessionPerIp = counter('session:ip', 'ip', 600, HOUR);
const linkPerIp = counter('link:ip', 'ip', 100, HOUR);
const favoritesPerUser = counter('favorites:user', 'user', 200, HOUR);
const sellRequestChangesPerUser = counter('sell-request-changes:user', 'user', 60, HOUR);
const testDriveChangesPerUser = counter('test-drive-changes:user', 'user', 60, HOUR);
const purchaseChangesPerUser = counter('purchase-changes:user', 'user', 60, HOUR);
// Staff work through queues all day; a stolen staff session is still capped.
const staffChangesPerUser = counter('staff-changes:user', 'user', 600, HOUR);
/** The same counter, for the picture upload, which is an HTTP route and not a GraphQL mutation. */
export const staffChangesCounter = staffChangesPerUser;

/**
 * SECURITY.md rows 6 and 17: every mutation's abuse limits, applied by `limitMutation` under the
 * mutation's own name. A mutation added to the schema without a row here fails to compile and
 * fails tests/api/abuse-limits.test.ts. Counters run in the order listed; the first one over its
 * limit refuses the attempt.
 */
export const mutationRules = {
  signInUser: {
    why: 'Password guessing against one account, and from one address against many; only failures count.',
    counters: [counter('sign-in:ip', 'ip', 100, DAY, 'refund'), counter('sign-in:email-ip', 'email-ip', 10, 15 * MINUTE, 'reset')],
  },
  signUpUser: { why: 'Mass account creation and e-mails to strangers from one address.', counters: [counter('sign-up:ip', 'ip', 10, HOUR)] },
  socialSignIn: { why: 'Each attempt asks Google to verify a token; the token itself cannot be guessed.', counters: [counter('social-sign-in:ip', 'ip', 100, HOUR)] },
  resetUserPassword: {
    why: 'Sends e-mail and tells whether an address has an account: capped per address and per inbox.',
    counters: [counter('reset:ip', 'ip', 20, HOUR), counter('reset:email', 'email', 5, HOUR)],
  },
  resendConfirmation: {
    why: 'Sends e-mail: capped per inbox, and per address so one client cannot mail many inboxes.',
    counters: [counter('resend:ip', 'ip', 20, HOUR), counter('resend:email', 'email', 5, HOUR)],
  },
  validateToken: { why: 'Link tokens cannot be guessed; this only caps the noise.', counters: [linkPerIp] },
  completePasswordReset: { why: 'As validateToken, and a live link costs an argon2 hash.', counters: [linkPerIp] },
  refreshSession: { why: 'Clients refresh every 15 minutes per tab, so 600 an hour is generous.', counters: [sessionPerIp] },
  signOut: { why: 'Shares the session counter with refreshSession.', counters: [sessionPerIp] },
  updateProfile: { why: 'Needs a session, so the user is the subject; nobody edits a profile 60 times an hour.', counters: [counter('profile:user', 'user', 60, HOUR)] },
  setPriceAlerts: { why: 'Needs a session, so the user is the subject; a switch nobody flips 30 times an hour.', counters: [counter('price-alerts:user', 'user', 30, HOUR)] },
  changePassword: { why: 'Guesses at the current password by whoever holds a session.', counters: [counter('change-password:user', 'user', 10, 15 * MINUTE)] },
  askCarQuestion: {
    // A buyer asks one or two questions about each of a few cars; an office or a mobile carrier
    // may put several buyers behind one address, hence more per address than per sender.
    why: 'Anonymous, stored and read by staff: capped per address, and per e-mail (or WhatsApp number) or user when given.',
    counters: [counter('car-question:ip', 'ip', 30, HOUR), counter('car-question:email', 'email', 10, HOUR), counter('car-question:user', 'user', 10, HOUR)],
  },
  addFavoriteCar: { why: 'Needs a session, so only the user is the subject; someone comparing cars toggles a few dozen.', counters: [favoritesPerUser] },
  removeFavoriteCar: { why: 'As addFavoriteCar, on the same counter.', counters: [favoritesPerUser] },
  clearAllFavoriteCars: { why: 'As addFavoriteCar, on the same counter.', counters: [favoritesPerUser] },
  createSellRequest: {
    // A seller makes one or two requests (a second car, a retry); each holds an inspector's hour
    // and sends an e-mail, so a flood would empty the calendar and mail strangers. An office or a
    // mobile carrier may put several sellers behind one address, hence more per address.
    why: 'Anonymous, holds an inspection hour and sends e-mail: capped per address and per inbox.',
    counters: [counter('sell-request:ip', 'ip', 20, HOUR), counter('sell-request:email', 'email', 5, DAY)],
  },
  updateSellRequest: {
    why: 'Needs a session, so the user is the subject; moving an inspection a few times is normal, sixty an hour is not.',
    counters: [sellRequestChangesPerUser],
  },
  cancelSellRequest: { why: 'As updateSellRequest, on the same counter.', counters: [sellRequestChangesPerUser] },
  deleteSellRequest: { why: 'As updateSellRequest, on the same counter.', counters: [sellRequestChangesPerUser] },
  createCarRequest: {
    // A buyer asks for one or two cars (another model, a retry with a higher budget); each sends an
    // e-mail now and match e-mails later, so a flood would mail strangers. An office or a mobile
    // carrier may put several buyers behind one address, hence more per address.
    why: 'Anonymous and sends e-mail: capped per address and per inbox, as createSellRequest.',
    counters: [counter('car-request:ip', 'ip', 20, HOUR), counter('car-request:email', 'email', 5, DAY)],
  },
  scheduleTestDrive: {
    // A buyer books a drive or two (another car, another hour); each holds a car's hour and sends an
    // e-mail, so a flood would empty the cars' calendars and mail strangers.
    why: 'Anonymous, holds a car for an hour and sends e-mail: capped per address and per inbox, as createSellRequest.',
    counters: [counter('test-drive:ip', 'ip', 20, HOUR), counter('test-drive:email', 'email', 5, DAY)],
  },
  cancelTestDrive: { why: 'Needs a session, so the user is the subject; tidying a few drives is normal, sixty an hour is not.', counters: [testDriveChangesPerUser] },
  archiveTestDrive: { why: 'As cancelTestDrive, on the same counter.', counters: [testDriveChangesPerUser] },
  restoreTestDrive: { why: 'As cancelTestDrive, on the same counter.', counters: [testDriveChangesPerUser] },
  reserveCar: {
    // Stolen card numbers are tried on any form that charges a little ('card testing'): a real buyer
    // reserves once or twice, and a declined card may be retried a few times.
    why: 'Charges a card: capped per user and per address against card testing.',
    counters: [counter('reserve:user', 'user', 10, DAY), counter('reserve:ip', 'ip', 30, DAY)],
  },
  startPurchase: { why: 'Needs a session; a buyer starts a purchase of a few cars at most.', counters: [counter('start-purchase:user', 'user', 30, HOUR)] },
  cancelPurchase: { why: 'Needs a session, so the user is the subject; it may refund a deposit, which is idempotent.', counters: [purchaseChangesPerUser] },
  archivePurchase: { why: 'As cancelPurchase, on the same counter.', counters: [purchaseChangesPerUser] },
  restorePurchase: { why: 'As cancelPurchase, on the same counter.', counters: [purchaseChangesPerUser] },
  prequalify: {
    why: 'Anonymous and stores classified income data: capped per address and per e-mail.',
    counters: [counter('prequalify:ip', 'ip', 20, HOUR), counter('prequalify:email', 'email', 5, DAY)],
  },
  applyForFinancing: {
    why: 'Anonymous, stored and worked by staff or a lender: capped per address and per e-mail.',
    counters: [counter('financing:ip', 'ip', 20, HOUR), counter('financing:email', 'email', 5, DAY)],
  },
  submitFaqQuestion: {
    why: 'Anonymous, stored and read by staff, and sends an acknowledgement: capped per address and per inbox.',
    counters: [counter('faq-question:ip', 'ip', 20, HOUR), counter('faq-question:email', 'email', 5, DAY)],
  },
  subscribeNewsletter: {
    // SECURITY.md row 6: as the account mutations, since it too e-mails whatever address it is given.
    why: 'Sends a confirmation to the given inbox: capped per address and per inbox, as resendConfirmation.',
    counters: [counter('newsletter:ip', 'ip', 20, HOUR), counter('newsletter:email', 'email', 5, HOUR)],
  },
  confirmNewsletterSubscription: { why: 'As validateToken: the signed link cannot be guessed; this only caps the noise.', counters: [linkPerIp] },
  unsubscribeNewsletter: { why: 'As confirmNewsletterSubscription, on the same counter.', counters: [linkPerIp] },
  respondToSellOffer: { why: 'As updateSellRequest, on the same counter.', counters: [sellRequestChangesPerUser] },
  grantRole: { why: 'Staff only (checked first); a day of console work stays far below the cap, a script run from a stolen session does not.', counters: [staffChangesPerUser] },
  revokeRole: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  setCarStatus: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  setCarPrice: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  createCar: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  updateCar: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  changePrices: { why: 'As grantRole, on the same counter; one call moves up to 500 prices.', counters: [staffChangesPerUser] },
  makeSellOffer: { why: 'As grantRole, on the same counter; each offer e-mails a seller.', counters: [staffChangesPerUser] },
  assignLead: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  answerLead: { why: 'As grantRole, on the same counter; each answer e-mails the lead.', counters: [staffChangesPerUser] },
  closeLead: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  reopenLead: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  removeCarPicture: { why: 'As grantRole, on the same counter (the picture upload counts on it too).', counters: [staffChangesPerUser] },
  moveCarPicture: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  setMainCarPicture: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  confirmBooking: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  rescheduleBooking: { why: 'As grantRole, on the same counter; each move e-mails the person.', counters: [staffChangesPerUser] },
  markBookingDone: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  markNoShow: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  setSpotCapacity: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  addSpotClosure: { why: 'As grantRole, on the same counter; one closure may e-mail everyone booked within it.', counters: [staffChangesPerUser] },
  removeSpotClosure: { why: 'As grantRole, on the same counter.', counters: [staffChangesPerUser] },
  listSellRequestCar: { why: 'As createCar, on the same counter.', counters: [staffChangesPerUser] },
  recordSellInspection: { why: 'As makeSellOffer, on the staff changes counter.', counters: [staffChangesPerUser] },
} satisfies Record<MutationName, MutationRule>;
