import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
// `page` narrows the Container it is given to: importing the Container's stylesheet here puts its
// rules before these in every build, whichever module a bundle happens to load first.
import '../../../ui/Container.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '640px',
  marginInline: 'auto',
  paddingBlock: vars.space.huge,
  textAlign: 'center',
});

export const code = style({
  fontSize: '96px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.brand,
});

export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const title = style({ fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, marginTop: vars.space.md });
