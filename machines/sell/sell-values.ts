import type { PersonInput } from '../../common/validation/person';
import type { CreateSellRequestInput } from '../../common/validation/sell-request';
import type { InspectionPlace } from '../../common/validation/selling-slots';
import type { SellQuote } from '../../common/sell-quote';

/**
 * What the visitor types in each step of the sell wizard (SPEC §2: Info del carro, Precio y tiempo,
 * Info personal, Dirección, Día y hora). Number boxes hold text (digits, maybe with thousands
 * separators): the step schemas (sell-step-schemas.ts) turn them into the numbers the API takes.
 */
export type CarValues = {
  brand: string;
  model: string;
  /** Empty is the seller's "no sé". */
  trim: string;
  year: string;
  mileage: string;
  licensePlate: string;
  /** When the wizard started (ISO): the newest model year allowed is counted from it. Not a field on the page. */
  asOf: string;
};
export type PriceValues = { expectedPrice: string; expectedSaleDays: string };
export type PersonValues = { name: string; lastName: string; email: string; phone: string; documentId: string };
/**
 * At a spot (the chosen `spotId`) or at home (the address, the coordinates 'use my location' gave, and
 * in `spotId` the spot the page found nearest, whose inspectors drive out and whose calendar is shown).
 */
export type AddressValues = {
  place: InspectionPlace | '';
  spotId: string;
  sector: string;
  street: string;
  number: string;
  reference: string;
  latitude: number | null;
  longitude: number | null;
};
/**
 * The last step's form sends the whole request (see sell-wizard.machine.ts), so it carries what the
 * earlier steps parsed beside the hour and the terms the visitor picks here.
 */
export type ScheduleValues = { slotStartsAt: string; acceptTerms: boolean; request: SellRequestSoFar | null };

export type SellDraft = { car: CarValues; price: PriceValues; person: PersonValues; address: AddressValues; schedule: ScheduleValues };

/** What each step's schema parsed: the request as the API takes it, piece by piece. */
export type SellCar = CreateSellRequestInput['car'];
export type SellExpectations = Pick<CreateSellRequestInput, 'expectedPrice' | 'expectedSaleDays'>;
export type SellInspectionPlace = Pick<CreateSellRequestInput, 'place' | 'spotId' | 'address'>;
export type SellRequestSoFar = Omit<CreateSellRequestInput, 'slotStartsAt' | 'acceptTerms'>;
export type SellParsed = { car: SellCar | null; price: SellExpectations | null; person: PersonInput | null; address: SellInspectionPlace | null };

export const emptySellDraft = (asOf: string): SellDraft => ({
  car: { brand: '', model: '', trim: '', year: '', mileage: '', licensePlate: '', asOf },
  price: { expectedPrice: '', expectedSaleDays: '' },
  person: { name: '', lastName: '', email: '', phone: '', documentId: '' },
  address: { place: '', spotId: '', sector: '', street: '', number: '', reference: '', latitude: null, longitude: null },
  schedule: { slotStartsAt: '', acceptTerms: false, request: null },
});

/** A signed-in seller's person step starts from their profile. */
export const personValuesOf = (person: Partial<PersonInput>): PersonValues => ({
  name: person.name ?? '',
  lastName: person.lastName ?? '',
  email: person.email ?? '',
  phone: person.phone ?? '',
  documentId: person.documentId ?? '',
});

/** CONTRACT's SellQuote, shown on the price step beside the hopes. */
export type { SellQuote };

/** CONTRACT's Slot: an inspection hour window; only `available` ones can be chosen. */
export type InspectionSlot = { startsAt: string; endsAt: string; available: boolean; spotId?: string | null };

/** The request as far as the steps before the calendar have parsed it; null while one is missing. */
export function requestSoFar({ car, price, person, address }: SellParsed): SellRequestSoFar | null {
  return car && price && person && address ? { car, ...price, person, ...address } : null;
}

/** How many days of inspection hours the calendar asks for at first (CONTRACT allows 1–31). */
export const SLOT_RANGE_DAYS = 14;
const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar's first range: from the day it is in the Dominican Republic at `now`. */
export const slotRangeFrom = (now: Date) => ({ from: calendarDay.format(now), days: SLOT_RANGE_DAYS });

/** `from` moved by whole days, as YYYY-MM-DD (calendar arithmetic at noon UTC, clear of any offset). */
export function shiftDay(from: string, days: number): string {
  const date = new Date(`${from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
