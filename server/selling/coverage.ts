/**
 * How far from a spot its inspectors drive to a seller's home at no extra charge. 25 km from a
 * spot covers Greater Santo Domingo (Santo Domingo Este, Norte and Oeste, Boca Chica's edge) and the
 * whole of Santiago de los Caballeros; past that, a trip is over an hour through traffic each way,
 * which is SPEC §8's "an additional charge may apply".
 */
export const COVERAGE_RADIUS_KM = 25;

const EARTH_RADIUS_KM = 6371.0088;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The great-circle distance (haversine), ample for tens of kilometres. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a home inspection lies beyond the chosen spot's range. An address without coordinates
 * (the visitor did not share their location) cannot be told: it counts as covered, and the
 * inspector who calls to confirm settles it; an inspection at the spot is always covered.
 */
export function isOutsideCoverage(place: 'SPOT' | 'HOME', home: { latitude?: number | null; longitude?: number | null } | null | undefined, spot: Coordinates): boolean {
  if (place === 'SPOT' || home?.latitude == null || home.longitude == null) return false;
  return distanceKm({ latitude: home.latitude, longitude: home.longitude }, spot) > COVERAGE_RADIUS_KM;
}
