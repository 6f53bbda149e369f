import type { MutationName } from '../../../server/abuse/mutation-rules.ts';
import type { StaffRole } from '../../../server/staff/staff-operations.ts';
import { postBodyFrom } from './client-address.ts';
import { carInputLiteral } from './staff-client.ts';
import type { GraphQLError } from './graphql.ts';

/** What one attempt names: an e-mail address (fixed or new per attempt) and a listed car. */
export interface AttemptSubjects {
  email: string;
  carId: string;
}

export interface MutationAttempt {
  /** The mutation field with its input written inline, so one document can alias it many times. */
  field: (subjects: AttemptSubjects) => string;
  /** Needs a Bearer session. */
  signedIn?: boolean;
  /** Needs a session holding this staff role (a customer is FORBIDDEN before any counter). */
  staff?: StaffRole;
  /**
   * Fails by design (a wrong password, an unknown token). A failed non-null mutation field ends
   * its operation, so such attempts go one per batched operation instead of as aliases.
   */
  fails?: boolean;
  /** What an attempt answers once one with the same e-mail got through: a subscription is made once. */
  again?: string;
}

const inline = (fields: Record<string, string>) => `{ ${Object.entries(fields).map(([name, value]) => `${name}: ${JSON.stringify(value)}`).join(', ')} }`;
const favorites = '{ cars { count } }';
const NO_REQUEST = '00000000-0000-4000-8000-000000000000';
const person = (email: string) => inline({ name: 'Ana', lastName: 'Pérez', email, phone: '8095550123' });
const personWithDocument = (email: string) => inline({ name: 'Ana', lastName: 'Pérez', email, phone: '8095550123', documentId: '00112345678' });
const sellRequestInput = (email: string) =>
  `{ car: { brand: "no-such-brand", model: "no-such-model", year: 2018, mileage: 60000, licensePlate: "A123456" }, expectedPrice: 900000, expectedSaleDays: 30,
     person: ${person(email)}, place: SPOT, spotId: "1", slotStartsAt: "2030-01-07T09:00:00-04:00", acceptTerms: true }`;

