import { describe, expect, it } from 'vitest';
import { mayOpen, sectionsFor } from './ops-sections';

describe('the console sections a role opens', () => {
  it('gives an appraiser the schedule and the sell requests, an operator the inventory, the leads, the schedule and the sell requests, an admin everything', () => {
    expect(sectionsFor(['appraiser']).map((section) => section.id)).toEqual(['schedule', 'sell-requests']);
    expect(sectionsFor(['admin']).map((section) => section.id)).toEqual(['inventory', 'leads', 'schedule', 'sell-requests', 'staff', 'audit']);
    expect(sectionsFor(['operator']).map((section) => section.id)).toEqual(['inventory', 'leads', 'schedule', 'sell-requests']);
  });

  it('adds up several roles, and refuses the staff screen to anyone but an admin', () => {
    expect(sectionsFor(['operator', 'appraiser']).map((section) => section.id)).toEqual(['inventory', 'leads', 'schedule', 'sell-requests']);
    expect(mayOpen(['appraiser'], 'inventory')).toBe(false);
    expect(mayOpen(['appraiser'], 'staff')).toBe(false);
    expect(mayOpen(['appraiser'], 'leads')).toBe(false);
    expect(mayOpen(['operator'], 'leads')).toBe(true);
    expect(mayOpen(['operator', 'appraiser'], 'audit')).toBe(false);
    expect(mayOpen(['admin'], 'audit')).toBe(true);
    expect(mayOpen([], 'sell-requests')).toBe(false);
  });
});
