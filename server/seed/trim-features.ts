import { featureSeeds } from './data/features.ts';

/** Driver aids and phone mirroring reached used cars here only from about 2016. */
const RECENT_ONLY = new Set([
  'apple-carplay-android-auto',
  'frenado-autonomo-de-emergencia',
  'asistente-de-carril',
  'cargador-inalambrico',
  'camara-360',
]);
const TALL_BODIES_ONLY = new Set(['barras-de-techo', 'portalon-electrico']);
const TALL_BODIES = new Set(['muvsuv', 'wagon', 'minivan']);

/** The features a trim comes with, from its equipment level, model year and body. */
export function trimFeatureSlugs(level: number, year: number, bodyStyle: string): string[] {
  return featureSeeds
    .filter((feature) => feature.level <= level)
    .filter((feature) => year >= 2016 || !RECENT_ONLY.has(feature.slug))
    .filter((feature) => TALL_BODIES.has(bodyStyle) || !TALL_BODIES_ONLY.has(feature.slug))
    .map((feature) => feature.slug);
}
