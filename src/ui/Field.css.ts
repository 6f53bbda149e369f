import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** The box shared by text inputs, text areas and select triggers. */
export const control = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.controlMd,
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.border} solid ${vars.color.borderInput}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
      '&:disabled, &[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    multiline: { true: { minHeight: vars.size.textAreaMinHeight, resize: 'vertical' }, false: {} },
    withEndAdornment: { true: { paddingRight: vars.size.controlLg }, false: {} },
  },
  defaultVariants: { multiline: false, withEndAdornment: false },
});

export const controlWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const endAdornment = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});
