/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** CONTRACT.md AddressInput: where a home inspection or test drive goes. Coordinates from the browser, when shared. */
export type AddressInput = {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  number: string;
  reference?: string | null | undefined;
  sector: string;
  street: string;
};

export type AnswerLeadInput = {
  leadId: string | number;
  /** 5–2000 characters, e-mailed to the lead; a blank line starts a paragraph. */
  message: string;
};

export type AskCarQuestionInput = {
  carId: string | number;
  /** To be answered by e-mail. Without a session, an e-mail or a phone is required (contact_required on email). */
  email?: string | null | undefined;
  /** A WhatsApp number to be answered on, 10 digits. */
  phone?: string | null | undefined;
  /** 5–150 characters. */
  question: string;
};

export type AssignLeadInput = {
  /** A member of staff's e-mail, any letter case; null or empty hands the lead back to nobody. */
  email?: string | null | undefined;
  leadId: string | number;
};

export type BookingInput = {
  bookingId: string | number;
};

export type BulkPriceInput = {
  /** Whole pesos added to each price (negative lowers it), up to 10,000,000 either way. */
  amount?: number | null | undefined;
  /** The cars to reprice, 1–500 different ids. */
  carIds: Array<string | number>;
  /** A share of each price, −50 to 50 (−5 lowers every price by 5 %); or give amount instead. */
  percent?: number | null | undefined;
};

export type CarInspectionInput = {
  /** At most 300, each point once. */
  findings: Array<InspectionFindingInput>;
  /** YYYY-MM-DD. */
  inspectedAt: string;
  wheels: Array<WheelInspectionInput>;
};

export type CarOfferInput = {
  /** #rrggbb */
  backgroundColor: string;
  labelEn: string;
  /** Up to 40 characters each. */
  labelEs: string;
  /** Whole pesos, above the price: the discount is the difference. */
  originalPrice: number;
  textColor: string;
};

export type CarPapersInput = {
  noOppositionChecked: boolean;
  titleChecked: boolean;
};

export type CarPictureRefInput = {
  pictureId: string | number;
};

export type CarRequestSpecsInput = {
  brand: string;
  budget: number;
  model: string;
  year: number;
};

export type CarSaleInput = {
  certified: boolean;
  /** 0–5. */
  keys: number;
  /** Letters and digits, 4–34; spaces and dashes dropped. */
  licensePlate: string;
  /** Miles, 0–1,000,000. */
  mileage: number;
  offer?: CarOfferInput | null | undefined;
  /** 0–20. */
  owners: number;
  /** What a buyer pays, whole pesos (1–100,000,000); the costs beside it follow from it. */
  price: number;
  /** SPOT or DEALER. */
  sellerType: string;
  /** The spot's slug. */
  spot: string;
  /** 17 characters, no I, O or Q; any letter case. */
  vin: string;
};

export type CarVehicleInput = {
  brand: string;
  countryVersion?: string | null | undefined;
  exteriorColor: string;
  interiorColor: string;
  model: string;
  /** A trim of that model and year; its specs, body style, fuel, transmission and drive train are the car's. */
  trim: string;
  /** 1990–2100; the trim's year. */
  year: number;
};

