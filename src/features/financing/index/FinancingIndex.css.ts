import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const ways = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const waysTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

// Three cards side by side where they fit, one under the other on a phone.
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: vars.space.md });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const cardText = style({ margin: 0, flexGrow: 1, color: vars.color.textMuted, overflowWrap: 'anywhere' });
