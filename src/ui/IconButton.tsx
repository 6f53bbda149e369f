import type { ComponentPropsWithRef } from 'react';
import { iconButton, type IconButtonVariants } from './IconButton.css';
import { cx } from './classNames';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label'> &
  IconButtonVariants & {
    /** The accessible name: an icon alone says nothing to a screen reader. */
    label: string;
  };

export function IconButton({ label, variant, size, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={cx(iconButton({ variant, size }), className)}
    />
  );
}
