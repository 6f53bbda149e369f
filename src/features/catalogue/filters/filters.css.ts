import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** Room for the longest choice of a range select, 'Cualquiera', plus the chevron. */
const RANGE_FIELD_MIN_WIDTH = '8.5rem';

export const panel = style({ display: 'flex', flexDirection: 'column' });

const group = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0 }, '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
} as const;

export const section = style(group);

export const fieldset = style({ ...group, display: 'block', margin: 0, padding: `${vars.space.lg} 0`, border: 'none', borderBottom: group.borderBottom, minWidth: 0 });

export const sectionTitle = style({ margin: 0, padding: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

// A floated legend joins the fieldset's flow, so it keeps the same spacing as a section heading.
export const legend = style([sectionTitle, { float: 'left', width: '100%', marginBottom: vars.space.sm }]);

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, clear: 'both' });

export const optionLabel = style({ display: 'inline-flex', gap: vars.space.xs, fontWeight: vars.fontWeight.regular });

export const count = style({ color: vars.color.textMuted });

export const more = style({ alignSelf: 'flex-start', paddingInline: 0, marginTop: vars.space.xs });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rangeForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

// Side by side where both fit 'Cualquiera' whole; the narrow desktop sidebar stacks them instead.
export const rangeRow = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${RANGE_FIELD_MIN_WIDTH}), 1fr))`,
  gap: vars.space.sm,
  width: '100%',
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, clear: 'both', padding: 0, listStyle: 'none' });

export const swatch = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderInput },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brandSoftHover}` },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const swatchColor = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
});

export const drawerFooter = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.sm });
