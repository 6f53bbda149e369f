import type { Random } from '../random.ts';
import { offerDiscount } from '../pricing.ts';

type Status = 'AVAILABLE' | 'COMING_SOON' | 'NOT_AVAILABLE' | 'PENDING' | 'SOLD' | 'TO_REVIEW';
const STATUSES: Status[] = ['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW'];
const STATUS_WEIGHTS = [
  ['AVAILABLE', 72],
  ['COMING_SOON', 7],
  ['PENDING', 6],
  ['SOLD', 8],
  ['NOT_AVAILABLE', 3],
  ['TO_REVIEW', 4],
] as const;

/** Mostly available cars; the first six take one status each so that every status can be seen. */
export function pickStatus(random: Random, serial: number): Status {
  return STATUSES[serial - 1] ?? random.weighted(STATUS_WEIGHTS);
}

// The plain label keeps the Spanish source, as lookups' `name` does; visitors read it in their language.
const OFFER_STYLES = [
  { label: 'Oferta', labelTranslations: { es: 'Oferta', en: 'Offer' }, backgroundColor: '#e0322f', textColor: '#ffffff' },
  { label: 'Precio rebajado', labelTranslations: { es: 'Precio rebajado', en: 'Reduced price' }, backgroundColor: '#0f766e', textColor: '#ffffff' },
  { label: 'Oferta de la semana', labelTranslations: { es: 'Oferta de la semana', en: 'Deal of the week' }, backgroundColor: '#f5b400', textColor: '#1c1d21' },
];

/** The share of a real lot on offer: a minority, so that the badge means something. */
export const OFFER_SHARE = 0.15;

/** About one car in seven is on offer, 3 % to 10 % below its fair price. */
export function pickOffer(random: Random, fairPrice: number) {
  if (!random.chance(OFFER_SHARE)) return undefined;
  const style = random.pick(OFFER_STYLES);
  return { ...style, ...offerDiscount(fairPrice, random.between(3, 10)) };
}

/** Where the car was first sold: mostly imported from the US, otherwise its maker's market or a local dealer. */
export function pickCountryVersion(random: Random, wmi: string): string {
  const origin = { J: 'japonesa', K: 'coreana', W: 'europea' }[wmi[0] ?? ''] ?? 'americana';
  return random.weighted([
    ['americana', 50],
    ['local', 30],
    [origin, 20],
  ]);
}
