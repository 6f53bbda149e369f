// Shared by the API (the request's outsideCoverage) and the sell wizard's notice (SPEC §8), so both draw the same line.

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
