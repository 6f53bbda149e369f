import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { button, type ButtonVariants } from './Button.css';
import { Spinner } from './Spinner';
import { cx } from './classNames';

export type { ButtonVariants };

/** Button styles for elements that are not buttons, e.g. a router `<Link className={buttonClassName({ variant: 'secondary' })}>`. */
export const buttonClassName = (variants?: ButtonVariants, className?: string): string =>
  cx(button(variants), className);

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /** Keeps focus on the button (aria-disabled, not disabled) and blocks repeat submits while work is pending. */
    loading?: boolean;
  };

export function Button({ variant, size, fullWidth, loading = false, className, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ComponentPropsWithRef<'a'> & ButtonVariants;

/** An anchor (external, `tel:`, store links) styled as a button. */
export function ButtonLink({ variant, size, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {children}
    </a>
  );
}
