import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const outer = style({ paddingBlock: vars.space.xl });

export const band = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xl,
    padding: vars.space.xl,
    borderRadius: vars.radius.xl,
    '@media': { [mq.medium]: { padding: vars.space.xxxl } },
  },
  variants: {
    tone: {
      accent: { background: vars.color.accentSoft, color: vars.color.text },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      soft: { background: vars.color.brandSoft, color: vars.color.text },
    },
  },
});

export const copy = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, flex: '1 1 320px', maxWidth: '620px' });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const text = style({ fontSize: vars.fontSize.lg, opacity: 0.92 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.sm });

export const art = style({ display: 'none', color: vars.color.brand, '@media': { [mq.medium]: { display: 'block' } } });

export const bigIcon = style({ width: '120px', height: '120px', opacity: 0.85 });

export const bigIconOnBrand = style([bigIcon, { color: vars.color.accent }]);
