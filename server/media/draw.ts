import type { PictureKey } from './paths.ts';
import { drawFront } from './drawings/front.ts';
import { drawInterior } from './drawings/interior.ts';
import { drawRear } from './drawings/rear.ts';
import { studioBackground, svgDocument, vignette } from './drawings/scene.ts';
import { drawSide } from './drawings/side.ts';

/** A picture to draw: which one, plus the colour of its paint or upholstery. */
export interface PaintedPicture extends PictureKey {
  hex: string;
}

const exteriorViews = { side: drawSide, front: drawFront, rear: drawRear } as const;

/** The SVG source of one picture at 1280×800. */
export function drawPicture({ bodyStyle, view, hex }: PaintedPicture): string {
  if (view === 'interior') return svgDocument(drawInterior(bodyStyle, hex));
  return svgDocument(studioBackground() + exteriorViews[view](bodyStyle, hex) + vignette());
}
