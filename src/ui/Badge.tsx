import type { ReactNode } from 'react';
import { badge, customBackground, customColors, customText, type BadgeVariants } from './Badge.css';
import { cx } from './classNames';
import { inlineVars } from './inlineVars';

export type BadgeProps = BadgeVariants & {
  children: ReactNode;
  /** Colours that come with the data (e.g. an offer tag); the pair must keep 4.5:1 contrast. */
  colors?: { background: string; text: string };
  className?: string;
};

/** A short status tag: certified, sold, offer, info or neutral. */
export function Badge({ tone, colors, className, children }: BadgeProps) {
  return (
    <span
      className={cx(badge({ tone }), colors && customColors, className)}
      style={colors ? inlineVars([[customBackground, colors.background], [customText, colors.text]]) : undefined}
    >
      {children}
    </span>
  );
}
