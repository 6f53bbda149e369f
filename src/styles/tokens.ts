import { breakpoints } from './breakpoints';

/** Raw palette; components never read it directly, only through the theme in `vars`. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  blue50: '#eef3fc',
  blue100: '#d6e2f7',
  blue600: '#1552b8',
  blue700: '#0b3d91',
  blue800: '#082f70',
  blue900: '#06204d',
  amber50: '#fff6e6',
  amber400: '#ffb020',
  amber500: '#f59e0b',
  amber600: '#d98a00',
  amber800: '#8a4b00',
  green50: '#e8f6ec',
  green700: '#16753a',
  green800: '#0f5c2c',
  red50: '#fdecec',
  red700: '#c0262d',
  red800: '#9b1c22',
  grey50: '#f7f8fa',
  grey100: '#eef0f3',
  grey200: '#dfe3e8',
  grey300: '#c5cbd3',
  grey500: '#7a8494',
  grey600: '#5a6372',
  grey700: '#3f4755',
  grey900: '#161b24',
} as const;

const px = (value: number) => `${value}px`;
const rem = (value: number) => `${value / 16}rem`;

export const space = {
  none: '0',
  xxs: px(2),
  xs: px(4),
  sm: px(8),
  md: px(12),
  lg: px(16),
  xl: px(24),
  xxl: px(32),
  xxxl: px(48),
  huge: px(64),
} as const;

export const radii = {
  none: '0',
  sm: px(4),
  md: px(8),
  lg: px(12),
  xl: px(20),
  full: '9999px',
} as const;

export const fontFamilies = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSizes = {
  xs: rem(12),
  sm: rem(14),
  md: rem(16),
  lg: rem(18),
  xl: rem(20),
  xxl: rem(24),
  xxxl: rem(32),
  display: rem(44),
} as const;

export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeights = {
  tight: '1.2',
  normal: '1.5',
  relaxed: '1.7',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(22, 27, 36, 0.08)',
  md: '0 4px 12px rgba(22, 27, 36, 0.12)',
  lg: '0 12px 32px rgba(22, 27, 36, 0.18)',
} as const;

/** Stacking order: popovers opened from a dialog (menus, selects) must sit above it. */
export const zIndices = {
  base: '0',
  raised: '1',
  sticky: '50',
  header: '100',
  floating: '150',
  drawer: '200',
  dialog: '300',
  popover: '400',
  toast: '500',
  tooltip: '600',
} as const;

/** SPEC §9: dialog transitions 150/300 ms, drawer 300 ms. */
export const durations = {
  fast: '150ms',
  slow: '300ms',
  drawer: '300ms',
  shimmer: '1400ms',
  spin: '800ms',
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

export const sizes = {
  controlSm: px(32),
  controlMd: px(40),
  controlLg: px(48),
  iconSm: px(16),
  iconMd: px(20),
  iconLg: px(24),
  drawer: px(360),
  dialogSm: px(420),
  dialogMd: px(560),
  dialogLg: px(760),
  toast: px(400),
  favouritesPanel: px(420),
  cardImageWidth: px(214),
  cardImageHeight: px(135),
  tooltipMaxWidth: px(288),
  popoverMinWidth: px(160),
  textAreaMinHeight: px(96),
  focusRing: px(2),
  border: px(1),
} as const;

export const widths = Object.fromEntries(
  Object.entries(breakpoints).map(([name, value]) => [name, px(value)]),
) as { readonly [K in keyof typeof breakpoints]: string };
