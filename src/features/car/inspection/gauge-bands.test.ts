import { describe, expect, it } from 'vitest';
import { bandOf, BRAKE_SCALE, fillRatio, TREAD_SCALE } from './gauge-bands';

describe('gauge bands', () => {
  it('grades tread: good from 4 mm, fair from the legal 1.6 mm, replace below', () => {
    expect(bandOf(8, TREAD_SCALE)).toBe('good');
    expect(bandOf(4, TREAD_SCALE)).toBe('good');
    expect(bandOf(3.9, TREAD_SCALE)).toBe('fair');
    expect(bandOf(1.6, TREAD_SCALE)).toBe('fair');
    expect(bandOf(1.5, TREAD_SCALE)).toBe('replace');
  });

  it('grades brake pads: good from 6 mm, fair from 3 mm, replace below', () => {
    expect(bandOf(11, BRAKE_SCALE)).toBe('good');
    expect(bandOf(5.9, BRAKE_SCALE)).toBe('fair');
    expect(bandOf(3, BRAKE_SCALE)).toBe('fair');
    expect(bandOf(2.9, BRAKE_SCALE)).toBe('replace');
  });

  it('keeps the bar inside the scale', () => {
    expect(fillRatio(14, BRAKE_SCALE)).toBe(1);
    expect(fillRatio(-1, TREAD_SCALE)).toBe(0);
    expect(fillRatio(5, TREAD_SCALE)).toBe(0.5);
  });
});