export type CarWhereInput = {
  bodyStyle?: Array<string> | null | undefined;
  brand?: Array<string> | null | undefined;
  carModel?: Array<string> | null | undefined;
  categories?: Array<string> | null | undefined;
  color?: Array<string> | null | undefined;
  /** Spot slugs. */
  curboSpot?: Array<string> | null | undefined;
  driveTrain?: Array<string> | null | undefined;
  features?: Array<string> | null | undefined;
  fuelType?: Array<string> | null | undefined;
  miles?: IntRangeInput | null | undefined;
  /** Offer option ids (see ListingFacets.offer): with-offer, certified, available (one can buy it now: not coming soon, reserved or sold). Any of them matches. */
  offer?: Array<string> | null | undefined;
  price?: IntRangeInput | null | undefined;
  /** Free text: brand, model, trim, year, body style; accent- and case-insensitive, tolerant of small typos. */
  text_search?: string | null | undefined;
  transmission?: Array<string> | null | undefined;
  year?: IntRangeInput | null | undefined;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ClosureInput = {
  closureId: string | number;
};

export type CompletePasswordResetInput = {
  password: string;
  token: string;
};

export type CreateCarInput = {
  inspection: CarInspectionInput;
  papers: CarPapersInput;
  sale: CarSaleInput;
  /** TO_REVIEW, or where TO_REVIEW may go: COMING_SOON, AVAILABLE, NOT_AVAILABLE. */
  status: string;
  vehicle: CarVehicleInput;
};

/**
 * Car requests (SPEC §2 request-a-car, §3 Car request; CONTRACT.md "Operations for selling, finding…").
 * Anyone may ask us to find a car; a visitor's request is kept under their e-mail and shows in the
 * account that signs in with that e-mail (any letter case, once it is confirmed). Money in DOP.
 */
export type CreateCarRequestInput = {
  /** A brand slug of getSellCatalog. */
  brand: string;
  /** What the buyer can pay, whole pesos, 1–100,000,000. */
  budget: number;
  /** The language of the confirmation and match e-mails, es or en; Spanish by default. */
  locale?: string | null | undefined;
  /** A model slug of that brand. */
  model: string;
  person: PersonInput;
  /** The oldest model year wanted: 2000 to next year. */
  year: number;
};

export type CreateSellRequestInput = {
  /** SPEC §5: must be true ('terms_required'). */
  acceptTerms: boolean;
  /** Required for HOME. */
  address?: AddressInput | null | undefined;
  car: SellRequestCarInput;
  /** What the owner hopes to get, whole pesos, 1–100,000,000. */
  expectedPrice: number;
  /** How soon the owner hopes to sell, 1–365 days. */
  expectedSaleDays: number;
  /** The confirmation e-mail's language, es or en; Spanish by default. */
  locale?: string | null | undefined;
  person: PersonInput;
  place: Place;
  /** A window's start from getInspectionSlots. */
  slotStartsAt: string;
  /** The spot whose inspectors inspect the car (for HOME, the one nearest the address). Required; 'unknown' when no spot has it. */
  spotId?: string | number | null | undefined;
};

export type DateRangeInput = {
  /** How many days from `from`, 1–31. */
  days: number;
  /** The first day, YYYY-MM-DD. */
  from: string;
};

export type FaqQuestionInput = {
  /** Where the answer goes; at most 50 characters. */
  email: string;
  /** 5–150 characters. */
  question: string;
};

export type FavoriteCarInput = {
  /** A car id (Car.id). */
  id: string | number;
};

/**
 * The catalogue: listing with filters, facet counts and slider bounds; car detail; questions about a car.
 * Filter values are slugs (SPEC §4 "Filter state"); ranges are inclusive; money in the base currency.
 */
export type FilterInput = {
  /** Page size, 1–60 (default 24). Search suggestions send 5. */
  limit?: number | null | undefined;
  /** Rows to skip, 0–10,000. */
  offset?: number | null | undefined;
  /** One of: relevance (default, also the value 129843R), price_asc, price_desc, year_desc, year_asc, miles_asc, miles_desc. */
  sortBy?: string | null | undefined;
  where?: CarWhereInput | null | undefined;
};

export type FinancingApplicationInput = {
  carId: string | number;
  downPayment: number;
  /** The confirmation e-mail's language, es or en; Spanish by default. */
  locale?: string | null | undefined;
  monthlySalary: number;
  /** documentId (the cédula) is required here. */
  person: PersonInput;
  /** A plan slug of getFinancingPlans; the default plan when left out. */
  plan?: string | null | undefined;
  termMonths: number;
  workplace: string;
};

export type GrantRoleInput = {
  /** The account's e-mail, any letter case; the person signs up first. */
  email: string;
  /** operator, appraiser or admin. */
  role: string;
};

/**
 * Sell requests (SPEC §3 Sell request and Sale card, §4 sales tabs; CONTRACT.md "Operations for selling…").
 * Anyone may create one; a visitor's request is kept under their e-mail and shows in the account that
 * signs in with that e-mail (any letter case, once it is confirmed). Changing, cancelling, deleting
 * and listing need a Bearer token, and reach only the viewer's own requests: another user's id is
 * NOT_FOUND, as an unknown one. Money in DOP; times ISO 8601 in Santo Domingo (UTC−4).
 */
export type IdInput = {
  id: string | number;
};

export type InspectionFindingInput = {
  /** 3–200 characters. */
  note: string;
  /** A checklist point's slug (staffCarOptions.inspectionAreas). */
  point: string;
  /** repaired or attention; a point not listed passed. */
  result: string;
};

export type InspectionSlotsInput = {
  place: Place;
  range: DateRangeInput;
  /**
   * The spot whose inspectors do the inspection; required for both places. For HOME, the spot
   * nearest to the seller's address (the one whose inspectors drive out). NOT_FOUND for an unknown spot.
   */
  spotId?: string | number | null | undefined;
};

export type IntRangeInput = {
  max?: number | null | undefined;
  min?: number | null | undefined;
};

export type LeadInput = {
  leadId: string | number;
};

export type ListSellRequestCarInput = {
  sellRequestId: string | number;
};

export type MoveCarPictureInput = {
  pictureId: string | number;
  /** 0 is first among the pictures of its kind; past the end means last. */
  position: number;
};

export type NewsletterInput = {
  /** At most 50 characters; compared in any letter case. */
  email: string;
};

/** CONTRACT.md PersonInput, with SPEC §5's rules: names of letters (≤ 50), an e-mail (≤ 50), a 10-digit phone, an 11-digit cédula where asked. */
export type PersonInput = {
  documentId?: string | null | undefined;
  email: string;
  lastName: string;
  name: string;
  phone: string;
};

/**
 * Inspection windows for the sell flow's 'Día y hora' step (SPEC §2): the spots' working hours
 * (Monday to Friday 8:00–17:00, Saturday 9:00–13:00, none on Sundays or Dominican public holidays)
 * cut into one-hour windows; the seller arrives any time within the hour (SPEC §9). Windows are
 * offered from tomorrow to 31 days ahead, counted in days in Santo Domingo. Times are ISO 8601 with
 * the Santo Domingo offset (UTC−4 all year, no daylight saving), e.g. 2026-03-02T08:00:00-04:00.
 */
export type Place =
  /** At the customer's address. */
  | 'HOME'
  /** At a spot (the company's lot). */
  | 'SPOT';

export type PrequalifyInput = {
  /** Whole pesos the buyer can put down. */
  downPayment: number;
  /** Whole pesos a month. */
  monthlySalary: number;
  /** Whole pesos a month; 0 when none. */
  otherIncome: number;
  /** documentId (the cédula) is required here. */
  person: PersonInput;
  /** YYYY-MM, not in the future. */
  workingSince: string;
  workplace: string;
};

/**
 * The car finder (SPEC §2 "Car finder wizard", §3 "Recommendation preferences"): the car that best
 * fits a visitor's preferences, a few other options, and how many cars fit at all. The ranking is
 * decision 27's score.
 */
export type RecommendationInput = {
  /** A body style slug (ListingFacets.bodyStyle); null or left out: no preference. */
  bodyStyle?: string | null | undefined;
  /** Category slugs (ListingFacets.categories), at most 4 (else BAD_USER_INPUT too_many). Soft: a car in more of them ranks higher. */
  categories?: Array<string> | null | undefined;
  /** Miles, inclusive, 0 or more. */
  maxMileage?: number | null | undefined;
  /** Inclusive; either side may be left out; min ≤ max. */
  price?: IntRangeInput | null | undefined;
  /** Inclusive; either side may be left out; 2000 or later; min ≤ max. */
  year?: IntRangeInput | null | undefined;
};

export type RecordSellInspectionInput = {
  inspection: CarInspectionInput;
  /** The odometer read, 0–1,000,000 km; omitted or null when it is what the seller wrote. */
  mileage?: number | null | undefined;
  sellRequestId: string | number;
};

export type RefreshSessionInput = {
  refreshToken: string;
};

export type RescheduleBookingInput = {
  bookingId: string | number;
  /** An hour on offer for the kind (test drives Monday to Friday 8–17, inspections also Saturday 9–13), from tomorrow to 31 days ahead, with its offset. */
  startsAt: string;
};

export type ResendConfirmationInput = {
  email: string;
  locale?: string | null | undefined;
};

/**
 * Purchases (SPEC §2 reserve flow, financing index with apply/cash; §3 Purchase card; §4 purchases tabs;
 * CONTRACT.md). Every operation needs a Bearer token and reaches only the viewer's own purchases: another
 * user's id is NOT_FOUND. One car is held for one buyer at a time (a partial unique index): a second
 * reservation is CAR_NOT_AVAILABLE and is never charged. The deposit is charged through the payment
 * processor (a sandbox by default, whose test tokens are tok_visa and tok_declined).
 */
export type ReserveCarInput = {
  carId: string | number;
  /** The payment processor's token for the card (the card number never reaches us). */
  paymentToken: string;
};

export type ResetUserPasswordInput = {
  email: string;
  locale?: string | null | undefined;
  /** 'web': the link in the e-mail opens the web app. */
  origin: string;
};

export type ScheduleTestDriveInput = {
  /** Required for HOME. */
  address?: AddressInput | null | undefined;
  carId: string | number;
  /** The confirmation e-mail's language, es or en; Spanish by default. */
  locale?: string | null | undefined;
  /**
   * Whole pesos a month, required (SPEC §5). Nullable here so that a missing one is answered like every
   * other field, BAD_USER_INPUT naming monthlySalary.
   */
  monthlySalary?: number | null | undefined;
  /** documentId (the cédula, 11 digits) is required here (SPEC §5). */
  person: PersonInput;
  place: Place;
  /** A window's start from getTestDriveSlots. */
  slotStartsAt: string;
};

export type SellOfferInput = {
  /** Whole pesos, 1–100,000,000. */
  amount: number;
  sellRequestId: string | number;
};

export type SellOfferResponseInput = {
  accept: boolean;
  sellRequestId: string | number;
};

export type SellQuoteInput = {
  /** A brand slug of getSellCatalog. */
  brand: string;
  /** Miles on the odometer, 0–1,000,000. */
  mileage: number;
  /** A model slug of that brand. */
  model: string;
  /** A trim slug of that model and year; omitted or empty when the seller does not know it. */
  trim?: string | null | undefined;
  /** One of the model's years; 2000 to next year. */
  year: number;
};

export type SellRequestCarInput = {
  /** A brand slug of getSellCatalog. */
  brand: string;
  /** Letters and digits, 4–34 of them; spaces and dashes are dropped. */
  licensePlate: string;
  /** Miles, 0–1,000,000. */
  mileage: number;
  /** A model slug of that brand. */
  model: string;
  /** A trim slug of that model and year; omitted or empty for 'no sé'. */
  trim?: string | null | undefined;
  /** One of the model's years; 2000 to next year. */
  year: number;
};

/** SPEC §4: the account's sales tabs. A cancelled, rejected or sold request is COMPLETE. */
export type SellRequestTab =
  | 'COMPLETE'
  | 'IN_PROGRESS';

export type SetCarPriceInput = {
  /** What a buyer pays, whole pesos (1–100,000,000). A running offer is re-measured against its original price. */
  basePrice: number;
  carId: string | number;
};

export type SetCarStatusInput = {
  carId: string | number;
  /** AVAILABLE COMING_SOON NOT_AVAILABLE PENDING SOLD TO_REVIEW, along the allowed transitions. */
  status: string;
};

export type SetPriceAlertsInput = {
  enabled: boolean;
};

export type SignInUserInput = {
  email: string;
  password: string;
};

export type SignOutInput = {
  refreshToken: string;
};

export type SignUpUserInput = {
  email: string;
  lastName: string;
  /** The interface language; the confirmation e-mail is written in it. es when absent. */
  locale?: string | null | undefined;
  name: string;
  password: string;
};

export type SocialSignInInput = {
  /** A Firebase ID token. */
  token: string;
};

export type SpotCapacityInput = {
  /** 1–50 inspections an hour. */
  inspectors: number;
  spotId: string | number;
};

export type SpotClosureInput = {
  endsAt: string;
  /** 1–200 characters. */
  reason: string;
  spotId: string | number;
  /** On the hour, with its offset; a whole day is from its 00:00 to the next day's. */
  startsAt: string;
};

export type StartPurchaseInput = {
  carId: string | number;
  /** CASH or FINANCING. */
  method: string;
};

/**
 * Test drives (SPEC §2 pre-test-drive contact form, test drive scheduling; §3 Test drive card; §4 test
 * drive tabs; CONTRACT.md "Operations for selling, finding, buying"). Anyone may book one; a visitor's
 * booking is kept under their e-mail and shows in the account that signs in with that e-mail. One car is
 * driven by one person an hour: a database exclusion constraint refuses the second (SLOT_TAKEN).
 * Times ISO 8601 in Santo Domingo (UTC−4).
 */
export type TestDriveSlotsInput = {
  carId: string | number;
  /** At the car's spot, or at the buyer's home (the spot's staff drive the car out). */
  place: Place;
  range: DateRangeInput;
};

export type UpdateCarInput = {
  carId: string | number;
  inspection: CarInspectionInput;
  papers: CarPapersInput;
  sale: CarSaleInput;
  vehicle: CarVehicleInput;
};

export type UpdateProfileInput = {
  address?: string | null | undefined;
  documentId?: string | null | undefined;
  drivingLicense?: string | null | undefined;
  lastName: string;
  name: string;
  telephoneNumber?: string | null | undefined;
};

/** Replaces what the owner may change; the car and its quote stay as they were. */
export type UpdateSellRequestInput = {
  address?: AddressInput | null | undefined;
  expectedPrice: number;
  expectedSaleDays: number;
  id: string | number;
  person: PersonInput;
  place: Place;
  /** The same hour keeps the booking; another one is booked and the old one given back. */
  slotStartsAt: string;
  spotId?: string | number | null | undefined;
};

export type ValidateTokenInput = {
  token: string;
};

export type WheelInspectionInput = {
  /** 0–15 mm. */
  brakePadMm: number;
  /** LEFT_FRONT RIGHT_FRONT LEFT_BACK RIGHT_BACK, each once. */
  position: string;
  /** 0–12 mm. */
  treadDepthMm: number;
};

export type GetSellCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSellCatalogQuery = { getSellCatalog: { brands: Array<{ slug: string, name: string, models: Array<{ slug: string, name: string, years: Array<number>, trimsByYear: Array<{ year: number, trims: Array<{ slug: string, name: string }> }> }> }> } };

export type CarRequestCardFieldsFragment = { id: string, year: number, budget: number, subscribed: boolean, createdAt: string, brand: { slug: string, name: string }, model: { slug: string, name: string } };

export type SelfCarRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfCarRequestsQuery = { selfCarRequests: Array<{ id: string, year: number, budget: number, subscribed: boolean, createdAt: string, brand: { slug: string, name: string }, model: { slug: string, name: string } }> };

export type PurchaseCardFieldsFragment = { id: string, status: string, view: string, method: string, expiresAt: string | null, createdAt: string, car: { id: string, slug: string, title: string, mainPicture: string }, deposit: { amount: number, currency: string, status: string, cardBrand: string | null, cardLast4: string | null } | null };

export type SelfPurchasesQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfPurchasesQuery = { selfPurchases: Array<{ id: string, status: string, view: string, method: string, expiresAt: string | null, createdAt: string, car: { id: string, slug: string, title: string, mainPicture: string }, deposit: { amount: number, currency: string, status: string, cardBrand: string | null, cardLast4: string | null } | null }> };

export type CancelPurchaseMutationVariables = Exact<{
  input: IdInput;
}>;


export type CancelPurchaseMutation = { cancelPurchase: { id: string } };

export type ArchivePurchaseMutationVariables = Exact<{
  input: IdInput;
}>;


export type ArchivePurchaseMutation = { archivePurchase: { id: string } };

export type RestorePurchaseMutationVariables = Exact<{
  input: IdInput;
}>;


export type RestorePurchaseMutation = { restorePurchase: { id: string } };

export type SaleCardFieldsFragment = { id: string, status: string, tab: SellRequestTab, place: string, offer: number | null, offerExpiresAt: string | null, outsideCoverage: boolean, expectedPrice: number, inspection: { startsAt: string }, quote: { suggestedMinPrice: number, suggestedMaxPrice: number } | null, car: { year: number, brand: { name: string }, model: { name: string }, trim: { name: string } | null }, spot: { id: string, name: string, city: { name: string } }, address: { sector: string, street: string, number: string } | null, inspectionReport: { findings: Array<{ result: string, note: string }> } | null };

export type SelfSellRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfSellRequestsQuery = { selfSellRequests: Array<{ id: string, status: string, tab: SellRequestTab, place: string, offer: number | null, offerExpiresAt: string | null, outsideCoverage: boolean, expectedPrice: number, inspection: { startsAt: string }, quote: { suggestedMinPrice: number, suggestedMaxPrice: number } | null, car: { year: number, brand: { name: string }, model: { name: string }, trim: { name: string } | null }, spot: { id: string, name: string, city: { name: string } }, address: { sector: string, street: string, number: string } | null, inspectionReport: { findings: Array<{ result: string, note: string }> } | null }> };

export type CancelSellRequestMutationVariables = Exact<{
  input: IdInput;
}>;


export type CancelSellRequestMutation = { cancelSellRequest: { id: string } };

export type DeleteSellRequestMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteSellRequestMutation = { deleteSellRequest: boolean };

export type RespondToSellOfferMutationVariables = Exact<{
  input: SellOfferResponseInput;
}>;


export type RespondToSellOfferMutation = { respondToSellOffer: { id: string } };

export type TestDriveCardFieldsFragment = { id: string, status: string, view: string, startsAt: string, endsAt: string, place: string, outsideCoverage: boolean, car: { id: string, slug: string, title: string, mainPicture: string }, spot: { id: string, name: string, address: string } | null, address: { sector: string, street: string, number: string } | null };

export type SelfTestDrivesQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfTestDrivesQuery = { selfTestDrives: Array<{ id: string, status: string, view: string, startsAt: string, endsAt: string, place: string, outsideCoverage: boolean, car: { id: string, slug: string, title: string, mainPicture: string }, spot: { id: string, name: string, address: string } | null, address: { sector: string, street: string, number: string } | null }> };

export type CancelTestDriveMutationVariables = Exact<{
  input: IdInput;
}>;


export type CancelTestDriveMutation = { cancelTestDrive: { id: string } };

export type ArchiveTestDriveMutationVariables = Exact<{
  input: IdInput;
}>;


export type ArchiveTestDriveMutation = { archiveTestDrive: { id: string } };

export type RestoreTestDriveMutationVariables = Exact<{
  input: IdInput;
}>;


export type RestoreTestDriveMutation = { restoreTestDrive: { id: string } };

export type SessionPayloadFragment = { accessToken: string, refreshToken: string, user: { id: string, name: string, lastName: string, email: string, profilePicture: string | null, socialLogin: boolean } };

export type SignInUserMutationVariables = Exact<{
  input: SignInUserInput;
}>;


export type SignInUserMutation = { signInUser: { accessToken: string, refreshToken: string, user: { id: string, name: string, lastName: string, email: string, profilePicture: string | null, socialLogin: boolean } } };

export type SignUpUserMutationVariables = Exact<{
  input: SignUpUserInput;
}>;


export type SignUpUserMutation = { signUpUser: { user: { id: string } } };

export type SocialSignInMutationVariables = Exact<{
  input: SocialSignInInput;
}>;


export type SocialSignInMutation = { socialSignIn: { accessToken: string, refreshToken: string, user: { id: string, name: string, lastName: string, email: string, profilePicture: string | null, socialLogin: boolean } } };

export type ResetUserPasswordMutationVariables = Exact<{
  input: ResetUserPasswordInput;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: boolean };

export type ResendConfirmationMutationVariables = Exact<{
  input: ResendConfirmationInput;
}>;


export type ResendConfirmationMutation = { resendConfirmation: boolean };

export type ValidateTokenMutationVariables = Exact<{
  input: ValidateTokenInput;
}>;


export type ValidateTokenMutation = { validateToken: { valid: boolean, purpose: string } };

export type CompletePasswordResetMutationVariables = Exact<{
  input: CompletePasswordResetInput;
}>;


export type CompletePasswordResetMutation = { completePasswordReset: boolean };

export type RefreshSessionMutationVariables = Exact<{
  input: RefreshSessionInput;
}>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, refreshToken: string, user: { id: string, name: string, lastName: string, email: string, profilePicture: string | null, socialLogin: boolean } } };

export type SignOutMutationVariables = Exact<{
  input: SignOutInput;
}>;


export type SignOutMutation = { signOut: boolean };

export type AskCarQuestionMutationVariables = Exact<{
  input: AskCarQuestionInput;
}>;


export type AskCarQuestionMutation = { askCarQuestion: { id: string, question: string } };

export type GetCarQueryVariables = Exact<{
  slug: string;
}>;


export type GetCarQuery = { getCar: { id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, vin: string, licensePlate: string, keys: number, owners: number, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number, fee: number | null, licensePlate: number | null, transfer: number | null, warranty: number | null }, brand: { name: string, slug: string }, carModel: { name: string, slug: string }, countryVersion: { name: string, nameTranslations: { en: string, es: string } | null } | null, curboSpot: { id: string, name: string, slug: string, address: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, version: { name: string, alias: string | null }, bodyStyle: { slug: string, name: string, nameTranslations: { en: string, es: string } | null }, fuelType: { slug: string, name: string, nameTranslations: { en: string, es: string } | null }, transmission: { slug: string, name: string, nameTranslations: { en: string, es: string } | null }, driveTrain: { slug: string, name: string, nameTranslations: { en: string, es: string } | null }, exteriorColor: { slug: string, name: string, hex: string, nameTranslations: { en: string, es: string } | null }, interiorColor: { slug: string, name: string, hex: string, nameTranslations: { en: string, es: string } | null }, features: Array<{ slug: string, name: string, group: string, nameTranslations: { en: string, es: string } | null }>, specs: { engineDisplacementL: number | null, cylinders: number | null, horsepowerHp: number, torqueLbFt: number, seats: number, doors: number, tankCapacityGal: number | null, lengthMm: number, widthMm: number, heightMm: number, wheelbaseMm: number, cargoCapacityL: number, legRoomMm: number, headRoomMm: number, cityMpg: number, highwayMpg: number }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }>, papers: { titleChecked: boolean, noOppositionChecked: boolean }, inspection: { inspectedAt: string, score: number, pointCount: number, wheels: Array<{ position: string, treadDepthMm: number, brakePadMm: number }>, areas: Array<{ slug: string, name: string, nameTranslations: { en: string, es: string }, points: Array<{ slug: string, name: string, result: string, note: string | null, nameTranslations: { en: string, es: string }, noteTranslations: { en: string, es: string } | null }> }> } | null } };

