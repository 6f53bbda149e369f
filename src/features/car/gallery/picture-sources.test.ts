import { describe, expect, it } from 'vitest';
import { orderPictures, pictureSrc, pictureSrcSet } from '../../../../common/car-pictures';
import { stepIndex } from './picture-sources';

const picture = (kind: string) => ({ kind, basePath: `/media/cars/${kind}`, widths: [428, 800, 1200], width: 1200, height: 800 });

describe('gallery pictures', () => {
  it('puts the main picture first, then exterior, then interior', () => {
    expect(orderPictures([picture('interior'), picture('exterior'), picture('main')]).map((p) => p.kind)).toEqual(['main', 'exterior', 'interior']);
  });

  it('offers every width in the srcset and picks the smallest wide enough', () => {
    expect(pictureSrcSet(picture('main'))).toBe('/media/cars/main-428.webp 428w, /media/cars/main-800.webp 800w, /media/cars/main-1200.webp 1200w');
    expect(pictureSrc(picture('main'), 500)).toBe('/media/cars/main-800.webp');
    expect(pictureSrc(picture('main'), 5000)).toBe('/media/cars/main-1200.webp');
  });

  it('wraps round at both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
  });
});
