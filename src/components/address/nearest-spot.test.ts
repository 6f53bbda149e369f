import { describe, expect, it } from 'vitest';
import { isBeyondCoverage, nearestSpot } from './nearest-spot';

const PIANTINI = { id: '1', latitude: 18.4724, longitude: -69.9391 };
const SANTIAGO = { id: '3', latitude: 19.4571, longitude: -70.6889 };

describe('the spot for a home inspection', () => {
  it('is the nearest one to where the seller is', () => {
    expect(nearestSpot([PIANTINI, SANTIAGO], { latitude: 19.45, longitude: -70.7 })?.id).toBe('3');
    expect(nearestSpot([PIANTINI, SANTIAGO], { latitude: 18.48, longitude: -69.93 })?.id).toBe('1');
    expect(nearestSpot([], { latitude: 18.48, longitude: -69.93 })).toBeUndefined();
  });

  it('is beyond coverage only past 25 km, and never when the position is unknown', () => {
    // Boca Chica is about 30 km east of Piantini; Naco is next door.
    expect(isBeyondCoverage({ latitude: 18.4505, longitude: -69.6063 }, PIANTINI)).toBe(true);
    expect(isBeyondCoverage({ latitude: 18.4803, longitude: -69.9301 }, PIANTINI)).toBe(false);
    expect(isBeyondCoverage({ latitude: null, longitude: null }, PIANTINI)).toBe(false);
    expect(isBeyondCoverage({ latitude: 18.4505, longitude: -69.6063 }, undefined)).toBe(false);
  });
});
