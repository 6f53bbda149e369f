import { style } from '@vanilla-extract/css';
import { mq } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  alignItems: 'stretch',
  '@media': { [mq.medium]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const storeColumn = style({ flex: '1 1 auto' });

export const stores = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });

export const qrFigure = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, margin: 0, maxWidth: '220px', marginInline: 'auto' });

export const qr = style({ width: '176px', height: '176px', borderRadius: vars.radius.md, border: `${vars.size.border} solid ${vars.color.border}` });

export const qrLight = style({ fill: vars.color.surface });

// A QR code reads only dark on light, whatever the theme.
export const qrDark = style({ fill: vars.color.text });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
