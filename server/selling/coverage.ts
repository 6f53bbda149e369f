import { COVERAGE_RADIUS_KM, type Coordinates, distanceKm } from '../../common/coverage.ts';
import type { AddressInput } from '../../common/validation/address.ts';

export { COVERAGE_RADIUS_KM, type Coordinates, distanceKm };

/**
 * Whether a home inspection lies beyond the chosen spot's range. An address without coordinates
 * (the visitor did not share their location) cannot be told: it counts as covered, and the
 * inspector who calls to confirm settles it; an inspection at the spot is always covered.
 */
export function isOutsideCoverage(place: 'SPOT' | 'HOME', home: { latitude?: number | null; longitude?: number | null } | null | undefined, spot: Coordinates): boolean {
  if (place === 'SPOT' || home?.latitude == null || home.longitude == null) return false;
  return distanceKm({ latitude: home.latitude, longitude: home.longitude }, spot) > COVERAGE_RADIUS_KM;
}

/**
 * The address columns of a visit (db/schema/request-columns.ts addressColumns): a home's address with
 * its coverage, or nothing at a spot, whatever address the form still held.
 */
export function visitAddressColumns(place: 'SPOT' | 'HOME', address: AddressInput | null | undefined, spot: Coordinates) {
  const home = place === 'HOME' ? address : undefined;
  return {
    sector: home?.sector ?? null,
    street: home?.street ?? null,
    number: home?.number ?? null,
    reference: home?.reference ?? null,
    latitude: home?.latitude ?? null,
    longitude: home?.longitude ?? null,
    outsideCoverage: isOutsideCoverage(place, home, spot),
  };
}
