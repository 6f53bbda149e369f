import { describe, expect, it } from 'vitest';
import { COVERAGE_RADIUS_KM, distanceKm, isOutsideCoverage } from './coverage.ts';

// Santo Domingo's Parque Independencia and Santiago's Monumento: about 138 km apart as the crow flies.
const santoDomingo = { latitude: 18.4719, longitude: -69.8923 };
const santiago = { latitude: 19.4517, longitude: -70.6970 };

describe('coverage', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(santoDomingo, santiago)).toBeGreaterThan(135);
    expect(distanceKm(santoDomingo, santiago)).toBeLessThan(141);
    expect(distanceKm(santoDomingo, santoDomingo)).toBe(0);
  });

  it('puts a home beyond the radius outside, one within it inside, and cannot tell without coordinates', () => {
    // 0.1° of latitude is about 11.1 km.
    const near = { latitude: santoDomingo.latitude + 0.2, longitude: santoDomingo.longitude };
    const far = { latitude: santoDomingo.latitude + 0.25, longitude: santoDomingo.longitude };
    expect(distanceKm(near, santoDomingo)).toBeLessThan(COVERAGE_RADIUS_KM);
    expect(distanceKm(far, santoDomingo)).toBeGreaterThan(COVERAGE_RADIUS_KM);
    expect(isOutsideCoverage('HOME', near, santoDomingo)).toBe(false);
    expect(isOutsideCoverage('HOME', far, santoDomingo)).toBe(true);
    expect(isOutsideCoverage('HOME', santiago, santoDomingo)).toBe(true);
    expect(isOutsideCoverage('SPOT', santiago, santoDomingo)).toBe(false);
    expect(isOutsideCoverage('HOME', { latitude: null, longitude: santoDomingo.longitude }, santoDomingo)).toBe(false);
    expect(isOutsideCoverage('HOME', null, santoDomingo)).toBe(false);
  });
});
