import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const media = style({ position: 'relative', aspectRatio: '214 / 135', background: vars.color.surfaceSunken });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const tags = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  maxWidth: '75%',
});

export const discount = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: `calc(-1 * ${vars.space.lg})`,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
});

/** The favourite heart (or any other control) sits above a card-wide link. */
export const action = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm, zIndex: 2 });