export type CarCardFieldsFragment = { id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> };

export type DistinguishedCarsQueryVariables = Exact<{
  filter?: FilterInput | null | undefined;
}>;


export type DistinguishedCarsQuery = { getListingCars: { cars: Array<{ id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> }> } };

export type RelatedCarsQueryVariables = Exact<{
  slug: string;
  limit?: number | null | undefined;
}>;


export type RelatedCarsQuery = { getCar: { id: string, relatedCars: Array<{ id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> }> } };

export type ListingPageQueryVariables = Exact<{
  filter?: FilterInput | null | undefined;
}>;


export type ListingPageQuery = { getListingCars: { count: number, cars: Array<{ id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> }>, facets: { categories: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, brand: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, carModel: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, bodyStyle: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, features: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, color: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, transmission: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, fuelType: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, driveTrain: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, curboSpot: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }>, offer: Array<{ slug: string, name: string, count: number, parent: string | null, hex: string | null, nameTranslations: { en: string, es: string } | null }> }, bounds: { price: { min: number, max: number }, year: { min: number, max: number }, miles: { min: number, max: number } } } };

export type GetListingCarsQueryVariables = Exact<{
  filter?: FilterInput | null | undefined;
}>;


export type GetListingCarsQuery = { getListingCars: { cars: Array<{ slug: string, title: string }> } };

export type SubmitFaqQuestionMutationVariables = Exact<{
  input: FaqQuestionInput;
}>;


export type SubmitFaqQuestionMutation = { submitFaqQuestion: boolean };

export type GetFaqsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type GetFaqsQuery = { getFaqs: Array<{ slug: string, name: string, faqs: Array<{ id: string, slug: string, question: string, answer: string, featured: boolean }> }> };

export type FavouritePreferencesFragment = { id: string, cars: { count: number, data: Array<{ id: string, slug: string, title: string, mainPicture: string, mileage: number, certified: boolean, listingPrice: number, status: { slug: string }, curboSpot: { city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null } }> } };

export type SelfUserFavoritesQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfUserFavoritesQuery = { selfUserPreferences: { id: string, cars: { count: number, data: Array<{ id: string, slug: string, title: string, mainPicture: string, mileage: number, certified: boolean, listingPrice: number, status: { slug: string }, curboSpot: { city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null } }> } } };

export type AddFavoriteCarMutationVariables = Exact<{
  input: FavoriteCarInput;
}>;


export type AddFavoriteCarMutation = { addFavoriteCar: { id: string, cars: { count: number, data: Array<{ id: string, slug: string, title: string, mainPicture: string, mileage: number, certified: boolean, listingPrice: number, status: { slug: string }, curboSpot: { city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null } }> } } };

export type RemoveFavoriteCarMutationVariables = Exact<{
  input: FavoriteCarInput;
}>;


export type RemoveFavoriteCarMutation = { removeFavoriteCar: { id: string, cars: { count: number, data: Array<{ id: string, slug: string, title: string, mainPicture: string, mileage: number, certified: boolean, listingPrice: number, status: { slug: string }, curboSpot: { city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null } }> } } };

export type ClearAllFavoriteCarsMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearAllFavoriteCarsMutation = { clearAllFavoriteCars: { id: string, cars: { count: number, data: Array<{ id: string, slug: string, title: string, mainPicture: string, mileage: number, certified: boolean, listingPrice: number, status: { slug: string }, curboSpot: { city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null } }> } } };

export type GetFinancingCarQueryVariables = Exact<{
  slug: string;
}>;


export type GetFinancingCarQuery = { getCar: { id: string, slug: string, title: string, mainPicture: string, listingPrice: number, reserved: boolean, status: { slug: string } } };

export type GetFinancingPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFinancingPlansQuery = { getFinancingPlans: Array<{ slug: string, name: string, lender: string, annualRate: number, minTermMonths: number, maxTermMonths: number, minDownPaymentPercent: number, external: boolean, isDefault: boolean }> };

export type ApplyForFinancingMutationVariables = Exact<{
  input: FinancingApplicationInput;
}>;


export type ApplyForFinancingMutation = { applyForFinancing: { id: string, status: string, redirectUrl: string | null, quote: { monthlyPayment: number, annualRate: number, termMonths: number, financedAmount: number, totalCost: number } } };

export type StartPurchaseMutationVariables = Exact<{
  input: StartPurchaseInput;
}>;


export type StartPurchaseMutation = { startPurchase: { id: string, method: string, status: string } };

export type PrequalifyMutationVariables = Exact<{
  input: PrequalifyInput;
}>;


export type PrequalifyMutation = { prequalify: { id: string, approved: boolean, maxAmount: number, monthlyPayment: number, annualRate: number, termMonths: number, downPayment: number } };

export type FinderOptionsQueryVariables = Exact<{
  filter?: FilterInput | null | undefined;
}>;


export type FinderOptionsQuery = { getListingCars: { facets: { categories: Array<{ slug: string, name: string, count: number, nameTranslations: { en: string, es: string } | null }>, bodyStyle: Array<{ slug: string, name: string, count: number, nameTranslations: { en: string, es: string } | null }> }, bounds: { price: { min: number, max: number }, year: { min: number, max: number }, miles: { min: number, max: number } } } };

export type RecommendCarsQueryVariables = Exact<{
  input: RecommendationInput;
}>;


export type RecommendCarsQuery = { recommendCars: { matching: number, mainMatches: Array<string>, main: { id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> } | null, others: Array<{ id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> }> } };

export type HomeSpotsQueryVariables = Exact<{
  filter?: FilterInput | null | undefined;
}>;


export type HomeSpotsQuery = { getListingCars: { count: number, facets: { curboSpot: Array<{ slug: string, name: string, count: number }> } } };

export type HomeFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFaqsQuery = { getFaqs: Array<{ slug: string, faqs: Array<{ id: string, slug: string, question: string, answer: string, featured: boolean }> }> };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: boolean };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: boolean };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter: boolean };

export type AuditEntriesQueryVariables = Exact<{
  subjectType?: string | null | undefined;
  subjectId?: string | null | undefined;
  before?: string | number | null | undefined;
}>;


export type AuditEntriesQuery = { auditLog: Array<{ id: string, actorEmail: string | null, action: string, subjectType: string, subjectId: string, before: string | null, after: string | null, at: string }> };

export type StaffCarOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffCarOptionsQuery = { staffCarOptions: { colors: Array<{ slug: string, name: string, hex: string, nameTranslations: { en: string, es: string } | null }>, spots: Array<{ id: string, slug: string, name: string }>, countryVersions: Array<{ slug: string, name: string, nameTranslations: { en: string, es: string } | null }>, inspectionAreas: Array<{ slug: string, nameTranslations: { en: string, es: string }, points: Array<{ slug: string, nameTranslations: { en: string, es: string } }> }> } };

export type StaffCarFormQueryVariables = Exact<{
  carId: string | number;
}>;


export type StaffCarFormQuery = { staffCarForm: { carId: string, status: string, vehicle: { brand: string, model: string, year: number, trim: string, exteriorColor: string, interiorColor: string, countryVersion: string | null }, sale: { spot: string, sellerType: string, certified: boolean, mileage: number, vin: string, licensePlate: string, keys: number, owners: number, price: number, offer: { originalPrice: number, labelEs: string, labelEn: string, backgroundColor: string, textColor: string } | null }, papers: { titleChecked: boolean, noOppositionChecked: boolean }, inspection: { inspectedAt: string, wheels: Array<{ position: string, treadDepthMm: number, brakePadMm: number }>, findings: Array<{ point: string, result: string, note: string }> } } };

export type CreateCarMutationVariables = Exact<{
  input: CreateCarInput;
}>;


export type CreateCarMutation = { createCar: { id: string, slug: string } };

export type UpdateCarMutationVariables = Exact<{
  input: UpdateCarInput;
}>;


export type UpdateCarMutation = { updateCar: { id: string, slug: string } };

export type StaffTrimQueryVariables = Exact<{
  slug: string;
}>;


export type StaffTrimQuery = { staffTrim: { slug: string, bodyStyle: { name: string, nameTranslations: { en: string, es: string } | null }, fuelType: { name: string, nameTranslations: { en: string, es: string } | null }, transmission: { name: string, nameTranslations: { en: string, es: string } | null }, driveTrain: { name: string, nameTranslations: { en: string, es: string } | null }, specs: { engineDisplacementL: number | null, horsepowerHp: number, seats: number, doors: number } } };

export type OpsDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsDashboardQuery = { opsDashboard: { testDrivesToday: number | null, inspectionsToday: number | null, carsByStatus: Array<{ status: string, count: number }> | null, offerPromise: { onTime: number, dueSoon: number, overdue: number } | null, driveConversion: { drives: number, purchases: number, ratio: number | null } | null } };

export type StaffLeadFieldsFragment = { id: string, kind: string, createdAt: string, name: string | null, email: string | null, phone: string | null, locale: string | null, message: string | null, carName: string | null, amount: number | null, summary: string | null, status: string, assigneeEmail: string | null, answeredAt: string | null, closedAt: string | null };

export type StaffLeadsQueryVariables = Exact<{
  kind?: string | null | undefined;
  status?: string | null | undefined;
  after?: string | number | null | undefined;
}>;


export type StaffLeadsQuery = { staffLeads: { nextCursor: string | null, leads: Array<{ id: string, kind: string, createdAt: string, name: string | null, email: string | null, phone: string | null, locale: string | null, message: string | null, carName: string | null, amount: number | null, summary: string | null, status: string, assigneeEmail: string | null, answeredAt: string | null, closedAt: string | null }> } };

export type AssignLeadMutationVariables = Exact<{
  input: AssignLeadInput;
}>;


export type AssignLeadMutation = { assignLead: { id: string, kind: string, createdAt: string, name: string | null, email: string | null, phone: string | null, locale: string | null, message: string | null, carName: string | null, amount: number | null, summary: string | null, status: string, assigneeEmail: string | null, answeredAt: string | null, closedAt: string | null } };

export type AnswerLeadMutationVariables = Exact<{
  input: AnswerLeadInput;
}>;


export type AnswerLeadMutation = { answerLead: { id: string, kind: string, createdAt: string, name: string | null, email: string | null, phone: string | null, locale: string | null, message: string | null, carName: string | null, amount: number | null, summary: string | null, status: string, assigneeEmail: string | null, answeredAt: string | null, closedAt: string | null } };

export type CloseLeadMutationVariables = Exact<{
  input: LeadInput;
}>;


export type CloseLeadMutation = { closeLead: { id: string, kind: string, createdAt: string, name: string | null, email: string | null, phone: string | null, locale: string | null, message: string | null, carName: string | null, amount: number | null, summary: string | null, status: string, assigneeEmail: string | null, answeredAt: string | null, closedAt: string | null } };

export type ReopenLeadMutationVariables = Exact<{
  input: LeadInput;
}>;


export type ReopenLeadMutation = { reopenLead: { id: string, kind: string, createdAt: string, name: string | null, email: string | null, phone: string | null, locale: string | null, message: string | null, carName: string | null, amount: number | null, summary: string | null, status: string, assigneeEmail: string | null, answeredAt: string | null, closedAt: string | null } };

export type StaffRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesQuery = { selfUser: { id: string, roles: Array<string> } };

export type QueueCardFieldsFragment = { id: string, status: string, offerDueAt: string, offer: number | null, offerExpiresAt: string | null, expectedPrice: number, person: { name: string, lastName: string, email: string, phone: string }, car: { year: number, brand: { name: string }, model: { name: string }, trim: { name: string } | null }, quote: { suggestedMinPrice: number, suggestedMaxPrice: number } | null, inspection: { startsAt: string }, inspectionReport: { inspectedAt: string, mileage: number | null, wheels: Array<{ position: string, treadDepthMm: number, brakePadMm: number }>, findings: Array<{ point: string, result: string, note: string }> } | null, spot: { name: string, city: { name: string } } };

export type StaffSellRequestsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type StaffSellRequestsQuery = { staffSellRequests: Array<{ id: string, status: string, offerDueAt: string, offer: number | null, offerExpiresAt: string | null, expectedPrice: number, person: { name: string, lastName: string, email: string, phone: string }, car: { year: number, brand: { name: string }, model: { name: string }, trim: { name: string } | null }, quote: { suggestedMinPrice: number, suggestedMaxPrice: number } | null, inspection: { startsAt: string }, inspectionReport: { inspectedAt: string, mileage: number | null, wheels: Array<{ position: string, treadDepthMm: number, brakePadMm: number }>, findings: Array<{ point: string, result: string, note: string }> } | null, spot: { name: string, city: { name: string } } }> };

