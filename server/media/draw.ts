import type { PictureKey } from './paths.ts';
import { drawFront } from './drawings/front.ts';
import { drawInterior } from './drawings/interior.ts';
import type { Look } from './drawings/look.ts';
import type { Dimensions } from './drawings/proportions.ts';
import { drawRear } from './drawings/rear.ts';
import { studioBackground, svgDocument, vignette } from './drawings/scene.ts';
import { drawSide } from './drawings/side.ts';
import { drawThreeQuarter } from './drawings/three-quarter.ts';

/** A picture to draw: which one, plus what its drawing needs that the key only names. */
export type PaintedPicture = PictureKey & {
  /** The exterior paint, or the upholstery for the interior. */
  hex: string;
  /** Outside views only: the brand's face and the model's measurements. */
  brand?: string;
  dimensions?: Dimensions;
};

const exteriorViews = { 'three-quarter': drawThreeQuarter, side: drawSide, front: drawFront, rear: drawRear } as const;

/** The SVG source of one picture at 1280×800. */
export function drawPicture(picture: PaintedPicture): string {
  if (picture.view === 'interior') return svgDocument(drawInterior(picture.bodyStyle, picture.hex));
  if (!picture.brand || !picture.dimensions) throw new Error(`An outside view of ${picture.bodyStyle} needs a brand and dimensions`);
  const look: Look = { bodyStyle: picture.bodyStyle, brand: picture.brand, dimensions: picture.dimensions, hex: picture.hex };
  return svgDocument(studioBackground() + exteriorViews[picture.view](look) + vignette());
}
