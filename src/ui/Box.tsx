import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';
import { cx } from './classNames';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> &
  Sprinkles & {
    /** The element to render; pick the one with the right meaning (section, nav, ul…). */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/** A layout element whose spacing, alignment and colours come from sprinkles, responsive per breakpoint. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  }
  return createElement(as, { ...rest, className: cx(sprinkles(atoms as Sprinkles), className) });
}
