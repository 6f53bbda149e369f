import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PaintedPicture, drawPicture } from '../draw.ts';
import { exteriorViews } from '../paths.ts';
import { sideShapes } from './side-shapes.ts';

const RED = '#b3202a';
const models = {
  picanto: { model: 'kia-picanto', brand: 'kia', bodyStyle: 'hatchback', dimensions: { lengthMm: 3595, widthMm: 1595, heightMm: 1485, wheelbaseMm: 2400 } },
  camry: { model: 'toyota-camry', brand: 'toyota', bodyStyle: 'sedan', dimensions: { lengthMm: 4885, widthMm: 1840, heightMm: 1445, wheelbaseMm: 2825 } },
  elantra: { model: 'hyundai-elantra', brand: 'hyundai', bodyStyle: 'sedan', dimensions: { lengthMm: 4710, widthMm: 1825, heightMm: 1415, wheelbaseMm: 2720 } },
  serie3: { model: 'bmw-serie-3', brand: 'bmw', bodyStyle: 'sedan', dimensions: { lengthMm: 4713, widthMm: 1827, heightMm: 1440, wheelbaseMm: 2851 } },
};
const picture = (which: keyof typeof models, view: PaintedPicture['view']): PaintedPicture =>
  ({ ...models[which], color: 'rojo', hex: RED, view }) as PaintedPicture;

const WIDTH = 320;
const HEIGHT = 200;
const pixels = async (svg: string) => (await sharp(Buffer.from(svg), { density: 18 }).resize(WIDTH, HEIGHT).removeAlpha().raw().toBuffer());

/** Bounding box of the red paint: the body's silhouette, without shadow or studio. */
async function paintBox(svg: string) {
  const data = await pixels(svg);
  let [left, right, top, bottom] = [WIDTH, -1, HEIGHT, -1];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      if (data[i]! - data[i + 2]! > 60) [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
  }
  return { width: right - left + 1, height: bottom - top + 1 };
}

describe('car drawings', () => {
  it("draw a model's side at its own proportions: a Picanto is shorter and relatively taller than a Camry", async () => {
    const picanto = await paintBox(drawPicture(picture('picanto', 'side')));
    const camry = await paintBox(drawPicture(picture('camry', 'side')));
    expect(camry.width).toBeGreaterThan(picanto.width * 1.2);
    expect(picanto.height / picanto.width).toBeGreaterThan((camry.height / camry.width) * 1.15);
  });

  it('give two midsize sedans of different brands different faces, head-on and in three-quarter', async () => {
    for (const view of ['front', 'three-quarter'] as const) {
      const [elantra, serie3] = await Promise.all([pixels(drawPicture(picture('elantra', view))), pixels(drawPicture(picture('serie3', view)))]);
      let differing = 0;
      for (let i = 0; i < elantra.length; i += 3) if (Math.abs(elantra[i]! - serie3[i]!) + Math.abs(elantra[i + 2]! - serie3[i + 2]!) > 60) differing++;
      expect(differing, view).toBeGreaterThan(WIDTH * HEIGHT * 0.005);
    }
  });

  it('draw every view of every body style, each id defined once per picture', async () => {
    for (const bodyStyle of Object.keys(sideShapes)) {
      for (const view of exteriorViews) {
        const svg = drawPicture({ ...picture('camry', view), bodyStyle } as PaintedPicture);
        const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
        expect(new Set(ids).size, `${bodyStyle} ${view}`).toBe(ids.length);
        const box = await paintBox(svg);
        expect(box.width, `${bodyStyle} ${view}`).toBeGreaterThan(WIDTH * 0.3);
      }
    }
    const interior = drawPicture({ bodyStyle: 'sedan', color: 'negro', hex: '#2a2a2a', view: 'interior' });
    expect((await sharp(Buffer.from(interior)).png().toBuffer()).length).toBeGreaterThan(1000);
  });

  it('keep the three-quarter view within the picture, the longest pick-up included', async () => {
    const f150 = { model: 'ford-f-150', brand: 'ford', bodyStyle: 'pick-up', dimensions: { lengthMm: 5885, widthMm: 2030, heightMm: 1960, wheelbaseMm: 3685 } };
    const box = await paintBox(drawPicture({ ...f150, color: 'rojo', hex: RED, view: 'three-quarter' }));
    expect(box.width).toBeLessThan(WIDTH - 4);
  });
});
