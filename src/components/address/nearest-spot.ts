import { COVERAGE_RADIUS_KM, type Coordinates, distanceKm } from '../../../common/coverage';

/** The spot closest to where the seller is (haversine), whose inspectors would drive out; undefined without spots. */
export function nearestSpot<Spot extends Coordinates>(spots: ReadonlyArray<Spot>, home: Coordinates): Spot | undefined {
  let best: { spot: Spot; km: number } | undefined;
  for (const spot of spots) {
    const km = distanceKm(home, spot);
    if (!best || km < best.km) best = { spot, km };
  }
  return best?.spot;
}

/** SPEC §8: a home beyond the spot's range may cost extra; the same line the API draws for `outsideCoverage`. */
export const isBeyondCoverage = (home: { latitude: number | null; longitude: number | null }, spot: Coordinates | undefined): boolean =>
  spot !== undefined && home.latitude !== null && home.longitude !== null && distanceKm({ latitude: home.latitude, longitude: home.longitude }, spot) > COVERAGE_RADIUS_KM;
