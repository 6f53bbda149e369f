import { describe, expect, it } from 'vitest';
import { CAR_INITIAL_STATUSES } from '../../common/car-editor.ts';
import { CAR_STATUSES, CAR_STATUS_TRANSITIONS, canMoveCar } from './car-status.ts';

describe('CAR_STATUS_TRANSITIONS', () => {
  it('names every status of the contract, and only those', () => {
    expect([...CAR_STATUSES].sort()).toEqual(['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW']);
  });

  it('lets every status but SOLD be left, and every status be reached', () => {
    const reached = new Set<string>(Object.values(CAR_STATUS_TRANSITIONS).flat());
    expect(CAR_STATUSES.filter((status) => !reached.has(status))).toEqual([]);
    expect(CAR_STATUSES.filter((status) => CAR_STATUS_TRANSITIONS[status].length === 0)).toEqual(['SOLD']);
  });

  it('allows the sale the purchases make, and never a sold car back on sale', () => {
    expect(canMoveCar('AVAILABLE', 'SOLD')).toBe(true);
    for (const status of CAR_STATUSES) expect(canMoveCar('SOLD', status)).toBe(false);
  });
});

describe('the statuses a new car may start in', () => {
  it('are TO_REVIEW and the statuses TO_REVIEW may move to', () => {
    expect([...CAR_INITIAL_STATUSES]).toEqual(['TO_REVIEW', ...CAR_STATUS_TRANSITIONS.TO_REVIEW]);
  });
});
