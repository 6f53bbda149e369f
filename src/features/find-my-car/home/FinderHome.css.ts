import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, marginBottom: vars.space.md, fontSize: vars.fontSize.xl });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const step = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.lg });

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});
