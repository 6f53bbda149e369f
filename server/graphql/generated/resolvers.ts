import type { GraphQLResolveInfo } from 'graphql';
import type { CarRecord } from '../../catalogue/car-record.ts';
import type { SpotParent } from '../spot-parent.ts';
import type { CarRequestParent } from '../car-request-payload.ts';
import type { UserParent } from '../user-payload.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Address = {
  __typename?: 'Address';
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  number: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  sector: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** CONTRACT.md AddressInput: where a home inspection or test drive goes. Coordinates from the browser, when shared. */
export type AddressInput = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  number: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  sector: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

export type AnswerLeadInput = {
  leadId: Scalars['ID']['input'];
  /** 5–2000 characters, e-mailed to the lead; a blank line starts a paragraph. */
  message: Scalars['String']['input'];
};

export type AskCarQuestionInput = {
  carId: Scalars['ID']['input'];
  /** To be answered by e-mail. Without a session, an e-mail or a phone is required (contact_required on email). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A WhatsApp number to be answered on, 10 digits. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 5–150 characters. */
  question: Scalars['String']['input'];
};

export type AssignLeadInput = {
  /** A member of staff's e-mail, any letter case; null or empty hands the lead back to nobody. */
  email?: InputMaybe<Scalars['String']['input']>;
  leadId: Scalars['ID']['input'];
};

/** One change made by staff (or by `npm run staff`, whose actor is null). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** The operation: grantRole, setCarStatus, makeSellOffer… */
  action: Scalars['String']['output'];
  actorEmail?: Maybe<Scalars['String']['output']>;
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** The record before and after the change, as JSON text. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  subjectId: Scalars['String']['output'];
  subjectType: Scalars['String']['output'];
};

/**
 * A session. After `signUpUser` both tokens are empty strings: the account signs in only once the
 * e-mailed link is followed.
 */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
  user: User;
};

export type BookingInput = {
  bookingId: Scalars['ID']['input'];
};