export type ListSellRequestCarMutationVariables = Exact<{
  input: ListSellRequestCarInput;
}>;


export type ListSellRequestCarMutation = { listSellRequestCar: { id: string } };

export type RecordSellInspectionMutationVariables = Exact<{
  input: RecordSellInspectionInput;
}>;


export type RecordSellInspectionMutation = { recordSellInspection: { id: string } };

export type MakeSellOfferMutationVariables = Exact<{
  input: SellOfferInput;
}>;


export type MakeSellOfferMutation = { makeSellOffer: { id: string } };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ id: string, name: string, lastName: string, email: string, roles: Array<string> }> };

export type GrantRoleMutationVariables = Exact<{
  input: GrantRoleInput;
}>;


export type GrantRoleMutation = { grantRole: { id: string } };

export type RevokeRoleMutationVariables = Exact<{
  input: GrantRoleInput;
}>;


export type RevokeRoleMutation = { revokeRole: { id: string } };

export type InventoryCarFieldsFragment = { id: string, slug: string, title: string, year: number, mileage: number, mainPicture: string, listingPrice: number, nextStatuses: Array<string>, status: { slug: string }, priceInfo: { basePrice: number }, curboSpot: { name: string } };

export type StaffInventoryQueryVariables = Exact<{
  status?: string | null | undefined;
  search?: string | null | undefined;
  after?: string | number | null | undefined;
}>;


export type StaffInventoryQuery = { staffInventory: { count: number, nextCursor: string | null, cars: Array<{ id: string, slug: string, title: string, year: number, mileage: number, mainPicture: string, listingPrice: number, nextStatuses: Array<string>, status: { slug: string }, priceInfo: { basePrice: number }, curboSpot: { name: string } }> } };

export type SetCarStatusMutationVariables = Exact<{
  input: SetCarStatusInput;
}>;


export type SetCarStatusMutation = { setCarStatus: { id: string } };

export type SetCarPriceMutationVariables = Exact<{
  input: SetCarPriceInput;
}>;


export type SetCarPriceMutation = { setCarPrice: { id: string } };

export type PreviewPriceChangeQueryVariables = Exact<{
  input: BulkPriceInput;
}>;


export type PreviewPriceChangeQuery = { previewPriceChange: Array<{ oldPrice: number, newPrice: number, car: { id: string, title: string } }> };

export type ChangePricesMutationVariables = Exact<{
  input: BulkPriceInput;
}>;


export type ChangePricesMutation = { changePrices: Array<{ car: { id: string } }> };

export type StaffCarPictureFieldsFragment = { id: string, kind: string, position: number, basePath: string, widths: Array<number> };

export type StaffCarPicturesQueryVariables = Exact<{
  carId: string | number;
}>;


export type StaffCarPicturesQuery = { staffCarPictures: Array<{ id: string, kind: string, position: number, basePath: string, widths: Array<number> }> };

export type StaffCarTitleQueryVariables = Exact<{
  carId: string | number;
}>;


export type StaffCarTitleQuery = { staffCarForm: { title: string } };

export type SetMainCarPictureMutationVariables = Exact<{
  input: CarPictureRefInput;
}>;


export type SetMainCarPictureMutation = { setMainCarPicture: Array<{ id: string }> };

export type MoveCarPictureMutationVariables = Exact<{
  input: MoveCarPictureInput;
}>;


export type MoveCarPictureMutation = { moveCarPicture: Array<{ id: string }> };

export type RemoveCarPictureMutationVariables = Exact<{
  input: CarPictureRefInput;
}>;


export type RemoveCarPictureMutation = { removeCarPicture: Array<{ id: string }> };

export type StaffBookingFieldsFragment = { id: string, kind: string, startsAt: string, endsAt: string, place: string, status: string, confirmedAt: string | null, attendance: string | null, carName: string, carId: string | null, personName: string, email: string, phone: string, closed: boolean, nextActions: Array<string> };

export type StaffScheduleQueryVariables = Exact<{
  spotId: string | number;
  from: string;
  to: string;
}>;


export type StaffScheduleQuery = { staffSchedule: { spotId: string, spotName: string, capacity: number, bookings: Array<{ id: string, kind: string, startsAt: string, endsAt: string, place: string, status: string, confirmedAt: string | null, attendance: string | null, carName: string, carId: string | null, personName: string, email: string, phone: string, closed: boolean, nextActions: Array<string> }>, closures: Array<{ id: string, startsAt: string, endsAt: string, reason: string }> } };

export type ScheduleSpotsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduleSpotsQuery = { getInspectionSpots: Array<{ id: string, name: string }> };

export type DriveMoveSlotsQueryVariables = Exact<{
  input: TestDriveSlotsInput;
}>;


export type DriveMoveSlotsQuery = { getTestDriveSlots: Array<{ startsAt: string, available: boolean }> };

export type InspectionMoveSlotsQueryVariables = Exact<{
  input: InspectionSlotsInput;
}>;


export type InspectionMoveSlotsQuery = { getInspectionSlots: Array<{ startsAt: string, available: boolean }> };

export type ConfirmBookingMutationVariables = Exact<{
  input: BookingInput;
}>;


export type ConfirmBookingMutation = { confirmBooking: { id: string } };

export type MarkBookingDoneMutationVariables = Exact<{
  input: BookingInput;
}>;


export type MarkBookingDoneMutation = { markBookingDone: { id: string } };

export type MarkNoShowMutationVariables = Exact<{
  input: BookingInput;
}>;


export type MarkNoShowMutation = { markNoShow: { id: string } };

export type RescheduleBookingMutationVariables = Exact<{
  input: RescheduleBookingInput;
}>;


export type RescheduleBookingMutation = { rescheduleBooking: { id: string } };

export type SetSpotCapacityMutationVariables = Exact<{
  input: SpotCapacityInput;
}>;


export type SetSpotCapacityMutation = { setSpotCapacity: { id: string, capacity: number } };

export type AddSpotClosureMutationVariables = Exact<{
  input: SpotClosureInput;
}>;


export type AddSpotClosureMutation = { addSpotClosure: { id: string, notified: number } };

export type RemoveSpotClosureMutationVariables = Exact<{
  input: ClosureInput;
}>;


export type RemoveSpotClosureMutation = { removeSpotClosure: { id: string } };

export type GetCarRequestCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCarRequestCatalogQuery = { getSellCatalog: { brands: Array<{ slug: string, name: string, models: Array<{ slug: string, name: string }> }> } };

export type GetCarRequestSuggestionsQueryVariables = Exact<{
  input: CarRequestSpecsInput;
}>;


export type GetCarRequestSuggestionsQuery = { getCarRequestSuggestions: Array<{ id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> }> };

export type CreateCarRequestMutationVariables = Exact<{
  input: CreateCarRequestInput;
}>;


export type CreateCarRequestMutation = { createCarRequest: { id: string, suggestedCars: Array<{ id: string, slug: string, title: string, mainPicture: string, year: number, mileage: number, certified: boolean, listingPrice: number, reserved: boolean, status: { slug: string, name: string }, priceInfo: { monthlyPrice: number | null, basePrice: number }, curboSpot: { id: string, name: string, city: { name: string } }, offerData: { hasOffer: boolean, label: string | null, backgroundColor: string | null, textColor: string | null, discount: number | null, originalPrice: number | null, discountPercentage: number | null, labelTranslations: { en: string, es: string } | null }, pictures: Array<{ kind: string, basePath: string, widths: Array<number>, width: number, height: number }> }> } };

export type GetReserveCarQueryVariables = Exact<{
  slug: string;
}>;


export type GetReserveCarQuery = { getCar: { id: string, slug: string, title: string, listingPrice: number, reserved: boolean, status: { slug: string } } };

export type ReserveCarMutationVariables = Exact<{
  input: ReserveCarInput;
}>;


export type ReserveCarMutation = { reserveCar: { id: string, expiresAt: string | null, deposit: { amount: number, currency: string, status: string, cardBrand: string | null, cardLast4: string | null } | null } };

export type GetInspectionSpotsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInspectionSpotsQuery = { getInspectionSpots: Array<{ id: string, name: string, address: string, latitude: number, longitude: number, inspectionHours: Array<{ weekday: number, opens: number, closes: number }> }> };

export type SellQuoteFieldsFragment = { suggestedMinPrice: number, suggestedMaxPrice: number, suggestedPrice: number, marketValue: number, averagePayoutOutside: number, averagePayoutInside: number, basedOn: number };

export type GetSellQuoteQueryVariables = Exact<{
  input: SellQuoteInput;
}>;


export type GetSellQuoteQuery = { getSellQuote: { suggestedMinPrice: number, suggestedMaxPrice: number, suggestedPrice: number, marketValue: number, averagePayoutOutside: number, averagePayoutInside: number, basedOn: number } };

export type GetInspectionSlotsQueryVariables = Exact<{
  input: InspectionSlotsInput;
}>;


export type GetInspectionSlotsQuery = { getInspectionSlots: Array<{ startsAt: string, endsAt: string, available: boolean, spotId: string | null }> };

export type BookedSellRequestFragment = { id: string, place: string, outsideCoverage: boolean, inspection: { startsAt: string, endsAt: string }, spot: { name: string, address: string }, address: { sector: string, street: string, number: string } | null };

export type CreateSellRequestMutationVariables = Exact<{
  input: CreateSellRequestInput;
}>;


export type CreateSellRequestMutation = { createSellRequest: { id: string, place: string, outsideCoverage: boolean, inspection: { startsAt: string, endsAt: string }, spot: { name: string, address: string }, address: { sector: string, street: string, number: string } | null } };

export type SelfSellRequestsToEditQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfSellRequestsToEditQuery = { selfSellRequests: Array<{ id: string, status: string, expectedPrice: number, expectedSaleDays: number, place: string, car: { year: number, brand: { name: string }, model: { name: string } }, person: { name: string, lastName: string, email: string, phone: string, documentId: string | null }, spot: { id: string }, address: { sector: string, street: string, number: string, reference: string | null, latitude: number | null, longitude: number | null } | null, inspection: { startsAt: string }, quote: { suggestedMinPrice: number, suggestedMaxPrice: number, suggestedPrice: number, marketValue: number, averagePayoutOutside: number, averagePayoutInside: number, basedOn: number } | null }> };

export type UpdateSellRequestMutationVariables = Exact<{
  input: UpdateSellRequestInput;
}>;


