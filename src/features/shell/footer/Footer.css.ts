import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const footer = style({
  background: vars.color.brandActive,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
});

export const intro = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxxl,
  borderBottom: `${vars.size.border} solid ${vars.color.brand}`,
  '@media': { [mq.semiLarge]: { gridTemplateColumns: '1fr 2fr', alignItems: 'start' } },
});

export const brandColumn = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg, minWidth: 0 });

export const newsletter = style({ alignSelf: 'stretch', minWidth: 0 });

export const columns = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  gridTemplateColumns: '1fr',
  '@media': { [mq.small]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [mq.semiLarge]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const logoBadge = style({
  display: 'inline-flex',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const columnTitle = style({
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.onBrand,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });

export const link = style({
  color: vars.color.brandSoftHover,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onBrand, textDecoration: 'underline' } },
});

// Footer entries that open a modal or reveal a note look like the links around them.
export const linkButton = style([
  link,
  { padding: 0, border: 0, background: 'none', font: 'inherit', textAlign: 'start', cursor: 'pointer', selectors: { '&[aria-expanded="true"]': { color: vars.color.onBrand } } },
]);

export const placeholderNote = style({
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandHover,
  color: vars.color.onBrand,
});

export const noteLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.onBrand,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const contactList = style([
  list,
  { gap: vars.space.lg, '@media': { [mq.medium]: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' } } },
]);

export const contactItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', color: vars.color.brandSoftHover });

export const contactLabel = style({ display: 'block', color: vars.color.onBrand, fontWeight: vars.fontWeight.semibold });

export const socials = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  transition: `background ${vars.duration.fast}`,
  selectors: { '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  borderTop: `${vars.size.border} solid ${vars.color.brand}`,
  color: vars.color.brandSoftHover,
});

export const country = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

// A thin border keeps the white of a flag visible on a light footer.
export const flag = style({ display: 'block', width: '1.5em', height: '1em', borderRadius: vars.radius.sm, boxShadow: `0 0 0 ${vars.size.border} ${vars.color.border}` });
