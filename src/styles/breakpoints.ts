/** Viewport widths in px (SPEC §9). Plain TS so runtime code (matchMedia) can share them with styles. */
export const breakpoints = {
  min: 320,
  small: 480,
  medium: 768,
  semiLarge: 960,
  large: 1280,
  searchWide: 1440,
  extraLarge: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const minWidthQuery = (px: number): string => `screen and (min-width: ${px}px)`;

// A fractional max keeps "below" and "from" queries from both matching at the exact breakpoint.
export const maxWidthQuery = (px: number): string => `screen and (max-width: ${px - 0.02}px)`;

type Queries = { readonly [K in Breakpoint]: string };

const queriesFor = (build: (px: number) => string): Queries =>
  Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, build(px)])) as unknown as Queries;

/** `mq.medium` matches from 768 px up; use as a vanilla-extract `@media` key or with `matchMedia`. */
export const mq: Queries = queriesFor(minWidthQuery);

/** `mqBelow.semiLarge` matches under 960 px (the narrow header). */
export const mqBelow: Queries = queriesFor(maxWidthQuery);
