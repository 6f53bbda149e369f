import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'space-between', gap: vars.space.md });
