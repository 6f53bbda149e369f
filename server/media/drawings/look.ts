import type { Dimensions } from './proportions.ts';

/** Everything an outside drawing depends on: body style, the brand's face, the model's measurements, the paint. */
export interface Look {
  bodyStyle: string;
  /** Brand slug, which picks the grille and lamps. */
  brand: string;
  dimensions: Dimensions;
  hex: string;
}

/** Parts of a composed picture leave out what the composition draws once for all of them. */
export interface PartOptions {
  shadow?: boolean;
  /** Head-on views only: the whole car, or the body below the bonnet edge, or the cabin above it. */
  part?: 'whole' | 'lower' | 'cabin';
}
