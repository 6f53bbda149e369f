import { cloneElement, isValidElement, type ComponentPropsWithRef, type ReactElement } from 'react';
import { cx } from './classNames';
import * as styles from './VisuallyHidden.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & {
  /** Hide the one child element itself (a heading, a legend) instead of wrapping it in a span. */
  asChild?: boolean;
};

/** Content for screen readers only, such as a heading a design leaves out. */
export function VisuallyHidden({ className, asChild = false, children, ...rest }: VisuallyHiddenProps) {
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...rest, className: cx(styles.hidden, child.props.className, className) });
  }
  return (
    <span {...rest} className={cx(styles.hidden, className)}>
      {children}
    </span>
  );
}
