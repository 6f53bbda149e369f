import { describe, expect, it } from 'vitest';
import { breakpoints, maxWidthQuery, minWidthQuery, mq, mqBelow } from './breakpoints';

describe('breakpoints', () => {
  it('holds the widths of SPEC §9', () => {
    expect(breakpoints).toEqual({
      min: 320,
      small: 480,
      medium: 768,
      semiLarge: 960,
      large: 1280,
      searchWide: 1440,
      extraLarge: 1920,
    });
  });

  it('builds a min-width query per breakpoint', () => {
    expect(mq.semiLarge).toBe('screen and (min-width: 960px)');
    expect(mq.searchWide).toBe(minWidthQuery(1440));
  });

  it('keeps "below" and "from" queries apart at the exact width', () => {
    expect(mqBelow.semiLarge).toBe('screen and (max-width: 959.98px)');
    expect(maxWidthQuery(768)).not.toContain('768px');
  });
});
