import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { lightColors } from './lightColors';
import {
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
  widths,
  zIndices,
} from './tokens';

const lightTheme = {
  color: lightColors,
  space,
  radius: radii,
  font: fontFamilies,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  shadow: shadows,
  zIndex: zIndices,
  duration: durations,
  easing: easings,
  size: sizes,
  breakpoint: widths,
};

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const nullsFor = <T extends object>(values: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? null : nullsFor(value as object)]),
  ) as Contract<T>;

/** The only source of style values inside `.css.ts` files. */
export const vars = createThemeContract(nullsFor(lightTheme));

createGlobalTheme(':root', vars, lightTheme);
