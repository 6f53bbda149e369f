import { describe, expect, it } from 'vitest';
import { drivePlace, driveWindow } from './test-drive-words';

const spot = { id: '3', name: 'Ola Piantini', address: 'Av. Abraham Lincoln 1003, Piantini, Santo Domingo' };
const address = { sector: 'Naco', street: 'Calle Fantino Falco', number: '12' };

describe('test drive times', () => {
  it('reads the hour window in Santo Domingo time, in the reader language', () => {
    // 12:00 UTC is 8:00 in Santo Domingo, whatever zone the test machine runs in.
    expect(driveWindow('2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z', 'es')).toMatch(/^lunes, 2 de marzo de 2026.*8:00\s?–\s?9:00/);
    expect(driveWindow('2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z', 'en')).toMatch(/^Monday, March 2, 2026.*8:00\s?–\s?9:00/);
    expect(driveWindow('2026-03-02T08:00:00-04:00', '2026-03-02T09:00:00-04:00', 'en')).toBe(driveWindow('2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z', 'en'));
  });

  it('says both ends of a window that crosses noon', () => {
    expect(driveWindow('2026-03-02T11:00:00-04:00', '2026-03-02T12:00:00-04:00', 'en')).toMatch(/11:00\sAM\s?–\s?12:00\sPM/);
  });
});

describe('where a test drive starts', () => {
  it('is the spot, with its address, for a drive at a spot', () => {
    expect(drivePlace({ place: 'SPOT', spot, address: null, outsideCoverage: false })).toEqual({ kind: 'spot', name: 'Ola Piantini', address: 'Av. Abraham Lincoln 1003, Piantini, Santo Domingo' });
  });

  it('is not assigned while no spot is', () => {
    expect(drivePlace({ place: 'SPOT', spot: null, address: null, outsideCoverage: false })).toEqual({ kind: 'unassigned' });
  });

  it('is the buyer home for a drive at home, saying when it is beyond the coverage', () => {
    expect(drivePlace({ place: 'HOME', spot, address, outsideCoverage: true })).toEqual({ kind: 'home', address: 'Calle Fantino Falco 12, Naco', outsideCoverage: true });
    expect(drivePlace({ place: 'HOME', spot: null, address, outsideCoverage: false })).toEqual({ kind: 'home', address: 'Calle Fantino Falco 12, Naco', outsideCoverage: false });
  });
});