export type UpdateSellRequestMutation = { updateSellRequest: { id: string, place: string, outsideCoverage: boolean, inspection: { startsAt: string, endsAt: string }, spot: { name: string, address: string }, address: { sector: string, street: string, number: string } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type SelfUserFieldsFragment = { id: string, name: string, lastName: string, email: string, telephoneNumber: string | null, documentId: string | null, drivingLicense: string | null, address: string | null, hasPassword: boolean, priceAlerts: boolean };

export type SelfUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfUserQuery = { selfUser: { id: string, name: string, lastName: string, email: string, telephoneNumber: string | null, documentId: string | null, drivingLicense: string | null, address: string | null, hasPassword: boolean, priceAlerts: boolean } };

export type SetPriceAlertsMutationVariables = Exact<{
  input: SetPriceAlertsInput;
}>;


export type SetPriceAlertsMutation = { setPriceAlerts: { id: string, name: string, lastName: string, email: string, telephoneNumber: string | null, documentId: string | null, drivingLicense: string | null, address: string | null, hasPassword: boolean, priceAlerts: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string, lastName: string, email: string, telephoneNumber: string | null, documentId: string | null, drivingLicense: string | null, address: string | null, hasPassword: boolean, priceAlerts: boolean } };

export type GetSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSettingQuery = { getSetting: { address: string, infoEmail: string, salesAndSupportSchedule: string, testDriveSchedule: string, whatsappTelephoneNumber: string, telephoneNumber: string, website: string, appStoreUrl: string | null, playStoreUrl: string | null, salesAndSupportScheduleTranslations: { en: string, es: string }, testDriveScheduleTranslations: { en: string, es: string }, socialNetworks: Array<{ id: string, name: string, slug: string, url: string }>, currency: { id: string, name: string, code: string, slug: string, symbol: string, value: number, nameTranslations: { en: string, es: string } }, country: { id: string, countryCode: string, flag: string, name: string, slug: string, nameTranslations: { en: string, es: string } } } };

export type GetCurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrenciesQuery = { getCurrencies: Array<{ id: string, name: string, code: string, slug: string, symbol: string, value: number, nameTranslations: { en: string, es: string } }> };

export type GetTestDriveCarQueryVariables = Exact<{
  slug: string;
}>;


export type GetTestDriveCarQuery = { getCar: { id: string, slug: string, title: string, mainPicture: string, year: number, reserved: boolean, status: { slug: string }, curboSpot: { id: string, name: string, address: string, latitude: number, longitude: number, city: { name: string } } } };

export type GetTestDriveSlotsQueryVariables = Exact<{
  input: TestDriveSlotsInput;
}>;


export type GetTestDriveSlotsQuery = { getTestDriveSlots: Array<{ startsAt: string, endsAt: string, available: boolean, spotId: string | null }> };

export type ScheduleTestDriveMutationVariables = Exact<{
  input: ScheduleTestDriveInput;
}>;


export type ScheduleTestDriveMutation = { scheduleTestDrive: { id: string, startsAt: string, endsAt: string, place: string, outsideCoverage: boolean, calendarFile: string, spot: { name: string, address: string } | null, address: { sector: string, street: string, number: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CarRequestCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment CarRequestCardFields on CarRequest {
  id
  brand {
    slug
    name
  }
  model {
    slug
    name
  }
  year
  budget
  subscribed
  createdAt
}
    `, {"fragmentName":"CarRequestCardFields"}) as unknown as TypedDocumentString<CarRequestCardFieldsFragment, unknown>;
export const PurchaseCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment PurchaseCardFields on Purchase {
  id
  status
  view
  method
  expiresAt
  createdAt
  car {
    id
    slug
    title
    mainPicture
  }
  deposit {
    amount
    currency
    status
    cardBrand
    cardLast4
  }
}
    `, {"fragmentName":"PurchaseCardFields"}) as unknown as TypedDocumentString<PurchaseCardFieldsFragment, unknown>;
export const SaleCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment SaleCardFields on SellRequest {
  id
  status
  tab
  place
  offer
  offerExpiresAt
  outsideCoverage
  expectedPrice
  inspection {
    startsAt
  }
  quote {
    suggestedMinPrice
    suggestedMaxPrice
  }
  car {
    brand {
      name
    }
    model {
      name
    }
    year
    trim {
      name
    }
  }
  spot {
    id
    name
    city {
      name
    }
  }
  address {
    sector
    street
    number
  }
  inspectionReport {
    findings {
      result
      note
    }
  }
}
    `, {"fragmentName":"SaleCardFields"}) as unknown as TypedDocumentString<SaleCardFieldsFragment, unknown>;
export const TestDriveCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestDriveCardFields on TestDrive {
  id
  status
  view
  startsAt
  endsAt
  place
  outsideCoverage
  car {
    id
    slug
    title
    mainPicture
  }
  spot {
    id
    name
    address
  }
  address {
    sector
    street
    number
  }
}
    `, {"fragmentName":"TestDriveCardFields"}) as unknown as TypedDocumentString<TestDriveCardFieldsFragment, unknown>;
export const SessionPayloadFragmentDoc = new TypedDocumentString(`
    fragment SessionPayload on AuthPayload {
  accessToken
  refreshToken
  user {
    id
    name
    lastName
    email
    profilePicture
    socialLogin
  }
}
    `, {"fragmentName":"SessionPayload"}) as unknown as TypedDocumentString<SessionPayloadFragment, unknown>;
export const CarCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment CarCardFields on Car {
  id
  slug
  title
  mainPicture
  year
  mileage
  certified
  listingPrice
  reserved
  status {
    slug
    name
  }
  priceInfo {
    monthlyPrice
    basePrice
  }
  curboSpot {
    id
    name
    city {
      name
    }
  }
  offerData {
    hasOffer
    label
    labelTranslations {
      en
      es
    }
    backgroundColor
    textColor
    discount
    originalPrice
    discountPercentage
  }
  pictures {
    kind
    basePath
    widths
    width
    height
  }
}
    `, {"fragmentName":"CarCardFields"}) as unknown as TypedDocumentString<CarCardFieldsFragment, unknown>;
export const FavouritePreferencesFragmentDoc = new TypedDocumentString(`
    fragment FavouritePreferences on UserPreferences {
  id
  cars {
    count
    data {
      id
      slug
      title
      mainPicture
      mileage
      certified
      listingPrice
      status {
        slug
      }
      curboSpot {
        city {
          name
        }
      }
      offerData {
        hasOffer
        label
        labelTranslations {
          en
          es
        }
        backgroundColor
        textColor
        originalPrice
        discountPercentage
      }
    }
  }
}
    `, {"fragmentName":"FavouritePreferences"}) as unknown as TypedDocumentString<FavouritePreferencesFragment, unknown>;
export const StaffLeadFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffLeadFields on StaffLead {
  id
  kind
  createdAt
  name
  email
  phone
  locale
  message
  carName
  amount
  summary
  status
  assigneeEmail
  answeredAt
  closedAt
}
    `, {"fragmentName":"StaffLeadFields"}) as unknown as TypedDocumentString<StaffLeadFieldsFragment, unknown>;
export const QueueCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment QueueCardFields on SellRequest {
  id
  status
  offerDueAt
  offer
  offerExpiresAt
  expectedPrice
  person {
    name
    lastName
    email
    phone
  }
  car {
    brand {
      name
    }
    model {
      name
    }
    year
    trim {
      name
    }
  }
  quote {
    suggestedMinPrice
    suggestedMaxPrice
  }
  inspection {
    startsAt
  }
  inspectionReport {
    inspectedAt
    mileage
    wheels {
      position
      treadDepthMm
      brakePadMm
    }
    findings {
      point
      result
      note
    }
  }
  spot {
    name
    city {
      name
    }
  }
}
    `, {"fragmentName":"QueueCardFields"}) as unknown as TypedDocumentString<QueueCardFieldsFragment, unknown>;
export const InventoryCarFieldsFragmentDoc = new TypedDocumentString(`
    fragment InventoryCarFields on Car {
  id
  slug
  title
  year
  mileage
  mainPicture
  listingPrice
  status {
    slug
  }
  priceInfo {
    basePrice
  }
  curboSpot {
    name
  }
  nextStatuses
}
    `, {"fragmentName":"InventoryCarFields"}) as unknown as TypedDocumentString<InventoryCarFieldsFragment, unknown>;
export const StaffCarPictureFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffCarPictureFields on StaffCarPicture {
  id
  kind
  position
  basePath
  widths
}
    `, {"fragmentName":"StaffCarPictureFields"}) as unknown as TypedDocumentString<StaffCarPictureFieldsFragment, unknown>;
export const StaffBookingFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffBookingFields on StaffBooking {
  id
  kind
  startsAt
  endsAt
  place
  status
  confirmedAt
  attendance
  carName
  carId
  personName
  email
  phone
  closed
  nextActions
}
    `, {"fragmentName":"StaffBookingFields"}) as unknown as TypedDocumentString<StaffBookingFieldsFragment, unknown>;
export const SellQuoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment SellQuoteFields on SellQuote {
  suggestedMinPrice
  suggestedMaxPrice
  suggestedPrice
  marketValue
  averagePayoutOutside
  averagePayoutInside
  basedOn
}
    `, {"fragmentName":"SellQuoteFields"}) as unknown as TypedDocumentString<SellQuoteFieldsFragment, unknown>;
export const BookedSellRequestFragmentDoc = new TypedDocumentString(`
    fragment BookedSellRequest on SellRequest {
  id
  place
  outsideCoverage
  inspection {
    startsAt
    endsAt
  }
  spot {
    name
    address
  }
  address {
    sector
    street
    number
  }
}
    `, {"fragmentName":"BookedSellRequest"}) as unknown as TypedDocumentString<BookedSellRequestFragment, unknown>;