/** The cheapest attempt at each mutation that still reaches its resolver and its limits. */
export const mutationAttempts: Record<MutationName, MutationAttempt> = {
  signInUser: { fails: true, field: ({ email }) => `signInUser(input: ${inline({ email, password: 'wrong password' })}) { accessToken }` },
  signUpUser: { field: ({ email }) => `signUpUser(input: ${inline({ name: 'Ana', lastName: 'Pérez', email, password: 'correct horse 1' })}) { accessToken }` },
  socialSignIn: { fails: true, field: () => 'socialSignIn(input: { token: "not-a-google-token" }) { accessToken }' },
  // An unknown e-mail answers EMAIL_NOT_FOUND, after the counters.
  resetUserPassword: { fails: true, field: ({ email }) => `resetUserPassword(input: ${inline({ email, origin: 'web' })})` },
  resendConfirmation: { field: ({ email }) => `resendConfirmation(input: ${inline({ email })})` },
  validateToken: { fails: true, field: () => 'validateToken(input: { token: "not-a-link-token" }) { valid }' },
  completePasswordReset: { fails: true, field: () => 'completePasswordReset(input: { token: "not-a-link-token", password: "new password 1" })' },
  refreshSession: { fails: true, field: () => 'refreshSession(input: { refreshToken: "not-a-refresh-token" }) { accessToken }' },
  signOut: { field: () => 'signOut(input: { refreshToken: "not-a-refresh-token" })' },
  updateProfile: { signedIn: true, field: () => 'updateProfile(input: { name: "Ana", lastName: "Pérez" }) { id }' },
  setPriceAlerts: { signedIn: true, field: () => 'setPriceAlerts(input: { enabled: true }) { id }' },
  changePassword: { signedIn: true, fails: true, field: () => 'changePassword(input: { currentPassword: "wrong password", newPassword: "new password 12" })' },
  askCarQuestion: { field: ({ email, carId }) => `askCarQuestion(input: ${inline({ carId, question: 'Is it still available?', email })}) { id }` },
  addFavoriteCar: { signedIn: true, field: ({ carId }) => `addFavoriteCar(input: ${inline({ id: carId })}) ${favorites}` },
  removeFavoriteCar: { signedIn: true, field: ({ carId }) => `removeFavoriteCar(input: ${inline({ id: carId })}) ${favorites}` },
  clearAllFavoriteCars: { signedIn: true, field: () => `clearAllFavoriteCars ${favorites}` },
  // A brand the catalogue does not have: BAD_USER_INPUT on car.brand, after the counters, and nothing booked.
  createSellRequest: { fails: true, field: ({ email }) => `createSellRequest(input: ${sellRequestInput(email)}) { id }` },
  // An id nobody has: NOT_FOUND, after the counter.
  updateSellRequest: {
    signedIn: true,
    fails: true,
    field: ({ email }) => `updateSellRequest(input: { id: "${NO_REQUEST}", expectedPrice: 900000, expectedSaleDays: 30, person: ${person(email)}, place: SPOT, spotId: "1", slotStartsAt: "2030-01-07T09:00:00-04:00" }) { id }`,
  },
  cancelSellRequest: { signedIn: true, fails: true, field: () => `cancelSellRequest(input: { id: "${NO_REQUEST}" }) { id }` },
  deleteSellRequest: { signedIn: true, fails: true, field: () => `deleteSellRequest(input: { id: "${NO_REQUEST}" })` },
  // A brand the catalogue does not have: BAD_USER_INPUT on brand, after the counters, and nothing stored.
  createCarRequest: {
    fails: true,
    field: ({ email }) => `createCarRequest(input: { brand: "no-such-brand", model: "no-such-model", year: 2018, budget: 900000, person: ${person(email)} }) { id }`,
  },
  // A time that is not one: BAD_USER_INPUT on slotStartsAt, after the counters, and nothing booked.
  scheduleTestDrive: {
    fails: true,
    field: ({ email, carId }) => `scheduleTestDrive(input: { carId: "${carId}", slotStartsAt: "not-a-time", place: SPOT, person: ${personWithDocument(email)}, monthlySalary: 60000 }) { id }`,
  },
  cancelTestDrive: { signedIn: true, fails: true, field: () => `cancelTestDrive(input: { id: "${NO_REQUEST}" }) { id }` },
  archiveTestDrive: { signedIn: true, fails: true, field: () => `archiveTestDrive(input: { id: "${NO_REQUEST}" }) { id }` },
  restoreTestDrive: { signedIn: true, fails: true, field: () => `restoreTestDrive(input: { id: "${NO_REQUEST}" }) { id }` },
  // A declined card: PAYMENT_DECLINED after the counters, nothing held.
  reserveCar: { signedIn: true, fails: true, field: ({ carId }) => `reserveCar(input: { carId: "${carId}", paymentToken: "tok_declined" }) { id }` },
  // A method that is none: BAD_USER_INPUT on method.
  startPurchase: { signedIn: true, fails: true, field: ({ carId }) => `startPurchase(input: { carId: "${carId}", method: "BARTER" }) { id }` },
  cancelPurchase: { signedIn: true, fails: true, field: () => `cancelPurchase(input: { id: "${NO_REQUEST}" }) { id }` },
  archivePurchase: { signedIn: true, fails: true, field: () => `archivePurchase(input: { id: "${NO_REQUEST}" }) { id }` },
  restorePurchase: { signedIn: true, fails: true, field: () => `restorePurchase(input: { id: "${NO_REQUEST}" }) { id }` },
  // A month that is none: BAD_USER_INPUT on workingSince, nothing stored.
  prequalify: {
    fails: true,
    field: ({ email }) => `prequalify(input: { person: ${personWithDocument(email)}, workplace: "Banco", monthlySalary: 80000, otherIncome: 0, workingSince: "not-a-month", downPayment: 300000 }) { id }`,
  },
  // A term out of range: BAD_USER_INPUT on termMonths, nothing stored.
  applyForFinancing: {
    fails: true,
    field: ({ email, carId }) => `applyForFinancing(input: { carId: "${carId}", downPayment: 300000, termMonths: 5, person: ${personWithDocument(email)}, workplace: "Banco", monthlySalary: 80000 }) { id }`,
  },
  submitFaqQuestion: { field: ({ email }) => `submitFaqQuestion(input: ${inline({ question: '¿Cómo reservo un carro?', email })})` },
  subscribeNewsletter: { fails: true, again: 'DUPLICATE_EMAIL', field: ({ email }) => `subscribeNewsletter(input: ${inline({ email })})` },
  // A forged link answers false, after the counter.
  confirmNewsletterSubscription: { field: () => 'confirmNewsletterSubscription(token: "not-a-link-token")' },
  unsubscribeNewsletter: { field: () => 'unsubscribeNewsletter(token: "not-a-link-token")' },
  respondToSellOffer: { signedIn: true, fails: true, field: () => `respondToSellOffer(input: { sellRequestId: "${NO_REQUEST}", accept: true }) { id }` },
  // An e-mail with no account, a car or request nobody has: NOT_FOUND after the counter, nothing changed.
  grantRole: { signedIn: true, staff: 'admin', fails: true, field: ({ email }) => `grantRole(input: ${inline({ email, role: 'operator' })}) { id }` },
  revokeRole: { signedIn: true, staff: 'admin', fails: true, field: ({ email }) => `revokeRole(input: ${inline({ email, role: 'operator' })}) { id }` },
  setCarStatus: { signedIn: true, staff: 'operator', fails: true, field: () => 'setCarStatus(input: { carId: "999999999", status: "AVAILABLE" }) { id }' },
  setCarPrice: { signedIn: true, staff: 'operator', fails: true, field: () => 'setCarPrice(input: { carId: "999999999", basePrice: 900000 }) { id }' },
  createCar: { signedIn: true, staff: 'operator', fails: true, field: () => `createCar(input: ${carInputLiteral('status: "TO_REVIEW", ')}) { id }` },
  updateCar: { signedIn: true, staff: 'operator', fails: true, field: () => `updateCar(input: ${carInputLiteral('carId: "999999999", ')}) { id }` },
  changePrices: { signedIn: true, staff: 'operator', fails: true, field: () => 'changePrices(input: { carIds: ["999999999"], percent: -5 }) { newPrice }' },
  makeSellOffer: { signedIn: true, staff: 'appraiser', fails: true, field: () => `makeSellOffer(input: { sellRequestId: "${NO_REQUEST}", amount: 900000 }) { id }` },
  assignLead: { signedIn: true, staff: 'operator', fails: true, field: () => `assignLead(input: { leadId: "CAR_REQUEST:${NO_REQUEST}" }) { id }` },
  answerLead: { signedIn: true, staff: 'operator', fails: true, field: () => `answerLead(input: { leadId: "CAR_REQUEST:${NO_REQUEST}", message: "Sí, todavía está disponible." }) { id }` },
  closeLead: { signedIn: true, staff: 'operator', fails: true, field: () => `closeLead(input: { leadId: "CAR_REQUEST:${NO_REQUEST}" }) { id }` },
  reopenLead: { signedIn: true, staff: 'operator', fails: true, field: () => `reopenLead(input: { leadId: "CAR_REQUEST:${NO_REQUEST}" }) { id }` },
  removeCarPicture: { signedIn: true, staff: 'operator', fails: true, field: () => 'removeCarPicture(input: { pictureId: "999999999" }) { id }' },
  moveCarPicture: { signedIn: true, staff: 'operator', fails: true, field: () => 'moveCarPicture(input: { pictureId: "999999999", position: 0 }) { id }' },
  setMainCarPicture: { signedIn: true, staff: 'operator', fails: true, field: () => 'setMainCarPicture(input: { pictureId: "999999999" }) { id }' },
  confirmBooking: { signedIn: true, staff: 'operator', fails: true, field: () => `confirmBooking(input: { bookingId: "TEST_DRIVE:${NO_REQUEST}" }) { id }` },
  rescheduleBooking: { signedIn: true, staff: 'operator', fails: true, field: () => `rescheduleBooking(input: { bookingId: "TEST_DRIVE:${NO_REQUEST}", startsAt: "2030-01-07T09:00:00-04:00" }) { id }` },
  markBookingDone: { signedIn: true, staff: 'operator', fails: true, field: () => `markBookingDone(input: { bookingId: "TEST_DRIVE:${NO_REQUEST}" }) { id }` },
  markNoShow: { signedIn: true, staff: 'operator', fails: true, field: () => `markNoShow(input: { bookingId: "INSPECTION:${NO_REQUEST}" }) { id }` },
  setSpotCapacity: { signedIn: true, staff: 'operator', fails: true, field: () => `setSpotCapacity(input: { spotId: "999999", inspectors: 2 }) { id }` },
  addSpotClosure: { signedIn: true, staff: 'operator', fails: true, field: () => `addSpotClosure(input: { spotId: "999999", startsAt: "2030-01-07T09:00:00-04:00", endsAt: "2030-01-07T10:00:00-04:00", reason: "Inventario" }) { id }` },
  removeSpotClosure: { signedIn: true, staff: 'operator', fails: true, field: () => `removeSpotClosure(input: { closureId: "${NO_REQUEST}" }) { id }` },
  listSellRequestCar: { signedIn: true, staff: 'operator', fails: true, field: () => `listSellRequestCar(input: { sellRequestId: "${NO_REQUEST}" }) { id }` },
  recordSellInspection: {
    signedIn: true,
    staff: 'appraiser',
    fails: true,
    field: () => `recordSellInspection(input: { sellRequestId: "${NO_REQUEST}", inspection: { inspectedAt: "2030-01-07", wheels: [{ position: "LEFT_FRONT", treadDepthMm: 6, brakePadMm: 8 }, { position: "RIGHT_FRONT", treadDepthMm: 6, brakePadMm: 8 }, { position: "LEFT_BACK", treadDepthMm: 6, brakePadMm: 8 }, { position: "RIGHT_BACK", treadDepthMm: 6, brakePadMm: 8 }], findings: [] } }) { id }`,
  },
};

// SECURITY.md row 4: at most 15 aliases per operation and 10 operations per request.
const ALIASES = 15;
const BATCH = 10;
export const attemptsPerRequest = (attempt: MutationAttempt) => (attempt.fails ? 1 : ALIASES) * BATCH;

/**
 * Sends `count` attempts (at most attemptsPerRequest) in one request: aliased within each
 * operation and batched across operations. Answers every error of every operation.
 */
export async function sendAttempts(url: string, ip: string, attempt: MutationAttempt, subjects: () => AttemptSubjects, count: number, headers: Record<string, string> = {}): Promise<GraphQLError[]> {
  const perOperation = attempt.fails ? 1 : ALIASES;
  const fields = Array.from({ length: count }, (_, index) => `a${index % perOperation}: ${attempt.field(subjects())}`);
  const operations = Array.from({ length: Math.ceil(count / perOperation) }, (_, index) => ({
    query: `mutation { ${fields.slice(index * perOperation, (index + 1) * perOperation).join(' ')} }`,
  }));
  type Answer = { errors?: GraphQLError[] };
  const { body } = await postBodyFrom<Answer[] | Answer>(url, ip, operations, headers);
  return (Array.isArray(body) ? body : [body]).flatMap((answer) => answer.errors ?? []);
}
