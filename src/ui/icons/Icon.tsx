import type { ReactNode, SVGProps } from 'react';
import { icon, type IconVariants } from './Icon.css';
import { cx } from '../classNames';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'direction'> & {
  size?: IconVariants['size'];
  /** Gives the icon its own accessible name; leave it out when a text or label sits beside it. */
  title?: string;
};

type IconBaseProps = IconProps & { children: ReactNode; direction?: IconVariants['direction'] };

/** Stroke-drawn on a 24 px grid; shapes that need a solid fill set it on their own element. */
export function Icon({ size, direction, title, className, children, ...rest }: IconBaseProps) {
  const classes = cx(icon({ size, direction }), className);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={classes}
      {...(title ? { role: 'img' } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
