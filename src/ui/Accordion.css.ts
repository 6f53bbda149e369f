import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const contentHeight = 'var(--radix-accordion-content-height)';
const expand = keyframes({ from: { height: 0 }, to: { height: contentHeight } });
const collapse = keyframes({ from: { height: contentHeight }, to: { height: 0 } });

export const root = style({ display: 'flex', flexDirection: 'column' });

export const item = style({
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const header = style({ display: 'flex', margin: 0 });

export const trigger = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.md} ${vars.space.xs}`,
  background: vars.color.transparent,
  border: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  selectors: { '&:hover': { color: vars.color.brand } },
});

export const triggerText = style({ flex: 1 });

export const chevron = style({
  transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${expand} ${vars.duration.slow} ${vars.easing.standard}` },
    '&[data-state="closed"]': { animation: `${collapse} ${vars.duration.slow} ${vars.easing.standard}` },
  },
});

export const contentInner = style({ padding: `0 ${vars.space.xs} ${vars.space.lg}` });
