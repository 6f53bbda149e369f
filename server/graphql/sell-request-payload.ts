import type { SellRequestView } from '../db/queries/sell-requests.ts';
import { localDateTimeAt } from '../selling/local-date.ts';
import { offerDueAt } from '../selling/sell-offer.ts';
import { sellRequestTab } from '../selling/sell-request-status.ts';
import type { ResolversTypes } from './generated/resolvers.ts';

const HOUR_MS = 3_600_000;
// Drizzle types the columns of an object selected beside a left join as nullable; brand and model are inner joins.
const lookup = (row: { slug: string | null; name: string | null } | null) => (row?.slug != null && row.name != null ? { slug: row.slug, name: row.name, nameTranslations: null } : null);

/** The GraphQL SellRequest of a stored one: the account's Sale card (SPEC §3) and the contract's fields. */
export function toSellRequest({ request, brand, model, trim, spot, cityName, startsAt, inspection }: SellRequestView): ResolversTypes['SellRequest'] {
  const address = request.place === 'HOME' && request.sector !== null && request.street !== null && request.number !== null
    ? { sector: request.sector, street: request.street, number: request.number, reference: request.reference, latitude: request.latitude, longitude: request.longitude }
    : null;
  return {
    id: request.id,
    status: request.status,
    tab: sellRequestTab(request.status),
    inspection: { startsAt: localDateTimeAt(startsAt), endsAt: localDateTimeAt(new Date(startsAt.getTime() + HOUR_MS)), available: true, spotId: String(request.spotId) },
    place: request.place,
    quote: {
      suggestedMinPrice: request.suggestedMinPrice,
      suggestedMaxPrice: request.suggestedMaxPrice,
      suggestedPrice: request.suggestedPrice,
      marketValue: request.marketValue,
      averagePayoutOutside: request.averagePayoutOutside,
      averagePayoutInside: request.averagePayoutInside,
      basedOn: request.quoteBasedOn,
    },
    offer: request.offer,
    offerExpiresAt: request.offerExpiresAt && localDateTimeAt(request.offerExpiresAt),
    offerDueAt: localDateTimeAt(offerDueAt(startsAt)),
    car: { brand: lookup(brand)!, model: lookup(model)!, year: request.year, trim: lookup(trim), mileage: request.mileage, licensePlate: request.licensePlate },
    expectedPrice: request.expectedPrice,
    expectedSaleDays: request.expectedSaleDays,
    person: { name: request.name, lastName: request.lastName, email: request.email, phone: request.phone, documentId: request.documentId },
    spot: { ...spot, city: { name: cityName } },
    address,
    outsideCoverage: request.outsideCoverage,
    createdAt: localDateTimeAt(request.createdAt),
    inspectionReport: inspection && { ...inspection.report, mileage: inspection.mileage, recordedAt: localDateTimeAt(inspection.recordedAt) },
  };
}