export type Brand = {
  __typename?: 'Brand';
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type BulkPriceInput = {
  /** Whole pesos added to each price (negative lowers it), up to 10,000,000 either way. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** The cars to reprice, 1–500 different ids. */
  carIds: Array<Scalars['ID']['input']>;
  /** A share of each price, −50 to 50 (−5 lowers every price by 5 %); or give amount instead. */
  percent?: InputMaybe<Scalars['Float']['input']>;
};

export type Car = {
  __typename?: 'Car';
  bodyStyle: Lookup;
  brand: Brand;
  carModel: CarModel;
  categories: Array<Lookup>;
  certified: Scalars['Boolean']['output'];
  countryVersion?: Maybe<CountryVersion>;
  curboSpot: Spot;
  driveTrain: Lookup;
  exteriorColor: Color;
  features: Array<Feature>;
  fuelType: Lookup;
  id: Scalars['ID']['output'];
  inspection?: Maybe<CarInspection>;
  interiorColor: Color;
  keys: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
  listingPrice: Scalars['Float']['output'];
  /** The card picture (428 px wide WebP); other sizes in `pictures`. */
  mainPicture: Scalars['String']['output'];
  /** Miles. */
  mileage: Scalars['Int']['output'];
  /** Where staff may move the car's status next (none once SOLD). */
  nextStatuses: Array<Scalars['String']['output']>;
  offerData: OfferData;
  owners: Scalars['Int']['output'];
  papers: CarPapers;
  pictures: Array<CarPicture>;
  priceInfo: PriceInfo;
  /** Same body style or brand at a similar price, available first. */
  relatedCars: Array<Car>;
  /** True while a buyer holds the car with a deposit: the catalogue and the car page say it is reserved. */
  reserved: Scalars['Boolean']['output'];
  sellerType: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  specs: CarSpecs;
  status: CarStatus;
  /** Brand name, model name and year joined by spaces. */
  title: Scalars['String']['output'];
  transmission: Lookup;
  version: Trim;
  vin: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};


export type CarRelatedCarsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** What the car editor offers besides brands, models and trims (getSellCatalog). */
export type CarEditorOptions = {
  __typename?: 'CarEditorOptions';
  colors: Array<Color>;
  countryVersions: Array<Lookup>;
  /** The checklist by area, in report order. */
  inspectionAreas: Array<ChecklistArea>;
  spots: Array<Spot>;
};

/** A car as the editor shows it: what UpdateCarInput would be sent to leave it as it is. */
export type CarEditorValues = {
  __typename?: 'CarEditorValues';
  carId: Scalars['ID']['output'];
  inspection: CarInspectionValues;
  papers: CarPapers;
  sale: CarSaleValues;
  status: Scalars['String']['output'];
  /** Brand, model and year, as the car's pages and the schedule name it. */
  title: Scalars['String']['output'];
  vehicle: CarVehicleValues;
};

export type CarInspection = {
  __typename?: 'CarInspection';
  areas: Array<InspectionArea>;
  inspectedAt: Scalars['String']['output'];
  pointCount: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
  /** Four wheels: LEFT_FRONT, RIGHT_FRONT, LEFT_BACK, RIGHT_BACK. */
  wheels: Array<WheelInspection>;
};

export type CarInspectionInput = {
  /** At most 300, each point once. */
  findings: Array<InspectionFindingInput>;
  /** YYYY-MM-DD. */
  inspectedAt: Scalars['String']['input'];
  wheels: Array<WheelInspectionInput>;
};

export type CarInspectionValues = {
  __typename?: 'CarInspectionValues';
  findings: Array<InspectionFindingValues>;
  inspectedAt: Scalars['String']['output'];
  wheels: Array<WheelInspection>;
};

export type CarModel = {
  __typename?: 'CarModel';
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type CarOfferInput = {
  /** #rrggbb */
  backgroundColor: Scalars['String']['input'];
  labelEn: Scalars['String']['input'];
  /** Up to 40 characters each. */
  labelEs: Scalars['String']['input'];
  /** Whole pesos, above the price: the discount is the difference. */
  originalPrice: Scalars['Float']['input'];
  textColor: Scalars['String']['input'];
};

export type CarOfferValues = {
  __typename?: 'CarOfferValues';
  backgroundColor: Scalars['String']['output'];
  labelEn: Scalars['String']['output'];
  labelEs: Scalars['String']['output'];
  originalPrice: Scalars['Float']['output'];
  textColor: Scalars['String']['output'];
};

export type CarPapers = {
  __typename?: 'CarPapers';
  /** 'No oposición' certificate obtained from the tax authority. */
  noOppositionChecked: Scalars['Boolean']['output'];
  /** Title verified free of liens. */
  titleChecked: Scalars['Boolean']['output'];
};

export type CarPapersInput = {
  noOppositionChecked: Scalars['Boolean']['input'];
  titleChecked: Scalars['Boolean']['input'];
};

export type CarPicture = {
  __typename?: 'CarPicture';
  /** Append -<width>.webp for a file, e.g. /media/cars/toyota-corolla-sedan-rojo-side-800.webp. */
  basePath: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** main, exterior or interior */
  kind: Scalars['String']['output'];
  width: Scalars['Int']['output'];
  widths: Array<Scalars['Int']['output']>;
};

export type CarPictureRefInput = {
  pictureId: Scalars['ID']['input'];
};

export type CarQuestion = {
  __typename?: 'CarQuestion';
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

export type CarRequest = {
  __typename?: 'CarRequest';
  brand: Lookup;
  budget: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  model: Lookup;
  /** False once the e-mailed unsubscribe link was followed: no more match e-mails. */
  subscribed: Scalars['Boolean']['output'];
  /**
   * The AVAILABLE cars within the budget that come closest, at most 6: the brand and model asked for,
   * then the same body style priced up to 30 % under the budget; within each, the nearest year, then
   * the listing's relevance.
   */
  suggestedCars: Array<Car>;
  year: Scalars['Int']['output'];
};

export type CarRequestSpecsInput = {
  brand: Scalars['String']['input'];
  budget: Scalars['Float']['input'];
  model: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};

export type CarSaleInput = {
  certified: Scalars['Boolean']['input'];
  /** 0–5. */
  keys: Scalars['Int']['input'];
  /** Letters and digits, 4–34; spaces and dashes dropped. */
  licensePlate: Scalars['String']['input'];
  /** Miles, 0–1,000,000. */
  mileage: Scalars['Int']['input'];
  offer?: InputMaybe<CarOfferInput>;
  /** 0–20. */
  owners: Scalars['Int']['input'];
  /** What a buyer pays, whole pesos (1–100,000,000); the costs beside it follow from it. */
  price: Scalars['Float']['input'];
  /** SPOT or DEALER. */
  sellerType: Scalars['String']['input'];
  /** The spot's slug. */
  spot: Scalars['String']['input'];
  /** 17 characters, no I, O or Q; any letter case. */
  vin: Scalars['String']['input'];
};

export type CarSaleValues = {
  __typename?: 'CarSaleValues';
  certified: Scalars['Boolean']['output'];
  keys: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  offer?: Maybe<CarOfferValues>;
  owners: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  sellerType: Scalars['String']['output'];
  spot: Scalars['String']['output'];
  vin: Scalars['String']['output'];
};

export type CarSpecs = {
  __typename?: 'CarSpecs';
  cargoCapacityL: Scalars['Int']['output'];
  cityMpg: Scalars['Float']['output'];
  cylinders?: Maybe<Scalars['Int']['output']>;
  doors: Scalars['Int']['output'];
  engineDisplacementL?: Maybe<Scalars['Float']['output']>;
  headRoomMm: Scalars['Int']['output'];
  heightMm: Scalars['Int']['output'];
  highwayMpg: Scalars['Float']['output'];
  horsepowerHp: Scalars['Int']['output'];
  legRoomMm: Scalars['Int']['output'];
  lengthMm: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
  tankCapacityGal?: Maybe<Scalars['Float']['output']>;
  torqueLbFt: Scalars['Int']['output'];
  wheelbaseMm: Scalars['Int']['output'];
  widthMm: Scalars['Int']['output'];
};

export type CarStatus = {
  __typename?: 'CarStatus';
  name: Scalars['String']['output'];
  /** AVAILABLE COMING_SOON NOT_AVAILABLE PENDING SOLD TO_REVIEW */
  slug: Scalars['String']['output'];
};

export type CarVehicleInput = {
  brand: Scalars['String']['input'];
  countryVersion?: InputMaybe<Scalars['String']['input']>;
  exteriorColor: Scalars['String']['input'];
  interiorColor: Scalars['String']['input'];
  model: Scalars['String']['input'];
  /** A trim of that model and year; its specs, body style, fuel, transmission and drive train are the car's. */
  trim: Scalars['String']['input'];
  /** 1990–2100; the trim's year. */
  year: Scalars['Int']['input'];
};

export type CarVehicleValues = {
  __typename?: 'CarVehicleValues';
  brand: Scalars['String']['output'];
  countryVersion?: Maybe<Scalars['String']['output']>;
  exteriorColor: Scalars['String']['output'];
  interiorColor: Scalars['String']['output'];
  model: Scalars['String']['output'];
  trim: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

export type CarWhereInput = {
  bodyStyle?: InputMaybe<Array<Scalars['String']['input']>>;
  brand?: InputMaybe<Array<Scalars['String']['input']>>;
  carModel?: InputMaybe<Array<Scalars['String']['input']>>;
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  color?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Spot slugs. */
  curboSpot?: InputMaybe<Array<Scalars['String']['input']>>;
  driveTrain?: InputMaybe<Array<Scalars['String']['input']>>;
  features?: InputMaybe<Array<Scalars['String']['input']>>;
  fuelType?: InputMaybe<Array<Scalars['String']['input']>>;
  miles?: InputMaybe<IntRangeInput>;
  /** Offer option ids (see ListingFacets.offer): with-offer, certified, available (one can buy it now: not coming soon, reserved or sold). Any of them matches. */
  offer?: InputMaybe<Array<Scalars['String']['input']>>;
  price?: InputMaybe<IntRangeInput>;
  /** Free text: brand, model, trim, year, body style; accent- and case-insensitive, tolerant of small typos. */
  text_search?: InputMaybe<Scalars['String']['input']>;
  transmission?: InputMaybe<Array<Scalars['String']['input']>>;
  year?: InputMaybe<IntRangeInput>;
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ChecklistArea = {
  __typename?: 'ChecklistArea';
  name: Scalars['String']['output'];
  nameTranslations: Translations;
  points: Array<ChecklistPoint>;
  slug: Scalars['String']['output'];
};

/** One checklist point, for the report's form. */
export type ChecklistPoint = {
  __typename?: 'ChecklistPoint';
  name: Scalars['String']['output'];
  nameTranslations: Translations;
  slug: Scalars['String']['output'];
};

export type City = {
  __typename?: 'City';
  name: Scalars['String']['output'];
};

export type ClosureInput = {
  closureId: Scalars['ID']['input'];
};

export type Color = {
  __typename?: 'Color';
  hex: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameTranslations?: Maybe<Translations>;
  slug: Scalars['String']['output'];
};

export type CompletePasswordResetInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type CountryConfig = {
  __typename?: 'CountryConfig';
  countryCode: Scalars['String']['output'];
  flag: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  nameTranslations: Translations;
  slug: Scalars['String']['output'];
  website: Scalars['String']['output'];
};

export type CountryVersion = {
  __typename?: 'CountryVersion';
  name: Scalars['String']['output'];
  nameTranslations?: Maybe<Translations>;
};

export type CreateCarInput = {
  inspection: CarInspectionInput;
  papers: CarPapersInput;
  sale: CarSaleInput;
  /** TO_REVIEW, or where TO_REVIEW may go: COMING_SOON, AVAILABLE, NOT_AVAILABLE. */
  status: Scalars['String']['input'];
  vehicle: CarVehicleInput;
};

/**
 * Car requests (SPEC §2 request-a-car, §3 Car request; CONTRACT.md "Operations for selling, finding…").
 * Anyone may ask us to find a car; a visitor's request is kept under their e-mail and shows in the
 * account that signs in with that e-mail (any letter case, once it is confirmed). Money in DOP.
 */
export type CreateCarRequestInput = {
  /** A brand slug of getSellCatalog. */
  brand: Scalars['String']['input'];
  /** What the buyer can pay, whole pesos, 1–100,000,000. */
  budget: Scalars['Float']['input'];
  /** The language of the confirmation and match e-mails, es or en; Spanish by default. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** A model slug of that brand. */
  model: Scalars['String']['input'];
  person: PersonInput;
  /** The oldest model year wanted: 2000 to next year. */
  year: Scalars['Int']['input'];
};

export type CreateSellRequestInput = {
  /** SPEC §5: must be true ('terms_required'). */
  acceptTerms: Scalars['Boolean']['input'];
  /** Required for HOME. */
  address?: InputMaybe<AddressInput>;
  car: SellRequestCarInput;
  /** What the owner hopes to get, whole pesos, 1–100,000,000. */
  expectedPrice: Scalars['Float']['input'];
  /** How soon the owner hopes to sell, 1–365 days. */
  expectedSaleDays: Scalars['Int']['input'];
  /** The confirmation e-mail's language, es or en; Spanish by default. */
  locale?: InputMaybe<Scalars['String']['input']>;
  person: PersonInput;
  place: Place;
  /** A window's start from getInspectionSlots. */
  slotStartsAt: Scalars['String']['input'];
  /** The spot whose inspectors inspect the car (for HOME, the one nearest the address). Required; 'unknown' when no spot has it. */
  spotId?: InputMaybe<Scalars['ID']['input']>;
};

/** Money is stored in the base currency (value 1); `value` is the rate to multiply by. */
export type Currency = {
  __typename?: 'Currency';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  nameTranslations: Translations;
  slug: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type DateRangeInput = {
  /** How many days from `from`, 1–31. */
  days: Scalars['Int']['input'];
  /** The first day, YYYY-MM-DD. */
  from: Scalars['String']['input'];
};

export type Deposit = {
  __typename?: 'Deposit';
  /** 75 (SPEC §9). */
  amount: Scalars['Float']['output'];
  /** The card's brand and last four digits as the processor reported them, e.g. visa 4242. */
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** USD. */
  currency: Scalars['String']['output'];
  refundable: Scalars['Boolean']['output'];
  /** PENDING (being charged), HELD, REFUNDED or APPLIED. */
  status: Scalars['String']['output'];
};

/** Test drives done over the last 30 days, and how many of them ended in a purchase of that car by that buyer. */
export type DriveConversion = {
  __typename?: 'DriveConversion';
  drives: Scalars['Int']['output'];
  purchases: Scalars['Int']['output'];
  /** purchases / drives; null without drives. */
  ratio?: Maybe<Scalars['Float']['output']>;
};

export type FacetOption = {
  __typename?: 'FacetOption';
  count: Scalars['Int']['output'];
  /** Colours: the swatch. */
  hex?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nameTranslations?: Maybe<Translations>;
  /** Models: the brand's slug. */
  parent?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

export type Faq = {
  __typename?: 'Faq';
  answer: Scalars['String']['output'];
  /** Among the questions the home page's teaser shows. */
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  /** The deep link's anchor: /help/faqs#slug. */
  slug: Scalars['String']['output'];
};

/**
 * Help and content (SPEC §2 FAQS, the help centre; CONTRACT.md getFaqs, submitFaqQuestion,
 * subscribeNewsletter). Questions and answers come in the request's language (`Accept-Language`,
 * Spanish by default) for the country of the `Country` header.
 */
export type FaqCategory = {
  __typename?: 'FaqCategory';
  faqs: Array<Faq>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type FaqQuestionInput = {
  /** Where the answer goes; at most 50 characters. */
  email: Scalars['String']['input'];
  /** 5–150 characters. */
  question: Scalars['String']['input'];
};

export type FavoriteCarInput = {
  /** A car id (Car.id). */
  id: Scalars['ID']['input'];
};

export type FavoriteCars = {
  __typename?: 'FavoriteCars';
  count: Scalars['Int']['output'];
  /** Newest favourite first. A car sold meanwhile stays, with its SOLD status. */
  data: Array<Car>;
};

export type Feature = {
  __typename?: 'Feature';
  /** seguridad, confort, tecnologia, exterior */
  group: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameTranslations?: Maybe<Translations>;
  slug: Scalars['String']['output'];
};

/**
 * The catalogue: listing with filters, facet counts and slider bounds; car detail; questions about a car.
 * Filter values are slugs (SPEC §4 "Filter state"); ranges are inclusive; money in the base currency.
 */
export type FilterInput = {
  /** Page size, 1–60 (default 24). Search suggestions send 5. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Rows to skip, 0–10,000. */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** One of: relevance (default, also the value 129843R), price_asc, price_desc, year_desc, year_asc, miles_asc, miles_desc. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<CarWhereInput>;
};

export type FinancingApplication = {
  __typename?: 'FinancingApplication';
  id: Scalars['ID']['output'];
  quote: FinancingQuote;
  /** The lender's site, for a plan of an outside lender; null otherwise. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** SUBMITTED (our team calls back) or REDIRECTED (continue at the lender's site). */
  status: Scalars['String']['output'];
};

export type FinancingApplicationInput = {
  carId: Scalars['ID']['input'];
  downPayment: Scalars['Float']['input'];
  /** The confirmation e-mail's language, es or en; Spanish by default. */
  locale?: InputMaybe<Scalars['String']['input']>;
  monthlySalary: Scalars['Float']['input'];
  /** documentId (the cédula) is required here. */
  person: PersonInput;
  /** A plan slug of getFinancingPlans; the default plan when left out. */
  plan?: InputMaybe<Scalars['String']['input']>;
  termMonths: Scalars['Int']['input'];
  workplace: Scalars['String']['input'];
};

/**
 * Financing (SPEC §2 financing index, calculator, personal information form, success, external redirect;
 * prequalification how-to, steps 1–2, success; §9 30 % down payment, loan terms and a rate). Every figure is
 * the annuity rule of common/financing.ts, the one the SPA's calculator runs, so both agree to the peso.
 * Answers carrying income are classified (SECURITY.md row 11) and sent with Cache-Control: no-store.
 */
export type FinancingPlan = {
  __typename?: 'FinancingPlan';
  /** Percent a year (12.9 means 12.9 %). */
  annualRate: Scalars['Float']['output'];
  /** True when applying takes the buyer to the lender's own site. */
  external: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The plan calculators start with. */
  isDefault: Scalars['Boolean']['output'];
  /** Who lends: the company itself or a bank. */
  lender: Scalars['String']['output'];
  maxTermMonths: Scalars['Int']['output'];
  /** The least down payment, percent of the price. */
  minDownPaymentPercent: Scalars['Int']['output'];
  minTermMonths: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type FinancingQuote = {
  __typename?: 'FinancingQuote';
  /** Percent a year. */
  annualRate: Scalars['Float']['output'];
  financedAmount: Scalars['Float']['output'];
  monthlyPayment: Scalars['Float']['output'];
  termMonths: Scalars['Int']['output'];
  /** Down payment plus every monthly payment. */
  totalCost: Scalars['Float']['output'];
};

export type FinancingQuoteInput = {
  /** Whole pesos, at least the plan's minimum share of the price and less than the price. */
  downPayment: Scalars['Float']['input'];
  /** A plan slug of getFinancingPlans; the default plan when left out. */
  plan?: InputMaybe<Scalars['String']['input']>;
  /** The car's price, whole pesos. */
  price: Scalars['Float']['input'];
  /** 12–72, within the plan's terms. */
  termMonths: Scalars['Int']['input'];
};

export type GrantRoleInput = {
  /** The account's e-mail, any letter case; the person signs up first. */
  email: Scalars['String']['input'];
  /** operator, appraiser or admin. */
  role: Scalars['String']['input'];
};

/**
 * Sell requests (SPEC §3 Sell request and Sale card, §4 sales tabs; CONTRACT.md "Operations for selling…").
 * Anyone may create one; a visitor's request is kept under their e-mail and shows in the account that
 * signs in with that e-mail (any letter case, once it is confirmed). Changing, cancelling, deleting
 * and listing need a Bearer token, and reach only the viewer's own requests: another user's id is
 * NOT_FOUND, as an unknown one. Money in DOP; times ISO 8601 in Santo Domingo (UTC−4).
 */
export type IdInput = {
  id: Scalars['ID']['input'];
};

export type InspectionArea = {
  __typename?: 'InspectionArea';
  name: Scalars['String']['output'];
  nameTranslations: Translations;
  points: Array<InspectionPoint>;
  slug: Scalars['String']['output'];
};

export type InspectionFindingInput = {
  /** 3–200 characters. */
  note: Scalars['String']['input'];
  /** A checklist point's slug (staffCarOptions.inspectionAreas). */
  point: Scalars['String']['input'];
  /** repaired or attention; a point not listed passed. */
  result: Scalars['String']['input'];
};

export type InspectionFindingValues = {
  __typename?: 'InspectionFindingValues';
  note: Scalars['String']['output'];
  point: Scalars['String']['output'];
  result: Scalars['String']['output'];
};

/**
 * The hours inspections start in on one weekday (0 Sunday … 6 Saturday): windows from `opens` to
 * `closes` (hours, Santo Domingo), the last starting at `closes` − 1. Dominican public holidays have none.
 */
export type InspectionHours = {
  __typename?: 'InspectionHours';
  closes: Scalars['Int']['output'];
  opens: Scalars['Int']['output'];
  weekday: Scalars['Int']['output'];
};

export type InspectionPoint = {
  __typename?: 'InspectionPoint';
  name: Scalars['String']['output'];
  nameTranslations: Translations;
  note?: Maybe<Scalars['String']['output']>;
  /** The note in both interface languages; null when the point passed. */
  noteTranslations?: Maybe<Translations>;
  /** ok, repaired or attention */
  result: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type InspectionSlotsInput = {
  place: Place;
  range: DateRangeInput;
  /**
   * The spot whose inspectors do the inspection; required for both places. For HOME, the spot
   * nearest to the seller's address (the one whose inspectors drive out). NOT_FOUND for an unknown spot.
   */
  spotId?: InputMaybe<Scalars['ID']['input']>;
};

export type IntRangeInput = {
  max?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
};

export type LeadInput = {
  leadId: Scalars['ID']['input'];
};

export type ListSellRequestCarInput = {
  sellRequestId: Scalars['ID']['input'];
};

export type ListingBounds = {
  __typename?: 'ListingBounds';
  miles: NumberRange;
  price: NumberRange;
  year: NumberRange;
};

export type ListingCars = {
  __typename?: 'ListingCars';
  /** Slider bounds over the cars matching the other active filters. */
  bounds: ListingBounds;
  cars: Array<Car>;
  /** Cars matching every filter. */
  count: Scalars['Int']['output'];
  /** Per dimension, how many cars each option would give together with the other active filters. */
  facets: ListingFacets;
};

export type ListingFacets = {
  __typename?: 'ListingFacets';
  bodyStyle: Array<FacetOption>;
  brand: Array<FacetOption>;
  /** Models of the selected brands only (empty when no brand is selected). */
  carModel: Array<FacetOption>;
  categories: Array<FacetOption>;
  color: Array<FacetOption>;
  curboSpot: Array<FacetOption>;
  driveTrain: Array<FacetOption>;
  features: Array<FacetOption>;
  fuelType: Array<FacetOption>;
  offer: Array<FacetOption>;
  transmission: Array<FacetOption>;
};

export type Lookup = {
  __typename?: 'Lookup';
  name: Scalars['String']['output'];
  nameTranslations?: Maybe<Translations>;
  slug: Scalars['String']['output'];
};

export type MoveCarPictureInput = {
  pictureId: Scalars['ID']['input'];
  /** 0 is first among the pictures of its kind; past the end means last. */
  position: Scalars['Int']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Idempotent: adding a favourite twice keeps one. NOT_FOUND for an unknown or unlisted car. */
  addFavoriteCar: UserPreferences;
  /**
   * operator, admin. Shuts the spot over the hours: the public calendars stop offering them. Drives
   * still to come within them are cancelled and their buyers e-mailed; sellers whose inspection falls
   * within them are e-mailed to pick another time. BAD_USER_INPUT (startsAt: overlaps another closure,
   * endsAt: before_start, in_the_past, out_of_range); NOT_FOUND for an unknown spot.
   */
  addSpotClosure: SpotClosure;
  /** operator, admin. E-mails the reply in the lead's language (Spanish when unknown) and marks the lead answered. BAD_USER_INPUT (leadId: no_email) for a lead without an e-mail; NOT_FOUND for an unknown lead. */
  answerLead: StaffLead;
  /**
   * Anyone. Stores the application for this car and plan; a signed-in applicant also gets a FINANCING purchase.
   * CAR_NOT_AVAILABLE when the car is sold, held by someone else or not listed.
   */
  applyForFinancing: FinancingApplication;
  /** Signed in, owner. SPEC §4 'delete': → ARCHIVE; an open purchase is cancelled first. */
  archivePurchase: Purchase;
  /** Signed in, owner. SPEC §4 'delete': → ARCHIVE; an upcoming drive is cancelled first. */
  archiveTestDrive: TestDrive;
  askCarQuestion: CarQuestion;
  /** operator, admin. BAD_USER_INPUT (email: not_staff) when the e-mail holds no staff role; NOT_FOUND for an unknown lead. */
  assignLead: StaffLead;
  /** Signed in, owner. → COMPLETE with status CANCELED; a held deposit is refunded (REFUNDED) and the car freed. */
  cancelPurchase: Purchase;
  /** Signed in, owner. → CANCELED (tab COMPLETE), the hour freed; SELL_REQUEST_CLOSED from a closed status. */
  cancelSellRequest: SellRequest;
  /** Signed in, owner. UPCOMING → COMPLETE with status CANCELED; the hour is free again. */
  cancelTestDrive: TestDrive;
  /** WRONG_CREDENTIALS when the current password is wrong; ends the user's other sessions. */
  changePassword: Scalars['Boolean']['output'];
  /** operator, admin. Moves every price at once, from the prices the cars have now; a drop reaches the car requests the car now fits. */
  changePrices: Array<PriceChange>;
  clearAllFavoriteCars: UserPreferences;
  /** operator, admin. Closing a closed lead changes nothing. NOT_FOUND for an unknown lead. */
  closeLead: StaffLead;
  /** Sets the new password, consumes the link and ends every session of the account. */
  completePasswordReset: Scalars['Boolean']['output'];
  /** operator, admin. The hour stands, agreed with the person. BAD_USER_INPUT (bookingId: not_upcoming) once it is over, recorded or cancelled, (bookingId: closed) while a closure of the spot covers it; NOT_FOUND for an unknown booking. */
  confirmBooking: StaffBooking;
  /** Confirms the subscription the e-mailed link names (again: true, nothing changes); false when the link is not valid. */
  confirmNewsletterSubscription: Scalars['Boolean']['output'];
  /**
   * operator, admin. Enters a car with its inspection report and drawn pictures; on sale in every
   * instance's catalogue within a second when AVAILABLE. BAD_USER_INPUT naming each field: the rules
   * above, 'unknown' for a lookup the catalogue lacks or that disagrees with the trim, 'taken' for a
   * VIN or plate another car has.
   */
  createCar: Car;
  /**
   * Anyone. Stores the request, queues a confirmation e-mail and answers the cars we have now that come
   * closest. Later, each car that becomes available or cheaper and matches (the model, the year or newer,
   * within the budget) is e-mailed, at most one e-mail a day. BAD_USER_INPUT names each field ('brand',
   * 'model' unknown or of another brand, 'year', 'budget', 'person.phone'…).
   */
  createCarRequest: CarRequest;
  /**
   * Anyone. Books the hour and stores the request with a quote computed here, and queues a confirmation
   * e-mail. BAD_USER_INPUT names each field ('car.licensePlate', 'person.phone', 'address', 'car.brand' unknown…);
   * SLOT_TAKEN when the hour was booked meanwhile, SLOT_UNAVAILABLE when it is not on offer.
   */
  createSellRequest: SellRequest;
  /** Signed in, owner. Gone for good with its history; the hour freed. */
  deleteSellRequest: Scalars['Boolean']['output'];
  /** admin. NOT_FOUND when no account has the e-mail; granting a role held already changes nothing. */
  grantRole: User;
  /**
   * operator, admin. The car of an APPROVED sell request (the seller accepted our offer) entered as
   * createCar enters one, in TO_REVIEW, priced at the value our offer came from; the request becomes
   * SOLD and holds the car (decision 52). NOT_FOUND for an unknown request; BAD_USER_INPUT
   * (sellRequestId: not_approved, already_listed — also for the second of two calls at once).
   */
  listSellRequestCar: Car;
  /** appraiser, admin. REQUESTED → PENDING with the offer, valid 7 days, e-mailed to the seller; a PENDING offer is replaced. SELL_REQUEST_CLOSED from any other status. */
  makeSellOffer: SellRequest;
  /** operator, admin. The person came. BAD_USER_INPUT (bookingId: not_started before the hour, canceled). */
  markBookingDone: StaffBooking;
  /** operator, admin. Nobody came. BAD_USER_INPUT (bookingId: not_started before the hour, canceled). */
  markNoShow: StaffBooking;
  /** operator, admin. Answers the car's pictures, renumbered. BAD_USER_INPUT (pictureId: main_has_no_position; position: invalid outside 0–999). */
  moveCarPicture: Array<StaffCarPicture>;
  /** Anyone. Stores the prequalification (income sealed at rest) and answers what the buyer prequalifies for; no credit check is made. */
  prequalify: Prequalification;
  /**
   * appraiser, admin. Stores what the inspection found (the car editor's report) for a REQUESTED or
   * PENDING request, replacing the one recorded before; listSellRequestCar carries it into the car
   * (decision 53). BAD_USER_INPUT naming each field as createCar's inspection; NOT_FOUND for an unknown
   * request; SELL_REQUEST_CLOSED from any other status.
   */
  recordSellInspection: SellRequest;
  /** Rotates the refresh token; presenting a used one revokes its whole session family. */
  refreshSession: AuthPayload;
  /** operator, admin. Answers the car's pictures. The main picture's place goes to the first exterior one; BAD_USER_INPUT (pictureId: main_picture_needed) when there is none. NOT_FOUND for an unknown picture. */
  removeCarPicture: Array<StaffCarPicture>;
  /** Removing a car that is not a favourite changes nothing. */
  removeFavoriteCar: UserPreferences;
  /** operator, admin. Opens the hours again; drives it cancelled stay cancelled. NOT_FOUND for an unknown closure. */
  removeSpotClosure: SpotClosure;
  /** operator, admin. Opens a closed lead again. NOT_FOUND for an unknown lead. */
  reopenLead: StaffLead;
  /**
   * operator, admin. Moves the booking to another hour on offer and e-mails the person (a drive's
   * calendar file replaces the old event); it is unconfirmed again. SLOT_TAKEN when another booking holds
   * the hour, SLOT_UNAVAILABLE for an hour not on offer or closed; BAD_USER_INPUT (bookingId: not_upcoming
   * once its hour has begun, or it is recorded or cancelled).
   */
  rescheduleBooking: StaffBooking;
  /** Sends the confirmation e-mail again for an account that is not yet confirmed. */
  resendConfirmation: Scalars['Boolean']['output'];
  /**
   * Signed in. Holds the car for 72 hours with a refundable US$75 deposit. CAR_NOT_AVAILABLE when it is sold,
   * held by someone else or not listed (nothing is charged); PAYMENT_DECLINED when the card is refused.
   * Cancels the buyer's scheduled test drive of the car (SPEC §4).
   */
  reserveCar: Purchase;
  /** Sends a reset link valid for 60 minutes; EMAIL_NOT_FOUND for an unknown e-mail. */
  resetUserPassword: Scalars['Boolean']['output'];
  /** Signed in, owner. PENDING → APPROVED (accept) or REJECTED; SELL_REQUEST_CLOSED when no offer waits, OFFER_EXPIRED after its 7 days. */
  respondToSellOffer: SellRequest;
  /** Signed in, owner. ARCHIVE → where it was. */
  restorePurchase: Purchase;
  /** Signed in, owner. ARCHIVE → where it was (COMPLETE for a cancelled or past drive). */
  restoreTestDrive: TestDrive;
  /** admin. BAD_USER_INPUT (role: last_admin) when it would leave nobody with admin. */
  revokeRole: User;
  /**
   * Anyone. Books the hour and queues a confirmation e-mail with the calendar file. BAD_USER_INPUT names each
   * field ('person.documentId', 'monthlySalary', 'address'…); SLOT_TAKEN when someone took the hour meanwhile;
   * SLOT_UNAVAILABLE when it is not on offer; CAR_NOT_AVAILABLE when the car is sold, reserved by someone else
   * or not listed.
   */
  scheduleTestDrive: TestDrive;
  /** operator, admin. NOT_FOUND for an unknown car. */
  setCarPrice: Car;
  /** operator, admin. BAD_USER_INPUT (status: transition_not_allowed) for a move the transitions do not allow; NOT_FOUND for an unknown car. */
  setCarStatus: Car;
  /** operator, admin. The card and the catalogue show it from then on; the former main picture becomes the first exterior one. BAD_USER_INPUT (pictureId: interior_cannot_be_main). */
  setMainCarPicture: Array<StaffCarPicture>;
  /** Turns the e-mails about favourite cars' price drops on or off; the e-mails' own opt-out link turns them off too. */
  setPriceAlerts: User;
  /** operator, admin. How many inspections one hour of the spot holds; lowering it keeps the bookings made. NOT_FOUND for an unknown spot. */
  setSpotCapacity: StaffSpot;
  /** WRONG_CREDENTIALS for an unknown e-mail or a wrong password alike; EMAIL_NOT_CONFIRMED before the link is followed. */
  signInUser: AuthPayload;
  /** Ends the session the refresh token belongs to. */
  signOut: Scalars['Boolean']['output'];
  /** EMAIL_ALREADY_REGISTERED when the e-mail has an account; sends the confirmation e-mail. */
  signUpUser: AuthPayload;
  /** Links to the account with the same verified e-mail, or creates one. */
  socialSignIn: AuthPayload;
  /** Signed in. A cash or financing purchase; on a car the buyer holds, the reservation becomes it, deposit kept. */
  startPurchase: Purchase;
  /** Stores the question for the support team and acknowledges it by e-mail. */
  submitFaqQuestion: Scalars['Boolean']['output'];
  /**
   * Starts a subscription and e-mails the confirmation link (double opt-in). DUPLICATE_EMAIL when
   * the address is already subscribed or waiting for its confirmation, in any letter case. A link not
   * followed within 48 hours lapses, and the address may subscribe again; so may one that unsubscribed.
   */
  subscribeNewsletter: Scalars['Boolean']['output'];
  /** Ends the subscription the link in a letter names, without signing in; false when the link is not valid. */
  unsubscribeNewsletter: Scalars['Boolean']['output'];
  /** operator, admin. Describes the car anew, as createCar checks it; its status and slug stay. NOT_FOUND for an unknown car. */
  updateCar: Car;
  updateProfile: User;
  /** Signed in, owner. SELL_REQUEST_CLOSED unless REQUESTED or PENDING; SLOT_TAKEN on a new hour keeps the old one. */
  updateSellRequest: SellRequest;
  /**
   * Checks an e-mailed link. A confirmation link is consumed and activates the account; a reset
   * link is only checked (completePasswordReset consumes it). INVALID_TOKEN when unknown, used or expired.
   */
  validateToken: ValidateTokenResult;
};


export type MutationAddFavoriteCarArgs = {
  input: FavoriteCarInput;
};


export type MutationAddSpotClosureArgs = {
  input: SpotClosureInput;
};


export type MutationAnswerLeadArgs = {
  input: AnswerLeadInput;
};


export type MutationApplyForFinancingArgs = {
  input: FinancingApplicationInput;
};


export type MutationArchivePurchaseArgs = {
  input: IdInput;
};


export type MutationArchiveTestDriveArgs = {
  input: IdInput;
};


export type MutationAskCarQuestionArgs = {
  input: AskCarQuestionInput;
};


export type MutationAssignLeadArgs = {
  input: AssignLeadInput;
};


export type MutationCancelPurchaseArgs = {
  input: IdInput;
};


export type MutationCancelSellRequestArgs = {
  input: IdInput;
};


export type MutationCancelTestDriveArgs = {
  input: IdInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangePricesArgs = {
  input: BulkPriceInput;
};


export type MutationCloseLeadArgs = {
  input: LeadInput;
};


export type MutationCompletePasswordResetArgs = {
  input: CompletePasswordResetInput;
};


export type MutationConfirmBookingArgs = {
  input: BookingInput;
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateCarArgs = {
  input: CreateCarInput;
};


export type MutationCreateCarRequestArgs = {
  input: CreateCarRequestInput;
};


export type MutationCreateSellRequestArgs = {
  input: CreateSellRequestInput;
};


export type MutationDeleteSellRequestArgs = {
  input: IdInput;
};


export type MutationGrantRoleArgs = {
  input: GrantRoleInput;
};


export type MutationListSellRequestCarArgs = {
  input: ListSellRequestCarInput;
};


export type MutationMakeSellOfferArgs = {
  input: SellOfferInput;
};


export type MutationMarkBookingDoneArgs = {
  input: BookingInput;
};


export type MutationMarkNoShowArgs = {
  input: BookingInput;
};


export type MutationMoveCarPictureArgs = {
  input: MoveCarPictureInput;
};


export type MutationPrequalifyArgs = {
  input: PrequalifyInput;
};


export type MutationRecordSellInspectionArgs = {
  input: RecordSellInspectionInput;
};


export type MutationRefreshSessionArgs = {
  input: RefreshSessionInput;
};


export type MutationRemoveCarPictureArgs = {
  input: CarPictureRefInput;
};


export type MutationRemoveFavoriteCarArgs = {
  input: FavoriteCarInput;
};


export type MutationRemoveSpotClosureArgs = {
  input: ClosureInput;
};


export type MutationReopenLeadArgs = {
  input: LeadInput;
};


export type MutationRescheduleBookingArgs = {
  input: RescheduleBookingInput;
};


export type MutationResendConfirmationArgs = {
  input: ResendConfirmationInput;
};


export type MutationReserveCarArgs = {
  input: ReserveCarInput;
};


export type MutationResetUserPasswordArgs = {
  input: ResetUserPasswordInput;
};


export type MutationRespondToSellOfferArgs = {
  input: SellOfferResponseInput;
};


export type MutationRestorePurchaseArgs = {
  input: IdInput;
};


export type MutationRestoreTestDriveArgs = {
  input: IdInput;
};


export type MutationRevokeRoleArgs = {
  input: GrantRoleInput;
};


export type MutationScheduleTestDriveArgs = {
  input: ScheduleTestDriveInput;
};


export type MutationSetCarPriceArgs = {
  input: SetCarPriceInput;
};


export type MutationSetCarStatusArgs = {
  input: SetCarStatusInput;
};


export type MutationSetMainCarPictureArgs = {
  input: CarPictureRefInput;
};


export type MutationSetPriceAlertsArgs = {
  input: SetPriceAlertsInput;
};


export type MutationSetSpotCapacityArgs = {
  input: SpotCapacityInput;
};


export type MutationSignInUserArgs = {
  input: SignInUserInput;
};


export type MutationSignOutArgs = {
  input: SignOutInput;
};


export type MutationSignUpUserArgs = {
  input: SignUpUserInput;
};


export type MutationSocialSignInArgs = {
  input: SocialSignInInput;
};


export type MutationStartPurchaseArgs = {
  input: StartPurchaseInput;
};


export type MutationSubmitFaqQuestionArgs = {
  input: FaqQuestionInput;
};


export type MutationSubscribeNewsletterArgs = {
  input: NewsletterInput;
};


export type MutationUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateCarArgs = {
  input: UpdateCarInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateSellRequestArgs = {
  input: UpdateSellRequestInput;
};


export type MutationValidateTokenArgs = {
  input: ValidateTokenInput;
};

export type NewsletterInput = {
  /** At most 50 characters; compared in any letter case. */
  email: Scalars['String']['input'];
};

export type NumberRange = {
  __typename?: 'NumberRange';
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
};

export type OfferData = {
  __typename?: 'OfferData';
  backgroundColor?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<Scalars['Float']['output']>;
  discountPercentage?: Maybe<Scalars['Float']['output']>;
  hasOffer: Scalars['Boolean']['output'];
  label?: Maybe<Scalars['String']['output']>;
  /** The label in both interface languages; null without an offer. */
  labelTranslations?: Maybe<Translations>;
  originalPrice?: Maybe<Scalars['Float']['output']>;
  textColor?: Maybe<Scalars['String']['output']>;
};

/** Sell requests waiting for an offer, against the promise of one within 24 hours of the inspection's end. */
export type OfferPromiseCounts = {
  __typename?: 'OfferPromiseCounts';
  /** Due within the next 6 hours. */
  dueSoon: Scalars['Int']['output'];
  /** More than 6 hours left. */
  onTime: Scalars['Int']['output'];
  /** The promise has passed. */
  overdue: Scalars['Int']['output'];
};

/** The console's home: counts only, no personal data. A block is null for a role that does not own its area. */
export type OpsDashboard = {
  __typename?: 'OpsDashboard';
  /** operator, admin. Every car status, with zero where none. */
  carsByStatus?: Maybe<Array<StatusCount>>;
  /** operator, admin. */
  driveConversion?: Maybe<DriveConversion>;
  /** appraiser, admin. Sellers' inspections booked today in Santo Domingo. */
  inspectionsToday?: Maybe<Scalars['Int']['output']>;
  /** appraiser, admin. */
  offerPromise?: Maybe<OfferPromiseCounts>;
  /** operator, admin. Scheduled or done today in Santo Domingo. */
  testDrivesToday?: Maybe<Scalars['Int']['output']>;
};

/** CONTRACT.md PersonInput, with SPEC §5's rules: names of letters (≤ 50), an e-mail (≤ 50), a 10-digit phone, an 11-digit cédula where asked. */
export type PersonInput = {
  documentId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
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

export type Prequalification = {
  __typename?: 'Prequalification';
  annualRate: Scalars['Float']['output'];
  /** False when the income carries less than the smallest loan lenders make (RD$100,000); maxAmount and monthlyPayment are then 0. */
  approved: Scalars['Boolean']['output'];
  downPayment: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** The most a car may cost: the down payment plus the largest loan whose payment is at most 40 % of the income. */
  maxAmount: Scalars['Float']['output'];
  /** The monthly payment of that loan. */
  monthlyPayment: Scalars['Float']['output'];
  termMonths: Scalars['Int']['output'];
};

export type PrequalifyInput = {
  /** Whole pesos the buyer can put down. */
  downPayment: Scalars['Float']['input'];
  /** Whole pesos a month. */
  monthlySalary: Scalars['Float']['input'];
  /** Whole pesos a month; 0 when none. */
  otherIncome: Scalars['Float']['input'];
  /** documentId (the cédula) is required here. */
  person: PersonInput;
  /** YYYY-MM, not in the future. */
  workingSince: Scalars['String']['input'];
  workplace: Scalars['String']['input'];
};

/** One car's price before and after a bulk change, rounded to thousands of pesos. */
export type PriceChange = {
  __typename?: 'PriceChange';
  car: Car;
  newPrice: Scalars['Float']['output'];
  oldPrice: Scalars['Float']['output'];
};

export type PriceInfo = {
  __typename?: 'PriceInfo';
  basePrice: Scalars['Float']['output'];
  fee?: Maybe<Scalars['Float']['output']>;
  licensePlate?: Maybe<Scalars['Float']['output']>;
  monthlyPrice?: Maybe<Scalars['Float']['output']>;
  transfer?: Maybe<Scalars['Float']['output']>;
  warranty?: Maybe<Scalars['Float']['output']>;
};

export type Purchase = {
  __typename?: 'Purchase';
  car: Car;
  createdAt: Scalars['String']['output'];
  /** Null for a purchase started without a deposit. */
  deposit?: Maybe<Deposit>;
  /** When a held reservation lapses and its deposit goes back (72 hours after it was made). */
  expiresAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** CASH, FINANCING or RESERVATION. */
  method: Scalars['String']['output'];
  /** RESERVED, IN_PROGRESS, COMPLETED, CANCELED or EXPIRED. */
  status: Scalars['String']['output'];
  /** IN_PROGRESS, COMPLETE or ARCHIVE (CONTRACT's view, as a string). */
  view: Scalars['String']['output'];
};

/** SPEC §4: the account's buying tabs. */
export type PurchaseView =
  | 'ARCHIVE'
  | 'COMPLETE'
  | 'IN_PROGRESS';

export type Query = {
  __typename?: 'Query';
  /** admin. Newest first, 50 a page; `before` an entry's id for the next page; narrowed to one record with subjectType and subjectId. */
  auditLog: Array<AuditEntry>;
  /** Every country the apps serve. */
  getAppsCountryConfig: Array<CountryConfig>;
  /** NOT_FOUND for an unknown slug. */
  getCar: Car;
  /**
   * Anyone. The cars a request for these specs would be answered with now (createCarRequest's
   * suggestedCars), so the request-a-car page shows them before the visitor decides to send it.
   * BAD_USER_INPUT names each field, as createCarRequest does.
   */
  getCarRequestSuggestions: Array<Car>;
  getCurrencies: Array<Currency>;
  /**
   * Every category with its questions, in order. With `search`, only the questions whose question or
   * answer holds every word of it (accents and letter case ignored), and only the categories left
   * with one; an empty search is no search.
   */
  getFaqs: Array<FaqCategory>;
  /** The active plans of the request's country, the default first. */
  getFinancingPlans: Array<FinancingPlan>;
  /** The loan's figures. BAD_USER_INPUT names price, downPayment, termMonths or plan. */
  getFinancingQuote: FinancingQuote;
  /**
   * Every offered window of the range, booked-up ones with available false. Days outside the offer
   * (today and earlier, more than 31 days ahead), Sundays and holidays have none, so the list may be
   * empty (SPEC §8: 'No hay horas disponibles para inspecciones'). A window at a spot and one at home
   * draw on the same inspectors. BAD_USER_INPUT names range.from, range.days or spotId.
   */
  getInspectionSlots: Array<Slot>;
  /** The company's spots in the country of the request (Country header), by name: where a seller brings the car, or whose inspectors drive to their home. */
  getInspectionSpots: Array<Spot>;
  getListingCars: ListingCars;
  getSellCatalog: SellCatalog;
  /** BAD_USER_INPUT naming each field: out of bounds (see SellQuoteInput), or 'unknown' for a brand, model, year or trim the catalogue does not offer. */
  getSellQuote: SellQuote;
  getSetting: Setting;
  /**
   * Every offered hour of the range for this car (the spot's test-drive schedule, Setting.testDriveSchedule),
   * booked ones with available false. Days outside the offer (the past, more than 31 days ahead), weekends and
   * holidays have none, so the list may be empty. CAR_NOT_AVAILABLE for a car that cannot be driven now.
   */
  getTestDriveSlots: Array<Slot>;
  /** operator, appraiser, admin. Each block only for the roles that own its area. */
  opsDashboard: OpsDashboard;
  /** operator, admin. What changePrices would do, changing nothing. BAD_USER_INPUT (amount: price_below_zero) when a price would reach zero; NOT_FOUND when a car is unknown. */
  previewPriceChange: Array<PriceChange>;
  /**
   * Every car returned is AVAILABLE and within the price, year and mileage chosen, of the body style when
   * one is chosen. BAD_USER_INPUT names categories (too_many, unknown), bodyStyle (unknown), price.min,
   * year.min (min_above_max, too_old), maxMileage (too_small)…
   */
  recommendCars: Recommendation;
  /** Signed in: the viewer's car requests, and those made anonymously with the viewer's confirmed e-mail; newest first. */
  selfCarRequests: Array<CarRequest>;
  /** Signed in: the viewer's purchases, newest first. */
  selfPurchases: Array<Purchase>;
  /** Signed in: the viewer's requests, and those made anonymously with the viewer's confirmed e-mail; newest first. */
  selfSellRequests: Array<SellRequest>;
  /** Signed in: the viewer's test drives, and those booked anonymously with the viewer's confirmed e-mail; soonest first. */
  selfTestDrives: Array<TestDrive>;
  /** The signed-in user's profile; UNAUTHENTICATED without a Bearer token. */
  selfUser: User;
  /** Sent as operation selfUserFavorites. */
  selfUserPreferences: UserPreferences;
  /** operator, admin. NOT_FOUND for an unknown car. */
  staffCarForm: CarEditorValues;
  /** operator, admin. Colours, spots, country versions and the inspection checklist. */
  staffCarOptions: CarEditorOptions;
  /** operator, admin. The car's pictures; NOT_FOUND for an unknown car. Uploads go to POST /api/ops/cars/{carId}/pictures (decision 50). */
  staffCarPictures: Array<StaffCarPicture>;
  /**
   * operator, admin. The catalogue's listing (getListingCars' filter, facets and bounds) over cars of
   * every status, or of those in `status`; hidden cars (NOT_AVAILABLE, TO_REVIEW) included. The text
   * search matches the words of public cars. BAD_USER_INPUT (status: unknown_status).
   */
  staffCars: ListingCars;
  /**
   * operator, admin. Every car of every status, or those in `status`, whose title, brand, model or slug
   * holds `search` (accent- and case-insensitive); newest first, 30 a page after the cursor `after`.
   * BAD_USER_INPUT (status: unknown_status, search: too_long, after: invalid).
   */
  staffInventory: StaffInventoryPage;
  /**
   * operator, admin. Every lead of every source, or those of `kind` and `status`; newest first, 30 a
   * page after the cursor `after`. Each page is written to the audit log with the leads it showed.
   * BAD_USER_INPUT (kind: unknown_kind, status: unknown_status, after: invalid).
   */
  staffLeads: StaffLeadsPage;
  /** admin. Everyone holding a role, by name. */
  staffMembers: Array<User>;
  /**
   * operator, appraiser, admin. The spot's bookings of the days from `from` to `to` (YYYY-MM-DD in Santo
   * Domingo, both included, at most 31), with its closures and capacity; an appraiser sees inspections
   * only. Each look is written to the audit log with the bookings it showed.
   * BAD_USER_INPUT (spotId: invalid, from/to: invalid_date, to: out_of_range); NOT_FOUND for an unknown spot.
   */
  staffSchedule: StaffSchedule;
  /** operator, appraiser, admin. Every sell request, or those in `status`; the oldest promise first. */
  staffSellRequests: Array<SellRequest>;
  /** operator, admin. NOT_FOUND for an unknown trim. */
  staffTrim: TrimDetails;
};


export type QueryAuditLogArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  subjectId?: InputMaybe<Scalars['String']['input']>;
  subjectType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCarArgs = {
  slug: Scalars['String']['input'];
};


export type QueryGetCarRequestSuggestionsArgs = {
  input: CarRequestSpecsInput;
};


export type QueryGetFaqsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFinancingQuoteArgs = {
  input: FinancingQuoteInput;
};


export type QueryGetInspectionSlotsArgs = {
  input: InspectionSlotsInput;
};


export type QueryGetListingCarsArgs = {
  filter?: InputMaybe<FilterInput>;
};


export type QueryGetSellQuoteArgs = {
  input: SellQuoteInput;
};


export type QueryGetTestDriveSlotsArgs = {
  input: TestDriveSlotsInput;
};


export type QueryPreviewPriceChangeArgs = {
  input: BulkPriceInput;
};


export type QueryRecommendCarsArgs = {
  input: RecommendationInput;
};


export type QueryStaffCarFormArgs = {
  carId: Scalars['ID']['input'];
};


export type QueryStaffCarPicturesArgs = {
  carId: Scalars['ID']['input'];
};


export type QueryStaffCarsArgs = {
  filter?: InputMaybe<FilterInput>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryStaffInventoryArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffLeadsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffScheduleArgs = {
  from: Scalars['String']['input'];
  spotId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QueryStaffSellRequestsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffTrimArgs = {
  slug: Scalars['String']['input'];
};

export type Recommendation = {
  __typename?: 'Recommendation';
  /** The best fitting car; null when no car meets the preferences (SPEC §8's not-found state, worded by the client). */
  main?: Maybe<Car>;
  /** Which preferences the main car meets, in this order: CATEGORY, BODY_STYLE, PRICE, YEAR, MILEAGE (only those chosen). */
  mainMatches: Array<Scalars['String']['output']>;
  /**
   * How many cars meet the hard constraints (available now, price, year, mileage, body style): exactly what
   * getListingCars counts with where { offer: ["available"], bodyStyle: [bodyStyle], price, year,
   * miles: { max: maxMileage } } (categories left out), the finder's "see all N matching cars".
   */
  matching: Scalars['Int']['output'];
  /** The next best fitting cars, best first, at most 6. */
  others: Array<Car>;
};

/**
 * The car finder (SPEC §2 "Car finder wizard", §3 "Recommendation preferences"): the car that best
 * fits a visitor's preferences, a few other options, and how many cars fit at all. The ranking is
 * decision 27's score.
 */
export type RecommendationInput = {
  /** A body style slug (ListingFacets.bodyStyle); null or left out: no preference. */
  bodyStyle?: InputMaybe<Scalars['String']['input']>;
  /** Category slugs (ListingFacets.categories), at most 4 (else BAD_USER_INPUT too_many). Soft: a car in more of them ranks higher. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Miles, inclusive, 0 or more. */
  maxMileage?: InputMaybe<Scalars['Int']['input']>;
  /** Inclusive; either side may be left out; min ≤ max. */
  price?: InputMaybe<IntRangeInput>;
  /** Inclusive; either side may be left out; 2000 or later; min ≤ max. */
  year?: InputMaybe<IntRangeInput>;
};

export type RecordSellInspectionInput = {
  inspection: CarInspectionInput;
  /** The odometer read, 0–1,000,000 km; omitted or null when it is what the seller wrote. */
  mileage?: InputMaybe<Scalars['Int']['input']>;
  sellRequestId: Scalars['ID']['input'];
};

export type RefreshSessionInput = {
  refreshToken: Scalars['String']['input'];
};

export type RescheduleBookingInput = {
  bookingId: Scalars['ID']['input'];
  /** An hour on offer for the kind (test drives Monday to Friday 8–17, inspections also Saturday 9–13), from tomorrow to 31 days ahead, with its offset. */
  startsAt: Scalars['String']['input'];
};

export type ResendConfirmationInput = {
  email: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Purchases (SPEC §2 reserve flow, financing index with apply/cash; §3 Purchase card; §4 purchases tabs;
 * CONTRACT.md). Every operation needs a Bearer token and reaches only the viewer's own purchases: another
 * user's id is NOT_FOUND. One car is held for one buyer at a time (a partial unique index): a second
 * reservation is CAR_NOT_AVAILABLE and is never charged. The deposit is charged through the payment
 * processor (a sandbox by default, whose test tokens are tok_visa and tok_declined).
 */
export type ReserveCarInput = {
  carId: Scalars['ID']['input'];
  /** The payment processor's token for the card (the card number never reaches us). */
  paymentToken: Scalars['String']['input'];
};

export type ResetUserPasswordInput = {
  email: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  /** 'web': the link in the e-mail opens the web app. */
  origin: Scalars['String']['input'];
};

export type ScheduleTestDriveInput = {
  /** Required for HOME. */
  address?: InputMaybe<AddressInput>;
  carId: Scalars['ID']['input'];
  /** The confirmation e-mail's language, es or en; Spanish by default. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /**
   * Whole pesos a month, required (SPEC §5). Nullable here so that a missing one is answered like every
   * other field, BAD_USER_INPUT naming monthlySalary.
   */
  monthlySalary?: InputMaybe<Scalars['Float']['input']>;
  /** documentId (the cédula, 11 digits) is required here (SPEC §5). */
  person: PersonInput;
  place: Place;
  /** A window's start from getTestDriveSlots. */
  slotStartsAt: Scalars['String']['input'];
};

export type SellBrand = {
  __typename?: 'SellBrand';
  /** Every model of the brand, with or without cars on sale, sorted by name. */
  models: Array<SellModel>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/**
 * Selling a car (SPEC §3 sell request, CONTRACT.md "Operations for selling…"): the catalogue a seller
 * describes their car from, and the instant quote. Public: no sign-in. Money in the base currency (DOP),
 * in whole thousands. Mileage in miles, like every car of the catalogue.
 */
export type SellCatalog = {
  __typename?: 'SellCatalog';
  /** Every brand we know, with or without cars on sale, sorted by name. */
  brands: Array<SellBrand>;
};

/** The appraiser's report on a seller's car: the car editor's inspection report (decision 53). */
export type SellInspectionReport = {
  __typename?: 'SellInspectionReport';
  /** The checklist points that were not simply fine; a point not listed passed. */
  findings: Array<InspectionFindingValues>;
  /** YYYY-MM-DD. */
  inspectedAt: Scalars['String']['output'];
  /** The odometer the appraiser read; null when it is what the seller wrote. */
  mileage?: Maybe<Scalars['Int']['output']>;
  recordedAt: Scalars['String']['output'];
  wheels: Array<WheelInspection>;
};

export type SellModel = {
  __typename?: 'SellModel';
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Every trim of every year in `years`, newest year first; a trim's slug names its year. A seller may also answer 'no sé' (trim omitted). */
  trims: Array<Lookup>;
  /** The same trims year by year, for offering only the chosen year's. */
  trimsByYear: Array<SellModelYear>;
  /** Model years a seller may pick (2000 to next year's models), newest first; empty when the catalogue has no trim of those years. */
  years: Array<Scalars['Int']['output']>;
};

export type SellModelYear = {
  __typename?: 'SellModelYear';
  /** Cheapest first. */
  trims: Array<Lookup>;
  year: Scalars['Int']['output'];
};

export type SellOfferInput = {
  /** Whole pesos, 1–100,000,000. */
  amount: Scalars['Float']['input'];
  sellRequestId: Scalars['ID']['input'];
};

export type SellOfferResponseInput = {
  accept: Scalars['Boolean']['input'];
  sellRequestId: Scalars['ID']['input'];
};

/**
 * An estimate from the model's listed cars of nearby years (mileage- and year-adjusted) and a depreciation
 * curve from the trims' prices new (docs/decisions/0023-sell-quote-method.md). The same car gets the same
 * quote until the catalogue changes; an older year or more miles never get more.
 */
export type SellQuote = {
  __typename?: 'SellQuote';
  /** What selling to us nets: our offer, with no costs. */
  averagePayoutInside: Scalars['Float']['output'];
  /** What selling on your own typically nets: the market value less haggling, costs and the months it takes. */
  averagePayoutOutside: Scalars['Float']['output'];
  /** How many comparable cars the estimate used; 0 when the curve stood alone. */
  basedOn: Scalars['Int']['output'];
  /** What the car sells for at retail: our listing price estimate. */
  marketValue: Scalars['Float']['output'];
  /** The top of that range; at most the market value. */
  suggestedMaxPrice: Scalars['Float']['output'];
  /** The bottom of the range we expect to offer after the inspection. */
  suggestedMinPrice: Scalars['Float']['output'];
  /** What we offer today: the market value less reconditioning and our margin. */
  suggestedPrice: Scalars['Float']['output'];
};

export type SellQuoteInput = {
  /** A brand slug of getSellCatalog. */
  brand: Scalars['String']['input'];
  /** Miles on the odometer, 0–1,000,000. */
  mileage: Scalars['Int']['input'];
  /** A model slug of that brand. */
  model: Scalars['String']['input'];
  /** A trim slug of that model and year; omitted or empty when the seller does not know it. */
  trim?: InputMaybe<Scalars['String']['input']>;
  /** One of the model's years; 2000 to next year. */
  year: Scalars['Int']['input'];
};

export type SellRequest = {
  __typename?: 'SellRequest';
  /** The home address of a HOME inspection; null at a spot. */
  address?: Maybe<Address>;
  car: SellRequestCar;
  createdAt: Scalars['String']['output'];
  expectedPrice: Scalars['Float']['output'];
  expectedSaleDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The held inspection window (available is true: it is this request's). */
  inspection: Slot;
  /** What the appraiser found inspecting the car, the basis of our offer; null until recorded. Only its owner and staff read a request. */
  inspectionReport?: Maybe<SellInspectionReport>;
  /** Our offer after the inspection, with its expiry; null until we make one. */
  offer?: Maybe<Scalars['Float']['output']>;
  /** The promise to the seller: an offer within 24 hours of the inspection's end. */
  offerDueAt: Scalars['String']['output'];
  offerExpiresAt?: Maybe<Scalars['String']['output']>;
  /** A HOME address beyond the spot's range (25 km): an extra charge may apply (SPEC §8). False when the address has no coordinates. */
  outsideCoverage: Scalars['Boolean']['output'];
  person: SellRequestPerson;
  /** SPOT or HOME. */
  place: Scalars['String']['output'];
  /** The quote computed when the request was made. */
  quote?: Maybe<SellQuote>;
  spot: Spot;
  /** REQUESTED PENDING APPROVED REJECTED SOLD CANCELED. */
  status: Scalars['String']['output'];
  tab: SellRequestTab;
};

export type SellRequestCar = {
  __typename?: 'SellRequestCar';
  brand: Lookup;
  licensePlate: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  model: Lookup;
  /** Null when the owner answered 'no sé'. */
  trim?: Maybe<Lookup>;
  year: Scalars['Int']['output'];
};

export type SellRequestCarInput = {
  /** A brand slug of getSellCatalog. */
  brand: Scalars['String']['input'];
  /** Letters and digits, 4–34 of them; spaces and dashes are dropped. */
  licensePlate: Scalars['String']['input'];
  /** Miles, 0–1,000,000. */
  mileage: Scalars['Int']['input'];
  /** A model slug of that brand. */
  model: Scalars['String']['input'];
  /** A trim slug of that model and year; omitted or empty for 'no sé'. */
  trim?: InputMaybe<Scalars['String']['input']>;
  /** One of the model's years; 2000 to next year. */
  year: Scalars['Int']['input'];
};

export type SellRequestPerson = {
  __typename?: 'SellRequestPerson';
  documentId?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** SPEC §4: the account's sales tabs. A cancelled, rejected or sold request is COMPLETE. */
export type SellRequestTab =
  | 'COMPLETE'
  | 'IN_PROGRESS';

export type SetCarPriceInput = {
  /** What a buyer pays, whole pesos (1–100,000,000). A running offer is re-measured against its original price. */
  basePrice: Scalars['Float']['input'];
  carId: Scalars['ID']['input'];
};

export type SetCarStatusInput = {
  carId: Scalars['ID']['input'];
  /** AVAILABLE COMING_SOON NOT_AVAILABLE PENDING SOLD TO_REVIEW, along the allowed transitions. */
  status: Scalars['String']['input'];
};

export type SetPriceAlertsInput = {
  enabled: Scalars['Boolean']['input'];
};

/**
 * Country-dependent configuration: contact details, schedules, social networks,
 * the country's default currency and the country itself. Answers per the `Country` header.
 */
export type Setting = {
  __typename?: 'Setting';
  address: Scalars['String']['output'];
  /** The mobile app's page on the App Store; null where the app is not published. */
  appStoreUrl?: Maybe<Scalars['String']['output']>;
  country: CountryConfig;
  currency: Currency;
  infoEmail: Scalars['String']['output'];
  /** The mobile app's page on Google Play; null where the app is not published. */
  playStoreUrl?: Maybe<Scalars['String']['output']>;
  salesAndSupportSchedule: Scalars['String']['output'];
  /** The schedules in both interface languages; the plain fields hold the Spanish. */
  salesAndSupportScheduleTranslations: Translations;
  socialNetworks: Array<SocialNetwork>;
  telephoneNumber: Scalars['String']['output'];
  testDriveSchedule: Scalars['String']['output'];
  testDriveScheduleTranslations: Translations;
  website: Scalars['String']['output'];
  whatsappTelephoneNumber: Scalars['String']['output'];
};

export type SignInUserInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignOutInput = {
  refreshToken: Scalars['String']['input'];
};

export type SignUpUserInput = {
  email: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The interface language; the confirmation e-mail is written in it. es when absent. */
  locale?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** One window. `endsAt` is one hour after `startsAt`. */
export type Slot = {
  __typename?: 'Slot';
  /** False when every inspector of the spot already has that hour booked. */
  available: Scalars['Boolean']['output'];
  endsAt: Scalars['String']['output'];
  spotId?: Maybe<Scalars['ID']['output']>;
  startsAt: Scalars['String']['output'];
};

export type SocialNetwork = {
  __typename?: 'SocialNetwork';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SocialSignInInput = {
  /** A Firebase ID token. */
  token: Scalars['String']['input'];
};

export type Spot = {
  __typename?: 'Spot';
  address: Scalars['String']['output'];
  city: City;
  id: Scalars['ID']['output'];
  /** When this spot inspects, by weekday (Sunday has none): what the sell flow shows beside the spot. */
  inspectionHours: Array<InspectionHours>;
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  schedule: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type SpotCapacityInput = {
  /** 1–50 inspections an hour. */
  inspectors: Scalars['Int']['input'];
  spotId: Scalars['ID']['input'];
};

/** Hours a spot is shut beyond the public holidays: no inspection or test drive is offered within them. */
export type SpotClosure = {
  __typename?: 'SpotClosure';
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** On adding: how many people were e-mailed (drives cancelled, inspections to move); 0 otherwise. */
  notified: Scalars['Int']['output'];
  /** As staff wrote it; never shown to customers. */
  reason: Scalars['String']['output'];
  spotId: Scalars['ID']['output'];
  startsAt: Scalars['String']['output'];
};

export type SpotClosureInput = {
  endsAt: Scalars['String']['input'];
  /** 1–200 characters. */
  reason: Scalars['String']['input'];
  spotId: Scalars['ID']['input'];
  /** On the hour, with its offset; a whole day is from its 00:00 to the next day's. */
  startsAt: Scalars['String']['input'];
};

/**
 * One booked hour of a spot in the console's calendar: a test drive, or the inspection of a car a
 * seller offers us. The person's name and contact details, never a sealed field (cédula, salary).
 */
export type StaffBooking = {
  __typename?: 'StaffBooking';
  /** DONE or NO_SHOW once staff recorded the hour; null before. */
  attendance?: Maybe<Scalars['String']['output']>;
  /** The car of a test drive, whose free hours getTestDriveSlots lists; null for an inspection. */
  carId?: Maybe<Scalars['ID']['output']>;
  /** The car driven or inspected: brand, model, year. */
  carName: Scalars['String']['output'];
  /** A closure of the spot covers the hour: the person was e-mailed and the booking wants moving. */
  closed: Scalars['Boolean']['output'];
  /** When staff confirmed the hour with the person; null until then, and again once moved. */
  confirmedAt?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  /** The kind and the id of what holds the hour: TEST_DRIVE:<test drive id>, INSPECTION:<sell request id>. */
  id: Scalars['ID']['output'];
  /** TEST_DRIVE or INSPECTION. */
  kind: Scalars['String']['output'];
  /**
   * What staff may change now, by the rule the mutations refuse by: CONFIRM (confirmBooking: still to
   * come, unconfirmed and no closure over it), RESCHEDULE (rescheduleBooking: its hour not begun), MARK_DONE (markBookingDone)
   * and MARK_NO_SHOW (markNoShow: its hour begun, not cancelled, not already so recorded). An action
   * left out is refused, or repeats what is recorded and changes nothing. Empty for a cancelled drive.
   */
  nextActions: Array<Scalars['String']['output']>;
  personName: Scalars['String']['output'];
  /** 10 digits. */
  phone: Scalars['String']['output'];
  /** SPOT or HOME. */
  place: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
  /** SCHEDULED, COMPLETED (the hour is over) or CANCELED, as the buyer's account reads a drive. */
  status: Scalars['String']['output'];
};

/** A picture of a car as the console manages it: main first, then exterior, then interior. */
export type StaffCarPicture = {
  __typename?: 'StaffCarPicture';
  /** Append -<width>.webp for a file; uploaded pictures live under /media/cars/uploads/. */
  basePath: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** main, exterior or interior */
  kind: Scalars['String']['output'];
  /** Order among the pictures of its kind, from 0. */
  position: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
  widths: Array<Scalars['Int']['output']>;
};

/** One page of the staff console's inventory. */
export type StaffInventoryPage = {
  __typename?: 'StaffInventoryPage';
  /** Newest first, 30 a page. */
  cars: Array<Car>;
  /** Cars matching the status and search, over every page. */
  count: Scalars['Int']['output'];
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['ID']['output']>;
};

/**
 * One lead of the console's inbox, from any source: a question about a car or in the help centre, a
 * car request, a prequalification, a financing application or a newsletter subscription. The person's
 * contact details as far as the source has them; never a sealed field (cédula, workplace, salary, income).
 */
export type StaffLead = {
  __typename?: 'StaffLead';
  /** Whole pesos: the car request's budget, the prequalification's most, the financed car's price. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** When a reply was last e-mailed from the console. */
  answeredAt?: Maybe<Scalars['String']['output']>;
  /** The member of staff who has it. */
  assigneeEmail?: Maybe<Scalars['String']['output']>;
  /** The car asked about or to be financed (brand, model, year), or the brand and model wanted. */
  carName?: Maybe<Scalars['String']['output']>;
  closedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** The source and its own id: CAR_QUESTION:12, CAR_REQUEST:<uuid>… */
  id: Scalars['ID']['output'];
  /** CAR_QUESTION FAQ_QUESTION CAR_REQUEST PREQUALIFICATION FINANCING_APPLICATION NEWSLETTER */
  kind: Scalars['String']['output'];
  /** es or en when the source keeps the person's language; a reply goes in it, else in Spanish. */
  locale?: Maybe<Scalars['String']['output']>;
  /** What the visitor wrote: the questions. */
  message?: Maybe<Scalars['String']['output']>;
  /** Name and last name; null for the questions and the newsletter, which ask for none. */
  name?: Maybe<Scalars['String']['output']>;
  /** 10 digits. */
  phone?: Maybe<Scalars['String']['output']>;
  /** OPEN or CLOSED. */
  status: Scalars['String']['output'];
  /** One line of names and figures, the same in either language; null for an FAQ question and the newsletter. */
  summary?: Maybe<Scalars['String']['output']>;
};

/** One page of the console's leads inbox. */
export type StaffLeadsPage = {
  __typename?: 'StaffLeadsPage';
  /** Newest first, 30 a page. */
  leads: Array<StaffLead>;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['ID']['output']>;
};

/** One spot's calendar over some days. */
export type StaffSchedule = {
  __typename?: 'StaffSchedule';
  /** Soonest first; test drives for operators and admins only. */
  bookings: Array<StaffBooking>;
  /** How many inspections one hour of the spot holds. */
  capacity: Scalars['Int']['output'];
  /** The closures overlapping the days, earliest first. */
  closures: Array<SpotClosure>;
  spotId: Scalars['ID']['output'];
  spotName: Scalars['String']['output'];
};

/** A spot as the schedule's capacity editor shows it. */
export type StaffSpot = {
  __typename?: 'StaffSpot';
  /** How many inspections one hour of the spot holds. */
  capacity: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type StartPurchaseInput = {
  carId: Scalars['ID']['input'];
  /** CASH or FINANCING. */
  method: Scalars['String']['input'];
};

/** How many cars are in one status. */
export type StatusCount = {
  __typename?: 'StatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type TestDrive = {
  __typename?: 'TestDrive';
  /** The home address of a HOME drive; null at a spot. */
  address?: Maybe<Address>;
  /** The drive as a calendar file (text/calendar, RFC 5545), for the success page's 'add to calendar'. */
  calendarFile: Scalars['String']['output'];
  car: Car;
  createdAt: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A HOME address beyond the spot's range (25 km): accepted, an extra charge may apply (SPEC §8). */
  outsideCoverage: Scalars['Boolean']['output'];
  /** SPOT or HOME. */
  place: Scalars['String']['output'];
  /** Where the drive starts (the car's spot); null when none is assigned. */
  spot?: Maybe<Spot>;
  startsAt: Scalars['String']['output'];
  /** SCHEDULED, COMPLETED (its hour has passed) or CANCELED. */
  status: Scalars['String']['output'];
  /** UPCOMING, COMPLETE or ARCHIVE (CONTRACT's view, as a string). */
  view: Scalars['String']['output'];
};

/**
 * Test drives (SPEC §2 pre-test-drive contact form, test drive scheduling; §3 Test drive card; §4 test
 * drive tabs; CONTRACT.md "Operations for selling, finding, buying"). Anyone may book one; a visitor's
 * booking is kept under their e-mail and shows in the account that signs in with that e-mail. One car is
 * driven by one person an hour: a database exclusion constraint refuses the second (SLOT_TAKEN).
 * Times ISO 8601 in Santo Domingo (UTC−4).
 */
export type TestDriveSlotsInput = {
  carId: Scalars['ID']['input'];
  /** At the car's spot, or at the buyer's home (the spot's staff drive the car out). */
  place: Place;
  range: DateRangeInput;
};

/** SPEC §4: the account's test drive tabs. */
export type TestDriveView =
  | 'ARCHIVE'
  | 'COMPLETE'
  | 'UPCOMING';

export type Translations = {
  __typename?: 'Translations';
  en: Scalars['String']['output'];
  es: Scalars['String']['output'];
};

export type Trim = {
  __typename?: 'Trim';
  alias?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** A trim as the editor shows it once chosen: what a car of it is, which the car takes from it. */
export type TrimDetails = {
  __typename?: 'TrimDetails';
  alias?: Maybe<Scalars['String']['output']>;
  bodyStyle: Lookup;
  driveTrain: Lookup;
  fuelType: Lookup;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  specs: CarSpecs;
  transmission: Lookup;
};

export type UpdateCarInput = {
  carId: Scalars['ID']['input'];
  inspection: CarInspectionInput;
  papers: CarPapersInput;
  sale: CarSaleInput;
  vehicle: CarVehicleInput;
};

export type UpdateProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  documentId?: InputMaybe<Scalars['String']['input']>;
  drivingLicense?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  telephoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Replaces what the owner may change; the car and its quote stay as they were. */
export type UpdateSellRequestInput = {
  address?: InputMaybe<AddressInput>;
  expectedPrice: Scalars['Float']['input'];
  expectedSaleDays: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  person: PersonInput;
  place: Place;
  /** The same hour keeps the booking; another one is booked and the old one given back. */
  slotStartsAt: Scalars['String']['input'];
  spotId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * Accounts: e-mail and password (confirmed by an e-mailed link), Google through Firebase,
 * password recovery, sessions (short access JWT + rotating refresh token) and the profile.
 * Every mutation here is rate-limited; a limit answers TOO_MANY_REQUESTS with `retryAfter`.
 */
export type User = {
  __typename?: 'User';
  address?: Maybe<Scalars['String']['output']>;
  /** National ID number (cédula); personal data, sent only to its owner. */
  documentId?: Maybe<Scalars['String']['output']>;
  drivingLicense?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** False for a Google-only account, which has no password to change. */
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** True while the user gets an e-mail when a favourite car's price drops (on for a new account). */
  priceAlerts: Scalars['Boolean']['output'];
  profilePicture?: Maybe<Scalars['String']['output']>;
  /** operator, appraiser, admin: the staff roles the account holds; empty for a customer. */
  roles: Array<Scalars['String']['output']>;
  /** True when the account can sign in with Google. */
  socialLogin: Scalars['Boolean']['output'];
  telephoneNumber?: Maybe<Scalars['String']['output']>;
};

/**
 * Favourite cars of the signed-in user (SPEC §2 favourites modal, §4 toggle and clear-all).
 * Every field needs a Bearer token: UNAUTHENTICATED without one. Only the viewer's own list is
 * reachable; there is no way to name another user.
 */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  cars: FavoriteCars;
  /** The user's id. */
  id: Scalars['ID']['output'];
};

export type ValidateTokenInput = {
  token: Scalars['String']['input'];
};

export type ValidateTokenResult = {
  __typename?: 'ValidateTokenResult';
  /** EMAIL_CONFIRMATION or PASSWORD_RESET. */
  purpose: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

export type WheelInspection = {
  __typename?: 'WheelInspection';
  brakePadMm: Scalars['Float']['output'];
  position: Scalars['String']['output'];
  treadDepthMm: Scalars['Float']['output'];
};

export type WheelInspectionInput = {
  /** 0–15 mm. */
  brakePadMm: Scalars['Float']['input'];
  /** LEFT_FRONT RIGHT_FRONT LEFT_BACK RIGHT_BACK, each once. */
  position: Scalars['String']['input'];
  /** 0–12 mm. */
  treadDepthMm: Scalars['Float']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AnswerLeadInput: AnswerLeadInput;
  AskCarQuestionInput: AskCarQuestionInput;
  AssignLeadInput: AssignLeadInput;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BookingInput: BookingInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BulkPriceInput: BulkPriceInput;
  Car: ResolverTypeWrapper<CarRecord>;
  CarEditorOptions: ResolverTypeWrapper<Omit<CarEditorOptions, 'spots'> & { spots: Array<ResolversTypes['Spot']> }>;
  CarEditorValues: ResolverTypeWrapper<CarEditorValues>;
  CarInspection: ResolverTypeWrapper<CarInspection>;
  CarInspectionInput: CarInspectionInput;
  CarInspectionValues: ResolverTypeWrapper<CarInspectionValues>;
  CarModel: ResolverTypeWrapper<CarModel>;
  CarOfferInput: CarOfferInput;
  CarOfferValues: ResolverTypeWrapper<CarOfferValues>;
  CarPapers: ResolverTypeWrapper<CarPapers>;
  CarPapersInput: CarPapersInput;
  CarPicture: ResolverTypeWrapper<CarPicture>;
  CarPictureRefInput: CarPictureRefInput;
  CarQuestion: ResolverTypeWrapper<CarQuestion>;
  CarRequest: ResolverTypeWrapper<CarRequestParent>;
  CarRequestSpecsInput: CarRequestSpecsInput;
  CarSaleInput: CarSaleInput;
  CarSaleValues: ResolverTypeWrapper<CarSaleValues>;
  CarSpecs: ResolverTypeWrapper<CarSpecs>;
  CarStatus: ResolverTypeWrapper<CarStatus>;
  CarVehicleInput: CarVehicleInput;
  CarVehicleValues: ResolverTypeWrapper<CarVehicleValues>;
  CarWhereInput: CarWhereInput;
  ChangePasswordInput: ChangePasswordInput;
  ChecklistArea: ResolverTypeWrapper<ChecklistArea>;
  ChecklistPoint: ResolverTypeWrapper<ChecklistPoint>;
  City: ResolverTypeWrapper<City>;
  ClosureInput: ClosureInput;
  Color: ResolverTypeWrapper<Color>;
  CompletePasswordResetInput: CompletePasswordResetInput;
  CountryConfig: ResolverTypeWrapper<CountryConfig>;
  CountryVersion: ResolverTypeWrapper<CountryVersion>;
  CreateCarInput: CreateCarInput;
  CreateCarRequestInput: CreateCarRequestInput;
  CreateSellRequestInput: CreateSellRequestInput;
  Currency: ResolverTypeWrapper<Currency>;
  DateRangeInput: DateRangeInput;
  Deposit: ResolverTypeWrapper<Deposit>;
  DriveConversion: ResolverTypeWrapper<DriveConversion>;
  FacetOption: ResolverTypeWrapper<FacetOption>;
  Faq: ResolverTypeWrapper<Faq>;
  FaqCategory: ResolverTypeWrapper<FaqCategory>;
  FaqQuestionInput: FaqQuestionInput;
  FavoriteCarInput: FavoriteCarInput;
  FavoriteCars: ResolverTypeWrapper<Omit<FavoriteCars, 'data'> & { data: Array<ResolversTypes['Car']> }>;
  Feature: ResolverTypeWrapper<Feature>;
  FilterInput: FilterInput;
  FinancingApplication: ResolverTypeWrapper<FinancingApplication>;
  FinancingApplicationInput: FinancingApplicationInput;
  FinancingPlan: ResolverTypeWrapper<FinancingPlan>;
  FinancingQuote: ResolverTypeWrapper<FinancingQuote>;
  FinancingQuoteInput: FinancingQuoteInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GrantRoleInput: GrantRoleInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdInput: IdInput;
  InspectionArea: ResolverTypeWrapper<InspectionArea>;
  InspectionFindingInput: InspectionFindingInput;
  InspectionFindingValues: ResolverTypeWrapper<InspectionFindingValues>;
  InspectionHours: ResolverTypeWrapper<InspectionHours>;
  InspectionPoint: ResolverTypeWrapper<InspectionPoint>;
  InspectionSlotsInput: InspectionSlotsInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntRangeInput: IntRangeInput;
  LeadInput: LeadInput;
  ListSellRequestCarInput: ListSellRequestCarInput;
  ListingBounds: ResolverTypeWrapper<ListingBounds>;
  ListingCars: ResolverTypeWrapper<Omit<ListingCars, 'cars'> & { cars: Array<ResolversTypes['Car']> }>;
  ListingFacets: ResolverTypeWrapper<ListingFacets>;
  Lookup: ResolverTypeWrapper<Lookup>;
  MoveCarPictureInput: MoveCarPictureInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterInput: NewsletterInput;
  NumberRange: ResolverTypeWrapper<NumberRange>;
  OfferData: ResolverTypeWrapper<OfferData>;
  OfferPromiseCounts: ResolverTypeWrapper<OfferPromiseCounts>;
  OpsDashboard: ResolverTypeWrapper<OpsDashboard>;
  PersonInput: PersonInput;
  Place: Place;
  Prequalification: ResolverTypeWrapper<Prequalification>;
  PrequalifyInput: PrequalifyInput;
  PriceChange: ResolverTypeWrapper<Omit<PriceChange, 'car'> & { car: ResolversTypes['Car'] }>;
  PriceInfo: ResolverTypeWrapper<PriceInfo>;
  Purchase: ResolverTypeWrapper<Omit<Purchase, 'car'> & { car: ResolversTypes['Car'] }>;
  PurchaseView: PurchaseView;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recommendation: ResolverTypeWrapper<Omit<Recommendation, 'main' | 'others'> & { main?: Maybe<ResolversTypes['Car']>, others: Array<ResolversTypes['Car']> }>;
  RecommendationInput: RecommendationInput;
  RecordSellInspectionInput: RecordSellInspectionInput;
  RefreshSessionInput: RefreshSessionInput;
  RescheduleBookingInput: RescheduleBookingInput;
  ResendConfirmationInput: ResendConfirmationInput;
  ReserveCarInput: ReserveCarInput;
  ResetUserPasswordInput: ResetUserPasswordInput;
  ScheduleTestDriveInput: ScheduleTestDriveInput;
  SellBrand: ResolverTypeWrapper<SellBrand>;
  SellCatalog: ResolverTypeWrapper<SellCatalog>;
  SellInspectionReport: ResolverTypeWrapper<SellInspectionReport>;
  SellModel: ResolverTypeWrapper<SellModel>;
  SellModelYear: ResolverTypeWrapper<SellModelYear>;
  SellOfferInput: SellOfferInput;
  SellOfferResponseInput: SellOfferResponseInput;
  SellQuote: ResolverTypeWrapper<SellQuote>;
  SellQuoteInput: SellQuoteInput;
  SellRequest: ResolverTypeWrapper<Omit<SellRequest, 'spot'> & { spot: ResolversTypes['Spot'] }>;
  SellRequestCar: ResolverTypeWrapper<SellRequestCar>;
  SellRequestCarInput: SellRequestCarInput;
  SellRequestPerson: ResolverTypeWrapper<SellRequestPerson>;
  SellRequestTab: SellRequestTab;
  SetCarPriceInput: SetCarPriceInput;
  SetCarStatusInput: SetCarStatusInput;
  SetPriceAlertsInput: SetPriceAlertsInput;
  Setting: ResolverTypeWrapper<Setting>;
  SignInUserInput: SignInUserInput;
  SignOutInput: SignOutInput;
  SignUpUserInput: SignUpUserInput;
  Slot: ResolverTypeWrapper<Slot>;
  SocialNetwork: ResolverTypeWrapper<SocialNetwork>;
  SocialSignInInput: SocialSignInInput;
  Spot: ResolverTypeWrapper<SpotParent>;
  SpotCapacityInput: SpotCapacityInput;
  SpotClosure: ResolverTypeWrapper<SpotClosure>;
  SpotClosureInput: SpotClosureInput;
  StaffBooking: ResolverTypeWrapper<StaffBooking>;
  StaffCarPicture: ResolverTypeWrapper<StaffCarPicture>;
  StaffInventoryPage: ResolverTypeWrapper<Omit<StaffInventoryPage, 'cars'> & { cars: Array<ResolversTypes['Car']> }>;
  StaffLead: ResolverTypeWrapper<StaffLead>;
  StaffLeadsPage: ResolverTypeWrapper<StaffLeadsPage>;
  StaffSchedule: ResolverTypeWrapper<StaffSchedule>;
  StaffSpot: ResolverTypeWrapper<StaffSpot>;
  StartPurchaseInput: StartPurchaseInput;
  StatusCount: ResolverTypeWrapper<StatusCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TestDrive: ResolverTypeWrapper<Omit<TestDrive, 'car' | 'spot'> & { car: ResolversTypes['Car'], spot?: Maybe<ResolversTypes['Spot']> }>;
  TestDriveSlotsInput: TestDriveSlotsInput;
  TestDriveView: TestDriveView;
  Translations: ResolverTypeWrapper<Translations>;
  Trim: ResolverTypeWrapper<Trim>;
  TrimDetails: ResolverTypeWrapper<TrimDetails>;
  UpdateCarInput: UpdateCarInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateSellRequestInput: UpdateSellRequestInput;
  User: ResolverTypeWrapper<UserParent>;
  UserPreferences: ResolverTypeWrapper<Omit<UserPreferences, 'cars'> & { cars: ResolversTypes['FavoriteCars'] }>;
  ValidateTokenInput: ValidateTokenInput;
  ValidateTokenResult: ResolverTypeWrapper<ValidateTokenResult>;
  WheelInspection: ResolverTypeWrapper<WheelInspection>;
  WheelInspectionInput: WheelInspectionInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AddressInput: AddressInput;
  AnswerLeadInput: AnswerLeadInput;
  AskCarQuestionInput: AskCarQuestionInput;
  AssignLeadInput: AssignLeadInput;
  AuditEntry: AuditEntry;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BookingInput: BookingInput;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BulkPriceInput: BulkPriceInput;
  Car: CarRecord;
  CarEditorOptions: Omit<CarEditorOptions, 'spots'> & { spots: Array<ResolversParentTypes['Spot']> };
  CarEditorValues: CarEditorValues;
  CarInspection: CarInspection;
  CarInspectionInput: CarInspectionInput;
  CarInspectionValues: CarInspectionValues;
  CarModel: CarModel;
  CarOfferInput: CarOfferInput;
  CarOfferValues: CarOfferValues;
  CarPapers: CarPapers;
  CarPapersInput: CarPapersInput;
  CarPicture: CarPicture;
  CarPictureRefInput: CarPictureRefInput;
  CarQuestion: CarQuestion;
  CarRequest: CarRequestParent;
  CarRequestSpecsInput: CarRequestSpecsInput;
  CarSaleInput: CarSaleInput;
  CarSaleValues: CarSaleValues;
  CarSpecs: CarSpecs;
  CarStatus: CarStatus;
  CarVehicleInput: CarVehicleInput;
  CarVehicleValues: CarVehicleValues;
  CarWhereInput: CarWhereInput;
  ChangePasswordInput: ChangePasswordInput;
  ChecklistArea: ChecklistArea;
  ChecklistPoint: ChecklistPoint;
  City: City;
  ClosureInput: ClosureInput;
  Color: Color;
  CompletePasswordResetInput: CompletePasswordResetInput;
  CountryConfig: CountryConfig;
  CountryVersion: CountryVersion;
  CreateCarInput: CreateCarInput;
  CreateCarRequestInput: CreateCarRequestInput;
  CreateSellRequestInput: CreateSellRequestInput;
  Currency: Currency;
  DateRangeInput: DateRangeInput;
  Deposit: Deposit;
  DriveConversion: DriveConversion;
  FacetOption: FacetOption;
  Faq: Faq;
  FaqCategory: FaqCategory;
  FaqQuestionInput: FaqQuestionInput;
  FavoriteCarInput: FavoriteCarInput;
  FavoriteCars: Omit<FavoriteCars, 'data'> & { data: Array<ResolversParentTypes['Car']> };
  Feature: Feature;
  FilterInput: FilterInput;
  FinancingApplication: FinancingApplication;
  FinancingApplicationInput: FinancingApplicationInput;
  FinancingPlan: FinancingPlan;
  FinancingQuote: FinancingQuote;
  FinancingQuoteInput: FinancingQuoteInput;
  Float: Scalars['Float']['output'];
  GrantRoleInput: GrantRoleInput;
  ID: Scalars['ID']['output'];
  IdInput: IdInput;
  InspectionArea: InspectionArea;
  InspectionFindingInput: InspectionFindingInput;
  InspectionFindingValues: InspectionFindingValues;
  InspectionHours: InspectionHours;
  InspectionPoint: InspectionPoint;
  InspectionSlotsInput: InspectionSlotsInput;
  Int: Scalars['Int']['output'];
  IntRangeInput: IntRangeInput;
  LeadInput: LeadInput;
  ListSellRequestCarInput: ListSellRequestCarInput;
  ListingBounds: ListingBounds;
  ListingCars: Omit<ListingCars, 'cars'> & { cars: Array<ResolversParentTypes['Car']> };
  ListingFacets: ListingFacets;
  Lookup: Lookup;
  MoveCarPictureInput: MoveCarPictureInput;
  Mutation: Record<PropertyKey, never>;
  NewsletterInput: NewsletterInput;
  NumberRange: NumberRange;
  OfferData: OfferData;
  OfferPromiseCounts: OfferPromiseCounts;
  OpsDashboard: OpsDashboard;
  PersonInput: PersonInput;
  Prequalification: Prequalification;
  PrequalifyInput: PrequalifyInput;
  PriceChange: Omit<PriceChange, 'car'> & { car: ResolversParentTypes['Car'] };
  PriceInfo: PriceInfo;
  Purchase: Omit<Purchase, 'car'> & { car: ResolversParentTypes['Car'] };
  Query: Record<PropertyKey, never>;
  Recommendation: Omit<Recommendation, 'main' | 'others'> & { main?: Maybe<ResolversParentTypes['Car']>, others: Array<ResolversParentTypes['Car']> };
  RecommendationInput: RecommendationInput;
  RecordSellInspectionInput: RecordSellInspectionInput;
  RefreshSessionInput: RefreshSessionInput;
  RescheduleBookingInput: RescheduleBookingInput;
  ResendConfirmationInput: ResendConfirmationInput;
  ReserveCarInput: ReserveCarInput;
  ResetUserPasswordInput: ResetUserPasswordInput;
  ScheduleTestDriveInput: ScheduleTestDriveInput;
  SellBrand: SellBrand;
  SellCatalog: SellCatalog;
  SellInspectionReport: SellInspectionReport;
  SellModel: SellModel;
  SellModelYear: SellModelYear;
  SellOfferInput: SellOfferInput;
  SellOfferResponseInput: SellOfferResponseInput;
  SellQuote: SellQuote;
  SellQuoteInput: SellQuoteInput;
  SellRequest: Omit<SellRequest, 'spot'> & { spot: ResolversParentTypes['Spot'] };
  SellRequestCar: SellRequestCar;
  SellRequestCarInput: SellRequestCarInput;
  SellRequestPerson: SellRequestPerson;
  SetCarPriceInput: SetCarPriceInput;
  SetCarStatusInput: SetCarStatusInput;
  SetPriceAlertsInput: SetPriceAlertsInput;
  Setting: Setting;
  SignInUserInput: SignInUserInput;
  SignOutInput: SignOutInput;
  SignUpUserInput: SignUpUserInput;
  Slot: Slot;
  SocialNetwork: SocialNetwork;
  SocialSignInInput: SocialSignInInput;
  Spot: SpotParent;
  SpotCapacityInput: SpotCapacityInput;
  SpotClosure: SpotClosure;
  SpotClosureInput: SpotClosureInput;
  StaffBooking: StaffBooking;
  StaffCarPicture: StaffCarPicture;
  StaffInventoryPage: Omit<StaffInventoryPage, 'cars'> & { cars: Array<ResolversParentTypes['Car']> };
  StaffLead: StaffLead;
  StaffLeadsPage: StaffLeadsPage;
  StaffSchedule: StaffSchedule;
  StaffSpot: StaffSpot;
  StartPurchaseInput: StartPurchaseInput;
  StatusCount: StatusCount;
  String: Scalars['String']['output'];
  TestDrive: Omit<TestDrive, 'car' | 'spot'> & { car: ResolversParentTypes['Car'], spot?: Maybe<ResolversParentTypes['Spot']> };
  TestDriveSlotsInput: TestDriveSlotsInput;
  Translations: Translations;
  Trim: Trim;
  TrimDetails: TrimDetails;
  UpdateCarInput: UpdateCarInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateSellRequestInput: UpdateSellRequestInput;
  User: UserParent;
  UserPreferences: Omit<UserPreferences, 'cars'> & { cars: ResolversParentTypes['FavoriteCars'] };
  ValidateTokenInput: ValidateTokenInput;
  ValidateTokenResult: ValidateTokenResult;
  WheelInspection: WheelInspection;
  WheelInspectionInput: WheelInspectionInput;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Car'] = ResolversParentTypes['Car']> = {
  bodyStyle?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  carModel?: Resolver<ResolversTypes['CarModel'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  certified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  countryVersion?: Resolver<Maybe<ResolversTypes['CountryVersion']>, ParentType, ContextType>;
  curboSpot?: Resolver<ResolversTypes['Spot'], ParentType, ContextType>;
  driveTrain?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  exteriorColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inspection?: Resolver<Maybe<ResolversTypes['CarInspection']>, ParentType, ContextType>;
  interiorColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  keys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licensePlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mainPicture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  offerData?: Resolver<ResolversTypes['OfferData'], ParentType, ContextType>;
  owners?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  papers?: Resolver<ResolversTypes['CarPapers'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['CarPicture']>, ParentType, ContextType>;
  priceInfo?: Resolver<ResolversTypes['PriceInfo'], ParentType, ContextType>;
  relatedCars?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType, RequireFields<CarRelatedCarsArgs, 'limit'>>;
  reserved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sellerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specs?: Resolver<ResolversTypes['CarSpecs'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CarStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transmission?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Trim'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarEditorOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarEditorOptions'] = ResolversParentTypes['CarEditorOptions']> = {
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  countryVersions?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  inspectionAreas?: Resolver<Array<ResolversTypes['ChecklistArea']>, ParentType, ContextType>;
  spots?: Resolver<Array<ResolversTypes['Spot']>, ParentType, ContextType>;
};

export type CarEditorValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarEditorValues'] = ResolversParentTypes['CarEditorValues']> = {
  carId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inspection?: Resolver<ResolversTypes['CarInspectionValues'], ParentType, ContextType>;
  papers?: Resolver<ResolversTypes['CarPapers'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['CarSaleValues'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['CarVehicleValues'], ParentType, ContextType>;
};

export type CarInspectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarInspection'] = ResolversParentTypes['CarInspection']> = {
  areas?: Resolver<Array<ResolversTypes['InspectionArea']>, ParentType, ContextType>;
  inspectedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wheels?: Resolver<Array<ResolversTypes['WheelInspection']>, ParentType, ContextType>;
};

export type CarInspectionValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarInspectionValues'] = ResolversParentTypes['CarInspectionValues']> = {
  findings?: Resolver<Array<ResolversTypes['InspectionFindingValues']>, ParentType, ContextType>;
  inspectedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wheels?: Resolver<Array<ResolversTypes['WheelInspection']>, ParentType, ContextType>;
};

export type CarModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarModel'] = ResolversParentTypes['CarModel']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarOfferValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarOfferValues'] = ResolversParentTypes['CarOfferValues']> = {
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelEs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  textColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarPapersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarPapers'] = ResolversParentTypes['CarPapers']> = {
  noOppositionChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  titleChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CarPictureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarPicture'] = ResolversParentTypes['CarPicture']> = {
  basePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widths?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CarQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarQuestion'] = ResolversParentTypes['CarQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarRequest'] = ResolversParentTypes['CarRequest']> = {
  brand?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  budget?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestedCars?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarSaleValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarSaleValues'] = ResolversParentTypes['CarSaleValues']> = {
  certified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licensePlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['CarOfferValues']>, ParentType, ContextType>;
  owners?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarSpecsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarSpecs'] = ResolversParentTypes['CarSpecs']> = {
  cargoCapacityL?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cityMpg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cylinders?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  doors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  engineDisplacementL?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  headRoomMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heightMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highwayMpg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  horsepowerHp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legRoomMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lengthMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tankCapacityGal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  torqueLbFt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wheelbaseMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widthMm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarStatus'] = ResolversParentTypes['CarStatus']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarVehicleValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarVehicleValues'] = ResolversParentTypes['CarVehicleValues']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exteriorColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interiorColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChecklistAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChecklistArea'] = ResolversParentTypes['ChecklistArea']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['ChecklistPoint']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChecklistPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChecklistPoint'] = ResolversParentTypes['ChecklistPoint']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<Maybe<ResolversTypes['Translations']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryConfig'] = ResolversParentTypes['CountryConfig']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryVersion'] = ResolversParentTypes['CountryVersion']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<Maybe<ResolversTypes['Translations']>, ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DepositResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Deposit'] = ResolversParentTypes['Deposit']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DriveConversionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DriveConversion'] = ResolversParentTypes['DriveConversion']> = {
  drives?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchases?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FacetOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetOption'] = ResolversParentTypes['FacetOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<Maybe<ResolversTypes['Translations']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqCategory'] = ResolversParentTypes['FaqCategory']> = {
  faqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FavoriteCarsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FavoriteCars'] = ResolversParentTypes['FavoriteCars']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
};

export type FeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Feature'] = ResolversParentTypes['Feature']> = {
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<Maybe<ResolversTypes['Translations']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinancingApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancingApplication'] = ResolversParentTypes['FinancingApplication']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['FinancingQuote'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinancingPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancingPlan'] = ResolversParentTypes['FinancingPlan']> = {
  annualRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxTermMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDownPaymentPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minTermMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinancingQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancingQuote'] = ResolversParentTypes['FinancingQuote']> = {
  annualRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  financedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InspectionAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionArea'] = ResolversParentTypes['InspectionArea']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['InspectionPoint']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionFindingValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionFindingValues'] = ResolversParentTypes['InspectionFindingValues']> = {
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InspectionHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionHours'] = ResolversParentTypes['InspectionHours']> = {
  closes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InspectionPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionPoint'] = ResolversParentTypes['InspectionPoint']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noteTranslations?: Resolver<Maybe<ResolversTypes['Translations']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingBoundsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingBounds'] = ResolversParentTypes['ListingBounds']> = {
  miles?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['NumberRange'], ParentType, ContextType>;
};

export type ListingCarsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingCars'] = ResolversParentTypes['ListingCars']> = {
  bounds?: Resolver<ResolversTypes['ListingBounds'], ParentType, ContextType>;
  cars?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['ListingFacets'], ParentType, ContextType>;
};

export type ListingFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingFacets'] = ResolversParentTypes['ListingFacets']> = {
  bodyStyle?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  brand?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  carModel?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  color?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  curboSpot?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  driveTrain?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  fuelType?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  offer?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
  transmission?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
};

export type LookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lookup'] = ResolversParentTypes['Lookup']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<Maybe<ResolversTypes['Translations']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addFavoriteCar?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType, RequireFields<MutationAddFavoriteCarArgs, 'input'>>;
  addSpotClosure?: Resolver<ResolversTypes['SpotClosure'], ParentType, ContextType, RequireFields<MutationAddSpotClosureArgs, 'input'>>;
  answerLead?: Resolver<ResolversTypes['StaffLead'], ParentType, ContextType, RequireFields<MutationAnswerLeadArgs, 'input'>>;
  applyForFinancing?: Resolver<ResolversTypes['FinancingApplication'], ParentType, ContextType, RequireFields<MutationApplyForFinancingArgs, 'input'>>;
  archivePurchase?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationArchivePurchaseArgs, 'input'>>;
  archiveTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationArchiveTestDriveArgs, 'input'>>;
  askCarQuestion?: Resolver<ResolversTypes['CarQuestion'], ParentType, ContextType, RequireFields<MutationAskCarQuestionArgs, 'input'>>;
  assignLead?: Resolver<ResolversTypes['StaffLead'], ParentType, ContextType, RequireFields<MutationAssignLeadArgs, 'input'>>;
  cancelPurchase?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationCancelPurchaseArgs, 'input'>>;
  cancelSellRequest?: Resolver<ResolversTypes['SellRequest'], ParentType, ContextType, RequireFields<MutationCancelSellRequestArgs, 'input'>>;
  cancelTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationCancelTestDriveArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changePrices?: Resolver<Array<ResolversTypes['PriceChange']>, ParentType, ContextType, RequireFields<MutationChangePricesArgs, 'input'>>;
  clearAllFavoriteCars?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType>;
  closeLead?: Resolver<ResolversTypes['StaffLead'], ParentType, ContextType, RequireFields<MutationCloseLeadArgs, 'input'>>;
  completePasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCompletePasswordResetArgs, 'input'>>;
  confirmBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationConfirmBookingArgs, 'input'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'token'>>;
  createCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationCreateCarArgs, 'input'>>;
  createCarRequest?: Resolver<ResolversTypes['CarRequest'], ParentType, ContextType, RequireFields<MutationCreateCarRequestArgs, 'input'>>;
  createSellRequest?: Resolver<ResolversTypes['SellRequest'], ParentType, ContextType, RequireFields<MutationCreateSellRequestArgs, 'input'>>;
  deleteSellRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSellRequestArgs, 'input'>>;
  grantRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationGrantRoleArgs, 'input'>>;
  listSellRequestCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationListSellRequestCarArgs, 'input'>>;
  makeSellOffer?: Resolver<ResolversTypes['SellRequest'], ParentType, ContextType, RequireFields<MutationMakeSellOfferArgs, 'input'>>;
  markBookingDone?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationMarkBookingDoneArgs, 'input'>>;
  markNoShow?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationMarkNoShowArgs, 'input'>>;
  moveCarPicture?: Resolver<Array<ResolversTypes['StaffCarPicture']>, ParentType, ContextType, RequireFields<MutationMoveCarPictureArgs, 'input'>>;
  prequalify?: Resolver<ResolversTypes['Prequalification'], ParentType, ContextType, RequireFields<MutationPrequalifyArgs, 'input'>>;
  recordSellInspection?: Resolver<ResolversTypes['SellRequest'], ParentType, ContextType, RequireFields<MutationRecordSellInspectionArgs, 'input'>>;
  refreshSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'input'>>;
  removeCarPicture?: Resolver<Array<ResolversTypes['StaffCarPicture']>, ParentType, ContextType, RequireFields<MutationRemoveCarPictureArgs, 'input'>>;
  removeFavoriteCar?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteCarArgs, 'input'>>;
  removeSpotClosure?: Resolver<ResolversTypes['SpotClosure'], ParentType, ContextType, RequireFields<MutationRemoveSpotClosureArgs, 'input'>>;
  reopenLead?: Resolver<ResolversTypes['StaffLead'], ParentType, ContextType, RequireFields<MutationReopenLeadArgs, 'input'>>;
  rescheduleBooking?: Resolver<ResolversTypes['StaffBooking'], ParentType, ContextType, RequireFields<MutationRescheduleBookingArgs, 'input'>>;
  resendConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'input'>>;
  reserveCar?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationReserveCarArgs, 'input'>>;
  resetUserPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetUserPasswordArgs, 'input'>>;
  respondToSellOffer?: Resolver<ResolversTypes['SellRequest'], ParentType, ContextType, RequireFields<MutationRespondToSellOfferArgs, 'input'>>;
  restorePurchase?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationRestorePurchaseArgs, 'input'>>;
  restoreTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationRestoreTestDriveArgs, 'input'>>;
  revokeRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRevokeRoleArgs, 'input'>>;
  scheduleTestDrive?: Resolver<ResolversTypes['TestDrive'], ParentType, ContextType, RequireFields<MutationScheduleTestDriveArgs, 'input'>>;
  setCarPrice?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationSetCarPriceArgs, 'input'>>;
  setCarStatus?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationSetCarStatusArgs, 'input'>>;
  setMainCarPicture?: Resolver<Array<ResolversTypes['StaffCarPicture']>, ParentType, ContextType, RequireFields<MutationSetMainCarPictureArgs, 'input'>>;
  setPriceAlerts?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetPriceAlertsArgs, 'input'>>;
  setSpotCapacity?: Resolver<ResolversTypes['StaffSpot'], ParentType, ContextType, RequireFields<MutationSetSpotCapacityArgs, 'input'>>;
  signInUser?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInUserArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutArgs, 'input'>>;
  signUpUser?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpUserArgs, 'input'>>;
  socialSignIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSocialSignInArgs, 'input'>>;
  startPurchase?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationStartPurchaseArgs, 'input'>>;
  submitFaqQuestion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitFaqQuestionArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'token'>>;
  updateCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationUpdateCarArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateSellRequest?: Resolver<ResolversTypes['SellRequest'], ParentType, ContextType, RequireFields<MutationUpdateSellRequestArgs, 'input'>>;
  validateToken?: Resolver<ResolversTypes['ValidateTokenResult'], ParentType, ContextType, RequireFields<MutationValidateTokenArgs, 'input'>>;
};

export type NumberRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NumberRange'] = ResolversParentTypes['NumberRange']> = {
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OfferDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfferData'] = ResolversParentTypes['OfferData']> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  discountPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hasOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labelTranslations?: Resolver<Maybe<ResolversTypes['Translations']>, ParentType, ContextType>;
  originalPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  textColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfferPromiseCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfferPromiseCounts'] = ResolversParentTypes['OfferPromiseCounts']> = {
  dueSoon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OpsDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpsDashboard'] = ResolversParentTypes['OpsDashboard']> = {
  carsByStatus?: Resolver<Maybe<Array<ResolversTypes['StatusCount']>>, ParentType, ContextType>;
  driveConversion?: Resolver<Maybe<ResolversTypes['DriveConversion']>, ParentType, ContextType>;
  inspectionsToday?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offerPromise?: Resolver<Maybe<ResolversTypes['OfferPromiseCounts']>, ParentType, ContextType>;
  testDrivesToday?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PrequalificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Prequalification'] = ResolversParentTypes['Prequalification']> = {
  annualRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  downPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceChange'] = ResolversParentTypes['PriceChange']> = {
  car?: Resolver<ResolversTypes['Car'], ParentType, ContextType>;
  newPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  oldPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PriceInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceInfo'] = ResolversParentTypes['PriceInfo']> = {
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  licensePlate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthlyPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  transfer?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PurchaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Purchase'] = ResolversParentTypes['Purchase']> = {
  car?: Resolver<ResolversTypes['Car'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deposit?: Resolver<Maybe<ResolversTypes['Deposit']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  getAppsCountryConfig?: Resolver<Array<ResolversTypes['CountryConfig']>, ParentType, ContextType>;
  getCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<QueryGetCarArgs, 'slug'>>;
  getCarRequestSuggestions?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType, RequireFields<QueryGetCarRequestSuggestionsArgs, 'input'>>;
  getCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  getFaqs?: Resolver<Array<ResolversTypes['FaqCategory']>, ParentType, ContextType, Partial<QueryGetFaqsArgs>>;
  getFinancingPlans?: Resolver<Array<ResolversTypes['FinancingPlan']>, ParentType, ContextType>;
  getFinancingQuote?: Resolver<ResolversTypes['FinancingQuote'], ParentType, ContextType, RequireFields<QueryGetFinancingQuoteArgs, 'input'>>;
  getInspectionSlots?: Resolver<Array<ResolversTypes['Slot']>, ParentType, ContextType, RequireFields<QueryGetInspectionSlotsArgs, 'input'>>;
  getInspectionSpots?: Resolver<Array<ResolversTypes['Spot']>, ParentType, ContextType>;
  getListingCars?: Resolver<ResolversTypes['ListingCars'], ParentType, ContextType, Partial<QueryGetListingCarsArgs>>;
  getSellCatalog?: Resolver<ResolversTypes['SellCatalog'], ParentType, ContextType>;
  getSellQuote?: Resolver<ResolversTypes['SellQuote'], ParentType, ContextType, RequireFields<QueryGetSellQuoteArgs, 'input'>>;
  getSetting?: Resolver<ResolversTypes['Setting'], ParentType, ContextType>;
  getTestDriveSlots?: Resolver<Array<ResolversTypes['Slot']>, ParentType, ContextType, RequireFields<QueryGetTestDriveSlotsArgs, 'input'>>;
  opsDashboard?: Resolver<ResolversTypes['OpsDashboard'], ParentType, ContextType>;
  previewPriceChange?: Resolver<Array<ResolversTypes['PriceChange']>, ParentType, ContextType, RequireFields<QueryPreviewPriceChangeArgs, 'input'>>;
  recommendCars?: Resolver<ResolversTypes['Recommendation'], ParentType, ContextType, RequireFields<QueryRecommendCarsArgs, 'input'>>;
  selfCarRequests?: Resolver<Array<ResolversTypes['CarRequest']>, ParentType, ContextType>;
  selfPurchases?: Resolver<Array<ResolversTypes['Purchase']>, ParentType, ContextType>;
  selfSellRequests?: Resolver<Array<ResolversTypes['SellRequest']>, ParentType, ContextType>;
  selfTestDrives?: Resolver<Array<ResolversTypes['TestDrive']>, ParentType, ContextType>;
  selfUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  selfUserPreferences?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType>;
  staffCarForm?: Resolver<ResolversTypes['CarEditorValues'], ParentType, ContextType, RequireFields<QueryStaffCarFormArgs, 'carId'>>;
  staffCarOptions?: Resolver<ResolversTypes['CarEditorOptions'], ParentType, ContextType>;
  staffCarPictures?: Resolver<Array<ResolversTypes['StaffCarPicture']>, ParentType, ContextType, RequireFields<QueryStaffCarPicturesArgs, 'carId'>>;
  staffCars?: Resolver<ResolversTypes['ListingCars'], ParentType, ContextType, Partial<QueryStaffCarsArgs>>;
  staffInventory?: Resolver<ResolversTypes['StaffInventoryPage'], ParentType, ContextType, Partial<QueryStaffInventoryArgs>>;
  staffLeads?: Resolver<ResolversTypes['StaffLeadsPage'], ParentType, ContextType, Partial<QueryStaffLeadsArgs>>;
  staffMembers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  staffSchedule?: Resolver<ResolversTypes['StaffSchedule'], ParentType, ContextType, RequireFields<QueryStaffScheduleArgs, 'from' | 'spotId' | 'to'>>;
  staffSellRequests?: Resolver<Array<ResolversTypes['SellRequest']>, ParentType, ContextType, Partial<QueryStaffSellRequestsArgs>>;
  staffTrim?: Resolver<ResolversTypes['TrimDetails'], ParentType, ContextType, RequireFields<QueryStaffTrimArgs, 'slug'>>;
};

export type RecommendationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Recommendation'] = ResolversParentTypes['Recommendation']> = {
  main?: Resolver<Maybe<ResolversTypes['Car']>, ParentType, ContextType>;
  mainMatches?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  matching?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  others?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
};

export type SellBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellBrand'] = ResolversParentTypes['SellBrand']> = {
  models?: Resolver<Array<ResolversTypes['SellModel']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SellCatalogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellCatalog'] = ResolversParentTypes['SellCatalog']> = {
  brands?: Resolver<Array<ResolversTypes['SellBrand']>, ParentType, ContextType>;
};

export type SellInspectionReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellInspectionReport'] = ResolversParentTypes['SellInspectionReport']> = {
  findings?: Resolver<Array<ResolversTypes['InspectionFindingValues']>, ParentType, ContextType>;
  inspectedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wheels?: Resolver<Array<ResolversTypes['WheelInspection']>, ParentType, ContextType>;
};

export type SellModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellModel'] = ResolversParentTypes['SellModel']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trims?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  trimsByYear?: Resolver<Array<ResolversTypes['SellModelYear']>, ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SellModelYearResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellModelYear'] = ResolversParentTypes['SellModelYear']> = {
  trims?: Resolver<Array<ResolversTypes['Lookup']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellQuote'] = ResolversParentTypes['SellQuote']> = {
  averagePayoutInside?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averagePayoutOutside?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basedOn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  suggestedMaxPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  suggestedMinPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  suggestedPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SellRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellRequest'] = ResolversParentTypes['SellRequest']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  car?: Resolver<ResolversTypes['SellRequestCar'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedSaleDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inspection?: Resolver<ResolversTypes['Slot'], ParentType, ContextType>;
  inspectionReport?: Resolver<Maybe<ResolversTypes['SellInspectionReport']>, ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  offerDueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outsideCoverage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['SellRequestPerson'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['SellQuote']>, ParentType, ContextType>;
  spot?: Resolver<ResolversTypes['Spot'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['SellRequestTab'], ParentType, ContextType>;
};

export type SellRequestCarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellRequestCar'] = ResolversParentTypes['SellRequestCar']> = {
  brand?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  licensePlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['Lookup']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellRequestPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellRequestPerson'] = ResolversParentTypes['SellRequestPerson']> = {
  documentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appStoreUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CountryConfig'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  infoEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playStoreUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesAndSupportSchedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesAndSupportScheduleTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  socialNetworks?: Resolver<Array<ResolversTypes['SocialNetwork']>, ParentType, ContextType>;
  telephoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testDriveSchedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testDriveScheduleTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsappTelephoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Slot'] = ResolversParentTypes['Slot']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spotId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialNetworkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialNetwork'] = ResolversParentTypes['SocialNetwork']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Spot'] = ResolversParentTypes['Spot']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inspectionHours?: Resolver<Array<ResolversTypes['InspectionHours']>, ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpotClosureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpotClosure'] = ResolversParentTypes['SpotClosure']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffBooking'] = ResolversParentTypes['StaffBooking']> = {
  attendance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  carName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  personName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffCarPictureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffCarPicture'] = ResolversParentTypes['StaffCarPicture']> = {
  basePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widths?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StaffInventoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffInventoryPage'] = ResolversParentTypes['StaffInventoryPage']> = {
  cars?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type StaffLeadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffLead'] = ResolversParentTypes['StaffLead']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assigneeEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffLeadsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffLeadsPage'] = ResolversParentTypes['StaffLeadsPage']> = {
  leads?: Resolver<Array<ResolversTypes['StaffLead']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type StaffScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffSchedule'] = ResolversParentTypes['StaffSchedule']> = {
  bookings?: Resolver<Array<ResolversTypes['StaffBooking']>, ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closures?: Resolver<Array<ResolversTypes['SpotClosure']>, ParentType, ContextType>;
  spotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spotName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffSpotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffSpot'] = ResolversParentTypes['StaffSpot']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TestDriveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestDrive'] = ResolversParentTypes['TestDrive']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  calendarFile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  car?: Resolver<ResolversTypes['Car'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outsideCoverage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spot?: Resolver<Maybe<ResolversTypes['Spot']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranslationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Translations'] = ResolversParentTypes['Translations']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  es?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Trim'] = ResolversParentTypes['Trim']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrimDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrimDetails'] = ResolversParentTypes['TrimDetails']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyStyle?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  driveTrain?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  fuelType?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specs?: Resolver<ResolversTypes['CarSpecs'], ParentType, ContextType>;
  transmission?: Resolver<ResolversTypes['Lookup'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  drivingLicense?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profilePicture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  socialLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  telephoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPreferences'] = ResolversParentTypes['UserPreferences']> = {
  cars?: Resolver<ResolversTypes['FavoriteCars'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ValidateTokenResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidateTokenResult'] = ResolversParentTypes['ValidateTokenResult']> = {
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WheelInspectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WheelInspection'] = ResolversParentTypes['WheelInspection']> = {
  brakePadMm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  treadDepthMm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Car?: CarResolvers<ContextType>;
  CarEditorOptions?: CarEditorOptionsResolvers<ContextType>;
  CarEditorValues?: CarEditorValuesResolvers<ContextType>;
  CarInspection?: CarInspectionResolvers<ContextType>;
  CarInspectionValues?: CarInspectionValuesResolvers<ContextType>;
  CarModel?: CarModelResolvers<ContextType>;
  CarOfferValues?: CarOfferValuesResolvers<ContextType>;
  CarPapers?: CarPapersResolvers<ContextType>;
  CarPicture?: CarPictureResolvers<ContextType>;
  CarQuestion?: CarQuestionResolvers<ContextType>;
  CarRequest?: CarRequestResolvers<ContextType>;
  CarSaleValues?: CarSaleValuesResolvers<ContextType>;
  CarSpecs?: CarSpecsResolvers<ContextType>;
  CarStatus?: CarStatusResolvers<ContextType>;
  CarVehicleValues?: CarVehicleValuesResolvers<ContextType>;
  ChecklistArea?: ChecklistAreaResolvers<ContextType>;
  ChecklistPoint?: ChecklistPointResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  CountryConfig?: CountryConfigResolvers<ContextType>;
  CountryVersion?: CountryVersionResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Deposit?: DepositResolvers<ContextType>;
  DriveConversion?: DriveConversionResolvers<ContextType>;
  FacetOption?: FacetOptionResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  FaqCategory?: FaqCategoryResolvers<ContextType>;
  FavoriteCars?: FavoriteCarsResolvers<ContextType>;
  Feature?: FeatureResolvers<ContextType>;
  FinancingApplication?: FinancingApplicationResolvers<ContextType>;
  FinancingPlan?: FinancingPlanResolvers<ContextType>;
  FinancingQuote?: FinancingQuoteResolvers<ContextType>;
  InspectionArea?: InspectionAreaResolvers<ContextType>;
  InspectionFindingValues?: InspectionFindingValuesResolvers<ContextType>;
  InspectionHours?: InspectionHoursResolvers<ContextType>;
  InspectionPoint?: InspectionPointResolvers<ContextType>;
  ListingBounds?: ListingBoundsResolvers<ContextType>;
  ListingCars?: ListingCarsResolvers<ContextType>;
  ListingFacets?: ListingFacetsResolvers<ContextType>;
  Lookup?: LookupResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NumberRange?: NumberRangeResolvers<ContextType>;
  OfferData?: OfferDataResolvers<ContextType>;
  OfferPromiseCounts?: OfferPromiseCountsResolvers<ContextType>;
  OpsDashboard?: OpsDashboardResolvers<ContextType>;
  Prequalification?: PrequalificationResolvers<ContextType>;
  PriceChange?: PriceChangeResolvers<ContextType>;
  PriceInfo?: PriceInfoResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recommendation?: RecommendationResolvers<ContextType>;
  SellBrand?: SellBrandResolvers<ContextType>;
  SellCatalog?: SellCatalogResolvers<ContextType>;
  SellInspectionReport?: SellInspectionReportResolvers<ContextType>;
  SellModel?: SellModelResolvers<ContextType>;
  SellModelYear?: SellModelYearResolvers<ContextType>;
  SellQuote?: SellQuoteResolvers<ContextType>;
  SellRequest?: SellRequestResolvers<ContextType>;
  SellRequestCar?: SellRequestCarResolvers<ContextType>;
  SellRequestPerson?: SellRequestPersonResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  Slot?: SlotResolvers<ContextType>;
  SocialNetwork?: SocialNetworkResolvers<ContextType>;
  Spot?: SpotResolvers<ContextType>;
  SpotClosure?: SpotClosureResolvers<ContextType>;
  StaffBooking?: StaffBookingResolvers<ContextType>;
  StaffCarPicture?: StaffCarPictureResolvers<ContextType>;
  StaffInventoryPage?: StaffInventoryPageResolvers<ContextType>;
  StaffLead?: StaffLeadResolvers<ContextType>;
  StaffLeadsPage?: StaffLeadsPageResolvers<ContextType>;
  StaffSchedule?: StaffScheduleResolvers<ContextType>;
  StaffSpot?: StaffSpotResolvers<ContextType>;
  StatusCount?: StatusCountResolvers<ContextType>;
  TestDrive?: TestDriveResolvers<ContextType>;
  Translations?: TranslationsResolvers<ContextType>;
  Trim?: TrimResolvers<ContextType>;
  TrimDetails?: TrimDetailsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPreferences?: UserPreferencesResolvers<ContextType>;
  ValidateTokenResult?: ValidateTokenResultResolvers<ContextType>;
  WheelInspection?: WheelInspectionResolvers<ContextType>;
};

