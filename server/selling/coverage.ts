import { COVERAGE_RADIUS_KM, type Coordinates, distanceKm } from '../../common/coverage.ts';

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