export const SelfUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment SelfUserFields on User {
  id
  name
  lastName
  email
  telephoneNumber
  documentId
  drivingLicense
  address
  hasPassword
  priceAlerts
}
    `, {"fragmentName":"SelfUserFields"}) as unknown as TypedDocumentString<SelfUserFieldsFragment, unknown>;
export const GetSellCatalogDocument = new TypedDocumentString(`
    query getSellCatalog {
  getSellCatalog {
    brands {
      slug
      name
      models {
        slug
        name
        years
        trimsByYear {
          year
          trims {
            slug
            name
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetSellCatalogQuery, GetSellCatalogQueryVariables>;
export const SelfCarRequestsDocument = new TypedDocumentString(`
    query selfCarRequests {
  selfCarRequests {
    ...CarRequestCardFields
  }
}
    fragment CarRequestCardFields on CarRequest {
  id
  brand {
    slug
    name
  }
  model {
    slug
    name
  }
  year
  budget
  subscribed
  createdAt
}`) as unknown as TypedDocumentString<SelfCarRequestsQuery, SelfCarRequestsQueryVariables>;
export const SelfPurchasesDocument = new TypedDocumentString(`
    query selfPurchases {
  selfPurchases {
    ...PurchaseCardFields
  }
}
    fragment PurchaseCardFields on Purchase {
  id
  status
  view
  method
  expiresAt
  createdAt
  car {
    id
    slug
    title
    mainPicture
  }
  deposit {
    amount
    currency
    status
    cardBrand
    cardLast4
  }
}`) as unknown as TypedDocumentString<SelfPurchasesQuery, SelfPurchasesQueryVariables>;
export const CancelPurchaseDocument = new TypedDocumentString(`
    mutation cancelPurchase($input: IdInput!) {
  cancelPurchase(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CancelPurchaseMutation, CancelPurchaseMutationVariables>;
export const ArchivePurchaseDocument = new TypedDocumentString(`
    mutation archivePurchase($input: IdInput!) {
  archivePurchase(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ArchivePurchaseMutation, ArchivePurchaseMutationVariables>;
export const RestorePurchaseDocument = new TypedDocumentString(`
    mutation restorePurchase($input: IdInput!) {
  restorePurchase(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestorePurchaseMutation, RestorePurchaseMutationVariables>;
export const SelfSellRequestsDocument = new TypedDocumentString(`
    query selfSellRequests {
  selfSellRequests {
    ...SaleCardFields
  }
}
    fragment SaleCardFields on SellRequest {
  id
  status
  tab
  place
  offer
  offerExpiresAt
  outsideCoverage
  expectedPrice
  inspection {
    startsAt
  }
  quote {
    suggestedMinPrice
    suggestedMaxPrice
  }
  car {
    brand {
      name
    }
    model {
      name
    }
    year
    trim {
      name
    }
  }
  spot {
    id
    name
    city {
      name
    }
  }
  address {
    sector
    street
    number
  }
  inspectionReport {
    findings {
      result
      note
    }
  }
}`) as unknown as TypedDocumentString<SelfSellRequestsQuery, SelfSellRequestsQueryVariables>;
export const CancelSellRequestDocument = new TypedDocumentString(`
    mutation cancelSellRequest($input: IdInput!) {
  cancelSellRequest(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CancelSellRequestMutation, CancelSellRequestMutationVariables>;
export const DeleteSellRequestDocument = new TypedDocumentString(`
    mutation deleteSellRequest($input: IdInput!) {
  deleteSellRequest(input: $input)
}
    `) as unknown as TypedDocumentString<DeleteSellRequestMutation, DeleteSellRequestMutationVariables>;
export const RespondToSellOfferDocument = new TypedDocumentString(`
    mutation respondToSellOffer($input: SellOfferResponseInput!) {
  respondToSellOffer(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RespondToSellOfferMutation, RespondToSellOfferMutationVariables>;
export const SelfTestDrivesDocument = new TypedDocumentString(`
    query selfTestDrives {
  selfTestDrives {
    ...TestDriveCardFields
  }
}
    fragment TestDriveCardFields on TestDrive {
  id
  status
  view
  startsAt
  endsAt
  place
  outsideCoverage
  car {
    id
    slug
    title
    mainPicture
  }
  spot {
    id
    name
    address
  }
  address {
    sector
    street
    number
  }
}`) as unknown as TypedDocumentString<SelfTestDrivesQuery, SelfTestDrivesQueryVariables>;
export const CancelTestDriveDocument = new TypedDocumentString(`
    mutation cancelTestDrive($input: IdInput!) {
  cancelTestDrive(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CancelTestDriveMutation, CancelTestDriveMutationVariables>;
export const ArchiveTestDriveDocument = new TypedDocumentString(`
    mutation archiveTestDrive($input: IdInput!) {
  archiveTestDrive(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ArchiveTestDriveMutation, ArchiveTestDriveMutationVariables>;
export const RestoreTestDriveDocument = new TypedDocumentString(`
    mutation restoreTestDrive($input: IdInput!) {
  restoreTestDrive(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestoreTestDriveMutation, RestoreTestDriveMutationVariables>;
export const SignInUserDocument = new TypedDocumentString(`
    mutation signInUser($input: SignInUserInput!) {
  signInUser(input: $input) {
    ...SessionPayload
  }
}
    fragment SessionPayload on AuthPayload {
  accessToken
  refreshToken
  user {
    id
    name
    lastName
    email
    profilePicture
    socialLogin
  }
}`) as unknown as TypedDocumentString<SignInUserMutation, SignInUserMutationVariables>;
export const SignUpUserDocument = new TypedDocumentString(`
    mutation signUpUser($input: SignUpUserInput!) {
  signUpUser(input: $input) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SignUpUserMutation, SignUpUserMutationVariables>;
export const SocialSignInDocument = new TypedDocumentString(`
    mutation socialSignIn($input: SocialSignInInput!) {
  socialSignIn(input: $input) {
    ...SessionPayload
  }
}
    fragment SessionPayload on AuthPayload {
  accessToken
  refreshToken
  user {
    id
    name
    lastName
    email
    profilePicture
    socialLogin
  }
}`) as unknown as TypedDocumentString<SocialSignInMutation, SocialSignInMutationVariables>;
export const ResetUserPasswordDocument = new TypedDocumentString(`
    mutation resetUserPassword($input: ResetUserPasswordInput!) {
  resetUserPassword(input: $input)
}
    `) as unknown as TypedDocumentString<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const ResendConfirmationDocument = new TypedDocumentString(`
    mutation resendConfirmation($input: ResendConfirmationInput!) {
  resendConfirmation(input: $input)
}
    `) as unknown as TypedDocumentString<ResendConfirmationMutation, ResendConfirmationMutationVariables>;
export const ValidateTokenDocument = new TypedDocumentString(`
    mutation validateToken($input: ValidateTokenInput!) {
  validateToken(input: $input) {
    valid
    purpose
  }
}
    `) as unknown as TypedDocumentString<ValidateTokenMutation, ValidateTokenMutationVariables>;
export const CompletePasswordResetDocument = new TypedDocumentString(`
    mutation completePasswordReset($input: CompletePasswordResetInput!) {
  completePasswordReset(input: $input)
}
    `) as unknown as TypedDocumentString<CompletePasswordResetMutation, CompletePasswordResetMutationVariables>;
export const RefreshSessionDocument = new TypedDocumentString(`
    mutation refreshSession($input: RefreshSessionInput!) {
  refreshSession(input: $input) {
    ...SessionPayload
  }
}
    fragment SessionPayload on AuthPayload {
  accessToken
  refreshToken
  user {
    id
    name
    lastName
    email
    profilePicture
    socialLogin
  }
}`) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation signOut($input: SignOutInput!) {
  signOut(input: $input)
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const AskCarQuestionDocument = new TypedDocumentString(`
    mutation askCarQuestion($input: AskCarQuestionInput!) {
  askCarQuestion(input: $input) {
    id
    question
  }
}
    `) as unknown as TypedDocumentString<AskCarQuestionMutation, AskCarQuestionMutationVariables>;
export const GetCarDocument = new TypedDocumentString(`
    query getCar($slug: String!) {
  getCar(slug: $slug) {
    id
    slug
    title
    mainPicture
    year
    mileage
    certified
    listingPrice
    status {
      slug
      name
    }
    reserved
    priceInfo {
      monthlyPrice
      basePrice
      fee
      licensePlate
      transfer
      warranty
    }
    brand {
      name
      slug
    }
    carModel {
      name
      slug
    }
    countryVersion {
      name
      nameTranslations {
        en
        es
      }
    }
    curboSpot {
      id
      name
      slug
      city {
        name
      }
      address
    }
    offerData {
      hasOffer
      label
      labelTranslations {
        en
        es
      }
      backgroundColor
      textColor
      discount
      originalPrice
      discountPercentage
    }
    version {
      name
      alias
    }
    bodyStyle {
      slug
      name
      nameTranslations {
        en
        es
      }
    }
    fuelType {
      slug
      name
      nameTranslations {
        en
        es
      }
    }
    transmission {
      slug
      name
      nameTranslations {
        en
        es
      }
    }
    driveTrain {
      slug
      name
      nameTranslations {
        en
        es
      }
    }
    exteriorColor {
      slug
      name
      hex
      nameTranslations {
        en
        es
      }
    }
    interiorColor {
      slug
      name
      hex
      nameTranslations {
        en
        es
      }
    }
    features {
      slug
      name
      group
      nameTranslations {
        en
        es
      }
    }
    specs {
      engineDisplacementL
      cylinders
      horsepowerHp
      torqueLbFt
      seats
      doors
      tankCapacityGal
      lengthMm
      widthMm
      heightMm
      wheelbaseMm
      cargoCapacityL
      legRoomMm
      headRoomMm
      cityMpg
      highwayMpg
    }
    pictures {
      kind
      basePath
      widths
      width
      height
    }
    vin
    licensePlate
    keys
    owners
    papers {
      titleChecked
      noOppositionChecked
    }
    inspection {
      inspectedAt
      score
      pointCount
      wheels {
        position
        treadDepthMm
        brakePadMm
      }
      areas {
        slug
        name
        nameTranslations {
          en
          es
        }
        points {
          slug
          name
          nameTranslations {
            en
            es
          }
          result
          note
          noteTranslations {
            en
            es
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCarQuery, GetCarQueryVariables>;
export const DistinguishedCarsDocument = new TypedDocumentString(`
    query distinguishedCars($filter: FilterInput) {
  getListingCars(filter: $filter) {
    cars {
      ...CarCardFields
    }
  }
}
    fragment CarCardFields on Car {
  id
  slug
  title
  mainPicture
  year
  mileage
  certified
  listingPrice
  reserved
  status {
    slug
    name
  }
  priceInfo {
    monthlyPrice
    basePrice
  }
  curboSpot {
    id
    name
    city {
      name
    }
  }
  offerData {
    hasOffer
    label
    labelTranslations {
      en
      es
    }
    backgroundColor
    textColor
    discount
    originalPrice
    discountPercentage
  }
  pictures {
    kind
    basePath
    widths
    width
    height
  }
}`) as unknown as TypedDocumentString<DistinguishedCarsQuery, DistinguishedCarsQueryVariables>;
export const RelatedCarsDocument = new TypedDocumentString(`
    query relatedCars($slug: String!, $limit: Int) {
  getCar(slug: $slug) {
    id
    relatedCars(limit: $limit) {
      ...CarCardFields
    }
  }
}
    fragment CarCardFields on Car {
  id
  slug
  title
  mainPicture
  year
  mileage
  certified
  listingPrice
  reserved
  status {
    slug
    name
  }
  priceInfo {
    monthlyPrice
    basePrice
  }
  curboSpot {
    id
    name
    city {
      name
    }
  }
  offerData {
    hasOffer
    label
    labelTranslations {
      en
      es
    }
    backgroundColor
    textColor
    discount
    originalPrice
    discountPercentage
  }
  pictures {
    kind
    basePath
    widths
    width
    height
  }
}`) as unknown as TypedDocumentString<RelatedCarsQuery, RelatedCarsQueryVariables>;
export const ListingPageDocument = new TypedDocumentString(`
    query listingPage($filter: FilterInput) {
  getListingCars(filter: $filter) {
    count
    cars {
      ...CarCardFields
    }
    facets {
      categories {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      brand {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      carModel {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      bodyStyle {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      features {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      color {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      transmission {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      fuelType {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      driveTrain {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      curboSpot {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
      offer {
        slug
        name
        count
        parent
        hex
        nameTranslations {
          en
          es
        }
      }
    }
    bounds {
      price {
        min
        max
      }
      year {
        min
        max
      }
      miles {
        min
        max
      }
    }
  }
}
    fragment CarCardFields on Car {
  id
  slug
  title
  mainPicture
  year
  mileage
  certified
  listingPrice
  reserved
  status {
    slug
    name
  }
  priceInfo {
    monthlyPrice
    basePrice
  }
  curboSpot {
    id
    name
    city {
      name
    }
  }
  offerData {
    hasOffer
    label
    labelTranslations {
      en
      es
    }
    backgroundColor
    textColor
    discount
    originalPrice
    discountPercentage
  }
  pictures {
    kind
    basePath
    widths
    width
    height
  }
}`) as unknown as TypedDocumentString<ListingPageQuery, ListingPageQueryVariables>;
export const GetListingCarsDocument = new TypedDocumentString(`
    query getListingCars($filter: FilterInput) {
  getListingCars(filter: $filter) {
    cars {
      slug
      title
    }
  }
}
    `) as unknown as TypedDocumentString<GetListingCarsQuery, GetListingCarsQueryVariables>;
export const SubmitFaqQuestionDocument = new TypedDocumentString(`
    mutation submitFaqQuestion($input: FaqQuestionInput!) {
  submitFaqQuestion(input: $input)
}
    `) as unknown as TypedDocumentString<SubmitFaqQuestionMutation, SubmitFaqQuestionMutationVariables>;
export const GetFaqsDocument = new TypedDocumentString(`
    query getFaqs($search: String) {
  getFaqs(search: $search) {
    slug
    name
    faqs {
      id
      slug
      question
      answer
      featured
    }
  }
}
    `) as unknown as TypedDocumentString<GetFaqsQuery, GetFaqsQueryVariables>;
export const SelfUserFavoritesDocument = new TypedDocumentString(`
    query selfUserFavorites {
  selfUserPreferences {
    ...FavouritePreferences
  }
}
    fragment FavouritePreferences on UserPreferences {
  id
  cars {
    count
    data {
      id
      slug
      title
      mainPicture
      mileage
      certified
      listingPrice
      status {
        slug
      }
      curboSpot {
        city {
          name
        }
      }
      offerData {
        hasOffer
        label
        labelTranslations {
          en
          es
        }
        backgroundColor
        textColor
        originalPrice
        discountPercentage
      }
    }
  }
}`) as unknown as TypedDocumentString<SelfUserFavoritesQuery, SelfUserFavoritesQueryVariables>;
export const AddFavoriteCarDocument = new TypedDocumentString(`
    mutation addFavoriteCar($input: FavoriteCarInput!) {
  addFavoriteCar(input: $input) {
    ...FavouritePreferences
  }
}
    fragment FavouritePreferences on UserPreferences {
  id
  cars {
    count
    data {
      id
      slug
      title
      mainPicture
      mileage
      certified
      listingPrice
      status {
        slug
      }
      curboSpot {
        city {
          name
        }
      }
      offerData {
        hasOffer
        label
        labelTranslations {
          en
          es
        }
        backgroundColor
        textColor
        originalPrice
        discountPercentage
      }
    }
  }
}`) as unknown as TypedDocumentString<AddFavoriteCarMutation, AddFavoriteCarMutationVariables>;
export const RemoveFavoriteCarDocument = new TypedDocumentString(`
    mutation removeFavoriteCar($input: FavoriteCarInput!) {
  removeFavoriteCar(input: $input) {
    ...FavouritePreferences
  }
}
    fragment FavouritePreferences on UserPreferences {
  id
  cars {
    count
    data {
      id
      slug
      title
      mainPicture
      mileage
      certified
      listingPrice
      status {
        slug
      }
      curboSpot {
        city {
          name
        }
      }
      offerData {
        hasOffer
        label
        labelTranslations {
          en
          es
        }
        backgroundColor
        textColor
        originalPrice
        discountPercentage
      }
    }
  }
}`) as unknown as TypedDocumentString<RemoveFavoriteCarMutation, RemoveFavoriteCarMutationVariables>;
export const ClearAllFavoriteCarsDocument = new TypedDocumentString(`
    mutation clearAllFavoriteCars {
  clearAllFavoriteCars {
    ...FavouritePreferences
  }
}
    fragment FavouritePreferences on UserPreferences {
  id
  cars {
    count
    data {
      id
      slug
      title
      mainPicture
      mileage
      certified
      listingPrice
      status {
        slug
      }
      curboSpot {
        city {
          name
        }
      }
      offerData {
        hasOffer
        label
        labelTranslations {
          en
          es
        }
        backgroundColor
        textColor
        originalPrice
        discountPercentage
      }
    }
  }
}`) as unknown as TypedDocumentString<ClearAllFavoriteCarsMutation, ClearAllFavoriteCarsMutationVariables>;
export const GetFinancingCarDocument = new TypedDocumentString(`
    query getFinancingCar($slug: String!) {
  getCar(slug: $slug) {
    id
    slug
    title
    mainPicture
    listingPrice
    status {
      slug
    }
    reserved
  }
}
    `) as unknown as TypedDocumentString<GetFinancingCarQuery, GetFinancingCarQueryVariables>;
export const GetFinancingPlansDocument = new TypedDocumentString(`
    query getFinancingPlans {
  getFinancingPlans {
    slug
    name
    lender
    annualRate
    minTermMonths
    maxTermMonths
    minDownPaymentPercent
    external
    isDefault
  }
}
    `) as unknown as TypedDocumentString<GetFinancingPlansQuery, GetFinancingPlansQueryVariables>;
export const ApplyForFinancingDocument = new TypedDocumentString(`
    mutation applyForFinancing($input: FinancingApplicationInput!) {
  applyForFinancing(input: $input) {
    id
    status
    redirectUrl
    quote {
      monthlyPayment
      annualRate
      termMonths
      financedAmount
      totalCost
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyForFinancingMutation, ApplyForFinancingMutationVariables>;
export const StartPurchaseDocument = new TypedDocumentString(`
    mutation startPurchase($input: StartPurchaseInput!) {
  startPurchase(input: $input) {
    id
    method
    status
  }
}
    `) as unknown as TypedDocumentString<StartPurchaseMutation, StartPurchaseMutationVariables>;
export const PrequalifyDocument = new TypedDocumentString(`
    mutation prequalify($input: PrequalifyInput!) {
  prequalify(input: $input) {
    id
    approved
    maxAmount
    monthlyPayment
    annualRate
    termMonths
    downPayment
  }
}
    `) as unknown as TypedDocumentString<PrequalifyMutation, PrequalifyMutationVariables>;
export const FinderOptionsDocument = new TypedDocumentString(`
    query finderOptions($filter: FilterInput) {
  getListingCars(filter: $filter) {
    facets {
      categories {
        slug
        name
        count
        nameTranslations {
          en
          es
        }
      }
      bodyStyle {
        slug
        name
        count
        nameTranslations {
          en
          es
        }
      }
    }
    bounds {
      price {
        min
        max
      }
      year {
        min
        max
      }
      miles {
        min
        max
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FinderOptionsQuery, FinderOptionsQueryVariables>;
export const RecommendCarsDocument = new TypedDocumentString(`
    query recommendCars($input: RecommendationInput!) {
  recommendCars(input: $input) {
    main {
      ...CarCardFields
    }
    others {
      ...CarCardFields
    }
    matching
    mainMatches
  }
}
    fragment CarCardFields on Car {
  id
  slug
  title
  mainPicture
  year
  mileage
  certified
  listingPrice
  reserved
  status {
    slug
    name
  }
  priceInfo {
    monthlyPrice
    basePrice
  }
  curboSpot {
    id
    name
    city {
      name
    }
  }
  offerData {
    hasOffer
    label
    labelTranslations {
      en
      es
    }
    backgroundColor
    textColor
    discount
    originalPrice
    discountPercentage
  }
  pictures {
    kind
    basePath
    widths
    width
    height
  }
}`) as unknown as TypedDocumentString<RecommendCarsQuery, RecommendCarsQueryVariables>;
export const HomeSpotsDocument = new TypedDocumentString(`
    query homeSpots($filter: FilterInput) {
  getListingCars(filter: $filter) {
    count
    facets {
      curboSpot {
        slug
        name
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HomeSpotsQuery, HomeSpotsQueryVariables>;
export const HomeFaqsDocument = new TypedDocumentString(`
    query homeFaqs {
  getFaqs {
    slug
    faqs {
      id
      slug
      question
      answer
      featured
    }
  }
}
    `) as unknown as TypedDocumentString<HomeFaqsQuery, HomeFaqsQueryVariables>;
export const SubscribeNewsletterDocument = new TypedDocumentString(`
    mutation subscribeNewsletter($input: NewsletterInput!) {
  subscribeNewsletter(input: $input)
}
    `) as unknown as TypedDocumentString<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ConfirmNewsletterSubscriptionDocument = new TypedDocumentString(`
    mutation confirmNewsletterSubscription($token: String!) {
  confirmNewsletterSubscription(token: $token)
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const UnsubscribeNewsletterDocument = new TypedDocumentString(`
    mutation unsubscribeNewsletter($token: String!) {
  unsubscribeNewsletter(token: $token)
}
    `) as unknown as TypedDocumentString<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const AuditEntriesDocument = new TypedDocumentString(`
    query auditEntries($subjectType: String, $subjectId: String, $before: ID) {
  auditLog(subjectType: $subjectType, subjectId: $subjectId, before: $before) {
    id
    actorEmail
    action
    subjectType
    subjectId
    before
    after
    at
  }
}
    `) as unknown as TypedDocumentString<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const StaffCarOptionsDocument = new TypedDocumentString(`
    query staffCarOptions {
  staffCarOptions {
    colors {
      slug
      name
      nameTranslations {
        en
        es
      }
      hex
    }
    spots {
      id
      slug
      name
    }
    countryVersions {
      slug
      name
      nameTranslations {
        en
        es
      }
    }
    inspectionAreas {
      slug
      nameTranslations {
        en
        es
      }
      points {
        slug
        nameTranslations {
          en
          es
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffCarOptionsQuery, StaffCarOptionsQueryVariables>;
export const StaffCarFormDocument = new TypedDocumentString(`
    query staffCarForm($carId: ID!) {
  staffCarForm(carId: $carId) {
    carId
    status
    vehicle {
      brand
      model
      year
      trim
      exteriorColor
      interiorColor
      countryVersion
    }
    sale {
      spot
      sellerType
      certified
      mileage
      vin
      licensePlate
      keys
      owners
      price
      offer {
        originalPrice
        labelEs
        labelEn
        backgroundColor
        textColor
      }
    }
    papers {
      titleChecked
      noOppositionChecked
    }
    inspection {
      inspectedAt
      wheels {
        position
        treadDepthMm
        brakePadMm
      }
      findings {
        point
        result
        note
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffCarFormQuery, StaffCarFormQueryVariables>;
export const CreateCarDocument = new TypedDocumentString(`
    mutation createCar($input: CreateCarInput!) {
  createCar(input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<CreateCarMutation, CreateCarMutationVariables>;
export const UpdateCarDocument = new TypedDocumentString(`
    mutation updateCar($input: UpdateCarInput!) {
  updateCar(input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<UpdateCarMutation, UpdateCarMutationVariables>;
export const StaffTrimDocument = new TypedDocumentString(`
    query staffTrim($slug: String!) {
  staffTrim(slug: $slug) {
    slug
    bodyStyle {
      name
      nameTranslations {
        en
        es
      }
    }
    fuelType {
      name
      nameTranslations {
        en
        es
      }
    }
    transmission {
      name
      nameTranslations {
        en
        es
      }
    }
    driveTrain {
      name
      nameTranslations {
        en
        es
      }
    }
    specs {
      engineDisplacementL
      horsepowerHp
      seats
      doors
    }
  }
}
    `) as unknown as TypedDocumentString<StaffTrimQuery, StaffTrimQueryVariables>;
export const OpsDashboardDocument = new TypedDocumentString(`
    query opsDashboard {
  opsDashboard {
    carsByStatus {
      status
      count
    }
    offerPromise {
      onTime
      dueSoon
      overdue
    }
    testDrivesToday
    inspectionsToday
    driveConversion {
      drives
      purchases
      ratio
    }
  }
}
    `) as unknown as TypedDocumentString<OpsDashboardQuery, OpsDashboardQueryVariables>;
export const StaffLeadsDocument = new TypedDocumentString(`
    query staffLeads($kind: String, $status: String, $after: ID) {
  staffLeads(kind: $kind, status: $status, after: $after) {
    leads {
      ...StaffLeadFields
    }
    nextCursor
  }
}
    fragment StaffLeadFields on StaffLead {
  id
  kind
  createdAt
  name
  email
  phone
  locale
  message
  carName
  amount
  summary
  status
  assigneeEmail
  answeredAt
  closedAt
}`) as unknown as TypedDocumentString<StaffLeadsQuery, StaffLeadsQueryVariables>;
export const AssignLeadDocument = new TypedDocumentString(`
    mutation assignLead($input: AssignLeadInput!) {
  assignLead(input: $input) {
    ...StaffLeadFields
  }
}
    fragment StaffLeadFields on StaffLead {
  id
  kind
  createdAt
  name
  email
  phone
  locale
  message
  carName
  amount
  summary
  status
  assigneeEmail
  answeredAt
  closedAt
}`) as unknown as TypedDocumentString<AssignLeadMutation, AssignLeadMutationVariables>;
export const AnswerLeadDocument = new TypedDocumentString(`
    mutation answerLead($input: AnswerLeadInput!) {
  answerLead(input: $input) {
    ...StaffLeadFields
  }
}
    fragment StaffLeadFields on StaffLead {
  id
  kind
  createdAt
  name
  email
  phone
  locale
  message
  carName
  amount
  summary
  status
  assigneeEmail
  answeredAt
  closedAt
}`) as unknown as TypedDocumentString<AnswerLeadMutation, AnswerLeadMutationVariables>;
export const CloseLeadDocument = new TypedDocumentString(`
    mutation closeLead($input: LeadInput!) {
  closeLead(input: $input) {
    ...StaffLeadFields
  }
}
    fragment StaffLeadFields on StaffLead {
  id
  kind
  createdAt
  name
  email
  phone
  locale
  message
  carName
  amount
  summary
  status
  assigneeEmail
  answeredAt
  closedAt
}`) as unknown as TypedDocumentString<CloseLeadMutation, CloseLeadMutationVariables>;
export const ReopenLeadDocument = new TypedDocumentString(`
    mutation reopenLead($input: LeadInput!) {
  reopenLead(input: $input) {
    ...StaffLeadFields
  }
}
    fragment StaffLeadFields on StaffLead {
  id
  kind
  createdAt
  name
  email
  phone
  locale
  message
  carName
  amount
  summary
  status
  assigneeEmail
  answeredAt
  closedAt
}`) as unknown as TypedDocumentString<ReopenLeadMutation, ReopenLeadMutationVariables>;
export const StaffRolesDocument = new TypedDocumentString(`
    query staffRoles {
  selfUser {
    id
    roles
  }
}
    `) as unknown as TypedDocumentString<StaffRolesQuery, StaffRolesQueryVariables>;
export const StaffSellRequestsDocument = new TypedDocumentString(`
    query staffSellRequests($status: String) {
  staffSellRequests(status: $status) {
    ...QueueCardFields
  }
}
    fragment QueueCardFields on SellRequest {
  id
  status
  offerDueAt
  offer
  offerExpiresAt
  expectedPrice
  person {
    name
    lastName
    email
    phone
  }
  car {
    brand {
      name
    }
    model {
      name
    }
    year
    trim {
      name
    }
  }
  quote {
    suggestedMinPrice
    suggestedMaxPrice
  }
  inspection {
    startsAt
  }
  inspectionReport {
    inspectedAt
    mileage
    wheels {
      position
      treadDepthMm
      brakePadMm
    }
    findings {
      point
      result
      note
    }
  }
  spot {
    name
    city {
      name
    }
  }
}`) as unknown as TypedDocumentString<StaffSellRequestsQuery, StaffSellRequestsQueryVariables>;
export const ListSellRequestCarDocument = new TypedDocumentString(`
    mutation listSellRequestCar($input: ListSellRequestCarInput!) {
  listSellRequestCar(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ListSellRequestCarMutation, ListSellRequestCarMutationVariables>;
export const RecordSellInspectionDocument = new TypedDocumentString(`
    mutation recordSellInspection($input: RecordSellInspectionInput!) {
  recordSellInspection(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RecordSellInspectionMutation, RecordSellInspectionMutationVariables>;
export const MakeSellOfferDocument = new TypedDocumentString(`
    mutation makeSellOffer($input: SellOfferInput!) {
  makeSellOffer(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<MakeSellOfferMutation, MakeSellOfferMutationVariables>;
export const StaffMembersDocument = new TypedDocumentString(`
    query staffMembers {
  staffMembers {
    id
    name
    lastName
    email
    roles
  }
}
    `) as unknown as TypedDocumentString<StaffMembersQuery, StaffMembersQueryVariables>;
export const GrantRoleDocument = new TypedDocumentString(`
    mutation grantRole($input: GrantRoleInput!) {
  grantRole(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<GrantRoleMutation, GrantRoleMutationVariables>;
export const RevokeRoleDocument = new TypedDocumentString(`
    mutation revokeRole($input: GrantRoleInput!) {
  revokeRole(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RevokeRoleMutation, RevokeRoleMutationVariables>;
export const StaffInventoryDocument = new TypedDocumentString(`
    query staffInventory($status: String, $search: String, $after: ID) {
  staffInventory(status: $status, search: $search, after: $after) {
    count
    nextCursor
    cars {
      ...InventoryCarFields
    }
  }
}
    fragment InventoryCarFields on Car {
  id
  slug
  title
  year
  mileage
  mainPicture
  listingPrice
  status {
    slug
  }
  priceInfo {
    basePrice
  }
  curboSpot {
    name
  }
  nextStatuses
}`) as unknown as TypedDocumentString<StaffInventoryQuery, StaffInventoryQueryVariables>;
export const SetCarStatusDocument = new TypedDocumentString(`
    mutation setCarStatus($input: SetCarStatusInput!) {
  setCarStatus(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetCarStatusMutation, SetCarStatusMutationVariables>;
export const SetCarPriceDocument = new TypedDocumentString(`
    mutation setCarPrice($input: SetCarPriceInput!) {
  setCarPrice(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetCarPriceMutation, SetCarPriceMutationVariables>;
export const PreviewPriceChangeDocument = new TypedDocumentString(`
    query previewPriceChange($input: BulkPriceInput!) {
  previewPriceChange(input: $input) {
    car {
      id
      title
    }
    oldPrice
    newPrice
  }
}
    `) as unknown as TypedDocumentString<PreviewPriceChangeQuery, PreviewPriceChangeQueryVariables>;
export const ChangePricesDocument = new TypedDocumentString(`
    mutation changePrices($input: BulkPriceInput!) {
  changePrices(input: $input) {
    car {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ChangePricesMutation, ChangePricesMutationVariables>;
export const StaffCarPicturesDocument = new TypedDocumentString(`
    query staffCarPictures($carId: ID!) {
  staffCarPictures(carId: $carId) {
    ...StaffCarPictureFields
  }
}
    fragment StaffCarPictureFields on StaffCarPicture {
  id
  kind
  position
  basePath
  widths
}`) as unknown as TypedDocumentString<StaffCarPicturesQuery, StaffCarPicturesQueryVariables>;
export const StaffCarTitleDocument = new TypedDocumentString(`
    query staffCarTitle($carId: ID!) {
  staffCarForm(carId: $carId) {
    title
  }
}
    `) as unknown as TypedDocumentString<StaffCarTitleQuery, StaffCarTitleQueryVariables>;
export const SetMainCarPictureDocument = new TypedDocumentString(`
    mutation setMainCarPicture($input: CarPictureRefInput!) {
  setMainCarPicture(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetMainCarPictureMutation, SetMainCarPictureMutationVariables>;
export const MoveCarPictureDocument = new TypedDocumentString(`
    mutation moveCarPicture($input: MoveCarPictureInput!) {
  moveCarPicture(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<MoveCarPictureMutation, MoveCarPictureMutationVariables>;
export const RemoveCarPictureDocument = new TypedDocumentString(`
    mutation removeCarPicture($input: CarPictureRefInput!) {
  removeCarPicture(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveCarPictureMutation, RemoveCarPictureMutationVariables>;
export const StaffScheduleDocument = new TypedDocumentString(`
    query staffSchedule($spotId: ID!, $from: String!, $to: String!) {
  staffSchedule(spotId: $spotId, from: $from, to: $to) {
    spotId
    spotName
    capacity
    bookings {
      ...StaffBookingFields
    }
    closures {
      id
      startsAt
      endsAt
      reason
    }
  }
}
    fragment StaffBookingFields on StaffBooking {
  id
  kind
  startsAt
  endsAt
  place
  status
  confirmedAt
  attendance
  carName
  carId
  personName
  email
  phone
  closed
  nextActions
}`) as unknown as TypedDocumentString<StaffScheduleQuery, StaffScheduleQueryVariables>;
export const ScheduleSpotsDocument = new TypedDocumentString(`
    query scheduleSpots {
  getInspectionSpots {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ScheduleSpotsQuery, ScheduleSpotsQueryVariables>;
export const DriveMoveSlotsDocument = new TypedDocumentString(`
    query driveMoveSlots($input: TestDriveSlotsInput!) {
  getTestDriveSlots(input: $input) {
    startsAt
    available
  }
}
    `) as unknown as TypedDocumentString<DriveMoveSlotsQuery, DriveMoveSlotsQueryVariables>;
export const InspectionMoveSlotsDocument = new TypedDocumentString(`
    query inspectionMoveSlots($input: InspectionSlotsInput!) {
  getInspectionSlots(input: $input) {
    startsAt
    available
  }
}
    `) as unknown as TypedDocumentString<InspectionMoveSlotsQuery, InspectionMoveSlotsQueryVariables>;
export const ConfirmBookingDocument = new TypedDocumentString(`
    mutation confirmBooking($input: BookingInput!) {
  confirmBooking(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConfirmBookingMutation, ConfirmBookingMutationVariables>;
export const MarkBookingDoneDocument = new TypedDocumentString(`
    mutation markBookingDone($input: BookingInput!) {
  markBookingDone(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<MarkBookingDoneMutation, MarkBookingDoneMutationVariables>;
export const MarkNoShowDocument = new TypedDocumentString(`
    mutation markNoShow($input: BookingInput!) {
  markNoShow(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<MarkNoShowMutation, MarkNoShowMutationVariables>;
export const RescheduleBookingDocument = new TypedDocumentString(`
    mutation rescheduleBooking($input: RescheduleBookingInput!) {
  rescheduleBooking(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RescheduleBookingMutation, RescheduleBookingMutationVariables>;
export const SetSpotCapacityDocument = new TypedDocumentString(`
    mutation setSpotCapacity($input: SpotCapacityInput!) {
  setSpotCapacity(input: $input) {
    id
    capacity
  }
}
    `) as unknown as TypedDocumentString<SetSpotCapacityMutation, SetSpotCapacityMutationVariables>;
export const AddSpotClosureDocument = new TypedDocumentString(`
    mutation addSpotClosure($input: SpotClosureInput!) {
  addSpotClosure(input: $input) {
    id
    notified
  }
}
    `) as unknown as TypedDocumentString<AddSpotClosureMutation, AddSpotClosureMutationVariables>;
export const RemoveSpotClosureDocument = new TypedDocumentString(`
    mutation removeSpotClosure($input: ClosureInput!) {
  removeSpotClosure(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveSpotClosureMutation, RemoveSpotClosureMutationVariables>;
export const GetCarRequestCatalogDocument = new TypedDocumentString(`
    query getCarRequestCatalog {
  getSellCatalog {
    brands {
      slug
      name
      models {
        slug
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCarRequestCatalogQuery, GetCarRequestCatalogQueryVariables>;
export const GetCarRequestSuggestionsDocument = new TypedDocumentString(`
    query getCarRequestSuggestions($input: CarRequestSpecsInput!) {
  getCarRequestSuggestions(input: $input) {
    ...CarCardFields
  }
}
    fragment CarCardFields on Car {
  id
  slug
  title
  mainPicture
  year
  mileage
  certified
  listingPrice
  reserved
  status {
    slug
    name
  }
  priceInfo {
    monthlyPrice
    basePrice
  }
  curboSpot {
    id
    name
    city {
      name
    }
  }
  offerData {
    hasOffer
    label
    labelTranslations {
      en
      es
    }
    backgroundColor
    textColor
    discount
    originalPrice
    discountPercentage
  }
  pictures {
    kind
    basePath
    widths
    width
    height
  }
}`) as unknown as TypedDocumentString<GetCarRequestSuggestionsQuery, GetCarRequestSuggestionsQueryVariables>;
export const CreateCarRequestDocument = new TypedDocumentString(`
    mutation createCarRequest($input: CreateCarRequestInput!) {
  createCarRequest(input: $input) {
    id
    suggestedCars {
      ...CarCardFields
    }
  }
}
    fragment CarCardFields on Car {
  id
  slug
  title
  mainPicture
  year
  mileage
  certified
  listingPrice
  reserved
  status {
    slug
    name
  }
  priceInfo {
    monthlyPrice
    basePrice
  }
  curboSpot {
    id
    name
    city {
      name
    }
  }
  offerData {
    hasOffer
    label
    labelTranslations {
      en
      es
    }
    backgroundColor
    textColor
    discount
    originalPrice
    discountPercentage
  }
  pictures {
    kind
    basePath
    widths
    width
    height
  }
}`) as unknown as TypedDocumentString<CreateCarRequestMutation, CreateCarRequestMutationVariables>;
export const GetReserveCarDocument = new TypedDocumentString(`
    query getReserveCar($slug: String!) {
  getCar(slug: $slug) {
    id
    slug
    title
    listingPrice
    status {
      slug
    }
    reserved
  }
}
    `) as unknown as TypedDocumentString<GetReserveCarQuery, GetReserveCarQueryVariables>;
export const ReserveCarDocument = new TypedDocumentString(`
    mutation reserveCar($input: ReserveCarInput!) {
  reserveCar(input: $input) {
    id
    expiresAt
    deposit {
      amount
      currency
      status
      cardBrand
      cardLast4
    }
  }
}
    `) as unknown as TypedDocumentString<ReserveCarMutation, ReserveCarMutationVariables>;
export const GetInspectionSpotsDocument = new TypedDocumentString(`
    query getInspectionSpots {
  getInspectionSpots {
    id
    name
    address
    inspectionHours {
      weekday
      opens
      closes
    }
    latitude
    longitude
  }
}
    `) as unknown as TypedDocumentString<GetInspectionSpotsQuery, GetInspectionSpotsQueryVariables>;
export const GetSellQuoteDocument = new TypedDocumentString(`
    query getSellQuote($input: SellQuoteInput!) {
  getSellQuote(input: $input) {
    ...SellQuoteFields
  }
}
    fragment SellQuoteFields on SellQuote {
  suggestedMinPrice
  suggestedMaxPrice
  suggestedPrice
  marketValue
  averagePayoutOutside
  averagePayoutInside
  basedOn
}`) as unknown as TypedDocumentString<GetSellQuoteQuery, GetSellQuoteQueryVariables>;
export const GetInspectionSlotsDocument = new TypedDocumentString(`
    query getInspectionSlots($input: InspectionSlotsInput!) {
  getInspectionSlots(input: $input) {
    startsAt
    endsAt
    available
    spotId
  }
}
    `) as unknown as TypedDocumentString<GetInspectionSlotsQuery, GetInspectionSlotsQueryVariables>;
export const CreateSellRequestDocument = new TypedDocumentString(`
    mutation createSellRequest($input: CreateSellRequestInput!) {
  createSellRequest(input: $input) {
    ...BookedSellRequest
  }
}
    fragment BookedSellRequest on SellRequest {
  id
  place
  outsideCoverage
  inspection {
    startsAt
    endsAt
  }
  spot {
    name
    address
  }
  address {
    sector
    street
    number
  }
}`) as unknown as TypedDocumentString<CreateSellRequestMutation, CreateSellRequestMutationVariables>;
export const SelfSellRequestsToEditDocument = new TypedDocumentString(`
    query selfSellRequestsToEdit {
  selfSellRequests {
    id
    status
    car {
      brand {
        name
      }
      model {
        name
      }
      year
    }
    expectedPrice
    expectedSaleDays
    person {
      name
      lastName
      email
      phone
      documentId
    }
    place
    spot {
      id
    }
    address {
      sector
      street
      number
      reference
      latitude
      longitude
    }
    inspection {
      startsAt
    }
    quote {
      ...SellQuoteFields
    }
  }
}
    fragment SellQuoteFields on SellQuote {
  suggestedMinPrice
  suggestedMaxPrice
  suggestedPrice
  marketValue
  averagePayoutOutside
  averagePayoutInside
  basedOn
}`) as unknown as TypedDocumentString<SelfSellRequestsToEditQuery, SelfSellRequestsToEditQueryVariables>;
export const UpdateSellRequestDocument = new TypedDocumentString(`
    mutation updateSellRequest($input: UpdateSellRequestInput!) {
  updateSellRequest(input: $input) {
    ...BookedSellRequest
  }
}
    fragment BookedSellRequest on SellRequest {
  id
  place
  outsideCoverage
  inspection {
    startsAt
    endsAt
  }
  spot {
    name
    address
  }
  address {
    sector
    street
    number
  }
}`) as unknown as TypedDocumentString<UpdateSellRequestMutation, UpdateSellRequestMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation changePassword($input: ChangePasswordInput!) {
  changePassword(input: $input)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SelfUserDocument = new TypedDocumentString(`
    query selfUser {
  selfUser {
    ...SelfUserFields
  }
}
    fragment SelfUserFields on User {
  id
  name
  lastName
  email
  telephoneNumber
  documentId
  drivingLicense
  address
  hasPassword
  priceAlerts
}`) as unknown as TypedDocumentString<SelfUserQuery, SelfUserQueryVariables>;
export const SetPriceAlertsDocument = new TypedDocumentString(`
    mutation setPriceAlerts($input: SetPriceAlertsInput!) {
  setPriceAlerts(input: $input) {
    ...SelfUserFields
  }
}
    fragment SelfUserFields on User {
  id
  name
  lastName
  email
  telephoneNumber
  documentId
  drivingLicense
  address
  hasPassword
  priceAlerts
}`) as unknown as TypedDocumentString<SetPriceAlertsMutation, SetPriceAlertsMutationVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation updateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    ...SelfUserFields
  }
}
    fragment SelfUserFields on User {
  id
  name
  lastName
  email
  telephoneNumber
  documentId
  drivingLicense
  address
  hasPassword
  priceAlerts
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const GetSettingDocument = new TypedDocumentString(`
    query getSetting {
  getSetting {
    address
    infoEmail
    salesAndSupportSchedule
    testDriveSchedule
    salesAndSupportScheduleTranslations {
      en
      es
    }
    testDriveScheduleTranslations {
      en
      es
    }
    whatsappTelephoneNumber
    telephoneNumber
    website
    appStoreUrl
    playStoreUrl
    socialNetworks {
      id
      name
      slug
      url
    }
    currency {
      id
      name
      nameTranslations {
        en
        es
      }
      code
      slug
      symbol
      value
    }
    country {
      id
      countryCode
      flag
      name
      nameTranslations {
        en
        es
      }
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<GetSettingQuery, GetSettingQueryVariables>;
export const GetCurrenciesDocument = new TypedDocumentString(`
    query getCurrencies {
  getCurrencies {
    id
    name
    nameTranslations {
      en
      es
    }
    code
    slug
    symbol
    value
  }
}
    `) as unknown as TypedDocumentString<GetCurrenciesQuery, GetCurrenciesQueryVariables>;
export const GetTestDriveCarDocument = new TypedDocumentString(`
    query getTestDriveCar($slug: String!) {
  getCar(slug: $slug) {
    id
    slug
    title
    mainPicture
    year
    status {
      slug
    }
    reserved
    curboSpot {
      id
      name
      address
      latitude
      longitude
      city {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetTestDriveCarQuery, GetTestDriveCarQueryVariables>;
export const GetTestDriveSlotsDocument = new TypedDocumentString(`
    query getTestDriveSlots($input: TestDriveSlotsInput!) {
  getTestDriveSlots(input: $input) {
    startsAt
    endsAt
    available
    spotId
  }
}
    `) as unknown as TypedDocumentString<GetTestDriveSlotsQuery, GetTestDriveSlotsQueryVariables>;
export const ScheduleTestDriveDocument = new TypedDocumentString(`
    mutation scheduleTestDrive($input: ScheduleTestDriveInput!) {
  scheduleTestDrive(input: $input) {
    id
    startsAt
    endsAt
    place
    outsideCoverage
    calendarFile
    spot {
      name
      address
    }
    address {
      sector
      street
      number
    }
  }
}
    `) as unknown as TypedDocumentString<ScheduleTestDriveMutation, ScheduleTestDriveMutationVariables>;