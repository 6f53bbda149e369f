import { spinner, type SpinnerVariants } from './Spinner.css';
import { VisuallyHidden } from './VisuallyHidden';
import { cx } from './classNames';

export type SpinnerProps = SpinnerVariants & {
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
};

export function Spinner({ size, label, className }: SpinnerProps) {
  const ring = <span className={cx(spinner({ size }), className)} aria-hidden="true" />;
  if (!label) return ring;
  return (
    // <output> is a polite live region (role status), so the label is announced when it appears.
    <output>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </output>
  );
}
